/**
 * Link sizes of La Belle Époque over random legal games (the bench's figures,
 * never asserted as timings). A game link is written as the platform writes it
 * in open mode: after the first, it carries the signed box of the action that
 * made it and four seats' key fingerprints. Games are played as by link, with
 * shared dice (link-dice.ts): heads in the state, nonces and shares in actions.
 */
import { encodeEnvelope } from '../../../platform/codec/envelope';
import { writeTurnPayload } from '../../../platform/codec/turn-link';
import { SIGNED_TAIL_BYTES } from '../../../platform/seat-keys';
import { legalActions } from './legal';
import type { PowerId } from './data';
import { belleEpoqueGame, type BelleEpoqueModuleState } from './module';
import type { LinkAction } from './link-dice';
import { incompressible } from '../../../platform/codec/incompressible';
import { HIDDEN_SALT_BYTES } from '../../../platform/hidden-parts';
import { REFEREE_KEY_BYTES, REFEREE_SIGNATURE_BYTES, type TurnPayload } from '../../../platform/codec/turn-link';
import { BitWriter } from '../../../platform/codec/bits';
import { POWER_IDS } from './data';

const LINK_PREFIX = 'https://dispaccio.example/#';

const SEAT_KEYS = { 0: '00112233aabb', 1: 'ffeeddccbbaa', 2: '0123456789ab', 3: 'ba9876543210' };

/** A game link at `ply` of a game with these link fields and state bytes. */
function linkOf(ply: number, fields: Pick<TurnPayload, 'made' | 'seatKeys' | 'session' | 'refereeSignature'>, state: Uint8Array): string {
  const payload = writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply, parentHash: ply ? '00112233aabb' : null, ...fields, state });
  return LINK_PREFIX + encodeEnvelope('game', belleEpoqueGame.linkId, payload);
}

export function belleEpoqueLinkOf(state: BelleEpoqueModuleState, ply: number, actionBytes = 0): string {
  return linkOf(ply, {
    made: ply ? { seats: 1, digests: ['00112233aabb'], carried: incompressible(1 + actionBytes + SIGNED_TAIL_BYTES) } : undefined,
    seatKeys: ply ? SEAT_KEYS : undefined,
    session: { mode: 'open' },
  }, belleEpoqueGame.encodeState(state));
}

/** A small deterministic generator for picking among legal actions. */
export function pickFrom(seed: number): (n: number) => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * A game link of referee play with secret hands as the platform writes it: the shown state with
 * each power's hand sealed inside (sealed bytes have the ciphertext's length, the plain text's), the
 * referee's key in the session, its signature at the end, four seats' fingerprints, no carried box.
 */
export function belleEpoqueRefereeLinkOf(state: BelleEpoqueModuleState, ply: number): string {
  const { shown, secrets } = belleEpoqueGame.hidden!.split(state);
  const sealed = new BitWriter().rawBytes(incompressible(HIDDEN_SALT_BYTES)).varUint(POWER_IDS.length);
  for (const p of POWER_IDS) {
    const part = secrets.get(p);
    sealed.varUint(part?.length ?? 0);
    if (part) sealed.rawBytes(incompressible(part.length));
  }
  return linkOf(ply, {
    made: ply ? { seats: 1, digests: ['00112233aabb'] } : undefined,
    seatKeys: SEAT_KEYS,
    session: { mode: 'referee', refereeKey: incompressible(REFEREE_KEY_BYTES), signed: true },
    refereeSignature: incompressible(REFEREE_SIGNATURE_BYTES),
  }, belleEpoqueGame.encodeState(secrets.size ? belleEpoqueGame.hidden!.withSealed(shown, sealed.finish()) : shown));
}

/** One random legal game: each state and the action that made it (the first has none); `dice: 'shared'` plays as by link. */
export function randomBelleEpoqueGame(seed: number, players: 2 | 3 | 4, maxSteps = 2000, dice: 'plain' | 'shared' = 'plain', hands: 'open' | 'secret' = 'open'): { state: BelleEpoqueModuleState; action?: LinkAction }[] {
  const pick = pickFrom(seed);
  let s = belleEpoqueGame.initialState(String(players), { promo: seed % 2 ? 'yes' : 'no', dice, hands }, new Uint8Array([seed & 255, seed >> 8, 7]));
  // Each person's browser keeps its own secret for the game.
  const secrets = s.players.map((_, i) => new Uint8Array([seed & 255, i, 99]));
  const out: { state: BelleEpoqueModuleState; action?: LinkAction }[] = [{ state: s }];
  for (let i = 0; i < maxSteps; i++) {
    const p = belleEpoqueGame.turn(s).waitingFor[0] as PowerId | undefined;
    if (!p) break;
    let a: LinkAction;
    if (s.shared?.declared) a = { kind: 'roll' };
    else {
      const legal = legalActions(s);
      // Passing ends a power's turn: taken rarely, so games reach their later turns with full boards.
      const active = legal.filter((x) => x.kind !== 'pass');
      a = active.length && pick(6) > 0 ? active[pick(active.length)] : legal[pick(legal.length)];
    }
    a = belleEpoqueGame.withDice(s, p, a, secrets[s.players.findIndex((g) => g.includes(p))]);
    // Secret hands: the referee's fresh chance at each step (fixed here, for the bench's repeatability).
    s = belleEpoqueGame.apply(s, new Map([[p, a]]), hands === 'secret' ? new Uint8Array([seed & 255, i & 255, i >> 8, 5]) : undefined);
    out.push({ state: s, action: a });
  }
  return out;
}

/** Every game link's length over `games` random games of 2, 3 and 4 players. */
export function belleEpoqueLinkLengths(games: number): number[] {
  const lengths: number[] = [];
  for (let g = 0; g < games; g++) {
    const steps = randomBelleEpoqueGame(g + 1, ([4, 3, 2] as const)[g % 3], 2000, 'shared');
    steps.forEach(({ state, action }, ply) => {
      const actionBytes = action ? belleEpoqueGame.encodeAction(state, '', action).length : 0;
      lengths.push(belleEpoqueLinkOf(state, ply, actionBytes).length);
    });
  }
  return lengths;
}

/** Every referee game link's length (hands secret) over `games` random games of 2, 3 and 4 players. */
export function belleEpoqueRefereeLinkLengths(games: number): number[] {
  const lengths: number[] = [];
  for (let g = 0; g < games; g++) {
    randomBelleEpoqueGame(g + 1, ([4, 3, 2] as const)[g % 3], 2000, 'plain', 'secret').forEach(({ state }, ply) => lengths.push(belleEpoqueRefereeLinkOf(state, ply).length));
  }
  return lengths;
}
