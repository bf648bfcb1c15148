/**
 * Romania 1198 for 2 to 6 players (seed 000 XIV.2 on seed 003's map): each
 * set-up starts legal, every region is one seat's or neutral as the map's
 * README documents, and the two-player rules (inviolable neutral, coin, units
 * to win) work on this calendar.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import { setupById } from '../../../src/games/diplomacy/engine/setups';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { ROMANIA_SETUPS } from '../../../src/games/romania1198/engine/map';
import { romania } from '../../../src/games/romania1198/engine/module';

const map = romania.map;
const REGIONS = map.data.powers.map((p) => p.id);
const regionByName = new Map(map.data.powers.map((p) => [p.name.en, p.id]));

/** The README's table of set-ups: id -> seats (regions joined by " + ") and neutral regions. */
function documented(): Map<string, { seats: string[][]; neutral: string[] }> {
  const text = readFileSync(new URL('../../../maps/romania1198/README.md', import.meta.url), 'utf8');
  const rows = new Map<string, { seats: string[][]; neutral: string[] }>();
  for (const match of text.matchAll(/^\| `(romania-\w+)` \| ([^|]+) \| ([^|]+) \|$/gm)) {
    const names = (cell: string) => cell.split(' + ').map((name) => regionByName.get(name.trim()) ?? `?${name.trim()}`);
    const seats = match[2].split(' · ').map(names);
    const neutral = match[3].trim() === '—' ? [] : match[3].replace(/\(.*\)/, '').split(',').map((name) => regionByName.get(name.trim()) ?? `?${name.trim()}`);
    rows.set(match[1], { seats, neutral });
  }
  return rows;
}

function orders(seat: string, power: string, ...lines: string[]): [string, DipAction] {
  return [seat, { draw: false, orders: lines.map((line) => {
    const parsed = parseOrder(line, map, { power });
    if (!parsed.ok) throw new Error(line);
    return { power, order: parsed.order };
  }) }];
}

describe('Romania 1198 set-ups for 2 to 7 players (seed 000 XIV.2)', () => {
  it('the set-ups are offered as the Players option, seven players by default', () => {
    const option = romania.options?.find((o) => o.id === 'setup');
    expect(option?.choices.map((c) => c.value)).toEqual(['romania-7', 'romania-6', 'romania-5', 'romania-4', 'romania-3a', 'romania-3b', 'romania-2']);
    expect(option?.defaultValue).toBe('romania-7');
    expect(option?.choices.every((c) => c.label.en && c.label.it)).toBe(true);
  });

  it('every region is held by exactly one seat or is neutral, as the README table says', () => {
    const table = documented();
    expect([...table.keys()]).toEqual(ROMANIA_SETUPS.map((s) => s.id));
    for (const setup of ROMANIA_SETUPS) {
      const all = [...setup.seats.flat(), ...setup.neutral];
      expect(all.slice().sort(), setup.id).toEqual(REGIONS.slice().sort());
      expect(new Set(all).size, setup.id).toBe(REGIONS.length);
      expect(table.get(setup.id), setup.id).toEqual({ seats: setup.seats, neutral: setup.neutral });
    }
  });

  it.each(ROMANIA_SETUPS.map((s) => [s.id]))('%s starts legal in Autumn 1198: 25 units, each seat ordering, neutrals not; it survives a link and a phase', (id) => {
    const setup = setupById(id);
    const start = romania.initialState('standard', { setup: id }, new Uint8Array([3, 4]));
    expect(start.setup).toBe(id);
    expect(romania.phaseLabel(start, 'en')).toBe('Autumn 1198 — movement');
    expect(start.position.units).toHaveLength(25);
    expect(romania.turn(start).waitingFor).toEqual(setup.seats.map((seat) => seat.join('+')));
    expect(romania.powers(start).map((p) => p.id)).toEqual(setup.seats.map((seat) => seat.join('+')));
    expect(romania.decodeState(romania.encodeState(start))).toEqual(start);
    // Every seat holds: a legal first phase, after which nothing has changed hands.
    const next = romania.apply(start, new Map(setup.seats.map((seat) => [seat.join('+'), { draw: false, orders: [] }])));
    expect(romania.phaseLabel(next, 'en')).toBe('Spring 1199 — movement');
    expect(next.position.units).toEqual(start.position.units);
    expect(next.last?.civilDisorder).toEqual([]);
    expect(romania.ended(next)).toBeNull();
  });

  it('six players: neutral Oradea holds, is supported by nobody of its own, and is disbanded when dislodged', () => {
    const start = romania.initialState('standard', { setup: 'romania-6' });
    const units = [
      { power: 'oradea', type: 'A' as const, loc: 'ora' },
      { power: 'oradea', type: 'A' as const, loc: 'sal' },
      { power: 'zalau', type: 'A' as const, loc: 'zal' },
      { power: 'zalau', type: 'A' as const, loc: 'car' },
    ];
    const state: DipState = { ...start, position: { ...start.position, units } };
    const next = romania.apply(state, new Map([orders('zalau', 'zalau', 'A car - ora', 'A zal APP A car - ora')]));
    expect(next.position.units.filter((u) => u.power === 'oradea').map((u) => u.loc)).toEqual(['sal']);
    expect(next.position.phase).toBe('movement');
  });

  it('two players: Cluj may not be entered while neutral, Deva where its fourth army starts included; after Autumn 1199 a coin gives it to one side from Spring 1200; 36 units win', () => {
    let state = romania.initialState('standard', { setup: 'romania-2' }, new Uint8Array([7, 9]));
    const [west, east] = romania.powers(state).map((p) => p.id);
    expect([west, east]).toEqual(['zalau+oradea+brasov', 'bistrita+targumures+timisoara']);
    const [seat, zalau] = orders(west, 'zalau', 'A zal - clu');
    const [, oradea] = orders(west, 'oradea', 'A brd - dev');
    state = romania.apply(state, new Map([[seat, { ...zalau, orders: [...zalau.orders, ...oradea.orders] }]]));
    expect(state.last!.orders.find((e) => e.power === 'zalau')?.outcome).toMatchObject({ status: 'illegal', reason: 'neutral-territory' });
    expect(state.last!.orders.find((e) => e.power === 'oradea')?.outcome).toMatchObject({ status: 'illegal', reason: 'neutral-territory' });
    expect(state.position.units.find((u) => u.loc === 'dev')?.power).toBe('cluj');
    expect(state.joined).toEqual({});
    state = romania.apply(state, new Map()); // Spring 1199
    expect(state.joined).toEqual({});
    state = romania.apply(state, new Map()); // Autumn 1199, then the count and the coin
    // Zalău has four units on three centres (its second fleet, README): it owes a disband, which its silent seat loses by revolt.
    expect(romania.phaseLabel(state, 'en')).toBe('Winter 1199 — builds and disbands');
    state = romania.apply(state, new Map());
    expect(romania.phaseLabel(state, 'en')).toBe('Spring 1200 — movement');
    expect([0, 1]).toContain(state.joined.cluj);
    expect(romania.powers(state)[state.joined.cluj].name.en).toContain('Cluj');
    expect(romania.decodeState(romania.encodeState(state))).toEqual(state);
    expect(romania.ended(state)).toBeNull();
    const many = Array.from({ length: 36 }, (_, i) => ({ power: 'zalau', type: 'A' as const, loc: map.provinceIds.filter((p) => map.canOccupy('A', p))[i] }));
    expect(romania.ended({ ...state, position: { ...state.position, units: many } })).toMatchObject({ winners: [west], reason: { en: '36 units on the board' } });
    expect(romania.ended({ ...state, position: { ...state.position, units: many.slice(1) } })).toBeNull();
  });
});
