/**
 * The named-units creator option (seed 003 "Suddivisione Esercito"): the
 * roster, strengths in play, orders naming a unit, the game link carrying
 * each unit's name, older Romania links still read, Diplomacy's unchanged.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { decodeState, encodeState } from '../../../src/games/diplomacy/engine/codec';
import { diplomacy, diplomacyMap } from '../../../src/games/diplomacy/engine/module';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import { playRandomGame } from '../../../src/games/diplomacy/engine/simulate';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { ROMANIA_ROSTER, ROMANIA_SETUPS } from '../../../src/games/romania1198/engine/map';
import { romania } from '../../../src/games/romania1198/engine/module';

const map = romania.map;
const relink = (state: DipState): DipState => romania.decodeState(romania.encodeState(state));
/** The start without Zalău's fleet on the Someș, the only water a dislodged fleet of Dej could retreat to. */
const withSomesFree = (state: DipState): DipState => ({ ...state, position: { ...state.position, units: state.position.units.filter((u) => u.loc !== 'so1') } });

function act(state: DipState, written: Record<string, string[]>): DipState {
  const actions = new Map<string, DipAction>();
  for (const seat of romania.turn(state).waitingFor) {
    const orders = (written[seat] ?? []).map((text) => {
      const parsed = parseOrder(text, map, { power: seat, phase: state.position.phase });
      if (!parsed.ok) throw new Error(text);
      return { power: seat, order: parsed.order };
    });
    actions.set(seat, { draw: false, orders });
  }
  return romania.apply(state, actions);
}

describe('R1198-44 named units as a creator option', () => {
  it('is offered for Romania 1198 only, off by default', () => {
    expect(romania.options?.find((o) => o.id === 'namedUnits')).toMatchObject({ defaultValue: '', choices: [{ value: '' }, { value: 'on' }] });
    expect(diplomacy.options?.some((o) => o.id === 'namedUnits')).toBe(false);
    const plain = romania.initialState('standard', {});
    expect(plain.position.units.some((u) => u.named !== undefined || u.strength !== undefined)).toBe(false);
  });

  it('R1198-08 the roster: one named unit per starting unit, strength by the formula; the Mannari 3.94; every region about 8.1', () => {
    expect(ROMANIA_ROSTER).toHaveLength(21);
    // The units the re-balances added (a fourth army for Oradea and Cluj, now in Brad and Deva, Târgu Mureș's
    // second fleet on the Transylvanian Olt, Zalău's on the Someș, README) have no entry: with the option on
    // they start as standard units, strength 1, so links of named units stay as they were.
    const added = ['A brd', 'A dev', 'F ol1', 'F so1'];
    expect(ROMANIA_ROSTER.map((e) => `${e.type} ${e.loc}`).sort()).toEqual(map.data.startUnits.map((u) => `${u.type} ${u.loc}`).filter((u) => !added.includes(u)).sort());
    const start = romania.initialState('standard', { namedUnits: 'on' }).position.units;
    for (const u of added) {
      const unit = start.find((x) => `${x.type} ${x.loc}` === u)!;
      expect([unit.named, unit.strength], u).toEqual([undefined, undefined]);
    }
    expect(new Set(ROMANIA_ROSTER.map((e) => e.name.toLowerCase())).size).toBe(21);
    const mannari = ROMANIA_ROSTER.find((e) => e.name === 'Mannari')!;
    expect(mannari).toMatchObject({ type: 'A', loc: 'clu', strength: 3.94 });
    expect(mannari.troops).toEqual({ en: '200 archers level 3, 100 cavalry level 5, 100 infantry level 2, 100 infantry level 3', it: '200 Arcieri liv 3, 100 Cavalieri liv 5, 100 Fanti liv 2, 100 Fanti liv 3' });
    for (const power of map.data.powers) {
      const total = ROMANIA_ROSTER.filter((e) => map.data.startUnits.find((u) => u.loc === e.loc)!.power === power.id).reduce((s, e) => s + e.strength, 0);
      expect(total, power.id).toBeGreaterThanOrEqual(8.09);
      expect(total, power.id).toBeLessThanOrEqual(8.17);
    }
    // Names are words the order parser reads in brackets: letters and spaces only.
    for (const entry of ROMANIA_ROSTER) expect(entry.name).toMatch(/^[A-Za-z]+( [A-Za-z]+)*$/);
  });

  it('R1198-19 in play: the Mannari (3.94) dislodge the fleet of Dej (2) that would stand off a standard army; orders may name the unit', () => {
    const named = withSomesFree(romania.initialState('standard', { namedUnits: 'on' }));
    expect(named.position.units.find((u) => u.loc === 'clu')).toEqual({ power: 'cluj', type: 'A', loc: 'clu', named: ROMANIA_ROSTER.findIndex((e) => e.name === 'Mannari'), strength: 3.94 });
    const orders = { cluj: ['A (Mannari) clu - dej'], bistrita: ['F (barche del sale) dej XXX'] };
    const after = act(named, orders);
    expect(after.position.dislodged.map((d) => d.unit.loc)).toEqual(['dej']);
    const mannari = after.position.units.find((u) => u.loc === 'dej');
    expect(mannari).toMatchObject({ power: 'cluj', strength: 3.94, named: named.position.units.find((u) => u.loc === 'clu')!.named });
    // Without the option the same orders stand off.
    const plain = act(withSomesFree(romania.initialState('standard', {})), orders);
    expect(plain.position.dislodged).toEqual([]);
    expect(plain.position.units.find((u) => u.loc === 'clu')?.power).toBe('cluj');
  });

  it('the game link carries each unit\'s name (its strength restored from the roster), dislodged units too', () => {
    const named = romania.initialState('standard', { namedUnits: 'on' });
    expect(relink(named)).toEqual(named);
    const retreat = act(withSomesFree(named), { cluj: ['A clu - dej'] });
    expect(retreat.position.phase).toBe('retreat');
    expect(relink(retreat)).toEqual(retreat);
    // The option costs nothing per unit when it is off: one bit for the whole position.
    const plainBytes = romania.encodeState(romania.initialState('standard', {})).length;
    expect(romania.encodeState(named).length).toBeGreaterThan(plainBytes + 10);
  });

  it('a crafted link naming one unit twice, or a fleet with an army\'s name, is refused', () => {
    const named = romania.initialState('standard', { namedUnits: 'on' });
    const units = named.position.units;
    const mannari = units.find((u) => u.loc === 'clu')!;
    const twice: DipState = { ...named, position: { ...named.position, units: units.map((u) => (u.loc === 'tur' ? { ...u, named: mannari.named } : u)) } };
    expect(() => relink(twice)).toThrow();
    const wrongType: DipState = { ...named, position: { ...named.position, units: units.map((u) => (u.loc === 'sib' ? { ...u, named: mannari.named } : u)) } };
    expect(() => relink(wrongType)).toThrow();
  });

  it('a Romania link written before the set-ups and the roster (one set-up, no bits for it) still opens', () => {
    const old = { setups: [ROMANIA_SETUPS[0]], passes: true } as const;
    const spring = act(romania.initialState('standard', {}), { zalau: ['A zal - clu'] });
    expect(romania.decodeState(encodeState(map, spring, old))).toEqual(spring);
    // And a state of the new layout is not read as the old one.
    expect(() => decodeState(map, romania.encodeState(spring), old)).toThrow();
  });

  it('the compact layout (moves to a neighbour, owners matching the occupant) round-trips every state of random games, and is shorter', () => {
    const old = { setups: ROMANIA_SETUPS, passes: true } as const;
    let compact = 0;
    let plain = 0;
    for (const seed of [4, 5]) {
      for (const state of playRandomGame(map, 6, seed, 'romania-7', romania)) {
        const bytes = romania.encodeState(state);
        expect(romania.decodeState(bytes)).toEqual(state);
        compact += bytes.length;
        plain += encodeState(map, state, old).length;
      }
    }
    expect(compact).toBeLessThan(plain * 0.97);
  });

  it('Diplomacy\'s links are unchanged byte for byte (three random five-year games, digest of every state\'s bytes)', () => {
    const hash = createHash('sha256');
    let count = 0;
    for (const seed of [1, 2, 3]) {
      for (const state of playRandomGame(diplomacyMap, 5, seed)) {
        hash.update(diplomacy.encodeState(state));
        count++;
      }
    }
    expect(count).toBe(53);
    expect(hash.digest('hex')).toBe('3454377cf8b053f962611a6aeb6feb66d9ec42acfd40516a13834259a56d861d');
  });
});
