/**
 * Issue "play by link that nobody can cheat", point 7: can the side about to
 * act foresee its own rolls from what its link holds? With shared dice it can:
 * the state carries the generator, and its own next contribution comes from a
 * secret its browser keeps. Neither side can choose or re-roll a die (the
 * contribution was committed a hand-off earlier), but the side to act can try
 * attacks in a private copy before choosing. This test measures exactly that,
 * so the README's guarantees table stays true; it fails the day the scheme
 * changes to rolls the acting side cannot know before acting.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type WwiAction } from '../../../src/games/wwi/engine/actions';
import { diceContributionFor } from '../../../src/games/wwi/engine/dice-share';
import { mixedDice } from '../../../src/platform/dice-share';
import { SeededDice } from '../../../src/platform/dice';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { frontBoard, stateWith } from './fixtures';

const board = frontBoard();
const attack: WwiAction = { kind: 'attack', order: { attackers: ['germany:1', 'germany:2'], target: '0505' } };

describe('WWI shared dice: what the side to act can know', () => {
  it('the side to act foresees its roll from the game link and its own secret, before committing the attack', () => {
    const state = stateWith(
      { 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'germany:3': '0802', 'france:2': '0302' },
      { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, diceOwedBy: 'central' },
    );
    const link = wwiGame.decodeState(wwiGame.encodeState(state));
    let foreseen = 0;
    for (let n = 0; n < 12; n++) {
      const secret = new Uint8Array([n, 1, 2, 3]);
      // In a private copy: the contribution it will send, mixed into the generator the link carries.
      const predicted = SeededDice.restore(mixedDice(link.dice, diceContributionFor(link, 'central', secret))).roll(6);
      const rolled = applyAction(link, board, 'central', { ...attack, dice: diceContributionFor(link, 'central', secret) }).log.at(-1)!.die;
      if (predicted === rolled) foreseen++;
    }
    expect(foreseen).toBe(12);
  });
});
