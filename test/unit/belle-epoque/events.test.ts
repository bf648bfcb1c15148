import { describe, expect, it } from 'vitest';
import { eventPhase, intriguePhase, resolveEvent, startTurn } from '../../../src/games/belle-epoque/engine/sequence';
import { addEraDeck } from '../../../src/games/belle-epoque/engine/decks';
import { applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { baseCubes, controllerOf } from '../../../src/games/belle-epoque/engine/board';
import { actionState, scriptedRng, setSpaces } from './helpers';

describe('6.0-6.3 events', () => {
  it('6.0: two event cards are drawn and resolved one after the other', () => {
    const s = actionState(1);
    s.events.deck = ['economic-development', 'economic-crisis', 'royal-scandal'];
    eventPhase(s, scriptedRng());
    expect(s.lastEvents).toEqual(['economic-development', 'economic-crisis']);
    expect(s.powers.gb.money).toBe(30);
    expect(s.events.deck).toEqual(['royal-scandal']);
  });

  it('6.1: at the start of turn 4 the Era II deck loses 3 cards unseen (4 with the promo Dreyfus) and is shuffled into the draw pile, not the discards', () => {
    const s = actionState(4);
    s.events.deck = ['economic-crisis', 'mahdist-revolt'];
    s.events.discard = ['sino-french-war'];
    addEraDeck(s, 2, scriptedRng());
    expect(s.events.deck).toHaveLength(2 + 11 - 3);
    expect(s.events.discard).toEqual(['sino-french-war']);
    const p = actionState(4);
    p.promo = true;
    p.events.era2 = [...p.events.era2, 'dreyfus-affair'];
    p.events.deck = [];
    addEraDeck(p, 2, scriptedRng());
    expect(p.events.deck).toHaveLength(12 - 4);
  });

  it('6.1: at the start of turn 7 the whole Era III deck joins the draw pile', () => {
    const s = actionState(7);
    s.events.deck = ['royal-scandal'];
    addEraDeck(s, 3, scriptedRng());
    expect([...s.events.deck].sort()).toEqual(['balkan-wars', 'italo-turkish-war', 'royal-scandal', 'russo-japanese-war', 'sarajevo']);
  });

  it('6.2 (12.0 example): Italy\'s first cube takes the free space of the Horn of Africa, the second replaces the cube under the die (5: a British one), and Britain loses control', () => {
    const s = actionState(5);
    setSpaces(s, 'horn-of-africa', ['gb', 'gb', 'gb', 'fr', 'gb', null]);
    expect(controllerOf(s, 'horn-of-africa')).toBe('gb');
    const gbReserve = s.reserve.gb;
    resolveEvent(s, 'italian-horn', scriptedRng([5]));
    expect(s.board['horn-of-africa'].map((x) => x.cube)).toEqual(['gb', 'gb', 'gb', 'fr', 'italy', 'italy']);
    expect(s.reserve.gb).toBe(gbReserve + 1);
    expect(controllerOf(s, 'horn-of-africa')).toBeNull();
  });

  it('6.2 (12.0 example): on a 6 the second Italian cube replaces the Italian cube placed first', () => {
    const s = actionState(5);
    setSpaces(s, 'horn-of-africa', ['gb', 'gb', 'gb', 'fr', 'gb', null]);
    resolveEvent(s, 'italian-horn', scriptedRng([6]));
    expect(baseCubes(s.board['horn-of-africa'], 'italy')).toBe(1);
    expect(baseCubes(s.board['horn-of-africa'], 'gb')).toBe(4);
  });

  it('6.2: a die on an arms cube cancels the placement', () => {
    const s = actionState(5);
    setSpaces(s, 'horn-of-africa', ['gb', 'gb', 'arms', 'fr', 'gb', 'gb']);
    resolveEvent(s, 'italian-horn', scriptedRng([3, 3]));
    expect(baseCubes(s.board['horn-of-africa'], 'italy')).toBe(0);
  });

  it('6.2 example (12.0): Portuguese bankruptcy removes every Portuguese cube in Africa', () => {
    const s = actionState(5);
    resolveEvent(s, 'portuguese-bankruptcy', scriptedRng());
    expect(baseCubes(s.board.tanganyika, 'portugal') + baseCubes(s.board.namibia, 'portugal')).toBe(0);
    expect(s.reserve.portugal).toBe(3);
  });

  it('8.2.5: an event removes only the base cube of a contest, never the cube on top', () => {
    const s = actionState(5);
    setSpaces(s, 'egypt-sudan', ['gb/fr', 'gb', null, null, null, null]);
    resolveEvent(s, 'mahdist-revolt', scriptedRng());
    expect(baseCubes(s.board['egypt-sudan'], 'gb')).toBe(0);
    expect(s.board['egypt-sudan'].some((x) => x.top)).toBe(false);
  });

  it('6.3: Sarajevo ends the game at once with the final scoring; its turn is not played', () => {
    const s = actionState(8);
    s.events.deck = ['sarajevo', 'royal-scandal'];
    const before = s.powers.gb.money;
    startTurn(s, scriptedRng());
    expect(s.phase).toBe('ended');
    expect(s.endReason).toBe('sarajevo');
    expect(s.lastEvents).toEqual(['sarajevo']);
    expect(s.scorings.at(-1)!.final).toBe(true);
    expect(s.powers.gb.money).toBe(before + 13);
  });
});

describe('7.0 intrigue cards', () => {
  it('7.0: on turns 2-4-6-8 every power draws one card in turn order; on odd turns nobody draws', () => {
    const s = actionState(2);
    const top = s.intrigue.deck.slice(0, 4);
    intriguePhase(s, scriptedRng());
    expect(s.order.map((p) => s.powers[p].hand.intrigue[0])).toEqual(top);
    const odd = actionState(3);
    intriguePhase(odd, scriptedRng());
    expect(odd.powers.gb.hand.intrigue).toEqual([]);
  });

  it('7.0: an empty deck is rebuilt from the discards', () => {
    const s = actionState(4);
    s.intrigue.discard = s.intrigue.deck.splice(0);
    intriguePhase(s, scriptedRng());
    expect(s.powers.gb.hand.intrigue).toHaveLength(1);
    expect(s.intrigue.deck.length + s.intrigue.discard.length).toBe(24);
  });

  it('8.2.3: the Ottoman Empire\'s ally draws two intrigue cards and keeps one, discarding the other', () => {
    const s = actionState(4);
    setSpaces(s, 'ottoman-empire', ['ce', 'ce', 'ce', 'ce', null, null]);
    const [a, b] = s.intrigue.deck.slice(0, 5).filter((_, i) => i === 3 || i === 4);
    intriguePhase(s, scriptedRng());
    expect(s.pending).toEqual({ kind: 'keepIntrigue', power: 'ce', cards: [a, b] });
    expect(checkAction(s, 'gb', { kind: 'pass' })?.rule).toBe('8.0');
    const t = applyAction(s, 'ce', { kind: 'keep', card: b }, scriptedRng());
    expect(t.powers.ce.hand.intrigue).toEqual([b]);
    expect(t.intrigue.discard).toContain(a);
  });
});
