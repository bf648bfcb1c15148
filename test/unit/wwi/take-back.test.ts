/**
 * Taking back a stored WWI action (issue "World War I board": undo is allowed
 * until a die is rolled, never after): the module's hook on real states of the
 * historical scenario played by the automated player, each state passed
 * through the link codec as the library stores it, and then through Play.
 */
import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { botAction } from '../../../src/games/wwi/engine/bot';
import { planMoves } from '../../../src/games/wwi/engine/bot-move';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { sideToAct } from '../../../src/games/wwi/engine/sequence';
import type { WwiAction } from '../../../src/games/wwi/engine/actions';
import type { Side, WwiState } from '../../../src/games/wwi/engine/state';
import { Play, PlayFailure, type GameCatalog } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { currentNode } from '../../../src/platform/library/merge';
import type { GameMeta } from '../../../src/platform/game-ui';
import { restoredMoves } from '../../../src/games/wwi/ui/restored-drafts';

const seed = new Uint8Array([4, 8, 15, 16, 23, 42]);
/** The secret each side's browser keeps for its share of the dice seed. */
const secrets: Record<Side, Uint8Array> = { allies: new Uint8Array([1, 1, 1]), central: new Uint8Array([2, 2, 2]) };
const board = europeBoard();

/** As the library keeps it: through the link codec. */
const stored = (state: WwiState) => wwiGame.decodeState(wwiGame.encodeState(state));

interface Step {
  side: Side;
  action: WwiAction;
  before: WwiState;
  after: WwiState;
}

/** One action of the side to act (the automated player's unless given), with its share of the dice seed. */
function step(before: WwiState, chosen?: WwiAction): Step {
  const side = sideToAct(before)!;
  const action = wwiGame.withDice(before, side, chosen ?? botAction(before, board)!, secrets[side]);
  expect(wwiGame.validate(before, side, action)).toBeNull();
  return { side, action, before, after: stored(wwiGame.apply(before, new Map([[side, action]]))) };
}

/** The automated player's game until `wanted` holds of the state. */
function playUntil(state: WwiState, wanted: (state: WwiState) => boolean): WwiState {
  for (let steps = 0; steps < 2000; steps++) {
    if (wanted(state)) return state;
    state = step(state).after;
  }
  throw new Error('never reached the wanted state');
}

/** A shared-dice game once the side acting second has joined the dice (its first action, no die). */
const joinedStart = () => step(stored(wwiGame.initialState('historical', {}, seed))).after;

const mayTakeBack = ({ before, after, side }: Step) => wwiGame.mayTakeBack!(before, after, side);

describe('the WWI take-back hook', () => {
  it("refuses an attack, which hands the game over for its die, the roll (6.1), and the defender's choice, which hands the game back", () => {
    const start = joinedStart();
    const attack = step(start);
    expect(attack.action.kind).toBe('attack');
    expect(attack.after.declared?.kind).toBe('attack');
    expect(sideToAct(attack.after)).not.toBe(attack.side);
    expect(mayTakeBack(attack)).toBe(false);
    // Even the side that did not act cannot take it back.
    expect(wwiGame.mayTakeBack!(attack.before, attack.after, attack.side === 'allies' ? 'central' : 'allies')).toBe(false);

    const roll = step(attack.after);
    expect(roll.action.kind).toBe('roll');
    expect(roll.after.rollCount).toBe(roll.before.rollCount + 1);
    expect(roll.after.log.at(-1)?.die).toBeGreaterThan(0);
    expect(mayTakeBack(roll)).toBe(false);

    const defending = playUntil(joinedStart(), (s) => s.pending?.stage === 'defender');
    const defence = step(defending);
    expect(defence.action.kind).toBe('defend');
    expect(sideToAct(defence.after)).not.toBe(defence.side);
    expect(mayTakeBack(defence)).toBe(false);
  });

  it("allows the attacker's settlement (payment and advance): no die, and the attacker is still to act", () => {
    const start = joinedStart();
    const defended = playUntil(start, (s) => s.pending?.stage === 'attacker');
    const settle = step(defended);
    expect(settle.action.kind).toBe('settle');
    expect(sideToAct(settle.after)).toBe(settle.side);
    expect(settle.after.rollCount).toBe(settle.before.rollCount);
    expect(mayTakeBack(settle)).toBe(true);
    expect(wwiGame.mayTakeBack!(settle.before, settle.after, settle.side === 'allies' ? 'central' : 'allies')).toBe(false);
    expect(wwiGame.mayTakeBack!(settle.before, settle.after, 'nobody')).toBe(false);
  });

  it('refuses the end of an attack phase, which hands the game to the other side', () => {
    const start = joinedStart();
    const end = step(start, { kind: 'end-attacks' });
    expect(end.after.rollCount).toBe(end.before.rollCount);
    expect(mayTakeBack(end)).toBe(false);
  });

  it('with shared dice (link play), refuses a movement phase, which hands the game over', () => {
    const movement = playUntil(joinedStart(), (s) => s.phase === 'allied-movement');
    const moved = step(movement, { kind: 'move', moves: [] });
    expect(sideToAct(moved.after)).toBe('central');
    expect(moved.after.rollCount).toBe(moved.before.rollCount);
    expect(mayTakeBack(moved)).toBe(false);
  });

  it('with plain dice (one device), allows a movement phase, but never an activation roll (9.2)', () => {
    const movement = playUntil(stored(wwiGame.initialState('historical', { dice: 'plain' }, seed)), (s) => s.phase === 'allied-movement' && !s.activationTried);
    const moves = planMoves(movement, board, 'allies');
    expect(moves.length).toBeGreaterThan(0);
    const moved = step(movement, { kind: 'move', moves });
    expect(moved.after.phase).toBe('central-movement');
    expect(mayTakeBack(moved)).toBe(true);

    // Taken back, the moves return as drafts of the movement phase, for the side that moves only.
    expect(restoredMoves(movement, { allies: moved.action })).toEqual(moves);
    expect(restoredMoves(movement, { central: moved.action })).toEqual([]);
    expect(restoredMoves(moved.after, { allies: moved.action })).toEqual([]);
    expect(restoredMoves(movement, { allies: { kind: 'end-attacks' } })).toEqual([]);

    const activation = step(movement, { kind: 'activate', nation: 'italy' });
    expect(activation.after.rollCount).toBe(activation.before.rollCount + 1);
    expect(activation.after.log.some((entry) => entry.die !== undefined && entry.serial === movement.phaseSerial)).toBe(true);
    expect(mayTakeBack(activation)).toBe(false);
  });
});

describe('taking back a WWI action through the library', () => {
  const meta: GameMeta = { id: wwiGame.id, linkId: wwiGame.linkId, title: wwiGame.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: wwiGame, viewTag: 'wwi-view' }) };
  const catalog: GameCatalog = { byLinkId: () => meta, byId: () => meta, load: (m) => m.load() };

  it('keeps every roll, and takes back the advance that followed one', async () => {
    const library = new MemoryLibrary();
    const play = new Play(library, catalog);
    const { game } = await play.create(meta, 'historical', {}, { mode: 'table' });
    const uid = game.uid;
    /** What the game page does: submit the side's action, then resolve at once. */
    const act = async () => {
      const node = currentNode((await library.get(uid))!)!;
      const state = play.stateOf(wwiGame, node);
      const side = sideToAct(state)!;
      const action = wwiGame.withDice(state, side, botAction(state, board)!, secrets[side]);
      await play.submit(meta, uid, node.hash, side, action);
      return { action, ...(await play.resolve(meta, uid, node.hash)) };
    };
    const refusal = async (hash: string) => {
      try {
        await play.takeBack(meta, uid, hash);
        return 'none';
      } catch (error) {
        return error instanceof PlayFailure && error.error.code === 'no-take-back' ? error.error.why : String(error);
      }
    };

    // The side acting second joins the shared dice first: no die falls.
    expect((await act()).action.kind).toBe('roll');
    const attack = await act();
    expect(attack.action.kind).toBe('attack');
    expect(await refusal(attack.node.hash)).toBe('final');
    const roll = await act();
    expect(roll.action.kind).toBe('roll');
    expect(await refusal(roll.node.hash)).toBe('final');
    // Then the defender's choice, if the die left it one, and the attacker's settlement.
    let defence = roll;
    let settle = await act();
    for (let more = 0; settle.action.kind !== 'settle' && more < 200; more++) {
      defence = settle;
      settle = await act();
    }
    expect(settle.action.kind).toBe('settle');
    expect(await play.takeBackRefusal(meta, settle.game, settle.node.hash)).toBeNull();

    const back = await play.takeBack(meta, uid, settle.node.hash);
    expect(back.node.hash).toBe(defence.node.hash);
    // The action taken back comes back whole (as the codec writes it), to be offered again.
    const attacker = sideToAct(play.stateOf(wwiGame, defence.node))!;
    expect(Object.keys(back.actions)).toEqual([attacker]);
    const encode = (action: unknown) => wwiGame.encodeAction(play.stateOf(wwiGame, back.node), attacker, action as WwiAction);
    expect(encode(back.actions[attacker])).toEqual(encode(settle.action));
    expect(currentNode((await library.get(uid))!)!.hash).toBe(defence.node.hash);
    // The phase is open again and the die of the attack stays as it fell.
    expect(play.stateOf(wwiGame, back.node).pending?.stage).toBe('attacker');
    expect(play.stateOf(wwiGame, back.node).log).toEqual(play.stateOf(wwiGame, defence.node).log);
    const again = await act();
    expect(again.node.hash).toBe(settle.node.hash);
  });
});
