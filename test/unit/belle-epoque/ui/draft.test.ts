import { describe, expect, it } from 'vitest';
import { checkAction } from '../../../../src/games/belle-epoque/engine/actions';
import { initialState } from '../../../../src/games/belle-epoque/engine/setup';
import { clickTerritory, deployChoices, draftAction, emptyDraft, mapTargets, spaceChoices, toggleMove, verdict } from '../../../../src/games/belle-epoque/ui/draft';
import { actionState, fleetIn, scriptedRng, setSpaces } from '../helpers';

describe('drafting an action', () => {
  it('set-up (3.3): the map offers the legal territories; a click on one drafts a legal placement, elsewhere nothing', () => {
    const s = initialState({ players: 4 }, scriptedRng());
    const draft = emptyDraft('setup');
    const targets = mapTargets(s, draft);
    expect(targets.length).toBeGreaterThan(0);
    const next = clickTerritory(s, draft, targets[0]);
    expect(draftAction(s, next)).toEqual({ kind: 'setup', territory: targets[0] });
    expect(verdict(s, next).refusal).toBeNull();
    expect(clickTerritory(s, draft, 'no-such-place')).toBe(draft);
  });

  it('mission (8.2): a territory with one legal space takes it; with a contest space too, the space is left to choose', () => {
    const s = actionState(2);
    setSpaces(s, 'serbia', ['ce', null, null, null, null, null]);
    const draft = emptyDraft('mission');
    expect(mapTargets(s, draft)).toContain('belgium');
    expect(mapTargets(s, draft)).not.toContain('congo');
    const belgium = clickTerritory(s, draft, 'belgium');
    expect(belgium.space).toBe(0);
    expect(verdict(s, belgium)).toEqual({ action: { kind: 'mission', territory: 'belgium', space: 0 }, refusal: null });
    const serbia = clickTerritory(s, draft, 'serbia');
    expect(spaceChoices(s, serbia)).toEqual([1, 0]);
    expect(serbia.space).toBeNull();
    expect(draftAction(s, serbia)).toBeNull();
    expect(verdict(s, { ...serbia, space: 0 }).refusal).toBeNull();
  });

  it('buy (8.1): the engine refuses a purchase beyond the money, with its rule', () => {
    const s = actionState(2);
    s.powers.gb.money = 1;
    const v = verdict(s, { ...emptyDraft('buy'), armies: 3, buyFleets: 1 });
    expect(v.action).toEqual({ kind: 'buy', armies: 3, fleets: 1 });
    expect(v.refusal?.rule).toBe('8.1');
  });

  it('deploy (8.8): moves toggle, one per fleet, and make one legal action', () => {
    const s = actionState(2);
    const id = fleetIn(s, 'gb', 'europe');
    const moves = deployChoices(s).filter((m) => m.fleet === id);
    expect(moves.map((m) => m.to).sort()).toEqual(['africa', 'asia']);
    let draft = toggleMove(emptyDraft('deploy'), moves[0]);
    draft = toggleMove(draft, moves[1]);
    expect(draft.moves).toEqual([moves[1]]);
    const v = verdict(s, draft);
    expect(v.refusal).toBeNull();
    expect(checkAction(s, 'gb', v.action!)).toBeNull();
  });

  it('a contest step (8.7 d): the attacker\'s armies make a contestArmies action', () => {
    const s = actionState(2);
    s.pending = { kind: 'contest', contest: { territory: 'serbia', space: 0, attacker: 'gb', defender: null, step: 'attackerArmies', attackerFleets: [], defenderFleets: [], defenderArmies: { power: 0, minor: [] }, attackerArmies: { power: 0, minor: [] } } };
    setSpaces(s, 'serbia', ['serbia/gb', null, null, null, null, null]);
    expect(draftAction(s, { ...emptyDraft(), armies: 0 })).toEqual({ kind: 'contestArmies', armies: 0, minorArmies: [] });
  });
});

describe('drafting a card (8.6)', () => {
  it('Diplomatic Rift names any territory: the map offers those the engine accepts, and a click puts it in the card\'s choices', () => {
    const s = actionState(2);
    s.powers.gb.hand.national = ['gb-diplomatic-rift'];
    const draft = { ...emptyDraft('card'), card: { kind: 'national', card: 'gb-diplomatic-rift' } as const };
    const targets = mapTargets(s, draft);
    expect(targets.length).toBeGreaterThan(20);
    const next = clickTerritory(s, draft, 'egypt-sudan');
    expect(next.card).toEqual({ kind: 'national', card: 'gb-diplomatic-rift', choices: { territories: ['egypt-sudan'] } });
    expect(verdict(s, next).refusal).toBeNull();
  });
});
