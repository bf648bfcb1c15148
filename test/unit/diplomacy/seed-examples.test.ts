/**
 * The rule books' worked examples, position by position, under the rule book
 * edition: seed 000 Esempi 1-13 and XIV.5, seed 000's sample game 1901-1902,
 * seed 001's 1901 opening. Orders come from test/fixtures/diplomacy/seed-examples.ts,
 * written as the seeds print them and read by the real parser; every expected
 * position below is what the seed's text says happened.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate, type AdjudicationResult, type OrderResult, type SubmittedOrder } from '../../../src/games/diplomacy/engine/adjudicate';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { diplomacy, type DipAction } from '../../../src/games/diplomacy/engine/module';
import { parseOrder, type Notation } from '../../../src/games/diplomacy/engine/notation';
import { adjustmentsOwed, initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import { RULEBOOK_2000, RULEBOOK_SEED, type Rulebook } from '../../../src/games/diplomacy/engine/rulebook';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import type { PhaseType, UnitData } from '../../../src/games/diplomacy/engine/types';
import {
  ESEMPI,
  SAMPLE_GAME_000,
  SAMPLE_GAME_001,
  type SamplePhase,
  type WrittenOrders,
} from '../../fixtures/diplomacy/seed-examples';

const POWERS = map.data.powers.map((p) => p.id);

/** Reads the written orders with the real parser; a line it cannot read fails the test. */
function read(orders: WrittenOrders, phase: PhaseType, notation: Notation): SubmittedOrder[] {
  const submitted: SubmittedOrder[] = [];
  for (const [power, lines] of Object.entries(orders)) {
    for (const text of lines ?? []) {
      const parsed = parseOrder(text, map, { power, phase, notation });
      if (!parsed.ok) throw new Error(`${power}: "${text}" is unreadable (${parsed.error.code})`);
      submitted.push({ power, order: parsed.order, text });
    }
  }
  return submitted;
}

/** Units by power as "A bur, F pic" lists, sorted; powers without units left out. */
function unitsByPower(units: readonly UnitData[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const unit of units) (out[unit.power] ??= []).push(`${unit.type} ${unit.loc}`);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** The expected units, written "A yor, F nth" per power. */
function units(expected: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(expected).map(([power, list]) => [power, list.split(', ').sort()]));
}

/** The expected supply-centre owners, written "edi lon lvp" per power. */
function owners(expected: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [power, centres] of Object.entries(expected)) for (const centre of centres.split(' ')) out[centre] = power;
  return out;
}

function dislodged(position: Position): string[] {
  return position.dislodged.map((d) => `${d.unit.power} ${d.unit.type} ${d.unit.loc} <- ${d.attackedFrom}`).sort();
}

function retreatsOf(position: Position, loc: string): string[] {
  const entry = position.dislodged.find((d) => d.unit.loc === loc);
  if (!entry) throw new Error(`nothing dislodged in ${loc}`);
  return [...entry.retreats].sort();
}

/** "power: text" of the move orders that succeeded / did not. */
function moves(result: AdjudicationResult, succeeded: boolean): string[] {
  return result.results
    .filter((r) => r.order?.kind === 'move' && (r.outcome.status === 'succeeds') === succeeded)
    .map((r) => `${r.power}: ${r.text}`)
    .sort();
}

function resultOf(result: AdjudicationResult, power: string, text: string): OrderResult {
  const found = result.results.find((r) => r.power === power && r.text === text);
  if (!found) throw new Error(`no result for ${power}: ${text}`);
  return found;
}

function owed(position: Position): Record<string, number> {
  return Object.fromEntries(POWERS.map((power) => [power, adjustmentsOwed(map, position, power)]));
}

// ---------------------------------------------------------------------------
// seed 000 Esempi 1-13

/** The board an Esempio describes: the units its orders name, and nothing else. */
function boardOf(orders: readonly SubmittedOrder[]): Position {
  const board: UnitData[] = [];
  for (const { power, order } of orders) {
    if (!order || !('unit' in order) || !order.unit.type) continue;
    const province = map.provinceOf(order.unit.loc);
    if (!board.some((u) => map.provinceOf(u.loc) === province)) board.push({ power, type: order.unit.type, loc: order.unit.loc });
  }
  return { ...initialPosition(map), units: board };
}

interface Variant {
  /** Orders added to the seed's (the seed's own "se ..." variants). */
  add?: WrittenOrders;
  /** Lines of the seed's orders left out. */
  drop?: string[];
  rules?: Rulebook;
}

function playEsempio(n: number, variant: Variant = {}) {
  const written: WrittenOrders = {};
  for (const [power, lines] of Object.entries(ESEMPI[n].orders)) {
    written[power] = (lines ?? []).filter((line) => !variant.drop?.includes(line));
  }
  for (const [power, lines] of Object.entries(variant.add ?? {})) written[power] = [...(written[power] ?? []), ...(lines ?? [])];
  const orders = read(written, 'movement', 'en');
  const before = boardOf(orders);
  const result = adjudicate(map, before, orders, variant.rules ?? RULEBOOK_SEED);
  return {
    result,
    before: unitsByPower(before.units),
    after: unitsByPower(result.next.units),
    dislodged: dislodged(result.next),
    outcome: (power: string, text: string) => resultOf(result, power, text).outcome,
  };
}

describe('seed 000 IX.3: no power dislodges its own units', () => {
  it('Esempio 1: the English attack on Denmark cannot dislodge its own fleet, but stops the Russian one', () => {
    // The seed: the underlined moves fail, since England cannot dislodge its own unit; yet its
    // supported attack on Denmark is enough to stand off the equal Russian attack there.
    const e = playEsempio(1);
    expect(e.outcome('england', 'F Nth-Den').status).toBe('fails');
    expect(e.outcome('russia', 'F Ska-Den').status).toBe('fails');
    // Kiel is attacked by one unit from each side (VIII): neither enters.
    expect(e.outcome('england', 'F Den-Kie').status).toBe('fails');
    expect(e.outcome('russia', 'A Ber-Kie').status).toBe('fails');
    expect(e.after).toEqual(e.before);
    expect(e.dislodged).toEqual([]);
  });

  it('Esempio 2: a German support cannot dislodge a German unit for Austria', () => {
    // The seed: Germany's support of the Austrian unit cannot serve to dislodge another German
    // unit from Munich.
    const e = playEsempio(2);
    expect(e.outcome('austria', 'A Boh-Mun').status).toBe('fails');
    expect(e.outcome('germany', 'A Mun-Bur').status).toBe('fails');
    expect(e.after).toEqual(units({ france: 'A bur', germany: 'A mun, A kie', austria: 'A boh' }));
    expect(e.dislodged).toEqual([]);
  });

  it('Esempio 2, with "AUSTRIA: A Tyr S A Boh-Mun": the German army must retreat from Munich', () => {
    // The seed: had Austria supported the attack on Munich with a unit of its own, the German
    // army would have had to leave Munich and retreat.
    const e = playEsempio(2, { add: { austria: ['A Tyr S A Boh-Mun'] } });
    expect(e.outcome('austria', 'A Boh-Mun').status).toBe('succeeds');
    expect(e.after).toEqual(units({ france: 'A bur', germany: 'A kie', austria: 'A mun, A tyr' }));
    expect(e.dislodged).toEqual(['germany A mun <- boh']);
  });
});

describe('seed 000 IX.4: a standoff between own units', () => {
  it('Esempio 3: the Russian support carries the Austrian army from Serbia into Budapest', () => {
    // The seed: the Austrian move from Serbia to Budapest succeeds thanks to the Russian
    // army's support.
    const e = playEsempio(3);
    expect(e.outcome('austria', 'A Ser-Bud').status).toBe('succeeds');
    expect(e.outcome('austria', 'A Vie-Bud').status).toBe('fails');
    expect(e.after).toEqual(units({ austria: 'A bud, A vie', russia: 'A gal' }));
  });

  it('Esempio 3, with a third Austrian unit already in Budapest: nobody moves', () => {
    // The seed: it would not happen if a third Austrian unit already stood in Budapest.
    const e = playEsempio(3, { add: { austria: ['A Bud Holds'] } });
    expect(e.outcome('austria', 'A Ser-Bud').status).toBe('fails');
    expect(e.after).toEqual(e.before);
    expect(e.dislodged).toEqual([]);
  });
});

describe('seed 000 IX.5: a besieged garrison', () => {
  it('Esempio 4: two equal attacks cancel out and the Austrian army stays in Serbia', () => {
    // The seed: the Austrian army stays in Serbia undisturbed.
    const e = playEsempio(4);
    expect(e.outcome('russia', 'A Rum-Ser').status).toBe('fails');
    expect(e.outcome('turkey', 'A Bul-Ser').status).toBe('fails');
    expect(e.after).toEqual(e.before);
    expect(e.dislodged).toEqual([]);
    // The contested Serbia stays Austrian; no retreat phase follows.
    expect(e.result.next.phase).toBe('movement');
  });

  it('Esempio 4, had the army in Serbia supported another unit: its support is cut', () => {
    // The seed: had it tried to support another unit, either attack (or both) would have cut
    // that support. (Here: an Austrian army in Albania to support.)
    const e = playEsempio(4, { drop: ['A Ser Holds'], add: { austria: ['A Alb Holds', 'A Ser S A Alb'] } });
    expect(e.outcome('austria', 'A Ser S A Alb')).toMatchObject({ status: 'fails', reason: 'support-cut' });
    expect(e.after.austria).toEqual(['A alb', 'A ser']);
  });
});

describe('seed 000 IX.7: a unit beaten from the contested space has no effect on it', () => {
  it('Esempio 5: Russia takes both Bulgaria and Rumania; the Turkish army is dislodged', () => {
    // The seed: the underlined attack fails and the Turkish army is driven out of Bulgaria; the
    // Russian army from Sevastopol moves freely into Rumania while the one already there takes
    // Bulgaria, from which the Turks were dislodged.
    const e = playEsempio(5);
    expect(e.outcome('turkey', 'A Bul-Rum').status).toBe('fails');
    expect(e.outcome('russia', 'A Rum-Bul').status).toBe('succeeds');
    expect(e.outcome('russia', 'A Sev-Rum').status).toBe('succeeds');
    expect(e.after).toEqual(units({ russia: 'A bul, A rum, A ser' }));
    expect(e.dislodged).toEqual(['turkey A bul <- rum']);
    // XI: not back to Rumania, where the attack came from; Serbia is occupied.
    expect(retreatsOf(e.result.next, 'bul')).toEqual(['con', 'gre']);
  });

  it('Esempio 6: even with a support the Turkish attack cannot keep the lone Russian army out', () => {
    // The seed: the Turkish attack even has a support, yet cannot stop the lone Russian unit
    // from taking Rumania.
    const e = playEsempio(6);
    expect(e.outcome('russia', 'A Sev-Rum').status).toBe('succeeds');
    expect(e.outcome('russia', 'A Rum-Bul').status).toBe('succeeds');
    expect(e.after).toEqual(units({ turkey: 'F bla', russia: 'A bul, A rum, A gre, A ser' }));
    expect(e.dislodged).toEqual(['turkey A bul <- rum']);
    expect(retreatsOf(e.result.next, 'bul')).toEqual(['con']);
  });

  it('Esempio 6 without "A Sev-Rum": Rumania is left vacant, not contested, so another unit may retreat there', () => {
    // The seed: without Russia's A Sev-Rum, Rumania would have stayed empty and open to a third
    // unit retreating from another conflict, since it was not the site of a standoff. The third
    // unit: an Austrian army dislodged from Budapest in the same turn.
    const third: WrittenOrders = { austria: ['A Bud Holds'], russia: ['A Gal-Bud', 'A Vie S A Gal-Bud'] };
    const without = playEsempio(6, { drop: ['A Sev-Rum'], add: third });
    expect(without.after.russia).not.toContain('A rum');
    expect(without.after.turkey).toEqual(['F bla']);
    expect(without.result.next.standoffs).not.toContain('rum');
    expect(retreatsOf(without.result.next, 'bud')).toEqual(['rum', 'tri']);
    // Still not for the Turkish army: its victorious attacker came from there.
    expect(retreatsOf(without.result.next, 'bul')).toEqual(['con']);
    // With the seed's "A Sev-Rum" the Russian army fills Rumania.
    const withSev = playEsempio(6, { add: third });
    expect(retreatsOf(withSev.result.next, 'bud')).toEqual(['tri']);
  });
});

describe('seed 000 X: cutting support', () => {
  it('Esempio 7: the attack from Bohemia cuts the support from Silesia', () => {
    // The seed: the Russian attack from Bohemia cuts the support of the army in Silesia.
    const e = playEsempio(7);
    expect(e.outcome('germany', 'A Sil S A Pru-War')).toEqual({ status: 'fails', reason: 'support-cut', params: { from: 'boh' } });
    expect(e.outcome('germany', 'A Pru-War').status).toBe('fails');
    expect(e.after).toEqual(e.before);
    expect(e.dislodged).toEqual([]);
  });

  it('Esempio 8: an attack from the space the support is given into does not cut it', () => {
    // The seed: here the attack from Warsaw does not cut Silesia's support, because the support
    // is given into Warsaw itself.
    const e = playEsempio(8);
    expect(e.outcome('germany', 'A Sil S A Pru-War').status).toBe('succeeds');
    expect(e.outcome('germany', 'A Pru-War').status).toBe('succeeds');
    expect(e.outcome('russia', 'A War-Sil').status).toBe('fails');
    expect(e.after).toEqual(units({ germany: 'A war, A sil' }));
    expect(e.dislodged).toEqual(['russia A war <- pru']);
  });

  it('Esempio 9: a support dislodged from the space it supports into is cut', () => {
    // The seed: the German army in Silesia is dislodged by the Russian attack from Prussia; its
    // support is cut, and the army in Berlin only keeps the Baltic fleet out of Prussia.
    const e = playEsempio(9);
    expect(e.outcome('russia', 'A Pru-Sil').status).toBe('succeeds');
    expect(e.outcome('germany', 'A Sil S A Ber-Pru').status).toBe('fails');
    expect(e.outcome('germany', 'A Ber-Pru').status).toBe('fails');
    expect(e.outcome('russia', 'F Bal-Pru').status).toBe('fails');
    expect(e.after).toEqual(units({ germany: 'A ber', russia: 'A sil, A war, F bal' }));
    expect(e.dislodged).toEqual(['germany A sil <- pru']);
    expect(e.result.next.standoffs).toEqual(['pru']);
    expect(retreatsOf(e.result.next, 'sil')).toEqual(['boh', 'gal', 'mun']);
  });

  it('Esempio 10: the army dislodged from Munich still cuts the support in Silesia', () => {
    // The seed: the German army in Munich is dislodged, yet the German attack on Silesia cuts that
    // Russian army's support and stops the Russian advance from Prussia to Berlin.
    const e = playEsempio(10);
    expect(e.outcome('russia', 'A Sil S A Pru-Ber')).toMatchObject({ status: 'fails', reason: 'support-cut' });
    expect(e.outcome('russia', 'A Pru-Ber').status).toBe('fails');
    expect(e.outcome('germany', 'A Mun-Sil').status).toBe('fails');
    expect(e.after).toEqual(units({ germany: 'A ber', russia: 'A pru, A sil, A mun, A tyr' }));
    expect(e.dislodged).toEqual(['germany A mun <- boh']);
  });
});

describe('seed 000 XII: convoys', () => {
  it('Esempio 11: the dislodged fleet in the Tyrrhenian stops the convoy to Naples', () => {
    // The seed: the French fleet is dislodged from the Tyrrhenian, so the planned convoy from
    // Spain to Naples does not happen. (XII.3: the same in both editions.)
    for (const rules of [RULEBOOK_SEED, RULEBOOK_2000]) {
      const e = playEsempio(11, { rules });
      expect(e.outcome('france', 'A Spa-Nap')).toMatchObject({ status: 'fails', reason: 'convoy-disrupted' });
      expect(e.after).toEqual(units({ france: 'A spa, F gol', italy: 'F tys, F tun' }));
      expect(e.dislodged).toEqual(['france F tys <- ion']);
    }
  });

  it('Esempio 12: one dislodged fleet on any route keeps the army in London', () => {
    // The seed: one of the two English fleets ordered to convoy the army (the Channel's) is
    // dislodged, so the army does not leave London at all.
    const e = playEsempio(12);
    expect(e.outcome('france', 'F Bre-Eng').status).toBe('succeeds');
    expect(e.outcome('england', 'A Lon-Bel')).toEqual({ status: 'fails', reason: 'convoy-disrupted', params: { province: 'eng' } });
    expect(e.after).toEqual(units({ england: 'A lon, F nth', france: 'F eng, F iri' }));
    expect(e.dislodged).toEqual(['england F eng <- bre']);
  });

  it('Esempio 12 variants: convoyed by the North Sea alone, or with the Channel fleet not dislodged, the army lands', () => {
    // The seed: had only the North Sea fleet been ordered to convoy, the convoy would have
    // happened (the Channel fleet then has no order and holds).
    const northSeaOnly = playEsempio(12, { drop: ['F Eng C A Lon-Bel'], add: { england: ['F Eng Holds'] } });
    expect(northSeaOnly.after.england).toEqual(['A bel', 'F nth']);
    // The seed: had the Channel fleet not been dislodged, the convoy would have gone ahead
    // (without the support from the Irish Sea).
    const notDislodged = playEsempio(12, { drop: ['F Iri S F Bre-Eng'] });
    expect(notDislodged.after.england).toEqual(['A bel', 'F eng', 'F nth']);
    expect(notDislodged.dislodged).toEqual([]);
  });

  it('Esempio 12 under the 2000 rules: the route through the North Sea still carries it (DATC 6.F.9)', () => {
    const e = playEsempio(12, { rules: RULEBOOK_2000 });
    expect(e.outcome('england', 'A Lon-Bel')).toEqual({ status: 'succeeds', reason: 'moved', params: { province: 'bel' } });
  });

  it('Esempio 13: the convoyed army does not cut the support from Naples against its own fleet', () => {
    // The seed: the French army's attack would have been taken to cut the Naples fleet's support
    // of the Ionian fleet, which instead dislodges the French fleet from the Tyrrhenian.
    const e = playEsempio(13);
    expect(e.outcome('italy', 'F Nap S F Ion-Tys')).toEqual({ status: 'succeeds', reason: 'supported' });
    expect(e.outcome('italy', 'F Ion-Tys').status).toBe('succeeds');
    expect(e.outcome('france', 'A Spa-Nap')).toMatchObject({ status: 'fails', reason: 'convoy-disrupted' });
    expect(e.after).toEqual(units({ france: 'A spa, F gol', italy: 'F tys, F nap' }));
    expect(e.dislodged).toEqual(['france F tys <- ion']);
  });

  it('Esempio 13 under the 2000 rules: the same board is a paradox, settled by the Szykman rule', () => {
    const e = playEsempio(13, { rules: RULEBOOK_2000 });
    expect(e.outcome('france', 'A Spa-Nap').reason).toBe('convoy-paradox');
    expect(e.outcome('italy', 'F Ion-Tys').status).toBe('succeeds');
  });
});

describe('seed 000 XIV.5: rotation and convoyed swaps', () => {
  function play(orders: WrittenOrders) {
    const submitted = read(orders, 'movement', 'en');
    return adjudicate(map, boardOf(submitted), submitted, RULEBOOK_SEED);
  }
  it('three units rotating all move: "A Hol-Bel, F Bel-Nth, F Nth-Hol"', () => {
    const r = play({ germany: ['A Hol-Bel', 'F Bel-Nth', 'F Nth-Hol'] });
    expect(unitsByPower(r.next.units)).toEqual(units({ germany: 'A bel, F nth, F hol' }));
  });
  it('two units swap when convoyed: "A Lon-Bel, F Nth C A Lon-Bel; A Bel-Lon, F Eng C A Bel-Lon"', () => {
    const r = play({ england: ['A Lon-Bel', 'F Nth C A Lon-Bel'], france: ['A Bel-Lon', 'F Eng C A Bel-Lon'] });
    expect(unitsByPower(r.next.units)).toEqual(units({ england: 'A bel, F nth', france: 'A lon, F eng' }));
  });
});

describe('seed 001 "Coste" and "Appoggio": a two-coast province', () => {
  function play(orders: WrittenOrders) {
    const submitted = read(orders, 'movement', 'it');
    const result = adjudicate(map, boardOf(submitted), submitted, RULEBOOK_SEED);
    return { result, outcome: (power: string, text: string) => resultOf(result, power, text).outcome };
  }

  it('"F Bui (Ce) XXX, F Meg - Bui (Cs)": a standoff, the fleet on the east coast holds the whole province', () => {
    // The seed: a standoff, because F Bul (ec) also commands Bul (sc).
    const { result, outcome } = play({ turkey: ['F Bui (Ce) XXX'], italy: ['F Meg - Bui (Cs)'] });
    expect(outcome('italy', 'F Meg - Bui (Cs)').status).toBe('fails');
    expect(unitsByPower(result.next.units)).toEqual(units({ turkey: 'F bul/ec', italy: 'F aeg' }));
  });

  it('the Aegean fleet may support a move to the east coast of Bulgaria, and the order keeps its coast', () => {
    // The seed: a fleet in the Aegean may support another fleet's move from the Black Sea to
    // Bulgaria's east coast, though the Aegean does not touch that coast (here against an army
    // holding Bulgaria).
    const support = 'F Meg APP F Mne - Bui (Ce)';
    const { result, outcome } = play({ russia: ['F Mne - Bui (Ce)', support], turkey: ['A Bui XXX'] });
    expect(outcome('russia', support).status).toBe('succeeds');
    expect(unitsByPower(result.next.units).russia).toEqual(['F aeg', 'F bul/ec']);
    expect(dislodged(result.next)).toEqual(['turkey A bul <- bla']);
    // The coast survives the order link (a support's destination is a location there).
    const parsed = parseOrder(support, map, { notation: 'it' });
    expect(parsed).toMatchObject({ ok: true, order: { to: 'bul/ec' } });
    const action: DipAction = { draw: false, orders: [{ power: 'russia', order: parsed.ok ? parsed.order : { kind: 'waive' } }] };
    const state = diplomacy.initialState('standard', { setup: '7', edition: 'rulebook', endYear: '' });
    expect(diplomacy.decodeAction(state, 'russia', diplomacy.encodeAction(state, 'russia', action))).toEqual(action);
  });

  it('"Non vale l\'opposto": a fleet on the east coast cannot support a move into the Aegean', () => {
    // The seed: a fleet on Bulgaria's east coast cannot support a fleet ordered into the Aegean.
    const { outcome } = play({ turkey: ['F Bui (Ce) APP F Cos - Meg', 'F Cos - Meg'] });
    expect(outcome('turkey', 'F Bui (Ce) APP F Cos - Meg')).toMatchObject({ status: 'illegal', reason: 'cannot-reach' });
    expect(outcome('turkey', 'F Cos - Meg').status).toBe('succeeds');
  });
});

// ---------------------------------------------------------------------------
// The sample games, played through `adjudicate` and through the game module

interface PlayedGame {
  /** positions[0] is the start; positions[i + 1] follows phase i. */
  positions: Position[];
  results: AdjudicationResult[];
  orders: SubmittedOrder[][];
}

function playByAdjudicate(phases: readonly SamplePhase[], notation: Notation): PlayedGame {
  const game: PlayedGame = { positions: [initialPosition(map)], results: [], orders: [] };
  for (const phase of phases) {
    const position = game.positions[game.positions.length - 1];
    const orders = read(phase.orders, position.phase, notation);
    const result = adjudicate(map, position, orders, RULEBOOK_SEED);
    game.orders.push(orders);
    game.results.push(result);
    game.positions.push(result.next);
  }
  return game;
}

/** A position with its units in a fixed order: the order they are listed in means nothing. */
function canonical(position: Position): Position {
  const key = (u: UnitData) => `${u.power} ${u.loc}`;
  return { ...position, units: [...position.units].sort((a, b) => key(a).localeCompare(key(b))) };
}

/**
 * Plays the same orders through `diplomacy.apply`, one action per seat that
 * the module says must act, through the link codec at every step; returns the
 * seats that had to act in each phase.
 */
function playByModule(game: PlayedGame): string[][] {
  let state: DipState = diplomacy.initialState('standard', { setup: '7', edition: 'rulebook', endYear: '' });
  expect(canonical(state.position)).toEqual(canonical(game.positions[0]));
  const waiting: string[][] = [];
  game.orders.forEach((orders, i) => {
    const seats = diplomacy.turn(state).waitingFor ?? [];
    waiting.push([...seats].sort());
    const actions = new Map<string, DipAction>();
    for (const seat of seats) {
      const action: DipAction = { draw: false, orders: orders.filter((o) => o.power === seat).map((o) => ({ power: o.power, order: o.order! })) };
      expect(diplomacy.validate(state, seat, action)).toBeNull();
      expect(diplomacy.decodeAction(state, seat, diplomacy.encodeAction(state, seat, action))).toEqual(action);
      actions.set(seat, action);
    }
    // Every power the seed gives orders to is asked for them.
    for (const { power } of orders) expect(seats).toContain(power);
    state = diplomacy.apply(state, actions);
    expect(canonical(state.position), `after phase ${i}`).toEqual(canonical(game.positions[i + 1]));
    state = diplomacy.decodeState(diplomacy.encodeState(state));
    expect(canonical(state.position), `after phase ${i}, through the link`).toEqual(canonical(game.positions[i + 1]));
  });
  return waiting;
}

describe("seed 000 sample game 1901-1902 ('ESEMPIO DI GIOCO'), rule book edition", () => {
  const game = playByAdjudicate(SAMPLE_GAME_000, 'en');
  const [spring01, fall01, builds01, spring02, fall02, retreats02, builds02] = game.results;
  const at = (i: number) => game.positions[i];

  const HOME_CENTRES = {
    england: 'edi lon lvp', germany: 'ber kie mun', russia: 'mos sev stp war', turkey: 'ank con smy',
    austria: 'bud tri vie', italy: 'nap rom ven', france: 'bre mar par',
  };
  const CENTRES_1901 = {
    england: 'edi lon lvp nwy', germany: 'ber kie mun hol den', russia: 'mos sev stp war swe rum',
    turkey: 'ank con smy bul', austria: 'bud tri vie gre', italy: 'nap rom ven tun', france: 'bre mar par por',
  };

  it('Primavera 1901: every move happens but the two pairs sent to Galicia and the Black Sea', () => {
    // The seed: every move succeeds except the two units sent into Galicia and the two into the
    // Black Sea, which stay where they are.
    expect(moves(spring01, false)).toEqual(
      ['russia: A War-Gal', 'austria: A Bud-Gal', 'russia: F Sev-Bla', 'turkey: F Ank-Bla.'].sort(),
    );
    expect(moves(spring01, true)).toHaveLength(22 - 4);
    // The seed: no retreat to make.
    expect(spring01.skipped).toEqual([{ season: 'spring', year: 1901, phase: 'retreat' }]);
    expect(at(1)).toMatchObject({ year: 1901, season: 'fall', phase: 'movement', dislodged: [] });
    expect(unitsByPower(at(1).units)).toEqual(units({
      england: 'A yor, F nth, F nrg', germany: 'A kie, A ruh, F den', russia: 'A ukr, A war, F bot, F sev',
      turkey: 'A bul, A con, F ank', austria: 'A tri, A bud, F alb', italy: 'A pie, A ven, F ion',
      france: 'A bur, A spa, F pic',
    }));
    // XIII.1: a spring move never changes who owns a centre.
    expect(at(1).owners).toEqual(owners(HOME_CENTRES));
  });

  it("Fine dell'anno 1901: the bounces in Belgium, Marseilles and Serbia, and Constantinople-Bulgaria fails", () => {
    // The seed: every move succeeds except the pairs sent into Belgium, Marseilles and Serbia,
    // which stay; and the move from Constantinople to Bulgaria fails too.
    expect(moves(fall01, false)).toEqual([
      'germany: A Ruh-Bel', 'france: F Pic-Bel.', 'italy: A Pie-Mar', 'france: A Bur-Mar',
      'turkey: A Bul-Ser', 'austria: A Bud-Ser', 'turkey: A Con-Bul',
    ].sort());
    expect(resultOf(fall01, 'england', 'A Yor-Nwy').outcome.status).toBe('succeeds');
    // The seed: no retreats.
    expect(fall01.skipped).toEqual([{ season: 'fall', year: 1901, phase: 'retreat' }]);
    expect(at(2)).toMatchObject({ year: 1901, season: 'winter', phase: 'adjustment', dislodged: [] });
    expect(unitsByPower(at(2).units)).toEqual(units({
      england: 'A nwy, F nth, F bar', germany: 'A hol, A ruh, F den', russia: 'A ukr, A gal, F swe, F rum',
      turkey: 'A bul, A con, F bla', austria: 'A tri, A bud, F gre', italy: 'A ven, A pie, F tun',
      france: 'A bur, A por, F pic',
    }));
    // The seed: France builds one unit only, since it holds Portugal alone although one of its
    // armies passed through Spain in the spring.
    expect(at(2).owners).toEqual(owners(CENTRES_1901));
    expect(at(2).owners.spa).toBeUndefined();
    expect(owed(at(2))).toEqual({ england: 1, germany: 2, russia: 2, turkey: 1, austria: 1, italy: 1, france: 1 });
  });

  it('builds of 1901: F Edi; F Kie, A Mun; A StP, A Sev; A Smy; A Vie; F Nap; F Mar', () => {
    expect(builds01.results.map((r) => r.outcome.reason)).toEqual(new Array(9).fill('built'));
    expect(at(3)).toMatchObject({ year: 1902, season: 'spring', phase: 'movement' });
    expect(unitsByPower(at(3).units)).toEqual(units({
      england: 'A nwy, F nth, F bar, F edi', germany: 'A hol, A ruh, F den, F kie, A mun',
      russia: 'A ukr, A gal, F swe, F rum, A stp, A sev', turkey: 'A bul, A con, F bla, A smy',
      austria: 'A tri, A bud, F gre, A vie', italy: 'A ven, A pie, F tun, F nap', france: 'A bur, A por, F pic, F mar',
    }));
    expect(at(3).owners).toEqual(owners(CENTRES_1901));
  });

  it('Primavera 1902: only Hol-Bel, Kie-Hol, Smy-Arm, Bud-Ser, Tun-Wes, Nap-Tyr and Por-Spa happen', () => {
    // The seed: only Hol-Bel, Kie-Hol, Smy-Arm, Bud-Ser, Tun-Wes, Nap-Tyr and Por-Spa succeed.
    expect(moves(spring02, true)).toEqual([
      'germany: A Hol-Bel', 'germany: F Kie-Hol.', 'turkey: A Smy-Arm', 'austria: A Bud-Ser',
      'italy: F Tun-Wes', 'italy: F Nap-Tys.', 'france: A Por-Spa',
    ].sort());
    // The seed: two armies clash, each with one support, and stand off. Sweden supports into
    // Norway along the coast.
    expect(resultOf(spring02, 'england', 'A Nwy-StP').outcome.status).toBe('fails');
    expect(resultOf(spring02, 'russia', 'A StP-Nwy').outcome.status).toBe('fails');
    expect(resultOf(spring02, 'russia', 'F Swe S StP-Nwy').outcome.status).toBe('succeeds');
    expect(resultOf(spring02, 'england', 'F Bar S Nwy-StP').outcome.status).toBe('succeeds');
    // The seed: the German army from Munich cuts Burgundy's support of the Picardy fleet's attack
    // on Belgium.
    expect(resultOf(spring02, 'france', 'A Bur S F Pic-Bel.').outcome).toEqual({ status: 'fails', reason: 'support-cut', params: { from: 'mun' } });
    // The seed: no retreat.
    expect(spring02.skipped).toEqual([{ season: 'spring', year: 1902, phase: 'retreat' }]);
    expect(at(4)).toMatchObject({ year: 1902, season: 'fall', phase: 'movement', dislodged: [] });
    expect(unitsByPower(at(4).units)).toEqual(units({
      england: 'A nwy, F nth, F bar, F edi', germany: 'A bel, A ruh, A mun, F den, F hol',
      russia: 'A ukr, A gal, A stp, A sev, F swe, F rum', turkey: 'A bul, A con, A arm, F bla',
      austria: 'A tri, A vie, A ser, F gre', italy: 'A ven, A pie, F wes, F tys', france: 'A bur, A spa, F pic, F mar',
    }));
    expect(at(4).owners).toEqual(owners(CENTRES_1901));
  });

  it('Primavera 1902, had the fleet in Greece supported the attack on Serbia: it cannot, and nothing changes', () => {
    // The seed: the Austrian fleet in Greece could not support the attack on Serbia, since a fleet
    // cannot move into an inland province. The seed prints "F Stands" for it; its commentary speaks
    // of a support, so both readings are played.
    const written = { ...SAMPLE_GAME_000[3].orders, austria: ['A Tri-Bud', 'A Vie-Bud', 'A Bud-Ser', 'F Gre S A Bud-Ser'] };
    const orders = read(written, 'movement', 'en');
    const result = adjudicate(map, at(3), orders, RULEBOOK_SEED);
    expect(resultOf(result, 'austria', 'F Gre S A Bud-Ser').outcome).toMatchObject({ status: 'illegal', params: { province: 'ser' } });
    expect(result.next).toEqual(at(4));
  });

  it("Fine dell'anno 1902: only the seed's nine moves happen; the Russian fleet in Rumania is destroyed", () => {
    // The seed: only Nwy-StP, Nth-Nwy, Edi-Nth, Ruh-Bur, Bul-Rum, Con-Bul, Tri-Bud, Wes-Mid and
    // Tyr-Gul succeed; the Russian fleet in Rumania is destroyed.
    expect(moves(fall02, true)).toEqual([
      'england: A Nwy-StP', 'england: F Nth-Nwy', 'england: F Edi-Nth.', 'germany: A Ruh-Bur',
      'turkey: A Bul-Rum', 'turkey: A Con-Bul', 'austria: A Tri-Bud', 'italy: F Wes-Mid', 'italy: F Tys-Gul.',
    ].sort());
    const rumania = resultOf(fall02, 'russia', 'F Rum S A Sev');
    expect(rumania.dislodgedFrom).toBe('bul');
    expect(rumania.disbanded).toBe('no-retreat-possible');
    // The seed: because the German F Den-Swe cut the Russian fleet's support.
    expect(resultOf(fall02, 'russia', 'F Swe S StP-Nwy').outcome).toEqual({ status: 'fails', reason: 'support-cut', params: { from: 'den' } });
    // The seed's retreats: Russia StP-Mos, France Bur-Gas.
    expect(at(5)).toMatchObject({ year: 1902, season: 'fall', phase: 'retreat' });
    expect(dislodged(at(5))).toEqual(['france A bur <- ruh', 'russia A stp <- nwy']);
    // XI: not where the attack came from, not an occupied space.
    expect(retreatsOf(at(5), 'stp')).toEqual(['fin', 'lvn', 'mos']);
    expect(retreatsOf(at(5), 'bur')).toEqual(['gas', 'par']);
    expect(unitsByPower(at(5).units)).toEqual(units({
      england: 'A stp, F nwy, F nth, F bar', germany: 'A bur, A mun, A bel, F den, F hol',
      russia: 'A ukr, A gal, A sev, F swe', turkey: 'A rum, A bul, A arm, F bla',
      austria: 'A vie, A bud, A ser, F gre', italy: 'A ven, A pie, F mao, F gol', france: 'A spa, F pic, F mar',
    }));
    // Centres change only after the retreats (XIII.1).
    expect(at(5).owners).toEqual(owners(CENTRES_1901));
  });

  it('retreats of 1902: StP-Mos and Bur-Gas; then the centres change hands', () => {
    expect(retreats02.results.map((r) => `${r.power}: ${r.outcome.status} ${r.outcome.reason}`).sort()).toEqual([
      'france: succeeds retreated', 'russia: succeeds retreated',
    ]);
    expect(at(6)).toMatchObject({ year: 1902, season: 'winter', phase: 'adjustment', dislodged: [] });
    expect(unitsByPower(at(6).units).russia).toEqual(['A gal', 'A mos', 'A sev', 'A ukr', 'F swe']);
    expect(unitsByPower(at(6).units).france).toEqual(['A gas', 'A spa', 'F mar', 'F pic']);
    expect(at(6).owners).toEqual(owners({
      england: 'edi lon lvp nwy stp', germany: 'ber kie mun hol den bel', russia: 'mos sev war swe',
      turkey: 'ank con smy bul rum', austria: 'bud tri vie gre ser', italy: 'nap rom ven tun', france: 'bre mar par por spa',
    }));
    // The seed: Russia lost two supply centres but disbands one unit only, since another was
    // destroyed in the last move; Italy has nothing to change.
    expect(owed(at(6))).toEqual({ england: 1, germany: 1, russia: -1, turkey: 1, austria: 1, italy: 0, france: 1 });
  });

  it('builds of 1902: F Kiel, A Gal disbanded, F Smyrna, A Tri, A Paris, F Lon', () => {
    expect(builds02.results.map((r) => `${r.power}: ${r.outcome.reason}`).sort()).toEqual([
      'austria: built', 'england: built', 'france: built', 'germany: built', 'russia: disbanded', 'turkey: built',
    ]);
    expect(at(7)).toMatchObject({ year: 1903, season: 'spring', phase: 'movement' });
    expect(unitsByPower(at(7).units)).toEqual(units({
      england: 'A stp, F nwy, F nth, F bar, F lon', germany: 'A bur, A mun, A bel, F den, F hol, F kie',
      russia: 'A ukr, A mos, A sev, F swe', turkey: 'A rum, A bul, A arm, F bla, F smy',
      austria: 'A vie, A bud, A ser, F gre, A tri', italy: 'A ven, A pie, F mao, F gol',
      france: 'A gas, A spa, F pic, F mar, A par',
    }));
    // Every centre is owned and every power has as many units as centres.
    expect(Object.keys(at(7).owners)).toHaveLength(34);
    expect(owed(at(7))).toEqual(Object.fromEntries(POWERS.map((p) => [p, 0])));
  });

  it('the game module, through its links, plays to the same positions, asking the seats the seed names', () => {
    const waiting = playByModule(game);
    const all = [...POWERS].sort();
    expect(waiting).toEqual([all, all, all, all, all, ['france', 'russia'], all.filter((p) => p !== 'italy')]);
  });
});

describe("seed 001 opening 1901 ('Esempio di una apertura di gioco'), Italian notation", () => {
  const game = playByAdjudicate(SAMPLE_GAME_001, 'it');
  const [spring, autumn, retreats, builds] = game.results;
  const at = (i: number) => game.positions[i];

  it('Primavera 1901: every unit moves ("Ritirate: nessuna")', () => {
    // The autumn orders start from where every spring move ended: A Tri, A Ser, F Alb, A Yor,
    // F Mno, F Mnv, F Dnk, A Kie, A Ruh, F Atc, A Bor, A Spa, A Pie, A Ven, F Mio, A Ucr, A Glz,
    // F Rmn, F Gbo, A Bui, A Cos, F Mne (the seed: else the Turkish fleet could not have ended in
    // the Black Sea).
    expect(moves(spring, false)).toEqual([]);
    expect(spring.skipped).toEqual([{ season: 'spring', year: 1901, phase: 'retreat' }]);
    expect(at(1)).toMatchObject({ year: 1901, season: 'fall', phase: 'movement' });
    expect(unitsByPower(at(1).units)).toEqual(units({
      austria: 'A tri, A ser, F alb', england: 'A yor, F nth, F nrg', germany: 'F den, A kie, A ruh',
      france: 'F mao, A bur, A spa', italy: 'A pie, A ven, F ion', russia: 'A ukr, A gal, F rum, F bot',
      turkey: 'A bul, A con, F bla',
    }));
  });

  it('Autunno 1901: the Turkish attack with two supports dislodges the Russian fleet from Rumania', () => {
    // The seed: the Turkish attack, supported twice (from Ser and from the Black Sea), succeeds
    // because Russia gave its fleet in Rmn one support only, from Ukraine.
    expect(resultOf(autumn, 'turkey', 'A Bui ‑ Rmn').outcome.status).toBe('succeeds');
    expect(resultOf(autumn, 'austria', 'A Ser APP A (Turca) Bui ‑ Rmn').outcome.status).toBe('succeeds');
    expect(resultOf(autumn, 'russia', 'F Rmn XXX').dislodgedFrom).toBe('bul');
    // The underlining of the orders that fail is lost; the seed names them otherwise: F Dnk most
    // likely could not have moved to Sweden (so A Kie ‑ Dnk fails too), and the adjustments build
    // in Vienna and Marseilles, left empty, and give Sweden to nobody.
    expect(moves(autumn, false)).toEqual([
      'austria: A Tri ‑ Vie', 'russia: A Glz ‑ Vie', 'germany: F Dnk ‑ Sve', 'russia: F Gbo ‑ Sve',
      'germany: A Kie ‑ Dnk', 'france: A Bor ‑ Mar', 'italy: A Pie ‑ Mar',
    ].sort());
    // The seed's retreats: Russia must retreat the fleet dislodged from Rmn; Sevastopol is the
    // only way.
    expect(at(2)).toMatchObject({ year: 1901, season: 'fall', phase: 'retreat' });
    expect(dislodged(at(2))).toEqual(['russia F rum <- bul']);
    expect(retreatsOf(at(2), 'rum')).toEqual(['sev']);
    expect(unitsByPower(at(2).units)).toEqual(units({
      austria: 'A tri, A ser, F gre', england: 'A hol, F nth, F nwy', germany: 'F den, A kie, A bel',
      france: 'F por, A bur, A spa', italy: 'A pie, A ven, F tun', russia: 'A ukr, A gal, F bot',
      turkey: 'A rum, A bul, F bla',
    }));
  });

  it('the retreat to Sebastopol, and the centres each power conquered', () => {
    expect(retreats.results.map((r) => r.outcome.reason)).toEqual(['retreated']);
    expect(at(3)).toMatchObject({ year: 1901, season: 'winter', phase: 'adjustment' });
    expect(unitsByPower(at(3).units).russia).toEqual(['A gal', 'A ukr', 'F bot', 'F sev']);
    // The seed's adjustments, new centres per power: Austria Ser+Gre, England Hol+Nwy, Germany
    // Bel+Den, France Spa+Por, Italy Tun, Russia none, Turkey Bul+Rum.
    expect(at(3).owners).toEqual(owners({
      austria: 'vie bud tri ser gre', england: 'lon edi lvp hol nwy', germany: 'ber kie mun bel den',
      france: 'par mar bre spa por', italy: 'rom ven nap tun', russia: 'mos war stp sev', turkey: 'ank con smy bul rum',
    }));
    expect(at(3).owners.swe).toBeUndefined();
    expect(owed(at(3))).toEqual({ austria: 2, england: 2, germany: 2, france: 2, italy: 1, russia: 0, turkey: 2 });
  });

  it("the seed's example builds are all possible", () => {
    expect(builds.results.map((r) => r.outcome.reason)).toEqual(new Array(11).fill('built'));
    expect(at(4)).toMatchObject({ year: 1902, season: 'spring', phase: 'movement' });
    expect(unitsByPower(at(4).units)).toEqual(units({
      austria: 'A tri, A ser, F gre, A vie, A bud', england: 'A hol, F nth, F nwy, F lon, F edi',
      germany: 'F den, A kie, A bel, A ber, A mun', france: 'F por, A bur, A spa, A mar, A par',
      italy: 'A pie, A ven, F tun, F nap', russia: 'A ukr, A gal, F bot, F sev',
      turkey: 'A rum, A bul, F bla, A ank, F smy',
    }));
  });

  it('the game module, through its links, plays to the same positions', () => {
    const waiting = playByModule(game);
    const all = [...POWERS].sort();
    expect(waiting).toEqual([all, all, ['russia'], all.filter((p) => p !== 'russia')]);
  });
});
