/**
 * The automated powers are map-generic: on the Romania 1198 map, under its
 * rule hooks (no army support across the Danube, two-phase mountain passes),
 * every order they give is legal and names only their own units.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../src/games/diplomacy/engine/adjudicate';
import { botOrders, type BotLevel } from '../../../src/games/diplomacy/engine/bot';
import { phaseBreaches } from '../../../src/games/diplomacy/engine/bot/invariants';
import { adjustmentsOwed, initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import type { Order } from '../../../src/games/diplomacy/engine/types';
import type { PowerId } from '../../../src/platform/game';
import { map, RULES } from './helpers';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { romania } from '../../../src/games/romania1198/engine/module';
import { romaniaSpecial } from '../../../src/games/romania1198/engine/specials';
import { botDiplomacy } from '../../../src/games/romania1198/engine/bot-treaties';

function hasWork(position: Position, power: PowerId): boolean {
  if (position.phase === 'movement') return position.units.some((u) => u.power === power);
  if (position.phase === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
  return adjustmentsOwed(map, position, power) !== 0;
}

/** Plays seven bots of one level from Autumn 1198 for a number of phases; returns every breach found. */
function play(seed: number, level: BotLevel, phases: number): { breaches: string[]; phasesPlayed: number; moved: number } {
  let position: Position = { ...initialPosition(map), season: 'fall', year: 1198 };
  const powers = map.data.powers.map((p) => p.id);
  const breaches: string[] = [];
  let moved = 0;
  let played = 0;
  for (; played < phases; played++) {
    const orders: { power: PowerId; order: Order }[] = [];
    for (const power of powers) {
      if (!hasWork(position, power)) continue;
      for (const order of botOrders({ map, position, power, level, gameSeed: seed, rules: RULES })) orders.push({ power, order });
    }
    const result = adjudicate(map, position, orders, RULES, { strictOrders: true });
    breaches.push(...phaseBreaches(map, { position, orders, results: result.results }, new Set(powers)));
    moved += result.results.filter((r) => r.outcome.status === 'succeeds' && r.order?.kind === 'move').length;
    if (result.ended) break;
    position = result.next;
  }
  return { breaches, phasesPlayed: played, moved };
}

describe('automated powers on the Romania 1198 map (map-generic bots)', () => {
  it('level 1: every order of seven bots is legal under the Romania rules, over 30 phases of 4 games', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { breaches, moved } = play(seed, 1, 30);
      expect(breaches).toEqual([]);
      // They play, not merely hold: units change places.
      expect(moved).toBeGreaterThan(10);
    }
  });
});

describe('automated regions keep their treaties (ambassadors on)', () => {
  const regions = map.data.powers.map((p) => p.id);
  /** Every region allied to every other, in force: any attack the bots give is on an ally. */
  function allied(): DipState {
    const start = romania.initialState('standard', { ambassadors: 'on' }, new Uint8Array([1, 2]));
    const treaties = regions.flatMap((from) => regions.filter((to) => to !== from).map((to) => ({ from, to, treaty: 'alliance' as const, since: 0 })));
    return { ...start, special: { ...romaniaSpecial(start)!, treaties } };
  }
  const botAction = (state: DipState, seat: string): DipAction => ({
    draw: false,
    orders: botOrders({ map, position: state.position, power: seat, level: 1, gameSeed: 7, rules: { ...RULES, hooks: { ...RULES.hooks, ...romania.rulesFor(state).hooks } } }).map((order) => ({ power: seat, order })),
  });

  it('an attack on an ally becomes a hold and a declaration of war; once in force, the attack is played', () => {
    const state = allied();
    const action: DipAction = { draw: false, orders: [{ power: 'cluj', order: { kind: 'move', unit: { type: 'A', loc: 'tur' }, to: 'med' } }] };
    const kept = botDiplomacy(state, action);
    expect(kept.orders).toEqual([{ power: 'cluj', order: { kind: 'hold', unit: { type: 'A', loc: 'tur' } } }]);
    expect(kept.special).toEqual([{ kind: 'ambassador', from: 'cluj', to: 'targumures', treaty: 'war' }]);
    const next = romania.apply(state, new Map([['cluj', kept]]));
    expect(romaniaSpecial(next)?.breaches).toEqual([]);
    // At war from this phase: the same move is played as given.
    expect(botDiplomacy(next, action)).toEqual(action);
    // Without ambassadors, or outside a movement phase, the bots' orders are untouched.
    const plain = romania.initialState('standard', {}, new Uint8Array([1, 2]));
    expect(botDiplomacy(plain, action)).toBe(action);
  });

  it('seven level-1 bots over 16 phases never break an alliance, and still move and declare war', () => {
    let state = allied();
    let moved = 0;
    for (let phase = 0; phase < 16 && !romania.ended(state); phase++) {
      const actions = new Map(romania.turn(state).waitingFor.map((seat) => [seat, botDiplomacy(state, botAction(state, seat))] as const));
      for (const [seat, action] of actions) expect(romania.validate(state, seat, action)).toBeNull();
      state = romania.apply(state, actions);
      expect(romaniaSpecial(state)!.breaches.filter((b) => b.broken !== null)).toEqual([]);
      moved += state.last!.orders.filter((e) => e.order.kind === 'move' && e.outcome.reason === 'moved').length;
    }
    expect(moved).toBeGreaterThan(5);
    expect(romaniaSpecial(state)!.treaties.filter((t) => t.treaty === 'war').length).toBeGreaterThan(3);
  });
});
