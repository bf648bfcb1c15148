/**
 * Spies with a referee (seed 003: a spy's report is for the region that sent it): the referee's
 * links keep caught spies public and seal the others to their seats. The attacks first: what a
 * player holding every link reads, and what a crafted sealed part does.
 */
import { describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../../../src/platform/codec/envelope';
import { readSealedParts } from '../../../src/platform/hidden-parts';
import { readTurnPayload } from '../../../src/platform/codec/turn-link';
import { BitWriter, MalformedError } from '../../../src/platform/codec/bits';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { romania } from '../../../src/games/romania1198/engine/module';
import { powersOfSeat } from '../../../src/games/diplomacy/engine/seats';
import { ROMANIA_SPECIALS, romaniaSpecial, spyReportsFor, type SpecialOrder } from '../../../src/games/romania1198/engine/specials';
import { SEALED_SPIES, readSeatSpies, writeSeatSpies } from '../../../src/games/romania1198/engine/sealed-spies';
import { type SpyOrder } from '../../../src/games/romania1198/engine/spies';
import { currentOf, fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';
import { fixedRandomness } from '../../fixtures/fixed-randomness';

const meta = fixtureMeta(romania, 'romania-view');
const catalog = fixtureCatalog(meta);
const device = () => fixtureDevice(catalog);
type Device = ReturnType<typeof device>;
const current = (who: Device, uid: string) => currentOf<DipState>(who, romania, uid);

function linkState(link: string): DipState {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error('not a link');
  return romania.decodeState(readTurnPayload(decoded.envelope.payload).state);
}

const spy = (line: string, seat: string, state: DipState): SpyOrder => {
  const parsed = ROMANIA_SPECIALS.parseLine(line, state, [seat]);
  if (!parsed?.ok) throw new Error(line);
  return parsed.order as SpyOrder;
};

const CANDIDATES = ['ara', 'tim', 'bis', 'dej', 'sat', 'bai', 'dev', 'alb', 'sib', 'bra', 'sig', 'med', 'tur', 'hun', 'car', 'sin'];

describe('Romania 1198 with a referee: spies', () => {
  it('a spy not caught reaches only its region: the link holds caught spies only and every seat\'s part sealed, of one size', async () => {
    const referee = device();
    const alice = device();
    const bob = device();
    const { game: made, invitations } = await referee.play.create(meta, 'standard', { spies: 'on' }, { mode: 'referee' });
    const uid = made.uid;
    const seats = Object.keys(invitations ?? {});
    // A referee game with spies invites every seat: its secrets are sealed to the invitation keys.
    expect(seats).toHaveLength(7);
    expect((await alice.play.open(invitations!.cluj!)).ok).toBe(true);
    for (const seat of seats.filter((s) => s !== 'cluj')) expect((await bob.play.open(invitations![seat]!)).ok).toBe(true);

    const { hash, state: whole } = await current(referee, uid);
    // Every region sends a spy; the referee rolls them with fresh chance (spy-dice-attacks.test.ts), here the
    // platform's generator fixed so that the run is the same each time: some spies are caught, some not.
    const actions = new Map(seats.map((seat) => [seat, { draw: false, orders: [] } as DipAction]));
    for (const [i, seat] of seats.entries()) {
      const target = CANDIDATES.filter((town) => !powersOfSeat(whole, seat).some((region) => whole.position.owners[town] === region))[i]!;
      actions.set(seat, { draw: false, orders: [], special: [spy(`S ${seat} ${target} (army)`, seat, whole)] });
    }
    const sent = seats.map((seat) => (actions.get(seat)!.special as SpyOrder[])[0]!);
    for (const seat of seats) {
      const who = seat === 'cluj' ? alice : bob;
      const { ordersLink } = await who.play.submit(meta, uid, hash, seat, actions.get(seat)!);
      expect((await referee.play.open(ordersLink!)).ok).toBe(true);
    }
    const draws = fixedRandomness(18);
    const { node } = await referee.play.resolve(meta, uid, hash);
    draws.mockRestore();
    const link = referee.play.gameLink(meta, (await referee.library.get(uid))!, node);
    for (const person of [alice, bob]) expect((await person.play.open(link)).ok).toBe(true);

    // The referee's own copy: every spy, and both outcomes under this run's chance.
    const refereeView = romaniaSpecial((await current(referee, uid)).state)!;
    expect(refereeView.missions.map((m) => m.target).sort()).toEqual(sent.map((m) => m.target).sort());
    const caughtSpies = refereeView.missions.filter((m) => m.caught);
    const unseen = refereeView.missions.filter((m) => !m.caught);
    expect(caughtSpies.length).toBeGreaterThan(0);
    expect(unseen.map((m) => m.from)).toContain('cluj');
    // What the chat reads in the link: the caught spies, and sealed bytes; no unseen mission is there.
    const shown = romaniaSpecial(linkState(link))!;
    expect(shown.missions.map((m) => [m.from, m.target, m.caught])).toEqual(caughtSpies.map((m) => [m.from, m.target, true]));
    expect(shown.sealed?.length).toBeGreaterThan(8);
    // Only the seats whose spy went unseen have a part.
    const parts = readSealedParts(shown.sealed!).parts;
    expect(parts.map((part, i) => (part.length ? seats[i] : '')).filter(Boolean)).toEqual(seats.filter((seat) => unseen.some((m) => m.from === seat)));
    // One way to write it: the link's state reads back to the same bytes, and a phase played from it carries no stale seal.
    const bytes = romania.encodeState(linkState(link));
    expect(romania.encodeState(romania.decodeState(bytes))).toEqual(bytes);
    const holds = new Map(romania.turn(linkState(link)).waitingFor.map((seat) => [seat, { draw: false, orders: [] } as DipAction]));
    expect(romaniaSpecial(romania.apply(linkState(link), holds))!.sealed).toBeUndefined();
    expect(link.length).toBeLessThan(2000);
    // Alice (Cluj) reads her report; Bob, six regions, sees his own unseen spies and the caught ones, never Cluj's.
    const aliceState = (await current(alice, uid)).state;
    const report = spyReportsFor(aliceState, ['cluj']);
    expect(report).toHaveLength(1);
    expect(report[0]!.caught).toBe(false);
    expect(report[0]!.army?.length).toBeGreaterThan(0);
    const bobState = (await current(bob, uid)).state;
    expect(romaniaSpecial(bobState)!.missions.map((m) => m.from)).not.toContain('cluj');
    // The next phase goes on from the referee's copy as before.
    expect(romania.turn((await current(referee, uid)).state).waitingFor.length).toBeGreaterThan(0);
  }, 60_000);

  it('a seat\'s part has one size whatever its spies ask, so the link does not tell how many went out or where', () => {
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([1, 2]));
    const one = writeSeatSpies(['cluj'], [{ kind: 'spy', from: 'cluj', target: 'zal', infos: ['army'], caught: false }]);
    const none = writeSeatSpies(['cluj'], []);
    const two = writeSeatSpies(['cluj'], [
      { kind: 'spy', from: 'cluj', target: 'ara', infos: ['army', 'resources', 'equipment'], caught: false },
      { kind: 'spy', from: 'cluj', target: 'ora', infos: ['equipment'], caught: false },
    ]);
    expect(one.length).toBe(two.length);
    expect(readSeatSpies(['cluj'], two).map((m) => m.target)).toEqual(['ara', 'ora']);
    expect(readSeatSpies(['cluj'], none)).toEqual([]);
    // Before the first phase nothing is sealed; an empty part is never written, and refused.
    expect(SEALED_SPIES.split(state).secrets.size).toBe(0);
    const after: DipState = { ...state, last: { phase: 'movement', orders: [] } as unknown as DipState['last'] };
    expect(() => SEALED_SPIES.join(after, new Map([['cluj', none]]))).toThrow(MalformedError);
  });

  it('split and join give back the whole state, seats of several regions included (2 players)', () => {
    const state = romania.initialState('standard', { setup: 'romania-2', spies: 'on' }, new Uint8Array([5, 6]));
    const seats = romania.turn(state).waitingFor;
    const towns = ['zal', 'ora', 'dej', 'sat', 'bai', 'tur'];
    const actions = new Map(
      seats.map((seat, s) => {
        const special = powersOfSeat(state, seat).flatMap((region, r) => [0, 1].map((k) => spy(`S ${region} ${towns[(s * 3 + r + k * 2) % towns.length]} (army - equipment)`, region, state)));
        return [seat, { draw: false, orders: [], special } as DipAction];
      }),
    );
    const whole = romania.apply(state, actions);
    const missions = romaniaSpecial(whole)!.missions;
    expect(missions.length).toBe(12);
    const { shown, secrets } = SEALED_SPIES.split(whole);
    // These dice leave some spies unseen, so something is sealed.
    expect(secrets.size).toBeGreaterThan(0);
    expect(romaniaSpecial(shown)!.missions.every((m) => m.caught)).toBe(true);
    expect(SEALED_SPIES.join(shown, secrets)).toEqual(whole);
    // Each seat alone: its own spies and the caught ones, nobody else's.
    for (const [seat, part] of secrets) {
      const own = powersOfSeat(whole, seat);
      const view = romaniaSpecial(SEALED_SPIES.join(shown, new Map([[seat, part]])))!.missions;
      expect(view).toEqual(missions.filter((m) => m.caught || own.includes(m.from)));
    }
  });

  it('refuses a sealed part the referee would not write', () => {
    // A region's part: how many spies (0–2), then two slots of city × questions (74 × 7), in 20 bits.
    const region = (n: number): Uint8Array => new BitWriter().bits(n, 20).finish();
    const slots = 74 * 7;
    expect(readSeatSpies(['cluj'], region(1 + 3 * 5)).map((m) => [m.target, m.infos])).toEqual([['alb', ['resources', 'equipment']]]);
    // One spy, but the unused second slot is not zero; a number past the last combination; a byte too many.
    expect(() => readSeatSpies(['cluj'], region(1 + 3 * (5 + slots * 5)))).toThrow(MalformedError);
    expect(() => readSeatSpies(['cluj'], region(3 * slots * slots))).toThrow(MalformedError);
    expect(() => readSeatSpies(['cluj'], Uint8Array.of(...region(0), 0))).toThrow(MalformedError);
    // A part for one region read as a seat of two: too short.
    expect(() => readSeatSpies(['cluj', 'oradea'], region(0))).toThrow();
  });

  it('join refuses sealed spies that clash with the shown ones or land in a phase without spies', () => {
    const start = romania.initialState('standard', { spies: 'on' }, new Uint8Array([1, 2]));
    const part = writeSeatSpies(['cluj'], [{ kind: 'spy', from: 'cluj', target: 'ara', infos: ['army'], caught: false }]);
    // Before any phase: nothing to join.
    expect(() => SEALED_SPIES.join(start, new Map([['cluj', part]]))).toThrow(MalformedError);
    const after: DipState = {
      ...start,
      last: { phase: 'movement', orders: [] } as unknown as DipState['last'],
      special: { ...romaniaSpecial(start)!, missions: [{ kind: 'spy', from: 'cluj', target: 'ara', infos: ['army'], caught: true }] },
    };
    // The same city twice for one region.
    expect(() => SEALED_SPIES.join(after, new Map([['cluj', part]]))).toThrow(MalformedError);
    const twoMore = writeSeatSpies(['cluj'], [
      { kind: 'spy', from: 'cluj', target: 'ora', infos: ['army'], caught: false },
      { kind: 'spy', from: 'cluj', target: 'tim', infos: ['army'], caught: false },
    ]);
    // Three spies for one region.
    expect(() => SEALED_SPIES.join(after, new Map([['cluj', twoMore]]))).toThrow(MalformedError);
  });

  it('a referee game without spies invites no one unasked; a sealed game with spies keeps its missions in the link (public once revealed, as the panel says)', async () => {
    const referee = device();
    const plain = await referee.play.create(meta, 'standard', { ambassadors: 'on' }, { mode: 'referee' });
    expect(plain.invitations).toBeUndefined();
    const sealed = device();
    const { game, invitations: sealedInvitations } = await sealed.play.create(meta, 'standard', { spies: 'on' }, { mode: 'sealed' });
    // Every browser replays a sealed phase from the revealed orders, so nothing is sealed to a seat and nothing forces invitations.
    expect(sealedInvitations).toBeUndefined();
    const state = (await current(sealed, game.uid)).state;
    const actions = new Map(romania.turn(state).waitingFor.map((seat) => [seat, { draw: false, orders: [], ...(seat === 'cluj' ? { special: [spy('S clu ara (army)', 'cluj', state)] as SpecialOrder[] } : {}) } as DipAction]));
    const next = romania.apply(state, actions);
    expect(romaniaSpecial(next)!.missions).toHaveLength(1);
    expect(romania.decodeState(romania.encodeState(next))).toEqual(next);
  });

  it('a link state carries sealed spies only after a movement phase and at most 64 bytes of them; anything else is refused', () => {
    const state = romania.initialState('standard', { spies: 'on' }, new Uint8Array([1, 2]));
    const holds = new Map(romania.turn(state).waitingFor.map((seat) => [seat, { draw: false, orders: [] } as DipAction]));
    const after = romania.apply(state, holds);
    const withSealed = (bytes: Uint8Array) => SEALED_SPIES.withSealed(after, bytes);
    // Written and read back whole, up to 64 bytes.
    const largest = withSealed(new Uint8Array(64).fill(0xa5));
    expect(romaniaSpecial(romania.decodeState(romania.encodeState(largest)))!.sealed).toEqual(new Uint8Array(64).fill(0xa5));
    expect(() => romania.encodeState(withSealed(new Uint8Array(65)))).toThrow(RangeError);
    // A crafted link: one byte more than the limit after the sealed mark.
    const crafted = Uint8Array.of(...romania.encodeState(largest), 0x5a);
    expect(() => romania.decodeState(crafted)).toThrow(MalformedError);
    // Before any phase there are no spies to seal: a mark and bytes after the special state are refused.
    expect(() => romania.encodeState(SEALED_SPIES.withSealed(state, new Uint8Array(9)))).toThrow(RangeError);
    const plain = romania.encodeState(state);
    const trailing = Uint8Array.of(...plain, 0xff, 1, 2, 3, 4, 5, 6, 7, 8);
    expect(() => romania.decodeState(trailing)).toThrow(MalformedError);
  });
});
