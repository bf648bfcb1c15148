/**
 * Romania 1198's special troops wired into the game: creator options, the
 * orders in the order box, the links, the undeclared-attack penalty in play,
 * the spies' dice and reports; the attacks on them first.
 */
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import { encodeState, writeOrders } from '../../../src/games/diplomacy/engine/codec';
import { BitWriter, MalformedError, TruncatedError } from '../../../src/platform/codec/bits';
import { describeDipState, parseSeatOrders } from '../../../src/games/diplomacy/engine/text-report';
import { randomActions, seededRng } from '../../../src/games/diplomacy/engine/simulate';
import { romania } from '../../../src/games/romania1198/engine/module';
import { ROMANIA_SPECIALS, missionDie, romaniaSpecial, spyReportsFor, type SpecialOrder } from '../../../src/games/romania1198/engine/specials';

const map = romania.map;
const start = (options: Record<string, string> = { ambassadors: 'on', spies: 'on' }): DipState => romania.initialState('standard', options, new Uint8Array([1, 2]));

/** Each seat's order lines, unit orders and special orders alike, read as the order box reads them. */
function actionsOf(state: DipState, written: Record<string, string[]>): Map<string, DipAction> {
  const actions = new Map<string, DipAction>();
  for (const seat of romania.turn(state).waitingFor) {
    const action: DipAction = { draw: false, orders: [] };
    for (const line of written[seat] ?? []) {
      const special = ROMANIA_SPECIALS.parseLine(line, state, [seat]);
      if (special) {
        if (!special.ok) throw new Error(`${line}: ${special.reason.en}`);
        (action.special ??= []).push(special.order);
        continue;
      }
      const parsed = parseOrder(line, map, { power: seat, phase: state.position.phase });
      if (!parsed.ok) throw new Error(line);
      action.orders.push({ power: seat, order: parsed.order });
    }
    // Every action travels through its link.
    const bytes = romania.encodeAction(state, seat, action);
    actions.set(seat, romania.decodeAction(state, seat, bytes));
  }
  return actions;
}
const play = (state: DipState, written: Record<string, string[]>): DipState => romania.apply(state, actionsOf(state, written));
const relink = (state: DipState): DipState => romania.decodeState(romania.encodeState(state));
/** A state as the first layout wrote it: a marker byte, the plain state's length, the special state, the plain state (version 3 or 4). */
function firstLayout(state: DipState): Uint8Array {
  const plain = encodeState(map, { ...state, special: undefined }, romania.format);
  const w = new BitWriter().bits(0xf0, 8).varUint(plain.length);
  ROMANIA_SPECIALS.writeState(w, state.special);
  return Uint8Array.from([...w.finish(), ...plain]);
}
const b64 = (bytes: Uint8Array): number => Math.ceil((bytes.length * 4) / 3);

describe('attacks on the special troops', () => {
  it('a crafted link claiming a treaty: refused when impossible, refuted by the replay when well formed', () => {
    const before = start();
    const actions = actionsOf(before, { cluj: ['A tur - med'] });
    const honest = romania.apply(before, actions);
    const special = romaniaSpecial(honest)!;
    // Well formed: Targumures "declared war" on Cluj last phase, though nobody sent that ambassador.
    const forged: DipState = { ...honest, special: { ...special, treaties: [{ from: 'targumures', to: 'cluj', treaty: 'war', since: 1 }] } };
    const forgedBytes = romania.encodeState(forged);
    expect(romaniaSpecial(romania.decodeState(forgedBytes))?.treaties).toHaveLength(1);
    // Every browser checks a link by replaying the phase: the bytes differ.
    expect(Array.from(romania.encodeState(romania.apply(before, actions)))).not.toEqual(Array.from(forgedBytes));
    // A treaty before any phase was played cannot be written, and in the first layout does not decode
    // (a treaty with itself or from a later phase cannot even be written: the link is a table of the other pairs and which are new).
    const earlyState: DipState = { ...start(), special: { ...special, phase: 0, treaties: [{ from: 'targumures', to: 'cluj', treaty: 'war', since: 0 }] } };
    expect(() => romania.encodeState(earlyState)).toThrow(RangeError);
    expect(() => romania.decodeState(firstLayout(earlyState))).toThrow(MalformedError);
    const noAmbassadors = { ...honest, special: { ...special, ambassadors: false, spies: false, treaties: [], breaches: [] } };
    expect(() => romania.decodeState(romania.encodeState(noAmbassadors))).toThrow(MalformedError);
    expect(() => romania.decodeState(firstLayout(noAmbassadors))).toThrow(MalformedError);
  });

  it("a crafted action sending another region's ambassador is refused, and dropped by the replay", () => {
    const before = start();
    const forged: SpecialOrder = { kind: 'ambassador', from: 'targumures', to: 'cluj', treaty: 'war' };
    const action: DipAction = { draw: false, orders: [], special: [forged] };
    expect(romania.validate(before, 'cluj', action)?.en).toMatch(/own region/);
    const decoded = romania.decodeAction(before, 'cluj', romania.encodeAction(before, 'cluj', action));
    expect(decoded.special).toEqual([forged]);
    const after = romania.apply(before, new Map([['cluj', decoded]]));
    expect(romaniaSpecial(after)?.treaties).toEqual([]);
  });

  it("a spy report for another seat: each seat sees only its own regions' spies", () => {
    const after = play(start(), { cluj: ['S clu ara (esercito)'], oradea: ['S ora clu (army - resources)'] });
    expect(spyReportsFor(after, ['cluj']).map((r) => r.spy.from)).toEqual(['cluj']);
    expect(spyReportsFor(after, ['oradea']).map((r) => r.spy.target)).toEqual(['clu']);
    expect(spyReportsFor(after, ['zalau'])).toEqual([]);
  });

  it('a spy roll chosen by the spy: no action field carries it, and the spy\'s other orders do not move it', () => {
    const before = start();
    const spy = { kind: 'spy' as const, from: 'cluj', target: 'ara', infos: ['army' as const] };
    const die = (own: string[]): number => missionDie(before, actionsOf(before, { cluj: own, oradea: ['A ora H'] }), spy);
    const base = die(['S clu ara (esercito)']);
    expect(die(['S clu ara (esercito)', 'A clu H', 'A tur H'])).toBe(base);
    expect(die(['A tur - med', 'S clu ara (esercito)'])).toBe(base);
    // An extra byte appended to the action is not a die: the mission's die is the same.
    const bytes = romania.encodeAction(before, 'cluj', actionsOf(before, { cluj: ['S clu ara (esercito)'] }).get('cluj')!);
    const padded = romania.decodeAction(before, 'cluj', Uint8Array.from([...bytes, 7]));
    const after = romania.apply(before, new Map([['cluj', padded], ['oradea', actionsOf(before, { oradea: ['A ora H'] }).get('oradea')!]]));
    // Arad, one thing asked: caught below 75 − 9 + 20 + 1 = 87.
    expect(romaniaSpecial(after)?.missions[0]?.caught).toBe(base < 87);
    // Another seat's orders, which the spy does not choose, do move it over a few tries.
    const others = ['A ora H', 'A ora - sal', 'A ara H', 'A ara - sal', 'F sal H'].map((line) => missionDie(before, actionsOf(before, { cluj: ['S clu ara (esercito)'], oradea: [line] }), spy));
    expect(new Set(others).size).toBeGreaterThan(1);
  });
});

describe('special troops as creator options', () => {
  it('are off by default; then the state and its link are as before', () => {
    expect(romania.options.filter((o) => o.id === 'ambassadors' || o.id === 'spies').map((o) => o.defaultValue)).toEqual(['off', 'off']);
    const plain = start({});
    expect(plain.special).toBeUndefined();
    expect(romania.encodeState(plain)[0]).not.toBe(0xf0);
    expect(ROMANIA_SPECIALS.parseLine('P bis tim (alleanza)', plain, ['bistrita'])).toBeNull();
    expect(diplomacy.options.map((o) => o.id)).not.toContain('ambassadors');
  });

  it('an option switched off refuses its orders with a reason in both languages', () => {
    const onlySpies = start({ spies: 'on' });
    const r = ROMANIA_SPECIALS.parseLine('P bis tim (alleanza)', onlySpies, ['bistrita']);
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.reason.it).not.toBe(r.reason.en);
  });
});

describe('the seed examples in the order box', () => {
  it('R1198-46 R1198-48 reads "P bis tim (alleanza)" and "S clu ara (esercito - minerali - qualità equipaggiamento)", and their English forms', () => {
    const s = start();
    expect(ROMANIA_SPECIALS.parseLine('P bis tim (alleanza)', s, ['bistrita'])).toMatchObject({ ok: true, order: { kind: 'ambassador', from: 'bistrita', to: 'targumures', treaty: 'alliance' } });
    expect(ROMANIA_SPECIALS.parseLine('P Bis Tim (alliance)', s, ['bistrita'])).toMatchObject({ ok: true, order: { treaty: 'alliance' } });
    expect(ROMANIA_SPECIALS.parseLine('S clu ara (esercito - minerali - qualità equipaggiamento)', s, ['cluj'])).toMatchObject({ ok: true, order: { kind: 'spy', target: 'ara', infos: ['army', 'resources', 'equipment'] } });
    expect(ROMANIA_SPECIALS.parseLine('S Clu Ara (equipment - army)', s, ['cluj'])).toMatchObject({ ok: true, order: { infos: ['army', 'equipment'] } });
    // A unit's support order is not a spy.
    expect(ROMANIA_SPECIALS.parseLine('A clu S A tur - med', s, ['cluj'])).toBeNull();
  });

  it('the referee CLI reads them beside the units\' orders, and refuses an unreadable one', () => {
    const s = start();
    const read = parseSeatOrders(s, 'cluj', ['A tur - med', 'P clu ora (alleanza)', 'S clu ara (esercito)'], 'it', 'en', romania);
    expect(read.ok && read.action.orders.length).toBe(1);
    expect(read.ok && read.action.special).toEqual([
      { kind: 'ambassador', from: 'cluj', to: 'oradea', treaty: 'alliance' },
      { kind: 'spy', from: 'cluj', target: 'ara', infos: ['army'] },
    ]);
    expect(parseSeatOrders(s, 'cluj', ['P clu ora (commercio)'], 'it', 'en', romania).ok).toBe(false);
    expect(parseSeatOrders(start({}), 'cluj', ['A tur - med'], 'it', 'en', romania)).toMatchObject({ ok: true, action: { orders: [{ power: 'cluj' }] } });
  });

  it('R1198-45 only in movement phases, one ambassador and two spies a region', () => {
    const s = start();
    const orders = (...lines: string[]) => lines.map((line) => (ROMANIA_SPECIALS.parseLine(line, s, ['cluj']) as { order: unknown }).order);
    expect(romania.validate(s, 'cluj', { draw: false, orders: [], special: orders('P clu ora (alleanza)', 'P clu bis (guerra)') })).not.toBeNull();
    expect(romania.validate(s, 'cluj', { draw: false, orders: [], special: orders('S clu ara (esercito)', 'S clu ora (esercito)', 'S clu bis (esercito)') })).not.toBeNull();
    expect(romania.validate(s, 'cluj', { draw: false, orders: [], special: orders('S clu ara (esercito)', 'S clu ara (minerali)') })).not.toBeNull();
    expect(romania.validate(s, 'cluj', { draw: false, orders: [], special: orders('P clu ora (alleanza)', 'S clu ara (esercito)', 'S clu ora (esercito)') })).toBeNull();
  });
});

describe('R1198-47 the undeclared-attack penalty in play', () => {
  it('a declaration of war is in force from the next phase; then the declared side wins the head-to-head', () => {
    // Autumn 1198: Targumures declares war on Cluj; both armies attack each other at once: neither declared in force, a bounce.
    const first = relink(play(start(), { targumures: ['P tim clu (dichiarazione di guerra)', 'A med - tur'], cluj: ['A tur - med'] }));
    expect(first.position.units.filter((u) => u.loc === 'tur' || u.loc === 'med').map((u) => u.power).sort()).toEqual(['cluj', 'targumures']);
    // New in the last phase: its `since` is the phase's number.
    expect(romaniaSpecial(first)?.treaties).toEqual([{ from: 'targumures', to: 'cluj', treaty: 'war', since: romaniaSpecial(first)!.phase }]);
    // Spring 1199: the declaration is in force; Cluj's army fights at 0.8, is dislodged and, with no retreat, lost.
    const second = relink(play(first, { targumures: ['A med - tur'], cluj: ['A tur - med'] }));
    expect(second.position.units.find((u) => u.loc === 'tur')?.power).toBe('targumures');
    // Cluj's four starting units less the one lost.
    expect(second.position.units.filter((u) => u.power === 'cluj')).toHaveLength(3);
  });

  it('the breaches are kept with the phase, survive the link and are told in its results, in English and Italian', () => {
    // Autumn 1198: Cluj allies with Targumures, Targumures declares war on Cluj; both attack at once.
    const first = relink(play(start(), { targumures: ['P tim clu (guerra)', 'A med - tur'], cluj: ['P clu tim (alleanza)', 'A tur - med'] }));
    expect(romaniaSpecial(first)?.breaches).toEqual([
      { attacker: 'cluj', victim: 'targumures', from: 'tur', to: 'med', broken: null },
      { attacker: 'targumures', victim: 'cluj', from: 'med', to: 'tur', broken: null },
    ].sort((a, b) => (first.last!.orders.findIndex((e) => e.power === a.attacker) - first.last!.orders.findIndex((e) => e.power === b.attacker))));
    // Spring 1199: Cluj's alliance is in force and it attacks again: a breach of its alliance; Targumures' war is in force: none.
    const second = relink(play(first, { targumures: ['A med - tur'], cluj: ['A tur - med'] }));
    expect(romaniaSpecial(second)?.breaches).toEqual([{ attacker: 'cluj', victim: 'targumures', from: 'tur', to: 'med', broken: 'alliance' }]);
    expect(ROMANIA_SPECIALS.resultNotes!(second, 'en')).toEqual(['Cluj attacked Târgu Mureș (Turda → Mediaș) in breach of its alliance: the attacking unit fought at 80% of its strength.']);
    expect(ROMANIA_SPECIALS.resultNotes!(second, 'it')[0]).toMatch(/^Cluj ha attaccato Târgu Mureș \(Turda → Mediaș\) violando l'alleanza/);
    expect(describeDipState(second, 'en', 'en', romania)).toContain('Cluj attacked Târgu Mureș');
    expect(describeDipState(second, 'it', 'it', romania)).toContain("violando l'alleanza");
    // A retreat or adjustment phase has none.
    expect(romaniaSpecial(play(second, {}))?.breaches).toEqual([]);
  });

  it('without the ambassadors option the same orders bounce', () => {
    const plain = start({ spies: 'on' });
    const first = play(plain, { targumures: ['A med - tur'], cluj: ['A tur - med'] });
    const second = play(first, { targumures: ['A med - tur'], cluj: ['A tur - med'] });
    expect(second.position.units.filter((u) => u.power === 'cluj')).toHaveLength(4);
    expect(second.position.units.find((u) => u.loc === 'tur')?.power).toBe('cluj');
  });
});

describe('spies in play', () => {
  it('R1198-49 the die follows the formula: caught below the threshold, and a caught spy learns nothing', () => {
    const after = relink(play(start(), { cluj: ['S clu ara (esercito - minerali - qualità equipaggiamento)'] }));
    const [report] = spyReportsFor(after, ['cluj']);
    // Arad, 5000 inhabitants, three things asked, ability 3: 75 − 9 + 20 + 3 = 89 (the seed's example with the spied city's population).
    expect(report?.threshold).toBe(89);
    expect(report?.caught).toBe((report?.die ?? 0) < 89);
    if (report?.caught) expect(report.army).toBeUndefined();
    else expect(report?.army?.length).toBeGreaterThan(0);
  });
});

describe('special troops in the links', () => {
  it('a state with treaties and missions survives its link and stays small', () => {
    let state = start();
    state = play(state, {
      targumures: ['P tim clu (guerra)', 'S tim clu (esercito - minerali)'],
      cluj: ['P clu ora (alleanza)', 'S clu ara (esercito)', 'S clu tim (esercito)'],
      oradea: ['P ora clu (alleanza)'],
      zalau: ['P zal bis (non belligeranza)'],
      bistrita: ['P bis tim (alleanza)'],
    });
    expect(relink(state)).toEqual(state);
    const plain = play(start({}), {});
    const extra = romania.encodeState(state).length - romania.encodeState({ ...state, special: undefined }).length;
    // Five treaties and three missions: a few characters in the link.
    expect(b64(new Uint8Array(extra))).toBeLessThanOrEqual(28);
    expect(romania.encodeState(plain)[0]).not.toBe(0xf0);
  });

  it('random games with named units, ambassadors and spies survive the tight layout, shorter than the first, which still opens', () => {
    for (const seed of [3, 4]) {
      const rng = seededRng(seed);
      let state = start({ namedUnits: 'on', ambassadors: 'on', spies: 'on' });
      const regions = map.data.powers.map((p) => p.id);
      const cities = map.data.provinces.filter((p) => p.supplyCenter).map((p) => p.id);
      let breaches = 0;
      for (let phase = 0; phase < 14 && !romania.ended(state); phase++) {
        const actions = randomActions(map, state, rng, romania);
        if (state.position.phase === 'movement') {
          for (const [seat, action] of actions) {
            const to = regions[Math.floor(rng() * regions.length)]!;
            action.special = [
              ...(to === seat ? [] : [{ kind: 'ambassador', from: seat, to, treaty: (['alliance', 'nonBelligerence', 'war'] as const)[Math.floor(rng() * 3)] }]),
              { kind: 'spy', from: seat, target: cities[Math.floor(rng() * cities.length)]!, infos: ['army', 'equipment'] },
            ];
          }
        }
        state = romania.apply(state, actions);
        breaches += romaniaSpecial(state)!.breaches.length;
        const tight = romania.encodeState(state);
        expect(tight[0]! >> 4).toBeGreaterThanOrEqual(5);
        expect(romania.decodeState(tight)).toEqual(state);
        // A link of the first layout opens to the same game (it kept no breaches): written again, it gives the same bytes.
        const old = firstLayout(state);
        expect(tight.length).toBeLessThan(old.length);
        const reopened = romania.decodeState(old);
        expect(reopened.position).toEqual(state.position);
        expect(romaniaSpecial(reopened)?.missions).toEqual(romaniaSpecial(state)?.missions);
        expect(Array.from(romania.encodeState(reopened))).toEqual(Array.from(romania.encodeState({ ...state, special: { ...romaniaSpecial(state)!, breaches: [] } })));
      }
      expect(romaniaSpecial(state)?.treaties.length).toBeGreaterThan(3);
      expect(breaches).toBeGreaterThan(0);
    }
  });

  it('a crafted special state is refused as malformed, never a crash', () => {
    const state = play(start(), {
      targumures: ['P tim clu (guerra)', 'S tim clu (esercito - minerali)'],
      cluj: ['P clu ora (alleanza)', 'S clu ara (esercito)', 'S clu tim (esercito)'],
    });
    const bytes = romania.encodeState(state);
    const refusals = [MalformedError, TruncatedError];
    const opens = (b: Uint8Array): void => {
      try {
        romania.decodeState(b);
      } catch (error) {
        expect(refusals.some((kind) => error instanceof kind), String(error)).toBe(true);
      }
    };
    // Every single bit of the special state's bytes (the stream's end) flipped, the link cut short or lengthened.
    for (let at = Math.max(0, bytes.length - 16) * 8; at < bytes.length * 8; at++) {
      const flipped = bytes.slice();
      flipped[at >> 3]! ^= 0x80 >> (at & 7);
      opens(flipped);
    }
    expect(() => romania.decodeState(bytes.subarray(0, bytes.length - 1))).toThrow(TruncatedError);
    expect(() => romania.decodeState(Uint8Array.from([...bytes, 0]))).toThrow(MalformedError);
    // Spies listed out of the map's order, or twice to one city: one way to write each state.
    const special = romaniaSpecial(state)!;
    const twice = { ...state, special: { ...special, missions: [special.missions[0]!, special.missions[0]!] } };
    expect(() => romania.decodeState(romania.encodeState(twice))).toThrow(MalformedError);
    // A new treaty after a phase that sends none (a retreat or adjustment phase) cannot be written.
    const retreat = { ...state, last: { ...state.last!, phase: 'retreat' as const } };
    expect(() => romania.encodeState(retreat)).toThrow(RangeError);
  });

  it('an action with special orders survives its link; one without keeps its old bytes', () => {
    const s = start();
    const [with_, without] = [['A tur - med', 'S clu ara (esercito)', 'P clu ora (alleanza)'], ['A tur - med']].map((lines) => actionsOf(s, { cluj: lines }).get('cluj')!);
    expect(romania.decodeAction(s, 'cluj', romania.encodeAction(s, 'cluj', with_!))).toEqual(with_);
    const old = romania.encodeAction(s, 'cluj', without!);
    expect(romania.encodeAction(s, 'cluj', { ...without!, special: [] })).toEqual(old);
    expect(romania.encodeAction(s, 'cluj', with_!).length).toBeLessThanOrEqual(old.length + 5);
  });
});

describe('special orders in the padded box', () => {
  it('a game with special state writes its orders with power runs; an action of the older layout still reads', () => {
    const s = start();
    const action = actionsOf(s, { cluj: ['A tur - med', 'A clu H', 'F alb H', 'S clu ara (esercito)'] }).get('cluj')!;
    // A region with a dozen units (only the codec reads them here).
    action.orders = Array.from({ length: 4 }, () => action.orders).flat();
    const w = new BitWriter().bool(false).bool(false);
    writeOrders(map, w, action.orders);
    ROMANIA_SPECIALS.writeOrders(w.bool(false).bool(true), action.special!, s);
    const older = w.finish();
    expect(romania.decodeAction(s, 'cluj', older)).toEqual(action);
    const runs = romania.encodeAction(s, 'cluj', action);
    expect(runs.length).toBeLessThan(older.length);
    expect(romania.decodeAction(s, 'cluj', runs)).toEqual(action);
    // A game without special state never reads the marker: no power has that index.
    const plain = start({});
    expect(() => romania.decodeAction(plain, 'cluj', runs)).toThrow(MalformedError);
  });

  it('the longest order set of a seat with 25 units, its ambassador and two spies fits', () => {
    const state = start();
    const locations = map.locations;
    const powers = map.data.powers.map((p) => p.id);
    const last = locations[locations.length - 1]!;
    const power = powers[powers.length - 1]!;
    const orders = Array.from({ length: 25 }, () => ({
      power,
      order: { kind: 'support' as const, unit: { type: 'F' as const, loc: last }, supported: { type: 'F' as const, loc: last }, supportedPower: power, to: last },
    }));
    const special: SpecialOrder[] = [
      { kind: 'ambassador', from: power, to: powers[0]!, treaty: 'war' },
      { kind: 'spy', from: power, target: 'ara', infos: ['army', 'resources', 'equipment'] },
      { kind: 'spy', from: power, target: 'clu', infos: ['army', 'resources', 'equipment'] },
    ];
    const bytes = romania.encodeAction(state, power, { draw: true, concede: powers[0], orders, bots: true, special });
    expect(bytes.length + 2).toBeLessThanOrEqual(romania.boxBytesFor!(state));
    // With the power runs the box is no larger than a game's without the options: its orders links stay within their budget.
    expect(romania.boxBytesFor!(state)).toBe(romania.boxBytes);
    expect(romania.boxBytesFor!(romania.initialState('standard', {}))).toBe(romania.boxBytes);
  });
});
