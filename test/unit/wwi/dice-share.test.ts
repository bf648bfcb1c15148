import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { applyAction, checkAction, type WwiAction } from '../../../src/games/wwi/engine/actions';
import { commitmentOf, diceContributionFor, owesDiceContribution } from '../../../src/games/wwi/engine/dice-share';
import { sha256Sync } from '../../../src/platform/sha256-sync';
import { withFreshDice } from '../../../src/games/wwi/engine/dice';
import { canUndo, undoDepth, undoLast } from '../../../src/games/wwi/engine/undo';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

const board = frontBoard();
const attack: WwiAction = { kind: 'attack', order: { attackers: ['germany:1', 'germany:2'], target: '0505' } };
const secret = (n: number) => new Uint8Array([n, n + 1, n + 2, 99]);

/** Central attacks in a phase it has just received: it owes its share of the seed. */
function received(patch: Partial<WwiState> = {}): WwiState {
  return stateWith(
    { 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'germany:3': '0802', 'france:2': '0302' },
    { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, diceOwedBy: 'central', ...patch },
  );
}

/** Central declares the attack with its share, then the Allies roll with theirs: the die comes with the Allies' share. */
function declareAndRoll(state: WwiState, attackerSecret: Uint8Array, defenderSecret: Uint8Array) {
  const declared = applyAction(state, board, 'central', { ...attack, dice: diceContributionFor(state, 'central', attackerSecret) });
  const rolled = applyAction(declared, board, 'allies', { kind: 'roll', dice: diceContributionFor(declared, 'allies', defenderSecret) });
  return { declared, rolled, die: rolled.log.at(-1)!.die };
}

describe('synchronous SHA-256 for dice commitments', () => {
  it('agrees with Node\'s digest on messages around the padding boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 200]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 255);
      expect(Buffer.from(sha256Sync(data)).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('the dice-seed hand-off of link play (DESIGN "Dice")', () => {
  it('refuses the first action after receiving the game without a share of the seed', () => {
    const state = received();
    expect(owesDiceContribution(state, 'central')).toBe(true);
    expect(checkAction(state, board, 'central', attack)?.en).toMatch(/share of the dice seed/);
    expect(checkAction(state, board, 'central', { ...attack, dice: { reveal: 'zz', commitNext: 'zz' } })?.en).toMatch(/16 bytes/);
  });

  it('gives the same rolls for the same link and the same actions, across encoding', () => {
    const state = received();
    const fromLink = wwiGame.decodeState(wwiGame.encodeState(state));
    const action = { ...attack, dice: diceContributionFor(state, 'central', secret(1)) };
    const roundTripped = wwiGame.decodeAction(fromLink, 'central', wwiGame.encodeAction(fromLink, 'central', action));
    const declared = wwiGame.decodeState(wwiGame.encodeState(applyAction(fromLink, board, 'central', roundTripped)));
    expect(declared.declared).toEqual({ kind: 'attack', side: 'central', order: attack.order });
    const roll: WwiAction = { kind: 'roll', dice: diceContributionFor(declared, 'allies', secret(2)) };
    const rollFromLink = wwiGame.decodeAction(declared, 'allies', wwiGame.encodeAction(declared, 'allies', roll));
    expect(rollFromLink).toEqual(roll);
    const a = declareAndRoll(state, secret(1), secret(2)).rolled;
    const b = applyAction(declared, board, 'allies', rollFromLink);
    expect(b.log.at(-1)!.die).toBe(a.log.at(-1)!.die);
    expect(b.dice).toEqual(a.dice);
  });

  it('gives different rolls for different contributions', () => {
    const state = received();
    const generators = new Set<string>();
    const dice = new Set<number>();
    for (let n = 0; n < 24; n++) {
      const { rolled, die } = declareAndRoll(state, secret(n), secret(100 + n));
      generators.add(rolled.dice.join(','));
      dice.add(die!);
    }
    expect(generators.size).toBe(24);
    // 24 fair dice all alike would happen once in 6^23 games.
    expect(dice.size).toBeGreaterThan(1);
  });

  it('hands the duty to the opponent when the game passes to it, and binds each share to the one promised before', () => {
    let state = received();
    const first = diceContributionFor(state, 'central', secret(5));
    state = applyAction(state, board, 'central', { ...attack, dice: first });
    // The die waits for the Allies: the game passes to them, and they owe their share.
    expect(state.declared?.kind).toBe('attack');
    expect(state.diceOwedBy).toBe('allies');
    expect(state.diceCommitments.central).toBe(first.commitNext);
    expect(commitmentOf(diceContributionFor(state, 'central', secret(5)).reveal)).toBe(first.commitNext);
    // Later, central's share must be the promised one: another secret is refused.
    const later = { ...state, diceOwedBy: 'central' as const, pending: null, declared: null };
    const endAttacks: WwiAction = { kind: 'end-attacks' };
    expect(checkAction(later, board, 'central', { ...endAttacks, dice: diceContributionFor(later, 'central', secret(6)) })?.en).toMatch(/promised/);
    expect(checkAction(later, board, 'central', { ...endAttacks, dice: diceContributionFor(later, 'central', secret(5)) })).toBeNull();
  });

  it('starts a shared game with the side acting second owing a share to join, then the first side owing one; a plain game owing nothing', () => {
    const shared = wwiGame.initialState('historical', {}, new Uint8Array(16));
    expect(shared.diceMode).toBe('shared');
    const second = shared.superior === 'allies' ? 'central' : 'allies';
    expect(wwiGame.owesDice(shared, second)).toBe(true);
    expect(wwiGame.owesDice(shared, shared.superior)).toBe(false);
    const joined = wwiGame.apply(shared, new Map([[second, wwiGame.withDice(shared, second, { kind: 'roll' }, secret(3))]]));
    expect(wwiGame.owesDice(joined, shared.superior)).toBe(true);
    const plain = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16));
    expect(plain.diceMode).toBe('plain');
    expect(wwiGame.owesDice(plain, plain.superior)).toBe(false);
    expect(wwiGame.withDice(plain, plain.superior, { kind: 'end-attacks' }, secret(1))).toEqual({ kind: 'end-attacks' });
  });
});

describe('plain dice for one device (DESIGN "Dice")', () => {
  it('needs no share of the seed and rolls the fresh randomness the platform passes in', () => {
    const state = received({ diceMode: 'plain', diceOwedBy: null });
    expect(checkAction(state, board, 'central', attack)).toBeNull();
    const dice = new Set<number>();
    for (let i = 0; i < 30; i++) dice.add(applyAction(withFreshDice(state, new Uint8Array([i, 7, 7])), board, 'central', attack).log.at(-1)!.die!);
    expect(dice.size).toBeGreaterThan(1);
  });

  it('keeps apply pure: the same randomness gives the same roll, and apply never draws randomness itself', () => {
    const state = received({ diceMode: 'plain', diceOwedBy: null });
    const fresh = new Uint8Array([1, 2, 3, 4]);
    const draw = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const first = applyAction(withFreshDice(state, fresh), board, 'central', attack);
    const second = applyAction(withFreshDice(state, fresh), board, 'central', attack);
    expect(draw).not.toHaveBeenCalled();
    draw.mockRestore();
    expect(second.log.at(-1)!.die).toBe(first.log.at(-1)!.die);
    expect(second.dice).toEqual(first.dice);
  });
});

describe('undo: actions since the last roll can be taken back (DESIGN "Dice")', () => {
  it('takes back an action that rolled nothing, but never one that rolled', () => {
    const state = received({ diceOwedBy: null });
    const ended = applyAction(state, board, 'central', { kind: 'end-attacks' });
    // Shared dice: ending the phase hands the game to the Allies, so nothing is left to take back.
    expect(canUndo(ended, 'central')).toBe(false);
    // Declaring an attack hands the game over for the roll: it cannot be taken back either.
    const attacked = applyAction(state, board, 'central', attack);
    expect(attacked.rollCount).toBe(state.rollCount);
    expect(canUndo(attacked, 'central')).toBe(false);
    expect(undoLast(attacked, 'central')).toBeNull();
    const rolled = applyAction(attacked, board, 'allies', { kind: 'roll', dice: diceContributionFor(attacked, 'allies', secret(3)) });
    expect(rolled.rollCount).toBe(state.rollCount + 1);
    expect(canUndo(rolled, 'allies')).toBe(false);
  });

  it('on one device walks back several actions of the side that took them, up to the last roll', () => {
    let state = stateWith({ 'france:1': '0305', 'germany:1': '0805' }, { phase: 'allied-movement', turn: 2, diceMode: 'plain' });
    const start = state;
    state = applyAction(state, board, 'allies', { kind: 'move', moves: [{ unit: 'france:1', steps: [{ to: '0405' }] }] });
    expect(canUndo(state, 'allies')).toBe(true);
    expect(canUndo(state, 'central')).toBe(false);
    expect(undoLast(state, 'allies')).toBe(start);
    state = applyAction(state, board, 'central', { kind: 'move', moves: [] });
    // The Central Powers acted since: the Allies can no longer take theirs back.
    expect(canUndo(state, 'allies')).toBe(false);
    expect(undoDepth(state, 'central')).toBe(1);
  });

  it('can never re-roll: a settlement taken back and made otherwise leaves the next die unchanged', () => {
    // Germans and Austrians attacked France:1 and owe 2 loss points; France:2 waits at 0502 for the next attack.
    const state = stateWith(
      { 'germany:1': '0604', 'austria-hungary:1': '0605', 'france:1': '0505', 'germany:3': '0602', 'france:2': '0502' },
      {
        phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, engaged: ['germany:1', 'austria-hungary:1', 'france:1'], attackedHexes: ['0505'],
        pending: {
          stage: 'attacker', attackers: ['germany:1', 'austria-hungary:1'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 2, defenderLoss: 1,
          retreatCap: 1, minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
        },
      },
    );
    const next: WwiAction = { kind: 'attack', order: { attackers: ['germany:3'], target: '0502' } };
    const germanPays = applyAction(state, board, 'central', { kind: 'settle', choice: { rp: { germany: 2 } } });
    expect(canUndo(germanPays, 'central')).toBe(true);
    const dieOf = (before: WwiState) => {
      const declared = applyAction(before, board, 'central', next);
      return applyAction(declared, board, 'allies', { kind: 'roll', dice: diceContributionFor(declared, 'allies', secret(4)) }).log.at(-1)!.die;
    };
    const dieAfterGerman = dieOf(germanPays);
    const takenBack = undoLast(germanPays, 'central')!;
    expect(takenBack).toBe(state);
    const austrianPays = applyAction(takenBack, board, 'central', { kind: 'settle', choice: { rp: { 'austria-hungary': 2 } } });
    expect(austrianPays.nations['germany'].rp).toBe(state.nations['germany'].rp);
    expect(dieOf(austrianPays)).toBe(dieAfterGerman);
  });
});
