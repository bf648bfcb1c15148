/**
 * Issue "play by link that nobody can cheat", point 7: can a side learn a roll
 * before committing the action it decides? With shared dice an attack or a
 * neutral's activation is only declared; its die falls with the other side's
 * next share of the seed, which that side committed to before the declaration.
 * Each test is an attack a player holding the link, its own secret and the
 * source could try; all must fail.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, checkAction, type WwiAction } from '../../../src/games/wwi/engine/actions';
import { diceContributionFor } from '../../../src/games/wwi/engine/dice-share';
import { mixedDice } from '../../../src/platform/dice-share';
import { SeededDice } from '../../../src/platform/dice';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { playBotGame } from '../../../src/games/wwi/engine/self-play';
import { fromBase64Url } from '../../../src/platform/codec/base64url';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

const board = frontBoard();
const attack: WwiAction = { kind: 'attack', order: { attackers: ['germany:1', 'germany:2'], target: '0505' } };
const secret = (n: number) => new Uint8Array([n, 1, 2, 3]);

/** The Central Powers have just received the game in their attack phase. */
function received(patch: Partial<WwiState> = {}): WwiState {
  return stateWith(
    { 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'germany:3': '0802', 'france:2': '0302' },
    { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, diceOwedBy: 'central', ...patch },
  );
}

/** As the other browser gets it: through the link codec. */
const viaLink = (state: WwiState) => wwiGame.decodeState(wwiGame.encodeState(state));

describe('WWI shared dice: nobody learns a roll before committing the action it decides', () => {
  it('the attacker, with its link and its own secret, cannot work out its die: no die falls at the attack, and the roll depends on the defender\'s share', () => {
    const link = viaLink(received());
    const ownShare = diceContributionFor(link, 'central', secret(1));
    // What the old scheme let the attacker do: mix its own share into the generator and read the die.
    const guessed = SeededDice.restore(mixedDice(link.dice, ownShare)).roll(6);
    const declared = viaLink(applyAction(link, board, 'central', { ...attack, dice: ownShare }));
    expect(declared.rollCount).toBe(link.rollCount);
    expect(declared.log.filter((entry) => entry.die !== undefined)).toEqual(link.log.filter((entry) => entry.die !== undefined));
    expect(declared.declared).toEqual({ kind: 'attack', side: 'central', order: attack.order });
    const dice: number[] = [];
    for (let n = 0; n < 30; n++) {
      const roll: WwiAction = { kind: 'roll', dice: diceContributionFor(declared, 'allies', secret(100 + n)) };
      dice.push(applyAction(declared, board, 'allies', roll).log.at(-1)!.die!);
    }
    // Thirty fair dice showing two faces or fewer: about once in 10^14 games.
    expect(new Set(dice).size).toBeGreaterThan(2);
    expect(dice.filter((die) => die === guessed).length).toBeLessThan(30);
  });

  it('the declaring side can do nothing until the roll, and cannot take the declaration back', () => {
    const declared = applyAction(received(), board, 'central', { ...attack, dice: diceContributionFor(received(), 'central', secret(1)) });
    expect(checkAction(declared, board, 'central', { kind: 'end-attacks' })?.en).toMatch(/not your turn/);
    expect(checkAction(declared, board, 'central', { kind: 'roll' })?.en).toMatch(/not your turn/);
    expect(wwiGame.canUndo(declared, 'central')).toBe(false);
    // The other side may only roll; anything else is refused with the reason.
    const share = diceContributionFor(declared, 'allies', secret(2));
    expect(checkAction(declared, board, 'allies', { kind: 'end-attacks', dice: share })?.en).toMatch(/First roll the die/);
    expect(checkAction(declared, board, 'allies', { kind: 'roll' })?.en).toMatch(/share of the dice seed/);
    expect(checkAction(declared, board, 'allies', { kind: 'roll', dice: share })).toBeNull();
  });

  it('the roller cannot choose the die: its share is the one it committed to at its last hand-off', () => {
    // The Allies already sent a share, which committed them to the next one.
    const earlier = diceContributionFor(received({ diceContributions: { allies: 0, central: 1 } }), 'allies', secret(7));
    const state = received({ diceCommitments: { allies: earlier.commitNext, central: null }, diceContributions: { allies: 1, central: 0 } });
    const declared = applyAction(state, board, 'central', { ...attack, dice: diceContributionFor(state, 'central', secret(1)) });
    for (let other = 8; other < 20; other++) {
      expect(checkAction(declared, board, 'allies', { kind: 'roll', dice: diceContributionFor(declared, 'allies', secret(other)) })?.en).toMatch(/promised/);
    }
    expect(checkAction(declared, board, 'allies', { kind: 'roll', dice: diceContributionFor(declared, 'allies', secret(7)) })).toBeNull();
  });

  it('a roll with no share at all cannot be forced through a state that owes none', () => {
    const declared = applyAction(received(), board, 'central', { ...attack, dice: diceContributionFor(received(), 'central', secret(1)) });
    const crafted: WwiState = { ...declared, diceOwedBy: null };
    expect(checkAction(crafted, board, 'allies', { kind: 'roll' })?.en).toMatch(/share of the dice seed/);
    expect(checkAction(received({ diceOwedBy: 'allies', superior: 'allies' }), board, 'allies', { kind: 'roll', dice: diceContributionFor(received(), 'allies', secret(1)) })?.en).toMatch(/No die is waiting/);
  });

  it('a crafted link whose declared attack is illegal is refused at the roll, with the rule, not thrown', () => {
    const share = diceContributionFor(received(), 'allies', secret(3));
    // Not adjacent: germany:3 stands at 0802, far from 0505.
    const far: WwiState = { ...received({ diceOwedBy: 'allies' }), declared: { kind: 'attack', side: 'central', order: { attackers: ['germany:3'], target: '0505' } } };
    expect(checkAction(far, board, 'allies', { kind: 'roll', dice: share })?.rule).toBe('6.0');
    // Declared by the side that was not to act: the Allies "attacking" in the Central Powers' phase.
    const wrongSide: WwiState = { ...received({ diceOwedBy: 'central' }), declared: { kind: 'attack', side: 'allies', order: { attackers: ['france:1'], target: '0604' } } };
    expect(checkAction(wrongSide, board, 'central', { kind: 'roll', dice: diceContributionFor(wrongSide, 'central', secret(4)) })?.en).toMatch(/not the side to act/);
    // A declared activation of a nation that cannot be activated.
    const activation: WwiState = { ...received({ diceOwedBy: 'allies' }), declared: { kind: 'activate', side: 'central', nation: 'france' } };
    expect(checkAction(activation, board, 'allies', { kind: 'roll', dice: share })).not.toBeNull();
  });

  it("a neutral's activation is declared too, and decided by the other side's share (9.2)", () => {
    const game = playBotGame({ seed: new Uint8Array(16).fill(9), maxSteps: 400, untilTurn: 3 });
    const activations = game.steps.filter((step) => step.action.kind === 'activate');
    const rolls = game.steps.filter((step) => step.action.kind === 'roll');
    expect(game.illegal).toBeNull();
    expect(activations.length).toBeGreaterThan(0);
    expect(rolls.length).toBeGreaterThan(activations.length);
    // After each activation, the roll that decides it is the other side's, and the nation's fate is logged then.
    for (const activation of activations) {
      const next = game.steps[game.steps.indexOf(activation) + 1];
      expect(next.action.kind).toBe('roll');
    }
    // Every roll is made by the side that did not declare.
    for (let i = 1; i < game.steps.length; i++) {
      if (game.steps[i].action.kind === 'roll') expect(['attack', 'activate']).toContain(game.steps[i - 1].action.kind);
      if (game.steps[i].action.kind === 'roll') expect(game.steps[i].side).not.toBe(game.steps[i - 1].side);
    }
  });

  it('on one device (plain dice) an attack is settled at once: nothing to hide between two people at one screen', () => {
    const state = received({ diceMode: 'plain', diceOwedBy: null });
    const after = applyAction(state, board, 'central', attack);
    expect(after.declared).toBeNull();
    expect(after.rollCount).toBe(state.rollCount + 1);
  });

  it('a link made before declared rolls (format 2) still opens, with nothing declared', () => {
    // A format-2 link of the historical game, turn 1, a combat waiting for the defender's choice.
    const FORMAT_2 =
      'AoDCAAACFAQEkZAAAR4IoAAAAAAABAAAAAABHgQUAABAAAUwA7gCcAGAAMEAcoA5wGhBBBBBBBBANsAdsA7UByADCAFhANuCCAGGAMIAToAeQA8AAvACqEEEAFQIIIIBsoD2AG1gOOAcKBNkB_oDIQHFCBBAMtAYSAuYAOoAvAC-AHmAM-ATMIIB3wEKAIUgRJAeABAkCS4QE4gI6gXJAjuEA8QB0ID6wgggNh1FBNiYnS4TxYKAsF8KjBNhhlhCjQvYYXxKUiZKzMmABjHTRkDc0ZsbO1NtDnENjimpxrZHV8ju9WPbLkvl2mwMClCnDtDvE1E3E5F9XMbKewf6BQBMGNMr4HqhEtbGB4u_EOuaA0Z4AAhTAABgJGeCmAgAMDAwAAAA0XBhZ1TOS--IsaZvHd8LXfAQAAKASAWCmBIxTwgCACRAAAwwEAA';
    const state = wwiGame.decodeState(fromBase64Url(FORMAT_2)!);
    expect(state.declared).toBeNull();
    expect(state.turn).toBe(1);
    expect(state.pending).toMatchObject({ stage: 'defender', attackers: ['britain:BEF', 'france:6'], defenderHex: '0312', defenders: ['germany:1'], attackerLoss: 3, defenderLoss: 3 });
    expect(state.dice).toEqual([1276695339, 3766133010, 3603302283, 3205557146]);
    expect(state.units.filter((unit) => unit.status === 'map')).toHaveLength(55);
    // Written again, it is a format-3 link that reads back the same.
    expect(viaLink(state)).toEqual({ ...state, undo: null });
  });

  it('the side that acts second cannot choose the die of the first attack: it joins, promising its share, before anything is declared', () => {
    const start = wwiGame.initialState('historical', { dice: 'shared' }, new Uint8Array(16).fill(5));
    const first = start.superior;
    const second = first === 'allies' ? 'central' : 'allies';
    // The game opens waiting for the second side; the first side can do nothing yet.
    expect(wwiGame.turn(start).waitingFor).toEqual([second]);
    expect(wwiGame.validate(start, first, { kind: 'end-attacks' })).not.toBeNull();
    // The second side joins with its share: no die falls, and its next share is promised.
    const join = wwiGame.withDice(start, second, { kind: 'roll' }, secret(40));
    const joined = wwiGame.apply(start, new Map([[second, join]]));
    expect(joined.rollCount).toBe(start.rollCount);
    expect(joined.declared).toBeNull();
    expect(joined.diceCommitments[second]).toBe(diceContributionFor(start, second, secret(40)).commitNext);
    expect(wwiGame.turn(joined).waitingFor).toEqual([first]);
    // Whatever the first side declares later, the second side's share that rolls it was promised at the join:
    // trying other secrets at the roll is refused, so no face can be picked.
    const crafted: WwiState = { ...joined, declared: { kind: 'attack', side: first, order: { attackers: [], target: '0505' } }, diceOwedBy: second };
    for (let other = 41; other < 50; other++) {
      expect(wwiGame.validate(crafted, second, { kind: 'roll', dice: diceContributionFor(crafted, second, secret(other)) })?.en).toMatch(/promised/);
    }
  });

  it('a crafted start without the join cannot declare a die before the other side\'s share is promised', () => {
    const state = received({ diceContributions: { allies: 0, central: 0 } });
    expect(checkAction(state, board, 'central', { ...attack, dice: diceContributionFor(state, 'central', secret(1)) })?.en).toMatch(/not joined/);
    expect(checkAction(state, board, 'central', { kind: 'activate', nation: 'italy', dice: diceContributionFor(state, 'central', secret(1)) })?.en).toMatch(/not joined/);
  });
});

describe('the phase named while the second side joins', () => {
  it('is the join, naming the side that acts now, and the first attack once it has joined', () => {
    const start = wwiGame.initialState('historical', { dice: 'shared' }, new Uint8Array(16).fill(5));
    const second = start.superior === 'allies' ? 'central' : 'allies';
    const joiner = second === 'allies' ? 'Allies' : 'Central Powers';
    expect(wwiGame.turn(start).waitingFor).toEqual([second]);
    expect(wwiGame.phaseLabel(start, 'en')).toBe(`Turn 1 (Summer-Autumn 1914): the ${joiner} join the game`);
    expect(wwiGame.phaseLabel(start, 'it')).toMatch(/^Turno 1 .*ingresso nella partita$/);
    const joined = wwiGame.apply(start, new Map([[second, wwiGame.withDice(start, second, { kind: 'roll' }, secret(40))]]));
    expect(wwiGame.phaseLabel(joined, 'en')).toBe('Turn 1 (Summer-Autumn 1914): first attack of the superior player (Allied)');
    // Plain dice have no join: the first attack from the start.
    expect(wwiGame.phaseLabel(wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5)), 'en')).toContain('first attack');
  });
});
