/**
 * Two automated players facing each other through the game module exactly as
 * two browsers would: each action gets its share of the dice seed, is
 * validated, applied, and the state passes through its link encoding. Test and
 * benchmark material (a demonstration game for a class, link sizes), never
 * game logic.
 */
import { encodeEnvelope } from '../../../platform/codec/envelope';
import { writeTurnPayload } from '../../../platform/codec/turn-link';
import { SIGNED_TAIL_BYTES } from '../../../platform/seat-keys';
import { wwiGame } from './module';
import { botAction } from './bot';
import { europeBoard } from './europe';
import { sideToAct } from './sequence';
import type { WwiAction } from './actions';
import type { PhaseId, Side, WwiState } from './state';
import { incompressible } from '../../../platform/codec/incompressible';

/** Where links are opened; only its length matters here. */
const LINK_PREFIX = 'https://dispaccio.example/#';

/**
 * The full game link of a state as the platform would write it (open mode, no
 * names): after the first, it carries the signed box of the action that made
 * it (scheme byte, action, seat key and signature) and both sides' key fingerprints.
 */
export function gameLinkOf(state: WwiState, ply: number, actionBytes = 0, stateBytes: Uint8Array = wwiGame.encodeState(state)): string {
  const payload = writeTurnPayload({
    gameUid: 'a1b2c3d4e5f6',
    ply,
    parentHash: ply ? '00112233aabb' : null,
    made: ply ? { seats: 1, digests: ['00112233aabb'], carried: incompressible(1 + actionBytes + SIGNED_TAIL_BYTES) } : undefined,
    seatKeys: ply ? { 0: '00112233aabb', 1: 'ffeeddccbbaa' } : undefined,
    session: { mode: 'open' },
    state: stateBytes,
  });
  return LINK_PREFIX + encodeEnvelope('game', wwiGame.linkId, payload);
}

export interface PlayedStep {
  side: Side;
  phase: PhaseId;
  action: WwiAction;
  /** Milliseconds the automated player took to choose. */
  thinkMs: number;
  /** Characters of the game link after the action. */
  linkLength: number;
}

export interface PlayedGame {
  final: WwiState;
  steps: PlayedStep[];
  /** A refusal, if an automated player ever chose an illegal action (the game stops there). */
  illegal: string | null;
}

export interface SelfPlayOptions {
  variant?: 'historical' | 'free';
  seed?: Uint8Array;
  /** Stop after this turn (default: play to the end). */
  untilTurn?: number;
  maxSteps?: number;
  /** Called after each step: the state before, the state after as the next link carries it, and as applied (full log). */
  onStep?: (before: WwiState, after: WwiState, step: PlayedStep, applied: WwiState) => void;
}

export function playBotGame(options: SelfPlayOptions = {}): PlayedGame {
  const board = europeBoard();
  const secrets: Record<Side, Uint8Array> = { allies: new Uint8Array([0xa1, 0x11]), central: new Uint8Array([0xc3, 0x33]) };
  let state = wwiGame.initialState(options.variant ?? 'historical', {}, options.seed ?? new Uint8Array(16).fill(7));
  const steps: PlayedStep[] = [];
  const maxSteps = options.maxSteps ?? 5000;
  while (!wwiGame.ended(state) && steps.length < maxSteps && (options.untilTurn === undefined || state.turn <= options.untilTurn)) {
    const side = sideToAct(state)!;
    const started = performance.now();
    const chosen = botAction(state, board);
    const thinkMs = performance.now() - started;
    if (!chosen) break;
    const action = wwiGame.decodeAction(state, side, wwiGame.encodeAction(state, side, wwiGame.withDice(state, side, chosen, secrets[side])));
    const refusal = wwiGame.validate(state, side, action);
    if (refusal) return { final: state, steps, illegal: refusal.en };
    const applied = wwiGame.apply(state, new Map([[side, action]]));
    // The next link's state, as the other side's browser reads it; written once, as the app writes it once.
    const bytes = wwiGame.encodeState(applied);
    const after = wwiGame.decodeState(bytes);
    const step: PlayedStep = { side, phase: state.phase, action, thinkMs, linkLength: gameLinkOf(after, steps.length + 1, wwiGame.encodeAction(state, side, action).length, bytes).length };
    steps.push(step);
    options.onStep?.(state, after, step, applied);
    state = after;
  }
  return { final: state, steps, illegal: null };
}
