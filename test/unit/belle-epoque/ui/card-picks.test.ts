import { describe, expect, it } from 'vitest';
import { applyAction, checkAction } from '../../../../src/games/belle-epoque/engine/actions';
import { cardMapTargets, pickOnCard, spacePicks, territoryPicks, wantsTerritory, type CardAction } from '../../../../src/games/belle-epoque/ui/card-picks';
import { clickTerritory, emptyDraft, mapTargets, verdict } from '../../../../src/games/belle-epoque/ui/draft';
import { actionState, scriptedRng, setSpaces } from '../helpers';

describe('a person picks where a card acts (8.6), instead of the card\'s order', () => {
  it('Foreign Legion (two cubes in Africa, one each): two territories picked in turn, then no more; a second click takes one back', () => {
    const s = actionState(5, ['fr', 'gb', 'ru', 'ce']);
    s.powers.fr.hand.national = ['fr-foreign-legion'];
    let card: CardAction = { kind: 'national', card: 'fr-foreign-legion' };
    expect(wantsTerritory(s, card)).toBe(true);
    const first = territoryPicks(s, card);
    expect(first).toContain('congo');
    expect(first).not.toContain('belgium');
    card = pickOnCard(s, card, 'congo')!;
    expect(territoryPicks(s, card)).not.toContain('congo');
    card = pickOnCard(s, card, 'egypt-sudan')!;
    expect(card.choices?.territories).toEqual(['congo', 'egypt-sudan']);
    expect(wantsTerritory(s, card)).toBe(false);
    expect(cardMapTargets(s, card)).toEqual([]);
    const after = applyAction(s, 'fr', card, scriptedRng());
    expect(after.board['congo'].filter((sp) => sp.cube === 'fr')).toHaveLength(s.board['congo'].filter((sp) => sp.cube === 'fr').length + 1);
    expect(after.board['egypt-sudan'].filter((sp) => sp.cube === 'fr')).toHaveLength(s.board['egypt-sudan'].filter((sp) => sp.cube === 'fr').length + 1);
    expect(pickOnCard(s, card, 'congo')!.choices?.territories).toEqual(['egypt-sudan']);
  });

  it('Diplomatic Attack (two of the target\'s cubes, anywhere): the person names the cubes, not the first territories of the list', () => {
    const s = actionState(5);
    s.powers.gb.hand.intrigue = ['intrigue-15'];
    setSpaces(s, 'persia', ['ru', 'ru', null, null, null, null]);
    setSpaces(s, 'china', ['ru', null, null, null, null, null]);
    const base: CardAction = { kind: 'intrigue', card: 'intrigue-15', half: 0, choices: { target: 'ru' } };
    expect(checkAction(s, 'gb', base)).toBeNull();
    const offered = cardMapTargets(s, base);
    expect(offered).toEqual(expect.arrayContaining(['persia', 'china']));
    const one = pickOnCard(s, base, 'china')!;
    expect(one.choices?.spaces).toEqual([{ territory: 'china', space: 0 }]);
    const two = pickOnCard(s, one, 'persia')!;
    expect(two.choices?.spaces).toEqual([{ territory: 'china', space: 0 }, { territory: 'persia', space: 1 }]);
    // Two cubes named: the card removes no more, so nothing else is offered.
    expect(spacePicks(s, two)).toEqual([]);
    const after = applyAction(s, 'gb', two, scriptedRng());
    expect(after.board['china'][0].cube).toBeNull();
    expect(after.board['persia'].map((sp) => sp.cube).slice(0, 2)).toEqual(['ru', null]);
  });

  it('through the draft: the map offers the picks and keeps picked territories clickable; the verdict is the engine\'s', () => {
    const s = actionState(5, ['fr', 'gb', 'ru', 'ce']);
    s.powers.fr.hand.national = ['fr-foreign-legion'];
    let draft = { ...emptyDraft('card'), card: { kind: 'national', card: 'fr-foreign-legion' } as const };
    draft = clickTerritory(s, draft, 'congo') as typeof draft;
    expect(mapTargets(s, draft)).toContain('congo');
    expect(clickTerritory(s, draft, 'belgium')).toBe(draft);
    expect(verdict(s, draft).refusal).toBeNull();
  });
});
