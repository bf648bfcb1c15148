import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { checkMove } from '../../../src/games/wwi/engine/movement';
import { mayPlaceNewArmy } from '../../../src/games/wwi/engine/build';
import type { PendingCombat, WwiState } from '../../../src/games/wwi/engine/state';
import { ReachCache, addMove, emptyMoveDraft, legalMoves, movementOverlay, pickArmy, previewMoves } from '../../../src/games/wwi/ui/move-draft';
import { attackOrder, attackOverlay, attackTargets, checkedAttack, chooseTarget, emptyAttackDraft, toggleAttacker } from '../../../src/games/wwi/ui/attack-draft';
import { advanceEnds, attackerOverlay, defenderOverlay, emptyLossDraft, extendAdvance, extendRetreat, retreatOptions } from '../../../src/games/wwi/ui/loss-draft';
import { buildOverlay, emptyBuildDraft, placeNewArmy, placesFor } from '../../../src/games/wwi/ui/build-draft';
import { frontBoard, stateWith } from './fixtures';

const europe = europeBoard();

function historical(): WwiState {
  return wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([7, 7, 7]));
}

/** The historical position, as if it were the Allied movement phase of turn 2. */
function alliedMovement(): WwiState {
  return { ...historical(), turn: 2, phase: 'allied-movement', attackPhase: 0 };
}

describe('movement draft (seed 002 5.0)', () => {
  const state = alliedMovement();
  const reach = new ReachCache();

  it('picks one of the moving side’s armies, and puts it down on a second click; never the enemy’s', () => {
    const picked = pickArmy(state, 'allies', emptyMoveDraft(), 'france:6');
    expect(picked.selected).toBe('france:6');
    expect(pickArmy(state, 'allies', picked, 'france:6').selected).toBeNull();
    expect(pickArmy(state, 'allies', emptyMoveDraft(), 'germany:1')).toEqual(emptyMoveDraft());
  });

  it('adds a move the engine accepts, then that army cannot be picked again; the board previews it', () => {
    const draft = pickArmy(state, 'allies', emptyMoveDraft(), 'france:6');
    const target = [...reach.of(state, europe, 0, 'france:6').hexes.values()].find((r) => !r.sea && !r.rail)!;
    const added = addMove(state, europe, draft, target.move);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.value).toEqual({ moves: [target.move], selected: null });
    expect(pickArmy(state, 'allies', added.value, 'france:6')).toBe(added.value);
    expect(previewMoves(state, europe, added.value.moves).units.find((u) => u.id === 'france:6')!.hex).toBe(target.hex);
  });

  it('refuses a move the engine refuses, with the rule, and drops moves that stopped being legal', () => {
    const target = [...reach.of(state, europe, 0, 'france:6').hexes.values()][0];
    const first = addMove(state, europe, emptyMoveDraft(), target.move);
    if (!first.ok) throw new Error('first move refused');
    // The same army cannot move twice in one phase.
    const again = addMove(state, europe, first.value, target.move);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.refusal.rule).toMatch(/^\d/);
    expect(checkMove(previewMoves(state, europe, first.value.moves), europe, target.move).ok).toBe(false);
    expect(legalMoves(state, europe, [target.move, target.move])).toEqual([target.move]);
    // Out of the movement phase nothing is kept.
    expect(legalMoves({ ...state, phase: 'attack' }, europe, [target.move])).toEqual([]);
  });

  it('draws the planned moves as legs and the picked army’s reach as hexes labelled with their cost', () => {
    const unitReach = reach.of(state, europe, 0, 'france:6');
    const target = [...unitReach.hexes.values()].find((r) => r.move.steps.length === 2 && !r.rail && !r.sea)!;
    const overlay = movementOverlay(state, europe, { moves: [target.move], selected: 'france:6' }, unitReach, 'en');
    expect(overlay.legs).toHaveLength(2);
    expect(overlay.legs[1]).toEqual({ from: target.move.steps[0].to, to: target.hex, kind: 'move' });
    expect(overlay.marks).toHaveLength(unitReach.hexes.size);
    expect(overlay.marks.find((m) => m.hex === target.hex)!.label).toBe(`${target.cost}`);
    expect(overlay.selected).toEqual(['france:6']);
  });

  it('keeps one army’s reach until the plan or the army changes', () => {
    const cache = new ReachCache();
    const first = cache.of(state, europe, 0, 'france:6');
    expect(cache.of(state, europe, 0, 'france:6')).toBe(first);
    expect(cache.of(state, europe, 1, 'france:6')).not.toBe(first);
  });
});

const centralAttacks: Partial<WwiState> = { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 };

describe('attack draft (seed 002 6.1)', () => {
  const board = frontBoard();
  const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'germany:3': '0808', 'france:1': '0505' }, centralAttacks);

  it('offers the enemy hexes next to the side’s free armies', () => {
    expect(attackTargets(state, board, 'central', emptyAttackDraft())).toEqual(['0505']);
    // Once attacked this phase, a hex is not offered again.
    expect(attackTargets({ ...state, attackedHexes: ['0505'] }, board, 'central', emptyAttackDraft())).toEqual([]);
  });

  it('choosing the target starts with every adjacent army that may join; a click drops one or adds it back', () => {
    const chosen = chooseTarget(state, board, emptyAttackDraft(), '0505');
    expect(chosen.target).toBe('0505');
    expect([...chosen.attackers].sort()).toEqual(['germany:1', 'germany:2']);
    const fewer = toggleAttacker(state, chosen, 'germany:2');
    expect(fewer.attackers).toEqual(['germany:1']);
    expect(toggleAttacker(state, fewer, 'germany:2').attackers).toEqual(['germany:1', 'germany:2']);
    // An army that has fought this phase stays out.
    expect(toggleAttacker({ ...state, engaged: ['germany:3'] }, fewer, 'germany:3')).toBe(fewer);
  });

  it('gives the engine’s calculation before the roll, or its refusal', () => {
    const chosen = chooseTarget(state, board, emptyAttackDraft(), '0505');
    const checked = checkedAttack(state, board, chosen);
    expect(checked?.ok).toBe(true);
    if (checked?.ok) expect(checked.value.attackers.map((a) => a.unit).sort()).toEqual(['germany:1', 'germany:2']);
    const far = checkedAttack(state, board, { attackers: ['germany:3'], target: '0505', infiltration: false });
    expect(far?.ok).toBe(false);
    expect(checkedAttack(state, board, emptyAttackDraft())).toBeNull();
    expect(attackOrder({ ...chosen, infiltration: true })).toEqual({ attackers: chosen.attackers, target: '0505', infiltration: true });
    expect(attackOrder(emptyAttackDraft())).toBeNull();
  });

  it('marks the targets, the chosen one as the defender', () => {
    const overlay = attackOverlay(state, board, 'central', chooseTarget(state, board, emptyAttackDraft(), '0505'), 'en');
    expect(overlay.marks.map((m) => [m.hex, m.kind])).toEqual([['0505', 'defender']]);
  });
});

/** A state waiting for a side to pay a combat's losses, as if the CRT had just given `attacker/defender`. */
function waiting(placement: Record<string, string>, attackers: string[], target: string, loss: [number, number], patch: Partial<PendingCombat> = {}): WwiState {
  const state = stateWith(placement, centralAttacks);
  const defender = state.units.find((u) => u.hex === target && u.status === 'map');
  const pending: PendingCombat = {
    stage: loss[1] > 0 ? 'defender' : 'attacker',
    attackers,
    defenderHex: target,
    defenders: defender ? [defender.id] : [],
    attackerLoss: loss[0],
    defenderLoss: loss[1],
    retreatCap: loss[1],
    minimumRetreat: 0,
    infiltration: false,
    retreatPath: [],
    defenderUnsupplied: false,
    fortCanBeTaken: false,
    thirdRound: false,
    ...patch,
  };
  return { ...state, engaged: [...attackers, ...(defender ? [defender.id] : [])], attackedHexes: [target], pending };
}

describe('loss drafts (seed 002 6.31, 6.32, 6.9)', () => {
  const board = frontBoard();

  it('offers the defender only retreat hexes the engine accepts, extends the retreat and cuts it back', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 2]);
    const options = retreatOptions(state, board, []);
    expect(options).toContain('0405');
    expect(options).not.toContain('0604');
    const one = extendRetreat(state, board, [], '0405');
    expect(one).toEqual(['0405']);
    const two = extendRetreat(state, board, one, retreatOptions(state, board, one)[0]);
    expect(two).toHaveLength(2);
    // As long as the loss: nothing more is offered, and a click elsewhere changes nothing.
    expect(retreatOptions(state, board, two)).toEqual([]);
    expect(extendRetreat(state, board, two, '0303')).toEqual(two);
    // A click on a hex of the retreat cuts it back to before that hex.
    expect(extendRetreat(state, board, two, '0405')).toEqual([]);
    // Towards the attacker is never offered.
    expect(extendRetreat(state, board, [], '0604')).toEqual([]);
    const overlay = defenderOverlay(state, board, { ...emptyLossDraft(state), retreat: one }, 'en');
    expect(overlay.marks[0]).toMatchObject({ hex: '0505', kind: 'defender' });
    expect(overlay.marks[1]).toMatchObject({ hex: '0405', kind: 'path', label: '1' });
    expect(overlay.marks.filter((m) => m.kind === 'retreat').every((m) => m.label === '2')).toBe(true);
    expect(overlay.legs).toEqual([{ from: '0505', to: '0405', kind: 'retreat' }]);
  });

  it('the attacker pays from the richest nation first, and advances along the retreat route', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0405' }, ['germany:1'], '0505', [1, 0], { stage: 'attacker', retreatPath: ['0405'], defenders: [] });
    const draft = emptyLossDraft(state);
    expect(draft.attackerRp).toEqual({ germany: 1 });
    // The only attacker advances without being chosen; it may stop in the vacated hex.
    expect(advanceEnds(state, board, draft)).toContain('0505');
    const advance = extendAdvance(state, board, draft, '0505');
    expect(advance).toEqual([{ unit: 'germany:1', path: ['0505'] }]);
    // A hex off the route is ignored.
    expect(extendAdvance(state, board, draft, '0303')).toBe(draft.advance);
    const overlay = attackerOverlay(state, board, { ...draft, advance }, 'en');
    expect(overlay.legs).toEqual([
      { from: '0604', to: '0505', kind: 'advance' },
      { from: '0505', to: '0405', kind: 'retreat' },
    ]);
    expect(overlay.marks.map((m) => m.hex)).toContain('0505');
  });
});

describe('build draft (seed 002 8.3)', () => {
  const state: WwiState = { ...historical(), turn: 2, phase: 'build-central' };
  const pool = state.units.find((u) => u.status === 'pool' && u.nation === 'germany');

  it('offers only hexes where the engine lets the new army appear, and places it on one of them', () => {
    if (!pool) throw new Error('no German army in the pool');
    const draft = { ...emptyBuildDraft(), placing: pool.id };
    const places = placesFor(state, europe, draft, pool.id);
    expect(places.length).toBeGreaterThan(0);
    for (const hex of places) expect(mayPlaceNewArmy(state, europe, pool, hex).ok, hex).toBe(true);
    const placed = placeNewArmy(state, europe, draft, places[0]);
    expect(placed.armies).toEqual([{ unit: pool.id, hex: places[0] }]);
    expect(placed.placing).toBeNull();
    // A hex already used is not offered again; a hex not offered is ignored.
    expect(placesFor(state, europe, placed, pool.id)).not.toContain(places[0]);
    expect(placeNewArmy(state, europe, draft, '0101')).toBe(draft);
    expect(buildOverlay(state, europe, draft, 'en').marks.map((m) => m.hex)).toEqual(places);
    expect(buildOverlay(state, europe, placed, 'en').marks).toEqual([]);
  });
});
