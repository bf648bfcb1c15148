/** The class demonstration writes the game log live, as a played game's (ui/demo-loop.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { isCombatCalculation } from '../../../src/games/wwi/engine/combat';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { DemoLoop } from '../../../src/games/wwi/ui/demo-loop';
import { buildGameLog } from '../../../src/games/wwi/ui/game-log';

const host = { addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) };

/** A demonstration run by hand, step by step, until `until` holds. */
function runDemo(from: WwiState, history: WwiState[], until: (state: WwiState) => boolean) {
  const demo = new DemoLoop(host, { played() {} });
  demo.start(from, history);
  for (let i = 0; i < 400 && demo.state && !until(demo.state); i++) demo.step();
  return { demo };
}

describe('class demonstration: the log', () => {
  afterEach(() => vi.useRealTimers());

  it('holds every combat of turn 1 and goes on into turn 2, each phase once, after the saved game\'s own states', () => {
    vi.useFakeTimers();
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const { demo } = runDemo(start, [], (s) => s.turn === 2 && s.phase === 'central-movement');
    const { log, states } = demo.log();
    const combats = log.phases.flatMap((p) => p.items).filter((i) => i.kind === 'event' && isCombatCalculation(i.event.detail));
    // Every attack the demonstration resolved left its roll in the attacked hexes of its phase: count them from the chain.
    const attacked = new Set<string>();
    for (const s of states) for (const hex of s.attackedHexes) attacked.add(`${s.phaseSerial}:${hex}`);
    expect(attacked.size).toBeGreaterThan(2);
    expect(combats).toHaveLength(attacked.size);
    const serials = new Set(states.map((s) => s.phaseSerial));
    expect(log.phases.map((p) => p.serial)).toEqual([...serials].sort((a, b) => a - b));
    expect(log.phases.some((p) => p.turn === 2)).toBe(true);
    // The same log a played game holding these states shows.
    expect(log).toEqual(buildGameLog(states));
    demo.stop();
  });

  it('starts after the saved game\'s history and keeps each state as its link carries it', () => {
    vi.useFakeTimers();
    const first = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(9));
    const { demo } = runDemo(first, [], (s) => s.phase === 'attack' && s.attackedHexes.length >= 1 && !s.pending);
    const earlier = demo.log().states.slice(0, -1);
    const saved = demo.state!;
    demo.stop();
    const { demo: again } = runDemo(saved, earlier, (s) => s.phaseSerial > saved.phaseSerial + 1);
    const states = again.log().states;
    expect(states.slice(0, earlier.length)).toEqual(earlier);
    expect(states.length).toBeGreaterThan(earlier.length + 1);
    for (const state of states.slice(earlier.length + 1)) expect(wwiGame.decodeState(wwiGame.encodeState(state))).toEqual(state);
    // The combat rolled before the demonstration started stays in its log.
    const firstCombat = buildGameLog(earlier).phases.flatMap((p) => p.items).find((i) => i.kind === 'event' && i.event.die !== undefined);
    expect(firstCombat).toBeTruthy();
    expect(again.log().log.phases.flatMap((p) => p.items).some((i) => i.key === firstCombat!.key)).toBe(true);
    again.stop();
  });
});
