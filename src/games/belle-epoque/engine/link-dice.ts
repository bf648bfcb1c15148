/**
 * Shared dice of La Belle Époque played by link (option "dice: shared"): no
 * player can work out a die before choosing the action it decides.
 *
 * - An action whose resolution rolls a die or shuffles a deck (a contest's dice
 *   8.7 i, a reroll, the events of a new turn 6.2, a reshuffle 7.0) is only
 *   *declared*: the state keeps it unresolved with an 8-byte nonce its player
 *   made fresh (`nonce`).
 * - The roller then resolves it with its next *share*: the dice are seeded by
 *   SHA-256 of nonce and share. The declarer knew the nonce but not the share;
 *   the roller knew its share but not the nonce, and has no choice left.
 * - Shares form a hash chain per roller (v[k-1] = first 16 bytes of
 *   SHA-256(v[k])): the state holds the last value shown (the head) and the
 *   next share must hash to it, so it was fixed before any nonce it meets
 *   and cannot be picked. The chain starts from a secret the roller's browser
 *   keeps; its first head travels with that player's first action.
 * - Two persons roll: the first two players (players[0], players[1]); each
 *   rolls for the other and the first rolls for everyone else (two heads in
 *   every link, not four).
 *
 * Not enforced: a declarer and its roller who tell each other their nonce and
 * share can predict together; a roller may stall (it learns the result before
 * sending the roll). Hands and deck orders stay public (docs/guarantees.md).
 */
import { fromHex, toHex } from '../../../platform/hash';
import { commitmentOf } from '../../../platform/dice-share';
import { sha256Sync } from '../../../platform/sha256-sync';
import type { PowerId } from './data';
import type { Action } from './actions';
import type { Rng } from './rng';
import { rngFromBytes } from './rng';
import { playerOf, type BelleEpoqueState } from './state';

/** Rolls one person can make in a game; each step of its chain serves one roll. */
export const CHAIN_LENGTH = 1024;
export const SHARE_BYTES = 16;
export const NONCE_BYTES = 8;
/** Persons who roll: the first two players. */
export const ROLLERS = 2;

/** An action kept unresolved until the roller's share comes. */
export interface Declared {
  power: PowerId;
  roller: PowerId;
  action: Action;
  nonce: string;
}

export interface SharedDice {
  /** Per roller (players[0], players[1]): the last chain value shown, null before its first action. */
  heads: (string | null)[];
  declared: Declared | null;
}

/** What link play adds to an action: the roll itself and the values the dice need. */
export type LinkAction = (Action | { kind: 'roll' }) & { nonce?: string; share?: string; head?: string };

const HEX = (bytes: number) => new RegExp(`^[0-9a-f]{${2 * bytes}}$`);
export const SHARE_HEX = HEX(SHARE_BYTES);
export const NONCE_HEX = HEX(NONCE_BYTES);

function label(secret: Uint8Array, what: string): Uint8Array {
  const text = new TextEncoder().encode(`belle-epoque-dice:${what}:`);
  const out = new Uint8Array(text.length + secret.length);
  out.set(text);
  out.set(secret, text.length);
  return out;
}

/** Chains this browser made lately (a browser plays few games at once; the secret never leaves it anyway). */
const chains = new Map<string, string[]>();

/** The chain of roller `player` from its browser's secret: chain[0] is the first head, chain[k] the k-th share. */
export function chainOf(secret: Uint8Array, player: number): string[] {
  const key = `${toHex(secret)}:${player}`;
  const known = chains.get(key);
  if (known) return known;
  const chain: string[] = new Array(CHAIN_LENGTH + 1);
  chain[CHAIN_LENGTH] = toHex(sha256Sync(label(secret, `chain:${player}`)).slice(0, SHARE_BYTES));
  for (let k = CHAIN_LENGTH; k > 0; k--) chain[k - 1] = commitmentOf(chain[k]);
  if (chains.size >= 8) chains.clear();
  chains.set(key, chain);
  return chain;
}

/** The share that opens `head`, or null when the secret is not this chain's or the chain is spent. */
export function shareFor(secret: Uint8Array, player: number, head: string): string | null {
  const chain = chainOf(secret, player);
  const at = chain.indexOf(head);
  return at >= 0 && at < CHAIN_LENGTH ? chain[at + 1] : null;
}

/** A nonce only its maker can foresee: from its secret and the state it acts on (reload and undo give it again). */
export function nonceFor(secret: Uint8Array, stateBytes: Uint8Array): string {
  const input = new Uint8Array(stateBytes.length + secret.length);
  input.set(secret);
  input.set(stateBytes, secret.length);
  return toHex(sha256Sync(label(input, 'nonce')).slice(0, NONCE_BYTES));
}

/** Does a share open this head? */
export function opens(head: string | null, share: string | undefined): boolean {
  return !!head && !!share && SHARE_HEX.test(share) && commitmentOf(share) === head;
}

/** The dice a declared action resolves with: seeded by its nonce and the roller's share. */
export function rollingRng(nonce: string, share: string): Rng {
  const n = fromHex(nonce);
  const s = fromHex(share);
  const input = new Uint8Array(n.length + s.length);
  input.set(n);
  input.set(s, n.length);
  return rngFromBytes(sha256Sync(label(input, 'roll')).slice(0, 16));
}

/** Which roller slot a person holds (0, 1), or -1. */
export function slotOf(s: BelleEpoqueState, p: PowerId): number {
  const player = playerOf(s, p);
  return player >= 0 && player < ROLLERS ? player : -1;
}

/** Who rolls for `declarer`: the first roller slot held by another person and with a head; null when none has joined yet. */
export function rollerFor(s: BelleEpoqueState, shared: SharedDice, declarer: PowerId): PowerId | null {
  const own = playerOf(s, declarer);
  for (let slot = 0; slot < Math.min(ROLLERS, s.players.length); slot++) {
    if (slot !== own && shared.heads[slot]) return s.players[slot][0];
  }
  return null;
}

/** Must this power's next action carry its roller's first head? */
export function owesHead(s: BelleEpoqueState, shared: SharedDice, p: PowerId): boolean {
  const slot = slotOf(s, p);
  return slot >= 0 && shared.heads[slot] === null;
}

/** An Rng that only counts what it is asked: tells whether an action leaves anything to chance. */
export function countingRng(): Rng & { count: number } {
  const rng = {
    count: 0,
    roll: () => (rng.count++, 1),
    below: () => (rng.count++, 0),
  };
  return rng;
}
