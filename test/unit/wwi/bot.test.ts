import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkView } from '../../../src/games/wwi/engine/codec';
import { playBotGame, gameLinkOf, type PlayedGame } from '../../../src/games/wwi/engine/self-play';
import { recentCombats } from '../../../src/games/wwi/engine/combat-report';
import { movementReach } from '../../../src/games/wwi/engine/reach';
import { checkMove, railLineToSupply, railLinesToSupply } from '../../../src/games/wwi/engine/movement';
import { planAttacks, planDefence, rateAttacks } from '../../../src/games/wwi/engine/bot-combat';
import { benchWwi } from '../../../src/games/wwi/engine/bench-wwi';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

describe('movement reach (seed 002 5.0-5.34)', () => {
  const board = europeBoard();
  const state: WwiState = { ...wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16)), phase: 'allied-movement', attackPhase: 0, turn: 2 };

  it('offers only paths the rules accept, some of them by rail', () => {
    let paths = 0;
    let railPaths = 0;
    for (const unit of state.units.filter((u) => u.status === 'map' && ['france', 'britain', 'russia'].includes(u.nation))) {
      for (const [, steps] of movementReach(state, board, unit)) {
        const checked = checkMove(state, board, { unit: unit.id, steps });
        expect(checked.ok, `${unit.id} ${JSON.stringify(steps)}`).toBe(true);
        paths++;
        if (steps.some((s) => s.rail)) railPaths++;
      }
    }
    expect(paths).toBeGreaterThan(500);
    expect(railPaths).toBeGreaterThan(50);
  });

  it('finds the same rail lines to supply as the per-hex rule check (5.32)', () => {
    const railHexes = [...board.allHexes()].filter((h) => board.neighbours(h.id).some((n) => board.isRailSide(h.id, n.direction))).map((h) => h.id);
    for (const nation of ['russia', 'france', 'germany', 'austria-hungary']) {
      const network = railLinesToSupply(state, board, nation);
      for (const hex of railHexes) expect(network(hex), `${nation} ${hex}`).toBe(railLineToSupply(state, board, hex, nation));
    }
  });
});

describe('the automated player\'s judgement', () => {
  const board = frontBoard({ '0505': { resource: true, city: 'Amiens' } });
  const turn3 = { phase: 'attack' as const, attackPhase: 1, superior: 'central' as const, turn: 3 };

  it('rates a massed attack above a hopeless one and leaves a differential-0 attack alone', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'germany:3': '0802', 'france:2': '0702' }, turn3);
    const rated = rateAttacks(state, board, 'central');
    const massed = rated.find((a) => a.order.target === '0505')!;
    expect(massed.order.attackers.sort()).toEqual(['germany:1', 'germany:2']);
    expect(massed.value).toBeGreaterThan(0);
    const alone = stateWith({ 'germany:1': '0604', 'france:1': '0505' }, { ...turn3, turn: 2 });
    const lone = rateAttacks(alone, board, 'central');
    // Winter: one German army (5) against a French one (3 + 2) is differential 0, a losing trade even for a centre (Lille, a key place, is weighed more: bot-view.ts KEY_PLACES).
    expect(lone[0].differential).toBe(0);
    expect(lone[0].value).toBeLessThan(0);
    expect(planAttacks(alone, board, 'central')).toEqual([]);
  });

  it('holds a resource centre with RP when it can afford it, gives as little ground as its RP can top up, and all of it without RP', () => {
    const pending = {
      stage: 'defender' as const, attackers: ['germany:1'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 1, defenderLoss: 2, retreatCap: 2,
      minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
    };
    const rich = stateWith({ 'germany:1': '0604', 'france:1': '0505' }, { ...turn3, pending });
    expect(planDefence(rich, board, 'allies')[0]).toEqual({ kind: 'defend', choice: { rp: 2 } });
    // 6.31: a loss of 2 is one hex and one RP; the short retreat keeps the army next to its line.
    const poor = structuredClone(rich);
    poor.nations['france'].rp = 1;
    const short = planDefence(poor, board, 'allies')[0];
    expect(short.kind === 'defend' && short.choice.retreat?.length).toBe(1);
    expect(short.kind === 'defend' && short.choice.rp).toBe(1);
    const broke = structuredClone(rich);
    broke.nations['france'].rp = 0;
    const long = planDefence(broke, board, 'allies')[0];
    expect(long.kind === 'defend' && long.choice.retreat?.length).toBe(2);
  });

  it('spends in the last turn the RP it keeps in hand in any other (11.3: nothing kept buys anything after the last attacks)', () => {
    const pending = {
      stage: 'defender' as const, attackers: ['germany:1'], defenderHex: '0504', defenders: ['france:1'], attackerLoss: 1, defenderLoss: 2, retreatCap: 2,
      minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
    };
    const placement = { 'germany:1': '0604', 'france:1': '0504' };
    const before = stateWith(placement, { ...turn3, pending });
    before.nations['france'].rp = 4;
    // Open ground, 4 RP: paying would leave less than the 6 kept for later, so the army gives both hexes (6.31).
    const midWar = planDefence(before, board, 'allies')[0];
    expect(midWar.kind === 'defend' && midWar.choice.retreat?.length).toBe(2);
    const last = structuredClone(before);
    last.turn = 10;
    expect(planDefence(last, board, 'allies')[0]).toEqual({ kind: 'defend', choice: { rp: 2 } });
    // The attacker with 5 RP weighs its losses as a rich side would, since they are paid from RP that would be left over.
    // Turn 8, a winter like turn 10 (6.5), so only the turn's place in the game differs.
    const attack = { ...turn3, turn: 8, pending: null };
    const poorAttacker = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, attack);
    poorAttacker.nations['germany'].rp = 5;
    const lastAttack = structuredClone(poorAttacker);
    lastAttack.turn = 10;
    const rate = (state: typeof poorAttacker) => rateAttacks(state, board, 'central').find((a) => a.order.target === '0505')!;
    expect(rate(lastAttack).differential).toBe(rate(poorAttacker).differential);
    expect(rate(lastAttack).value).toBeGreaterThan(rate(poorAttacker).value);
  });
});

describe('two automated players play the historical game by link (seed 002 11.1, DESIGN "Dice", "Links")', () => {
  let game: PlayedGame;
  const combatsSeenAfterAttack: boolean[] = [];
  const combatsSeenNextPhase: boolean[] = [];
  let settlementsSeen = 0;
  let unitMoves = 0;
  let railMoves = 0;
  let armiesBuilt = 0;
  let linkMismatches = 0;
  let linksCompared = 0;

  beforeAll(() => {
    game = playBotGame({
      onStep: (before, after, step, applied) => {
        // The link form is exactly the state with its log cut to what links carry (combat-report.ts).
        if (step.phase === 'attack') {
          linksCompared++;
          if (!isDeepStrictEqual(JSON.parse(JSON.stringify(after)), JSON.parse(JSON.stringify(linkView(applied))))) linkMismatches++;
        }
        const reports = recentCombats(after);
        // Shared dice: an attack is declared, and its die falls with the other side's roll.
        if (step.action.kind === 'roll' && before.declared?.kind === 'attack') {
          const target = before.declared.order.target;
          const report = reports.find((r) => r.calculation.target === target && r.serial === after.phaseSerial);
          combatsSeenAfterAttack.push(!!report && report.calculation.die === report.die && !!report.calculation.column && report.calculation.defence.length > 0 && report.calculation.rules.includes('6.1'));
        }
        if (step.action.kind === 'defend' && reports.some((r) => r.calculation.defenderPaid)) settlementsSeen++;
        if (step.action.kind === 'end-attacks' && recentCombats(before).some((r) => r.serial === before.phaseSerial)) {
          combatsSeenNextPhase.push(reports.some((r) => r.serial === before.phaseSerial));
        }
        if (step.action.kind === 'move') {
          unitMoves += step.action.moves.length;
          railMoves += step.action.moves.filter((m) => m.steps.some((s) => s.rail)).length;
        }
        if (step.action.kind === 'build') armiesBuilt += step.action.orders.armies?.length ?? 0;
      },
    });
  }, 180_000);

  it('finishes all ten turns with legal actions only', () => {
    expect(game.illegal).toBeNull();
    expect(game.final.phase).toBe('over');
    expect(wwiGame.ended(game.final)?.reason.en).toMatch(/after turn 10/);
  });

  it('moves armies, by rail too, attacks beyond the owed French attacks, and builds', () => {
    expect(unitMoves).toBeGreaterThan(40);
    expect(railMoves).toBeGreaterThan(5);
    expect(game.steps.filter((s) => s.action.kind === 'attack').length).toBeGreaterThan(10);
    expect(armiesBuilt).toBeGreaterThan(3);
  });

  it('carries exactly the state and the last phases\' log in each link', () => {
    expect(linksCompared).toBeGreaterThan(50);
    expect(linkMismatches).toBe(0);
  });

  it('keeps every combat\'s calculation in the link, for that phase and the next', () => {
    expect(combatsSeenAfterAttack.length).toBeGreaterThan(10);
    expect(combatsSeenAfterAttack.every(Boolean)).toBe(true);
    expect(settlementsSeen).toBeGreaterThan(5);
    expect(combatsSeenNextPhase.length).toBeGreaterThan(3);
    expect(combatsSeenNextPhase.every(Boolean)).toBe(true);
  });

  it('never needs a link above 2,000 characters, from the set-up to the end', () => {
    const setup = wwiGame.initialState('historical', {}, new Uint8Array(16));
    expect(gameLinkOf(setup, 0).length).toBeLessThan(2000);
    expect(Math.max(...game.steps.map((s) => s.linkLength))).toBeLessThan(2000);
  });
});

describe('benchmark figures for npm run bench', () => {
  it('reports named figures with units, the link sizes against the 2,000-character limit', () => {
    // One game checked for the invariants.
    const figures = benchWwi({ codecRounds: 5, untilTurn: 2, searchRounds: 1, invariantGames: 1 });
    for (const figure of figures) {
      expect(figure.name).toMatch(/^wwi /);
      expect(figure.unit.length).toBeGreaterThan(0);
      expect(Number.isFinite(figure.value)).toBe(true);
      if (['ms', 's', 'µs', 'chars'].includes(figure.unit)) expect(figure.value, figure.name).toBeGreaterThan(0);
    }
    const links = figures.filter((f) => f.unit === 'chars');
    expect(links.map((f) => f.target)).toEqual([2000, 2000]);
    expect(figures.find((f) => f.unit === 'games')?.value).toBe(1);
    const reach = figures.find((f) => f.name.startsWith('wwi reachable hexes'))!;
    expect(reach.note).toMatch(/^\d+ hexes reachable/);
  }, 180_000);
});
