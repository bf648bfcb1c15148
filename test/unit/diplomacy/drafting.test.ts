import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { initialPosition, makeUnit, type Position } from '../../../src/games/diplomacy/engine/position';
import type { PowerId } from '../../../src/platform/game';
import {
  IDLE,
  choices,
  choose,
  clickSpace,
  draftTargets,
  type Choice,
  type Draft,
  type DraftContext,
  type DraftStep,
} from '../../../src/games/diplomacy/ui/drafting';

const context = (orderable: PowerId[], position: Position = initialPosition(map)): DraftContext => ({ map, position, orderable });

/** Feed clicks (province ids) and menu choices in turn; return every step. */
function play(ctx: DraftContext, inputs: (string | Choice)[]): DraftStep[] {
  let draft: Draft = IDLE;
  return inputs.map((input) => {
    const step = typeof input === 'string' ? clickSpace(ctx, draft, input) : choose(ctx, draft, input);
    draft = step.draft;
    return step;
  });
}

const last = (steps: DraftStep[]) => steps[steps.length - 1];

describe('Diplomacy order drafting, movement phase', () => {
  const austria = context(['austria']);

  it('selects one of your units, then a click on an adjacent space orders the move', () => {
    const [selected, moved] = play(austria, ['vie', 'tri']);
    expect(selected).toEqual({ kind: 'draft', draft: { kind: 'unit', unit: makeUnit('austria', 'A', 'vie'), retreat: false } });
    expect(moved).toEqual({ kind: 'order', power: 'austria', order: { kind: 'move', unit: { type: 'A', loc: 'vie' }, to: 'tri' }, draft: IDLE });
  });

  it('a second click on the unit’s own space orders a hold; the menu’s Hold does the same', () => {
    expect(last(play(austria, ['bud', 'bud']))).toMatchObject({ kind: 'order', order: { kind: 'hold', unit: { type: 'A', loc: 'bud' } } });
    expect(last(play(austria, ['bud', { kind: 'hold' }]))).toMatchObject({ kind: 'order', order: { kind: 'hold', unit: { type: 'A', loc: 'bud' } } });
  });

  it('refuses a click on a space the unit cannot reach, says why, and keeps the unit selected', () => {
    const [selected, refused] = play(austria, ['vie', 'par']);
    expect(refused).toEqual({ kind: 'refused', reason: 'cannotReach', province: 'par', draft: selected.draft });
    // A fleet cannot sail inland.
    expect(last(play(austria, ['tri', 'vie']))).toMatchObject({ kind: 'refused', reason: 'cannotReach', province: 'vie' });
    // Nor two seas away.
    expect(last(play(austria, ['tri', 'ion']))).toMatchObject({ kind: 'refused', reason: 'cannotReach' });
  });

  it('lets an army on a coast aim at a distant coast: a convoy may carry it (the adjudicator decides)', () => {
    expect(last(play(context(['england']), ['lvp', 'nwy']))).toMatchObject({ kind: 'order', order: { kind: 'move', unit: { loc: 'lvp' }, to: 'nwy' } });
    // An inland army may not.
    expect(last(play(austria, ['vie', 'ven']))).toMatchObject({ kind: 'refused', reason: 'cannotReach' });
  });

  it('refuses another power’s unit and empty spaces, with the reason', () => {
    expect(clickSpace(austria, IDLE, 'par')).toEqual({ kind: 'refused', reason: 'notYours', province: 'par', draft: IDLE });
    expect(clickSpace(austria, IDLE, 'boh')).toEqual({ kind: 'refused', reason: 'nothingToDo', province: 'boh', draft: IDLE });
  });

  it('asks which coast when a fleet may reach two, and never guesses', () => {
    const position: Position = { ...initialPosition(map), units: [makeUnit('france', 'F', 'mao')] };
    const ctx = context(['france'], position);
    const [, coast] = play(ctx, ['mao', 'spa']);
    expect(coast.draft).toMatchObject({ kind: 'coast', province: 'spa', coasts: ['spa/nc', 'spa/sc'] });
    expect(choices(ctx, coast.draft)).toEqual([{ kind: 'coast', loc: 'spa/nc' }, { kind: 'coast', loc: 'spa/sc' }, { kind: 'cancel' }]);
    expect(last(play(ctx, ['mao', 'spa', { kind: 'coast', loc: 'spa/sc' }]))).toMatchObject({ kind: 'order', order: { kind: 'move', to: 'spa/sc' } });
    // From Gascony only the north coast is in reach: no question.
    const gascony = context(['france'], { ...initialPosition(map), units: [makeUnit('france', 'F', 'gas')] });
    expect(last(play(gascony, ['gas', 'spa']))).toMatchObject({ kind: 'order', order: { kind: 'move', to: 'spa/nc' } });
  });

  it('support: unit, then the supported unit, then where it goes or its own space to hold', () => {
    const move = last(play(austria, ['tri', { kind: 'support' }, 'vie', 'ven']));
    expect(move).toMatchObject({ kind: 'order', order: { kind: 'support', unit: { type: 'F', loc: 'tri' }, supported: { type: 'A', loc: 'vie' } } });
    expect(move.kind === 'order' && move.order).toEqual({ kind: 'support', unit: { type: 'F', loc: 'tri' }, supported: { type: 'A', loc: 'vie' } , to: 'ven' });
    const hold = last(play(austria, ['vie', { kind: 'support' }, 'bud', 'bud']));
    expect(hold.kind === 'order' && hold.order).toEqual({ kind: 'support', unit: { type: 'A', loc: 'vie' }, supported: { type: 'A', loc: 'bud' } });
    // Another power's unit is named by power.
    const foreign = last(play(context(['italy']), ['ven', { kind: 'support' }, 'tri', 'tri']));
    expect(foreign).toMatchObject({ kind: 'order', order: { supportedPower: 'austria' } });
  });

  it('refuses support to a space the supporter cannot reach, and support of an empty space', () => {
    expect(last(play(austria, ['vie', { kind: 'support' }, 'tri', 'ven']))).toMatchObject({ kind: 'refused', reason: 'cannotReach', province: 'ven' });
    expect(last(play(austria, ['vie', { kind: 'support' }, 'gal']))).toMatchObject({ kind: 'refused', reason: 'noUnitThere', province: 'gal' });
  });

  it('convoy: a fleet at sea, the army, the landing; refuses a fleet, and an inland landing', () => {
    const england = context(['england'], { ...initialPosition(map), units: [makeUnit('england', 'F', 'nth'), makeUnit('england', 'A', 'yor'), makeUnit('england', 'F', 'lon')] });
    expect(choices(england, play(england, ['nth'])[0].draft)).toContainEqual({ kind: 'convoy' });
    expect(choices(england, play(england, ['lon'])[0].draft)).not.toContainEqual({ kind: 'convoy' });
    expect(last(play(england, ['nth', { kind: 'convoy' }, 'yor', 'nwy']))).toEqual({
      kind: 'order',
      power: 'england',
      order: { kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'yor', to: 'nwy' },
      draft: IDLE,
    });
    expect(last(play(england, ['nth', { kind: 'convoy' }, 'lon']))).toMatchObject({ kind: 'refused', reason: 'noArmyThere' });
    expect(last(play(england, ['nth', { kind: 'convoy' }, 'yor', 'mos']))).toMatchObject({ kind: 'refused', reason: 'notACoast' });
  });

  it('move by convoy: only an army on a coast is offered it, and it lands only on a coast', () => {
    const england = context(['england'], { ...initialPosition(map), units: [makeUnit('england', 'A', 'yor')] });
    expect(last(play(england, ['yor', { kind: 'via-convoy' }, 'nwy']))).toMatchObject({ kind: 'order', order: { kind: 'move', to: 'nwy', viaConvoy: true } });
    expect(last(play(england, ['yor', { kind: 'via-convoy' }, 'mos']))).toMatchObject({ kind: 'refused', reason: 'notACoast' });
    expect(choices(austria, play(austria, ['vie'])[0].draft)).not.toContainEqual({ kind: 'via-convoy' });
  });

  it('ignores a menu choice the draft does not offer, and cancel returns to idle', () => {
    const [selected] = play(austria, ['vie']);
    expect(choose(austria, selected.draft, { kind: 'convoy' })).toEqual({ kind: 'draft', draft: selected.draft });
    expect(choose(austria, selected.draft, { kind: 'cancel' })).toEqual({ kind: 'draft', draft: IDLE });
    expect(choose(austria, IDLE, { kind: 'hold' })).toEqual({ kind: 'draft', draft: IDLE });
  });

  it('highlights where the selected unit may go', () => {
    const [selected] = play(austria, ['vie']);
    expect(draftTargets(austria, selected.draft).sort()).toEqual(['boh', 'bud', 'gal', 'tri', 'tyr']);
  });
});

describe('Diplomacy order drafting, retreats and adjustments', () => {
  const retreatPosition: Position = {
    ...initialPosition(map),
    phase: 'retreat',
    units: [makeUnit('turkey', 'A', 'ser')],
    dislodged: [{ unit: makeUnit('austria', 'A', 'ser'), attackedFrom: 'bul', retreats: ['alb', 'bud'] }],
  };

  it('a dislodged unit retreats only to an open space, or disbands on its own space', () => {
    const ctx = context(['austria'], retreatPosition);
    expect(last(play(ctx, ['ser', 'alb']))).toMatchObject({ kind: 'order', order: { kind: 'retreat', unit: { loc: 'ser' }, to: 'alb' } });
    expect(last(play(ctx, ['ser', 'ser']))).toMatchObject({ kind: 'order', order: { kind: 'disband' } });
    expect(last(play(ctx, ['ser', 'bul']))).toMatchObject({ kind: 'refused', reason: 'cannotRetreat', province: 'bul' });
    expect(last(play(ctx, ['ser', 'tri']))).toMatchObject({ kind: 'refused', reason: 'cannotRetreat' });
    expect(choices(ctx, play(ctx, ['ser'])[0].draft)).toEqual([{ kind: 'disband' }, { kind: 'cancel' }]);
    expect(clickSpace(context(['turkey'], retreatPosition), IDLE, 'ser')).toMatchObject({ kind: 'refused', reason: 'nothingToDo' });
  });

  it('builds on an empty home centre, with a fleet per coast offered', () => {
    const position: Position = { ...initialPosition(map), season: 'winter', phase: 'adjustment', units: [], owners: { ...initialPosition(map).owners } };
    const ctx = context(['russia'], position);
    const [build] = play(ctx, ['stp']);
    expect(build.draft).toEqual({ kind: 'build', power: 'russia', province: 'stp' });
    expect(choices(ctx, build.draft)).toEqual([
      { kind: 'build', unitType: 'A', loc: 'stp' },
      { kind: 'build', unitType: 'F', loc: 'stp/nc' },
      { kind: 'build', unitType: 'F', loc: 'stp/sc' },
      { kind: 'cancel' },
    ]);
    expect(choose(ctx, build.draft, { kind: 'build', unitType: 'F', loc: 'stp/sc' })).toMatchObject({ kind: 'order', power: 'russia', order: { kind: 'build', unitType: 'F', loc: 'stp/sc' } });
    expect(choices(ctx, play(ctx, ['mos'])[0].draft)).toEqual([{ kind: 'build', unitType: 'A', loc: 'mos' }, { kind: 'cancel' }]);
    // A build the menu does not offer (a fleet in Moscow) is ignored.
    expect(choose(ctx, { kind: 'build', power: 'russia', province: 'mos' }, { kind: 'build', unitType: 'F', loc: 'mos' }).kind).toBe('draft');
    expect(clickSpace(ctx, IDLE, 'par')).toMatchObject({ kind: 'refused', reason: 'nothingToDo' });
  });

  it('a power with too many units picks one to disband', () => {
    const position: Position = { ...initialPosition(map), season: 'winter', phase: 'adjustment', owners: { vie: 'austria' } };
    const ctx = context(['austria'], position);
    const [pick, order] = play(ctx, ['bud', { kind: 'disband' }]);
    expect(pick.draft).toMatchObject({ kind: 'disband', unit: { loc: 'bud' } });
    expect(order).toMatchObject({ kind: 'order', order: { kind: 'disband', unit: { type: 'A', loc: 'bud' } } });
  });
});
