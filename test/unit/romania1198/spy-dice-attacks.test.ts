/**
 * Attacks on a spy's die (seed 003 "Spie", R1198-49): the die must come from
 * material no single player controls or can replay.
 *  - Open play shows every order as it arrives, and the die of one spy hangs on
 *    the other seats' orders: the last to send can rewrite its own until another
 *    region's spy is caught. So spies are never played in open mode.
 *  - With a referee the die used to follow from what the chat sees after the
 *    phase (the board, the orders, the game's seed): trying every mission a
 *    seat could have sent against "not caught" ruled most of them out. The
 *    referee now rolls with fresh chance, so nothing public decides it.
 */
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { romania } from '../../../src/games/romania1198/engine/module';
import { ROMANIA_SPECIALS, missionDie, romaniaSpecial } from '../../../src/games/romania1198/engine/specials';
import { detectionThreshold, population, SPY_ABILITY, type SpyOrder } from '../../../src/games/romania1198/engine/spies';
import { encodeEnvelope } from '../../../src/platform/codec/envelope';
import { writeTurnPayload, type PlayMode } from '../../../src/platform/codec/turn-link';
import { fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';

const meta = fixtureMeta(romania, 'romania-view');

const spy = (line: string, seat: string, state: DipState): SpyOrder => {
  const parsed = ROMANIA_SPECIALS.parseLine(line, state, [seat]);
  if (!parsed?.ok) throw new Error(line);
  return parsed.order as SpyOrder;
};

const holds = (state: DipState): Map<string, DipAction> => new Map(romania.turn(state).waitingFor.map((seat) => [seat, { draw: false, orders: [] } as DipAction]));

const threshold = (order: SpyOrder): number => detectionThreshold(1, SPY_ABILITY, population(order.target)!, order.infos.length);

async function created(mode: PlayMode, spies: 'on' | 'off'): Promise<string> {
  return fixtureDevice(fixtureCatalog(meta))
    .play.create(meta, 'standard', { spies }, { mode })
    .then(() => 'made', (error) => error.error.code);
}

describe('open play: the last sender steers another region\'s spy', () => {
  it('the attack: with the others\' orders in view, the last seat finds orders of its own that get Cluj\'s spy caught, and others that free it', () => {
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([7, 9]));
    const victim = spy('S clu ara (army)', 'cluj', state);
    const outcomes = new Set<boolean>();
    // Oradea, sending last, tries holds and moves of its own units (all legal, all visible to it beforehand).
    const oradeaUnits = state.position.units.filter((u) => u.power === 'oradea');
    for (let tries = 0; tries < 40 && outcomes.size < 2; tries++) {
      const actions = holds(state);
      actions.set('cluj', { draw: false, orders: [], special: [victim] });
      const orders = oradeaUnits.slice(0, 1 + (tries % oradeaUnits.length)).map((u) => ({ power: 'oradea', order: { kind: 'hold', unit: { type: u.type, loc: u.loc } } }));
      actions.set('oradea', { draw: false, orders: tries < oradeaUnits.length ? orders : [], special: tries >= oradeaUnits.length ? [spy(`S ora ${['tim', 'bis', 'dej', 'sat', 'bai', 'dev', 'alb', 'sib', 'bra', 'sig', 'med', 'tur', 'hun', 'car', 'sin'][tries % 15]} (army)`, 'oradea', state)] : [] } as DipAction);
      outcomes.add(missionDie(state, actions, victim) < threshold(victim));
    }
    // Both outcomes within reach of one player who is not the spy's: this is why open play has no spies.
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('the defence: a game with spies is never made for open play; sealed, referee and one table are', async () => {
    expect(await created('open', 'on')).toBe('rejected');
    expect(await created('open', 'off')).toBe('made');
    expect(await created('sealed', 'on')).toBe('made');
    expect(await created('referee', 'on')).toBe('made');
    expect(await created('table', 'on')).toBe('made');
  }, 30_000);

  it('the defence: a crafted open link of a game with spies is refused with the reason, nothing written', async () => {
    const victim = fixtureDevice(fixtureCatalog(meta));
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([3, 1]));
    const link = encodeEnvelope('game', romania.linkId, writeTurnPayload({ gameUid: '0a1b2c3d4e5f', ply: 0, parentHash: null, session: { mode: 'open' }, state: romania.encodeState(state) }));
    const opened = await victim.play.open(link);
    expect(opened.ok ? 'accepted' : opened.error.code).toBe('rejected');
    if (!opened.ok && opened.error.code === 'rejected' && 'reason' in opened.error) expect(opened.error.reason.en).toMatch(/spies/i);
    expect(await victim.library.list()).toEqual([]);
  });
});

describe('referee play: an unseen spy\'s mission is not inferable from public material', () => {
  it('the same phase, orders and mission give both outcomes under the referee\'s fresh chance', () => {
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([2, 8]));
    // A mission whose threshold is near the middle, so a die not fixed by the orders must land on both sides.
    const mission = spy('S clu ara (army)', 'cluj', state);
    const actions = holds(state);
    actions.set('cluj', { draw: false, orders: [], special: [mission] });
    const caughtWith = (fresh: Uint8Array) => romaniaSpecial(romania.apply(state, actions, fresh))!.missions[0]!.caught;
    const outcomes = Array.from({ length: 48 }, (_, i) => caughtWith(Uint8Array.from({ length: 16 }, (_, j) => (i * 31 + j * 7) & 0xff)));
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
    // The fraction caught follows the printed threshold (a die 1-100 below it), within the spread of 48 rolls.
    const share = outcomes.filter(Boolean).length / outcomes.length;
    expect(Math.abs(share - (threshold(mission) - 1) / 100)).toBeLessThan(0.25);
  });

  it('without fresh chance (sealed play, every browser replays the phase) the die still follows from the orders alone', () => {
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([2, 8]));
    const mission = spy('S clu ara (army)', 'cluj', state);
    const actions = holds(state);
    actions.set('cluj', { draw: false, orders: [], special: [mission] });
    const once = romaniaSpecial(romania.apply(state, actions))!.missions;
    expect(romaniaSpecial(romania.apply(state, actions))!.missions).toEqual(once);
    expect(once[0]!.caught).toBe(missionDie(state, actions, mission) < threshold(mission));
  });
});
