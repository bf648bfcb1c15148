/** The free set-up draft of the view (seed 002 11.2, 11.21) against the engine's own checks. */
import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { applyAction } from '../../../src/games/wwi/engine/actions';
import { botAction } from '../../../src/games/wwi/engine/bot';
import { checkFreeSetup, checkFreeSetupHex, freeSetupArmies, freeSetupPlacements, freeSetupState } from '../../../src/games/wwi/engine/scenario';
import type { Side, WwiState } from '../../../src/games/wwi/engine/state';
import {
  type SetupDraft,
  emptySetupDraft,
  nextToPlace,
  pickUp,
  placeArmy,
  placeRest,
  setupAction,
  setupHexes,
  setupRoster,
  withPlacements,
} from '../../../src/games/wwi/ui/setup-draft';

const board = europeBoard();
const alliedSetup = () => freeSetupState(board, new Uint8Array([4, 2]));
/** The Central Powers' turn to set up, after the automated player placed the Allies. */
const centralSetup = (): WwiState => {
  const state = alliedSetup();
  return applyAction(state, board, 'allies', botAction(state, board)!);
};
const setupFor = (side: Side) => (side === 'allies' ? alliedSetup() : centralSetup());
const hexesOf = (nation: string) => [...board.allHexes()].filter((h) => h.nation === nation && board.isPlayable(h.id)).map((h) => h.id);

/** Places every army on the last hex the helper offers it (never the automated player's choice). */
function placeAllByHand(state: WwiState, side: Side): SetupDraft {
  let draft = emptySetupDraft();
  for (let unit = nextToPlace(side, draft); unit; unit = nextToPlace(side, draft)) {
    const hexes = setupHexes(state, board, side, draft, unit);
    const placed = placeArmy(state, board, side, draft, unit, hexes[hexes.length - 1]);
    if (!placed.ok) throw new Error(placed.refusal.en);
    draft = placed.value;
  }
  return draft;
}

describe('ui-setup-draft: the armies to place (11.21)', () => {
  it('lists each side\'s armies by nation, named as the board names them', () => {
    const allies = setupRoster(alliedSetup(), board, 'allies', emptySetupDraft(), 'en');
    expect(allies.map((n) => [n.name, n.units.length])).toEqual([['France', 7], ['Britain', 1], ['Serbia', 3], ['Russia', 9]]);
    expect(allies[0].units[0]).toMatchObject({ id: 'france:1', name: 'French 1st Army, 4–3', short: '1st Army', hex: null });
    expect(allies[1].units[0].short).toBe('BEF');
    const central = setupRoster(centralSetup(), board, 'central', emptySetupDraft(), 'it');
    expect(central.map((n) => [n.name, n.units.length])).toEqual([['Germania', 8], ['Austria-Ungheria', 7]]);
    expect(central[0].units[0].short).toBe('1ª Armata');
  });

  it('names a placed army with its hex, as its counter on the board does', () => {
    const state = alliedSetup();
    const placed = placeArmy(state, board, 'allies', emptySetupDraft(), 'france:1', '0114');
    expect(placed.ok).toBe(true);
    const draft = placed.ok ? placed.value : emptySetupDraft();
    expect(setupRoster(state, board, 'allies', draft, 'en')[0]).toMatchObject({ placed: 1 });
    expect(setupRoster(state, board, 'allies', draft, 'en')[0].units[0]).toMatchObject({ name: 'French 1st Army, 4–3, hex 0114 Paris', hex: '0114' });
    expect(withPlacements(state, draft.placements).units.find((u) => u.id === 'france:1')).toMatchObject({ status: 'map', hex: '0114' });
  });
});

describe('ui-setup-draft: where an army may go (11.21, 5.2)', () => {
  for (const side of ['allies', 'central'] as const) {
    it(`offers every ${side} army at least one hex, each accepted by the engine's per-hex check`, () => {
      const state = setupFor(side);
      for (const { unit } of freeSetupArmies(side)) {
        const hexes = setupHexes(state, board, side, emptySetupDraft(), unit);
        expect(hexes.length, unit).toBeGreaterThan(0);
        const nation = unit.split(':')[0];
        const home = nation === 'britain' ? 'france' : nation;
        for (const hex of hexes) {
          expect(board.hex(hex).nation, `${unit} on ${hex}`).toBe(home);
          expect(checkFreeSetupHex(state, board, side, unit, hex).ok).toBe(true);
        }
      }
    });
  }

  it('never offers a French army a neutral country, the transit hex or a hex already taken', () => {
    const state = alliedSetup();
    const offered = new Set(setupHexes(state, board, 'allies', emptySetupDraft(), 'france:1'));
    for (const neutral of ['belgium', 'holland', 'italy']) {
      for (const hex of hexesOf(neutral)) {
        expect(offered.has(hex), hex).toBe(false);
        expect(checkFreeSetupHex(state, board, 'allies', 'france:1', hex).ok).toBe(false);
      }
    }
    const transit = hexesOf('france').find((h) => board.hex(h).transit === 'franco-italian')!;
    expect(transit).toBeDefined();
    expect(offered.has(transit)).toBe(false);
    const refused = checkFreeSetupHex(state, board, 'allies', 'france:1', transit);
    expect(refused.ok ? null : refused.refusal.rule).toBe('11.21');
    // The 1st Army on Paris: Paris is no longer offered to the 2nd, and the engine says why (one army per hex).
    const draft = { placements: [{ unit: 'france:1', hex: '0114' }], picking: null };
    expect(setupHexes(state, board, 'allies', draft, 'france:2')).not.toContain('0114');
    const twice = placeArmy(state, board, 'allies', draft, 'france:2', '0114');
    expect(twice.ok ? null : twice.refusal.rule).toBe('5.2');
    // The 1st Army itself may move to another hex of France; its own hex stays on offer.
    expect(setupHexes(state, board, 'allies', draft, 'france:1')).toContain('0114');
  });

  it('does not offer a Russian army outside Russia, nor a German army outside Germany', () => {
    const allies = alliedSetup();
    expect(setupHexes(allies, board, 'allies', emptySetupDraft(), 'russia:1').every((h) => board.hex(h).nation === 'russia')).toBe(true);
    const central = centralSetup();
    const german = setupHexes(central, board, 'central', emptySetupDraft(), 'germany:1');
    expect(german.every((h) => board.hex(h).nation === 'germany')).toBe(true);
    // An army of the other side is not this side's to place.
    expect(setupHexes(central, board, 'central', emptySetupDraft(), 'france:1')).toEqual([]);
  });
});

describe('ui-setup-draft: placing, picking up, the rest and the confirmation', () => {
  for (const side of ['allies', 'central'] as const) {
    it(`a ${side} set-up made of the helper's choices passes the engine's check`, () => {
      const state = setupFor(side);
      const draft = placeAllByHand(state, side);
      expect(draft.picking).toBe(null);
      expect(draft.placements.length).toBe(freeSetupArmies(side).length);
      expect(checkFreeSetup(state, board, side, draft.placements).ok).toBe(true);
      // In link play the side receiving the game adds its share of the dice seed on sending (dice-share.ts).
      const next = applyAction(state, board, side, wwiGame.withDice(state, side, setupAction(draft), new Uint8Array(16).fill(7)));
      expect(next.phase).toBe(side === 'allies' ? 'setup-central' : 'allied-movement');
    });
  }

  it('picks the next army waiting after each placement, and a placed army can be picked up again', () => {
    const state = alliedSetup();
    const first = placeArmy(state, board, 'allies', emptySetupDraft(), 'france:1', '0114');
    expect(first.ok && first.value.picking).toBe('france:2');
    const back = pickUp(first.ok ? first.value : emptySetupDraft(), 'france:1');
    expect(back).toEqual({ placements: [], picking: 'france:1' });
  });

  it('"place the rest" keeps the player\'s placements and fills the others as the automated player would', () => {
    const state = alliedSetup();
    const bot = freeSetupPlacements(state, board, 'allies');
    // Two armies where the automated player would not put them, one of them on a hex it would have used.
    const hexes = setupHexes(state, board, 'allies', emptySetupDraft(), 'france:3');
    const theirs = bot.find((p) => p.unit === 'france:1')!.hex;
    const mine = [
      { unit: 'france:3', hex: theirs },
      { unit: 'russia:5', hex: setupHexes(state, board, 'allies', emptySetupDraft(), 'russia:5').at(-1)! },
    ];
    expect(hexes).toContain(theirs);
    const rest = placeRest(state, board, 'allies', { placements: mine, picking: 'france:4' });
    expect(rest.picking).toBe(null);
    for (const p of mine) expect(rest.placements).toContainEqual(p);
    expect(rest.placements.length).toBe(freeSetupArmies('allies').length);
    expect(new Set(rest.placements.map((p) => p.hex)).size).toBe(rest.placements.length);
    expect(checkFreeSetup(state, board, 'allies', rest.placements).ok).toBe(true);
    // Armies whose hex the player left alone go exactly where the automated player puts them.
    const untouched = rest.placements.filter((p) => !mine.some((m) => m.unit === p.unit) && p.unit.startsWith('serbia:'));
    for (const p of untouched) expect(bot).toContainEqual(p);
  });

  it('with nothing placed, "place the rest" is the automated player\'s own set-up', () => {
    const state = alliedSetup();
    const action = botAction(state, board)!;
    expect(action.kind).toBe('setup');
    expect(setupAction(placeRest(state, board, 'allies', emptySetupDraft()))).toEqual(action);
  });
});
