/**
 * Diplomacy as a platform game: seats and set-ups of seed 000 XIV.2, civil
 * disorder (XIV.3), draws, end year, and the compact link encoding.
 */
import { describe, expect, it } from 'vitest';
import { diplomacy, diplomacyMap as map, type DipAction } from '../../../src/games/diplomacy/engine/module';
import { playRandomGame, randomActions, seededRng } from '../../../src/games/diplomacy/engine/simulate';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import type { Order } from '../../../src/games/diplomacy/engine/types';

function orders(power: string, ...lines: string[]): DipAction {
  return {
    draw: false,
    orders: lines.map((line) => {
      const parsed = parseOrder(line, map, { power });
      if (!parsed.ok) throw new Error(`${line}: ${parsed.error.code}`);
      return { power, order: parsed.order };
    }),
  };
}

const unitsOf = (state: DipState, power: string) =>
  state.position.units.filter((u) => u.power === power).map((u) => `${u.type} ${u.loc}`).sort();

describe('seats and set-ups (seed 000 XIV.2)', () => {
  it('seven players: one seat per power, all must order in spring 1901', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    expect(diplomacy.powers(state).map((p) => p.id)).toEqual(['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey']);
    expect(diplomacy.turn(state).waitingFor).toHaveLength(7);
    expect(diplomacy.phaseLabel(state, 'en')).toBe('Spring 1901 — movement');
    expect(diplomacy.phaseLabel(state, 'it')).toBe('Primavera 1901 — movimento');
  });

  it('six players: Italy is neutral, starts in 1870, holds and is disbanded when dislodged', () => {
    let state = diplomacy.initialState('standard', { setup: '6' });
    expect(state.position.year).toBe(1870);
    expect(diplomacy.turn(state).waitingFor).not.toContain('italy');
    // Spring: France and Austria close in on Piedmont and Venice.
    state = diplomacy.apply(state, new Map([['france', orders('france', 'A Mar-Pie')], ['austria', orders('austria', 'A Vie-Tyr')]]));
    // Fall: Piedmont taken... Venice attacked with support from Tyrolia: the neutral army is disbanded, not retreated.
    state = diplomacy.apply(state, new Map([['austria', orders('austria', 'F Tri-Ven', 'A Tyr S F Tri-Ven')]]));
    expect(unitsOf(state, 'italy')).toEqual(['A rom', 'F nap']);
    expect(state.position.dislodged).toEqual([]);
    const record = state.last!.orders.find((entry) => entry.power === 'italy' && 'unit' in entry.order && entry.order.unit.loc === 'ven');
    expect(record?.outcome.reason).toBe('disbanded-neutral');
  });

  it('neutral units hold without supporting each other, but others may support them', () => {
    let state = diplomacy.initialState('standard', { setup: '6' });
    // A Rom would support A Ven if Italy were played; neutral, it does not: 2 against 1 dislodges Venice.
    state = diplomacy.apply(state, new Map([['austria', orders('austria', 'A Vie-Tyr')]]));
    state = diplomacy.apply(state, new Map([['austria', orders('austria', 'A Tyr-Ven', 'F Tri S A Tyr-Ven')]]));
    expect(unitsOf(state, 'austria')).toContain('A ven');
  });

  it('five players: Italy and Germany neutral, first year 1801', () => {
    const state = diplomacy.initialState('standard', { setup: '5' });
    expect(state.position.year).toBe(1801);
    expect(diplomacy.powers(state).map((p) => p.id)).toEqual(['england', 'france', 'austria', 'russia', 'turkey']);
  });

  it('four players: a seat orders both of its powers, and may not order another seat\'s units', () => {
    const state = diplomacy.initialState('standard', { setup: '4' });
    const seats = diplomacy.powers(state).map((p) => p.id);
    expect(seats).toEqual(['england', 'austria+france', 'germany+turkey', 'italy+russia']);
    expect(diplomacy.powers(state)[1].name.en).toBe('Austria-Hungary + France');
    const both: DipAction = { draw: false, orders: [...orders('austria', 'A Vie-Gal').orders, ...orders('france', 'A Par-Bur').orders] };
    expect(diplomacy.validate(state, 'austria+france', both)).toBeNull();
    expect(diplomacy.validate(state, 'austria+france', orders('germany', 'A Ber-Kie'))).not.toBeNull();
    const next = diplomacy.apply(state, new Map([['austria+france', both]]));
    expect(unitsOf(next, 'austria')).toContain('A gal');
    expect(unitsOf(next, 'france')).toContain('A bur');
  });

  it('rejects orders naming another power\'s unit', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const forged: DipAction = { draw: false, orders: [{ power: 'france', order: { kind: 'move', unit: { type: 'A', loc: 'mun' }, to: 'bur' } }] };
    expect(diplomacy.validate(state, 'france', forged)?.en).toContain('another power');
  });

  it('two players, 1914: Italy may not be entered while neutral; a coin decides whom it joins; 24 units win', () => {
    let state = diplomacy.initialState('standard', { setup: '2' }, new Uint8Array([7, 9]));
    expect(state.position.year).toBe(1914);
    const seats = diplomacy.powers(state).map((p) => p.id);
    expect(seats).toEqual(['england+france+russia', 'germany+austria+turkey']);
    state = diplomacy.apply(state, new Map([['germany+austria+turkey', orders('austria', 'A Vie-Tyr', 'F Tri-Ven')]]));
    const refused = state.last!.orders.find((entry) => entry.power === 'austria' && entry.order.kind === 'move' && entry.order.to === 'ven');
    expect(refused?.outcome).toMatchObject({ status: 'illegal', reason: 'neutral-territory' });
    expect(unitsOf(state, 'austria')).toContain('F tri');
    expect(state.joined).toEqual({});
    // Fall 1914 passes; before the builds the coin has been tossed.
    state = diplomacy.apply(state, new Map());
    expect(Object.keys(state.joined)).toEqual(['italy']);
    expect([0, 1]).toContain(state.joined.italy);
    const italySeat = seats[state.joined.italy];
    expect(diplomacy.powers(state).find((p) => p.id === italySeat)!.name.en).toContain('Italy');
    // Nobody holds 24 units yet.
    expect(diplomacy.ended(state)).toBeNull();
  });

  it('the coin depends on both sides\' orders of fall 1914, not on the creator\'s seed alone', () => {
    const start = diplomacy.apply(diplomacy.initialState('standard', { setup: '2' }, new Uint8Array([1, 2])), new Map());
    const faces = new Set<number>();
    const holds = ['A Par H', 'A Mar H', 'F Bre H', 'A Par-Bur', 'A Mar-Spa', 'F Bre-Mao', 'A Par-Pic', 'A Mar-Gas'];
    for (const line of holds) {
      const fall = diplomacy.apply(start, new Map([['england+france+russia', orders('france', line)]]));
      faces.add(fall.joined.italy);
    }
    expect(faces).toEqual(new Set([0, 1]));
  });

  it('the coin is fair over many games', () => {
    let first = 0;
    for (let seed = 0; seed < 400; seed++) {
      let state = diplomacy.initialState('standard', { setup: '2' }, new Uint8Array([seed & 255, seed >> 8]));
      state = diplomacy.apply(diplomacy.apply(state, new Map()), new Map());
      if (state.joined.italy === 0) first++;
    }
    expect(first).toBeGreaterThan(150);
    expect(first).toBeLessThan(250);
  });
});

describe('civil disorder, draws, end year', () => {
  it('a power that sends no orders holds and is recorded (seed 000 XIV.3)', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const next = diplomacy.apply(state, new Map([['france', orders('france', 'A Par-Bur')]]));
    expect(next.last!.civilDisorder).toHaveLength(6);
    expect(next.last!.civilDisorder).not.toContain('france');
    expect(unitsOf(next, 'germany')).toEqual(unitsOf(state, 'germany'));
  });

  it('a draw ends the game only when every surviving seat votes for it', () => {
    const state = diplomacy.initialState('standard', { setup: '3a' });
    const vote = (): DipAction => ({ orders: [], draw: true });
    const some = diplomacy.apply(state, new Map([['russia', vote()]]));
    expect(diplomacy.ended(some)).toBeNull();
    const all = diplomacy.apply(state, new Map(diplomacy.powers(state).map((p) => [p.id, vote()] as const)));
    expect(diplomacy.ended(all)?.winners).toHaveLength(3);
    expect(diplomacy.turn(all).waitingFor).toEqual([]);
  });

  it('a concession ends the game when every other surviving seat concedes to the same seat', () => {
    const state = diplomacy.initialState('standard', { setup: '3b' });
    const seats = diplomacy.powers(state).map((p) => p.id);
    expect(seats).toEqual(['england+germany+austria', 'russia+italy', 'france+turkey']);
    const toRussia: DipAction = { orders: [], draw: false, concede: 'russia' };
    const one = diplomacy.apply(state, new Map([['england+germany+austria', toRussia]]));
    expect(diplomacy.ended(one)).toBeNull();
    const both = diplomacy.apply(state, new Map([['england+germany+austria', toRussia], ['france+turkey', { orders: [], draw: false, concede: 'italy' }]]));
    expect(diplomacy.ended(both)).toEqual({ winners: ['russia+italy'], reason: expect.objectContaining({ en: 'every other surviving player conceded' }) });
    // Conceding to oneself counts for nothing.
    const self = diplomacy.apply(state, new Map([['russia+italy', toRussia]]));
    expect(self.concessions).toEqual([]);
    expect(diplomacy.decodeState(diplomacy.encodeState(both))).toEqual(both);
  });

  it('with an end year, the most centres wins after that year', () => {
    let state = diplomacy.initialState('standard', { setup: '7', endYear: '1902' });
    expect(state.endYear).toBe(1902);
    const rng = seededRng(3);
    while (!diplomacy.ended(state)) state = diplomacy.apply(state, randomActions(map, state, rng));
    expect(state.position.year).toBeLessThanOrEqual(1903);
    const end = diplomacy.ended(state)!;
    expect(end.reason.en).toContain('1902');
    const best = Math.max(...map.data.powers.map((p) => Object.values(state.position.owners).filter((o) => o === p.id).length));
    for (const winner of end.winners) expect(Object.values(state.position.owners).filter((o) => o === winner).length).toBe(best);
  });
});

describe('link encoding', () => {
  it('round-trips every state and every action of random ten-year games', () => {
    for (const seed of [1, 2, 3]) {
      const rng = seededRng(seed * 31);
      for (const state of playRandomGame(map, 10, seed)) {
        const bytes = diplomacy.encodeState(state);
        expect(diplomacy.decodeState(bytes)).toEqual(state);
        for (const [seat, action] of randomActions(map, state, rng)) {
          expect(diplomacy.decodeAction(state, seat, diplomacy.encodeAction(state, seat, action))).toEqual(action);
        }
      }
    }
  });

  it('keeps a full board with the last phase in under 300 bytes', () => {
    const sizes = playRandomGame(map, 10, 9).map((state) => diplomacy.encodeState(state).length);
    expect(Math.max(...sizes)).toBeLessThan(300);
  });

  it('refuses damaged state bytes by throwing, never by hanging', () => {
    const bytes = diplomacy.encodeState(playRandomGame(map, 2, 4).at(-1)!);
    const rng = seededRng(5);
    for (let i = 0; i < 2000; i++) {
      const damaged = bytes.slice(0, Math.floor(rng() * bytes.length));
      if (damaged.length) damaged[Math.floor(rng() * damaged.length)] ^= 1 << Math.floor(rng() * 8);
      try {
        diplomacy.decodeState(damaged);
      } catch (error) {
        expect(error).toBeInstanceOf(Error);
      }
    }
  });

  it('refuses states no game could reach: two units in one province, a fleet inland, a join by a non-neutral', () => {
    const start = diplomacy.initialState('standard', { setup: '7' });
    const twoInParis: DipState = { ...start, position: { ...start.position, units: [...start.position.units, { power: 'germany', type: 'A', loc: 'par' }] } };
    expect(() => diplomacy.decodeState(diplomacy.encodeState(twoInParis))).toThrow(/unit in par/);
    const fleetInland: DipState = { ...start, position: { ...start.position, units: [{ power: 'austria', type: 'F', loc: 'vie' }] } };
    expect(() => diplomacy.decodeState(diplomacy.encodeState(fleetInland))).toThrow(/unit in vie/);
    const badJoin: DipState = { ...start, joined: { france: 0 } };
    expect(() => diplomacy.decodeState(diplomacy.encodeState(badJoin))).toThrow(/join/);
  });

  it('an order survives the trip for every kind', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const kinds: Order[] = [
      { kind: 'hold', unit: { type: 'A', loc: 'par' } },
      { kind: 'move', unit: { type: 'A', loc: 'lon' }, to: 'bel', viaConvoy: true },
      { kind: 'support', unit: { type: 'A', loc: 'sil' }, supported: { type: 'A', loc: 'war' }, supportedPower: 'russia', to: 'pru' },
      { kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'yor', to: 'nwy' },
      { kind: 'retreat', unit: { type: 'F', loc: 'stp/sc' }, to: 'bot' },
      { kind: 'disband', unit: { loc: 'gal' } },
      { kind: 'build', unitType: 'F', loc: 'stp/nc' },
      { kind: 'waive' },
    ];
    const action: DipAction = { draw: true, concede: 'turkey', orders: kinds.map((order) => ({ power: 'russia', order })) };
    expect(diplomacy.decodeAction(state, 'russia', diplomacy.encodeAction(state, 'russia', action))).toEqual(action);
  });
});

describe('seat names in lists of seats', () => {
  it('joins the powers of one seat with "+", so a list of seats stays readable', async () => {
    const state = diplomacy.initialState('standard', { setup: '4' });
    const names = diplomacy.powers(state).map((p) => p.name.en);
    expect(names.some((name) => name.includes(' + '))).toBe(true);
    for (const name of names) expect(name).not.toMatch(/\band\b|,/);
    expect(new Intl.ListFormat('en', { type: 'conjunction' }).format(names)).toBe('England, Austria-Hungary + France, Germany + Turkey, and Italy + Russia');
  });
});

describe('history entries name what the board shows', () => {
  it('a state after a phase is named by the results it shows, then the phase it opens', () => {
    const start = diplomacy.initialState('standard', { setup: '7' });
    expect(diplomacy.historyLabel!(start, 'en')).toBe('Start — Spring 1901 — movement');
    const after = diplomacy.apply(start, new Map([['france', orders('france', 'A Par-Bur')]]));
    expect(diplomacy.historyLabel!(after, 'en')).toBe('Results of Spring 1901 — movement; then Fall 1901 — movement');
    expect(diplomacy.historyLabel!(after, 'it')).toBe('Risultati di Primavera 1901 — movimento; poi Autunno 1901 — movimento');
  });
});
