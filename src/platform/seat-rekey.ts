/**
 * Re-keying a seat whose device was lost: the other seats vote, each vote
 * signed by the voter's registered key over the game, the seat, its old key's
 * fingerprint and the new key's. A state may change a registered key only with
 * such votes from more than half of the seats still in the game (at least two),
 * carried beside its game link and checked by every browser that holds the
 * state before it. Binding the old fingerprint makes a vote count once: after
 * the change it names a key the seat no longer has, so it cannot be replayed.
 */
import { BitReader, BitWriter, MalformedError } from './codec/bits';
import { SEAT_KEY_BYTES, SIGNATURE_BYTES, seatFingerprint, verifySigned } from './seat-keys';

/** One seat's signed agreement that `RekeyEvidence.target` now plays with `RekeyEvidence.key`. */
export interface RekeyVote {
  voter: number;
  /** The voter's public key (compressed P-256): its fingerprint must be the one registered for the voter. */
  voterKey: Uint8Array;
  signature: Uint8Array;
}

/** What justifies a changed seat key: the seat, its new public key, and the votes. */
export interface RekeyEvidence {
  target: number;
  key: Uint8Array;
  votes: RekeyVote[];
}

/** Seats are power indices below 16 (turn-link.ts masks). */
const MAX_SEAT_INDEX = 15;

/** What a vote signs. */
export function rekeyVoteMessage(gameUid: string, target: number, oldFingerprint: string, newFingerprint: string): Uint8Array {
  return new TextEncoder().encode(`dispaccio/seat-rekey/v1/${gameUid}/${target}/${oldFingerprint}/${newFingerprint}`);
}

/** What the new key signs when it asks for the seat (it proves the asker holds it). */
export function rekeyRequestMessage(gameUid: string, target: number, oldFingerprint: string): Uint8Array {
  return new TextEncoder().encode(`dispaccio/seat-rekey-request/v1/${gameUid}/${target}/${oldFingerprint}`);
}

/**
 * Votes needed to re-key a seat: more than half of the seats still in the game (the seat itself
 * counted, as the computer hand-over counts), and never fewer than two, so that in a two-seat game
 * the opponent alone can never take a seat.
 */
export function rekeyVotesNeeded(seatsStillIn: number): number {
  return Math.max(2, Math.floor(seatsStillIn / 2) + 1);
}

export function writeRekeyEvidence(writer: BitWriter, evidence: RekeyEvidence): void {
  if (evidence.key.length !== SEAT_KEY_BYTES || !evidence.votes.length || evidence.votes.length > MAX_SEAT_INDEX) throw new RangeError('re-key evidence');
  writer.bits(evidence.target, 4).bits(evidence.votes.length, 4).rawBytes(evidence.key);
  for (const vote of evidence.votes) {
    if (vote.voterKey.length !== SEAT_KEY_BYTES || vote.signature.length !== SIGNATURE_BYTES) throw new RangeError('re-key vote');
    writer.bits(vote.voter, 4).bits(0, 4).rawBytes(vote.voterKey).rawBytes(vote.signature);
  }
}

export function readRekeyEvidence(reader: BitReader): RekeyEvidence {
  const target = reader.bits(4);
  const count = reader.bits(4);
  if (!count) throw new MalformedError('re-key votes');
  const key = reader.rawBytes(SEAT_KEY_BYTES);
  const votes: RekeyVote[] = [];
  for (let i = 0; i < count; i++) {
    const voter = reader.bits(4);
    if (reader.bits(4) !== 0) throw new MalformedError('re-key vote');
    votes.push({ voter, voterKey: reader.rawBytes(SEAT_KEY_BYTES), signature: reader.rawBytes(SIGNATURE_BYTES) });
  }
  return { target, key, votes };
}

export function encodeRekeyEvidence(evidence: RekeyEvidence): Uint8Array {
  const writer = new BitWriter();
  writeRekeyEvidence(writer, evidence);
  return writer.finish();
}

export function decodeRekeyEvidence(bytes: Uint8Array): RekeyEvidence {
  const reader = new BitReader(bytes);
  const evidence = readRekeyEvidence(reader);
  if (reader.remainingBits >= 8) throw new MalformedError('re-key evidence');
  return evidence;
}

/** The seats whose signed votes are valid for this change: distinct, not the seat itself, still in the game, by their registered keys. */
export async function validVoters(
  gameUid: string,
  registered: Record<number, string>,
  stillIn: readonly number[],
  evidence: RekeyEvidence,
): Promise<number[]> {
  const oldFingerprint = registered[evidence.target];
  if (!oldFingerprint) return [];
  const message = rekeyVoteMessage(gameUid, evidence.target, oldFingerprint, await seatFingerprint(evidence.key));
  const voters = new Set<number>();
  for (const vote of evidence.votes) {
    if (vote.voter === evidence.target || voters.has(vote.voter) || !stillIn.includes(vote.voter)) continue;
    if (registered[vote.voter] !== (await seatFingerprint(vote.voterKey))) continue;
    if (await verifySigned(vote.voterKey, vote.signature, message)) voters.add(vote.voter);
  }
  return [...voters].sort((a, b) => a - b);
}

/**
 * `next` (the keys a state registers from its parent's) with the seat re-keyed, or null when the
 * evidence does not justify it: the seat had a key registered in the parent (`registered`), the new
 * one differs, and enough valid votes by keys registered there.
 */
export async function rekeyedSeatKeys(
  gameUid: string,
  registered: Record<number, string>,
  next: Record<number, string>,
  stillIn: readonly number[],
  evidence: RekeyEvidence,
): Promise<Record<number, string> | null> {
  const oldFingerprint = registered[evidence.target];
  const newFingerprint = await seatFingerprint(evidence.key);
  if (!oldFingerprint || oldFingerprint === newFingerprint) return null;
  const voters = await validVoters(gameUid, registered, stillIn, evidence);
  if (voters.length < rekeyVotesNeeded(stillIn.length)) return null;
  return { ...next, [evidence.target]: newFingerprint };
}
