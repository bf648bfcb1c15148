import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { freeSetupState } from '../../../src/games/wwi/engine/scenario';
import type { PendingCombat, WwiState } from '../../../src/games/wwi/engine/state';
import type { ActingDrafts } from '../../../src/games/wwi/ui/acting-panel';
import { hexClick, unitClick } from '../../../src/games/wwi/ui/board-clicks';
import { ReachCache, emptyMoveDraft } from '../../../src/games/wwi/ui/move-draft';
import { emptyAttackDraft } from '../../../src/games/wwi/ui/attack-draft';
import { emptyLossDraft, extendRetreat } from '../../../src/games/wwi/ui/loss-draft';
import { emptyBuildDraft } from '../../../src/games/wwi/ui/build-draft';
import { emptySetupDraft, nextToPlace, placeArmy, setupHexes } from '../../../src/games/wwi/ui/setup-draft';

const board = europeBoard();
const historical = (): WwiState => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([7, 7, 7]));
const drafts = (state: WwiState, patch: Partial<ActingDrafts> = {}): ActingDrafts => ({
  moves: emptyMoveDraft(),
  attack: emptyAttackDraft(),
  losses: emptyLossDraft(state),
  build: emptyBuildDraft(),
  setup: emptySetupDraft(),
  ...patch,
});
const hexOf = (state: WwiState, unit: string) => state.units.find((u) => u.id === unit)!.hex!;

describe('what a click on the board means', () => {
  it('in an attack phase (seed 002 6.1): an own army joins the attackers, an enemy army or a hex is the target; the other side\'s clicks mean nothing', () => {
    const state = historical();
    const reach = new ReachCache();
    const reachOf = (unit: string) => reach.of(state, board, 0, unit);
    expect(state.phase).toBe('attack');
    expect(unitClick(state, 'allies', drafts(state), 'france:6', reachOf)).toEqual({ kind: 'drafts', drafts: { attack: { ...emptyAttackDraft(), attackers: ['france:6'] } } });
    expect(unitClick(state, 'allies', drafts(state), 'germany:1', reachOf)).toEqual({ kind: 'target', hex: hexOf(state, 'germany:1') });
    expect(hexClick(state, 'allies', drafts(state), '0312', reachOf)).toEqual({ kind: 'target', hex: '0312' });
    expect(unitClick(state, 'central', drafts(state), 'germany:1', reachOf)).toEqual({ kind: 'none' });
    expect(unitClick(state, 'allies', drafts(state), 'nobody', reachOf)).toEqual({ kind: 'none' });
  });

  it('in a movement phase (seed 002 5.0): a counter is picked, a hex the picked army reaches is its move, any other hex nothing', () => {
    const state: WwiState = { ...historical(), turn: 2, phase: 'allied-movement', attackPhase: 0 };
    const reach = new ReachCache();
    const reachOf = (unit: string) => reach.of(state, board, 0, unit);
    const picked = unitClick(state, 'allies', drafts(state), 'france:6', reachOf);
    expect(picked).toEqual({ kind: 'drafts', drafts: { moves: { moves: [], selected: 'france:6' } } });
    const [hex, reached] = [...reachOf('france:6').hexes.entries()][0];
    const moves = { moves: [], selected: 'france:6' };
    expect(hexClick(state, 'allies', drafts(state, { moves }), hex, reachOf)).toEqual({ kind: 'move', move: reached.move });
    expect(hexClick(state, 'allies', drafts(state), hex, reachOf)).toEqual({ kind: 'none' });
  });

  it('in the free set-up (seed 002 11.2): a hex places the army being placed; a placed counter is picked up again, one still in the pool means nothing', () => {
    const state = freeSetupState(board, new Uint8Array([4, 2]));
    const reachOf = () => ({ hexes: new Map(), transit: [] });
    const unit = nextToPlace('allies', emptySetupDraft())!;
    const placed = placeArmy(state, board, 'allies', emptySetupDraft(), unit, setupHexes(state, board, 'allies', emptySetupDraft(), unit)[0]);
    if (!placed.ok) throw new Error(placed.refusal.en);
    const setup = placed.value;
    expect(hexClick(state, 'allies', drafts(state, { setup }), '0114', reachOf)).toEqual({ kind: 'place', hex: '0114' });
    expect(unitClick(state, 'allies', drafts(state, { setup }), unit, reachOf)).toEqual({ kind: 'pick-up', setup: { placements: [], picking: unit } });
    const other = nextToPlace('allies', setup)!;
    expect(unitClick(state, 'allies', drafts(state, { setup }), other, reachOf)).toEqual({ kind: 'none' });
  });

  it('while the defender pays (seed 002 6.31): a hex goes to the retreat, and a counter on a hex stands for its hex', () => {
    const start = historical();
    const pending: PendingCombat = {
      stage: 'defender', attackers: ['france:6'], defenderHex: hexOf(start, 'germany:1'), defenders: ['germany:1'], attackerLoss: 0, defenderLoss: 1, retreatCap: 1,
      minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
    };
    const state: WwiState = { ...start, engaged: ['france:6', 'germany:1'], attackedHexes: [pending.defenderHex], pending };
    const reachOf = () => ({ hexes: new Map(), transit: [] });
    const losses = emptyLossDraft(state);
    const around = board.neighbours(pending.defenderHex).map((n) => n.id);
    for (const hex of around) {
      expect(hexClick(state, 'central', drafts(state), hex, reachOf)).toEqual({ kind: 'drafts', drafts: { losses: { ...losses, retreat: extendRetreat(state, board, [], hex) } } });
      const standing = state.units.find((u) => u.hex === hex && u.status === 'map');
      if (standing) expect(unitClick(state, 'central', drafts(state), standing.id, reachOf)).toEqual(hexClick(state, 'central', drafts(state), hex, reachOf));
    }
    // The attacker's own counter there too: the French 6th Army stands next to the defender.
    expect(around).toContain(hexOf(state, 'france:6'));
    // A counter off the map stands for nothing.
    const offMap = state.units.find((u) => !u.hex)!;
    expect(unitClick(state, 'central', drafts(state), offMap.id, reachOf)).toEqual({ kind: 'none' });
  });
});
