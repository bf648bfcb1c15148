/**
 * Referee play with secret hands (hidden.ts): the shown state keeps only card counts and foretells no
 * draw, each power's secret puts back its own cards only, crafted secrets are refused, and a whole game
 * played through split, the link codec and join goes on as the rules say.
 */
import { describe, expect, it } from 'vitest';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { loadBelleEpoqueData, POWER_IDS, type PowerId } from '../../../src/games/belle-epoque/engine/data';
import { HiddenPartsError } from '../../../src/games/belle-epoque/engine/hidden';
import { cloneState, HIDDEN_CARD } from '../../../src/games/belle-epoque/engine/state';
import type { LinkAction } from '../../../src/games/belle-epoque/engine/link-dice';

const d = loadBelleEpoqueData();
const hidden = game.hidden!;
const INTRIGUE = d.intrigueCards.map((c) => c.id);
const EVENTS = d.events.map((c) => c.id);
const fresh = (i: number) => new Uint8Array([i & 255, (i >> 8) & 255, 77, 3]);

/** The state as the referee gets it back: piles in the data's order, no generator. */
function normal(s: BelleEpoqueModuleState): BelleEpoqueModuleState {
  const t = cloneState(s) as BelleEpoqueModuleState;
  const order = (cards: string[], pool: string[]) => [...cards].sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
  t.intrigue.deck = order(t.intrigue.deck, INTRIGUE);
  t.events = { ...t.events, deck: order(t.events.deck, EVENTS), era2: order(t.events.era2, EVENTS), era3: order(t.events.era3, EVENTS) };
  t.dice = [0, 0, 0, 0];
  return t;
}

/** A game with secret hands played by legal actions with fresh bytes; every state on the way. */
function play(variant: string, options: Record<string, string>, steps: number, seed: number): BelleEpoqueModuleState[] {
  let s = game.initialState(variant, { hands: 'secret', ...options }, new Uint8Array([seed]));
  const out = [s];
  for (let i = 0; i < steps && !game.ended(s); i++) {
    const p = game.turn(s).waitingFor[0];
    const acts = game.legalActions(s, p);
    const pass = acts.find((a) => a.kind === 'pass');
    s = game.apply(s, new Map([[p, i % 7 === 0 && pass ? pass : acts[(i * 5) % acts.length]]]), fresh(i + seed * 1000));
    out.push(s);
  }
  return out;
}

const states = play('4', {}, 400, 3);
const withCards = states.filter((s) => POWER_IDS.filter((p) => s.powers[p].hand.intrigue.length > 0).length >= 2);
const encodeShown = (s: BelleEpoqueModuleState) => game.encodeState(hidden.split(s).shown);

describe('La Belle Époque: hidden hands for referee play', () => {
  it('the secret-hands option is recorded in the state, open by default', () => {
    expect(states[0].hands).toBe('secret');
    expect(game.initialState('4', {}).hands).toBeUndefined();
    expect(game.options.find((o) => o.id === 'hands')!.defaultValue).toBe('open');
  });

  it('split shows every hand and the 8.2.3 choice as card backs, the intrigue deck as a count, no generator', () => {
    expect(withCards.length).toBeGreaterThan(20);
    for (const s of withCards) {
      const { shown, secrets } = hidden.split({ ...s, sealed: new Uint8Array([1]) });
      for (const p of POWER_IDS) {
        const [a, b] = [s.powers[p].hand, shown.powers[p].hand];
        expect(b.intrigue).toEqual(a.intrigue.map(() => HIDDEN_CARD));
        expect(b.national).toEqual(a.national.map(() => HIDDEN_CARD));
        expect(secrets.has(p)).toBe(a.intrigue.length + a.national.length > 0);
      }
      expect(shown.intrigue.deck).toEqual(s.intrigue.deck.map(() => HIDDEN_CARD));
      expect(shown.dice).toEqual([0, 0, 0, 0]);
      expect(shown.sealed).toBeUndefined();
      if (s.pending?.kind === 'keepIntrigue') expect(shown.pending).toEqual({ ...s.pending, cards: [HIDDEN_CARD, HIDDEN_CARD] });
    }
  });

  it('foretells nothing: states differing only in hidden cards, pile order and generator show the same bytes', () => {
    for (const s of withCards.slice(0, 30)) {
      const t = cloneState(s) as BelleEpoqueModuleState;
      const [p, q] = POWER_IDS.filter((x) => s.powers[x].hand.intrigue.length > 0);
      // Two hands trade a card, and one card goes back into the deck for another.
      [t.powers[p].hand.intrigue[0], t.powers[q].hand.intrigue[0]] = [t.powers[q].hand.intrigue[0], t.powers[p].hand.intrigue[0]];
      if (t.intrigue.deck.length) [t.powers[p].hand.intrigue[0], t.intrigue.deck[0]] = [t.intrigue.deck[0], t.powers[p].hand.intrigue[0]];
      t.intrigue.deck.reverse();
      t.events = { ...t.events, deck: [...t.events.deck].reverse(), era2: [...t.events.era2].reverse(), era3: [...t.events.era3].reverse() };
      t.dice = [1, 2, 3, 4];
      expect(game.encodeState(t)).not.toEqual(game.encodeState(s));
      expect(encodeShown(t)).toEqual(encodeShown(s));
    }
  });

  it('join with every secret gives the state back (piles in the data order, no generator); the shown state survives the link', () => {
    for (const s of states) {
      const { shown, secrets } = hidden.split(s);
      const decoded = game.decodeState(game.encodeState(shown));
      expect(decoded).toEqual(shown);
      expect(hidden.join(decoded, secrets)).toEqual(normal(s));
    }
  });

  it('join with one power\'s secret puts back that hand only', () => {
    for (const s of withCards.slice(0, 20)) {
      const { shown, secrets } = hidden.split(s);
      for (const p of [...secrets.keys()] as PowerId[]) {
        const view = hidden.join(shown, new Map([[p, secrets.get(p)!]]));
        for (const q of POWER_IDS) expect(view.powers[q].hand).toEqual(q === p ? s.powers[q].hand : shown.powers[q].hand);
        expect(view.intrigue.deck.every((c) => c === HIDDEN_CARD)).toBe(true);
      }
    }
  });

  it('refuses crafted secrets: too few or too many bits, an unknown card, a card held elsewhere, an unknown power', () => {
    const s = withCards[5];
    const { shown, secrets } = hidden.split(s);
    const [p, q] = POWER_IDS.filter((x) => s.powers[x].hand.intrigue.length > 0);
    const mine = secrets.get(p)!;
    const bad = (m: Map<string, Uint8Array>, why: RegExp) => expect(() => hidden.join(shown, m)).toThrow(why);
    bad(new Map([[p, mine.slice(0, 0)]]), /fewer cards/);
    bad(new Map([[p, new Uint8Array([...mine, 0])]]), /more bits/);
    bad(new Map([[p, new Uint8Array(mine.length).fill(255)]]), /unknown card/);
    // The first card of p's secret swapped for q's first card (5 bits each: 28 intrigue cards).
    const qFirst = secrets.get(q)![0] & 0xf8;
    bad(new Map([[q, secrets.get(q)!], [p, new Uint8Array([qFirst | (mine[0] & 7), ...mine.slice(1)])]]), /also elsewhere/);
    bad(new Map([['italy', mine]]), /no power/);
    expect(() => hidden.join(shown, new Map([[p, mine.slice(0, 0)]]))).toThrow(HiddenPartsError);
  });

  it('the Ottoman ally\'s two drawn cards (8.2.3) are its secret: others see two backs, it keeps one as before', () => {
    const s = cloneState(withCards[8]) as BelleEpoqueModuleState;
    const p = game.turn(s).waitingFor[0] as PowerId;
    const cards: [string, string] = [s.intrigue.deck.shift()!, s.intrigue.deck.shift()!];
    s.pending = { kind: 'keepIntrigue', power: p, cards };
    const { shown, secrets } = hidden.split(s);
    expect(shown.pending).toEqual({ kind: 'keepIntrigue', power: p, cards: [HIDDEN_CARD, HIDDEN_CARD] });
    const link = game.decodeState(game.encodeState(shown));
    const own = hidden.join(link, new Map([[p, secrets.get(p)!]]));
    expect(own.pending).toEqual(s.pending);
    expect(game.legalActions(own, p)).toEqual(cards.map((card) => ({ kind: 'keep', card })));
    const other = POWER_IDS.find((q) => q !== p)!;
    expect(hidden.join(link, new Map([[other, secrets.get(other)!]])).pending).toEqual(shown.pending);
    expect(game.validate(link, p, { kind: 'keep', card: HIDDEN_CARD })).not.toBeNull();
    expect(hidden.join(link, secrets)).toEqual(normal(s));
  });

  it('the codec keeps the sealed bytes and the card backs; sealedOf reads them', () => {
    const { shown } = hidden.split(withCards[3]);
    const sealed = new Uint8Array(300).map((_, i) => (i * 37) & 255);
    const bytes = game.encodeState(hidden.withSealed(shown, sealed));
    expect(bytes[0] >> 3).toBe(4);
    const back = game.decodeState(bytes);
    expect(hidden.sealedOf(back)).toEqual(sealed);
    expect(back).toEqual({ ...shown, sealed });
    expect(hidden.sealedOf(hidden.join(back, new Map()))).toBeUndefined();
  });

  it('a whole game played through split, the link and join: the actor\'s legal actions are the same, with every hand or its own only', () => {
    for (const [variant, seed] of [['4', 21], ['2', 22]] as const) {
      let s = game.initialState(variant, { hands: 'secret' }, new Uint8Array([seed]));
      for (let i = 0; i < 3000 && !game.ended(s); i++) {
        const p = game.turn(s).waitingFor[0];
        const acts = game.legalActions(s, p);
        const { shown, secrets } = hidden.split(s);
        const link = game.decodeState(game.encodeState(hidden.withSealed(shown, new Uint8Array([i & 255]))));
        const referee = hidden.join(link, secrets);
        expect(referee).toEqual(normal(s));
        expect(game.legalActions(referee, p)).toEqual(acts);
        const own = secrets.get(p);
        expect(game.legalActions(hidden.join(link, own ? new Map([[p, own]]) : new Map()), p)).toEqual(acts);
        const pass = acts.find((a) => a.kind === 'pass');
        const a: LinkAction = i % 7 === 0 && pass ? pass : acts[i % acts.length];
        s = game.apply(referee, new Map([[p, a]]), fresh(i + seed * 5000));
      }
      expect(game.ended(s)!.winners.length).toBeGreaterThan(0);
    }
  });

  it('with secret hands and fresh bytes a draw does not depend on the order the piles come in', () => {
    let differs = 0;
    for (let i = 0; i + 1 < states.length; i++) {
      const s = states[i];
      const p = game.turn(s).waitingFor[0];
      const a = game.legalActions(s, p)[0];
      const t = cloneState(s) as BelleEpoqueModuleState;
      t.intrigue.deck.reverse();
      t.events = { ...t.events, deck: [...t.events.deck].reverse(), era2: [...t.events.era2].reverse(), era3: [...t.events.era3].reverse() };
      const bytes = fresh(9000 + i);
      const [x, y] = [game.apply(s, new Map([[p, a]]), bytes), game.apply(t, new Map([[p, a]]), bytes)];
      expect(y).toEqual(x);
      // With open hands the order would decide: the same pair of states then parts somewhere.
      const open = (u: BelleEpoqueModuleState) => ({ ...u, hands: undefined });
      if (JSON.stringify(game.apply(open(s), new Map([[p, a]]), bytes)) !== JSON.stringify(game.apply(open(t), new Map([[p, a]]), bytes))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
