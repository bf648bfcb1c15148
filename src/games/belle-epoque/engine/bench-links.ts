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

const LINK_PREFIX = 'https://dispaccio.example/#';

export function belleEpoqueLinkOf(state: BelleEpoqueModuleState, ply: number, actionBytes = 0): string {
  const payload = writeTurnPayload({
    gameUid: 'a1b2c3d4e5f6',
    ply,
    parentHash: ply ? '00112233aabb' : null,
    made: ply ? { seats: 1, digests: ['00112233aabb'], carried: incompressible(1 + actionBytes + SIGNED_TAIL_BYTES) } : undefined,
    seatKeys: ply ? { 0: '00112233aabb', 1: 'ffeeddccbbaa', 2: '0123456789ab', 3: 'ba9876543210' } : undefined,
    session: { mode: 'open' },
    state: belleEpoqueGame.encodeState(state),
  });
  return LINK_PREFIX + encodeEnvelope('game', belleEpoqueGame.linkId, payload);
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

/** One random legal game: each state and the action that made it (the first has none); `dice: 'shared'` plays as by link. */
export function randomBelleEpoqueGame(seed: number, players: 2 | 3 | 4, maxSteps = 2000, dice: 'plain' | 'shared' = 'plain'): { state: BelleEpoqueModuleState; action?: LinkAction }[] {
  const pick = pickFrom(seed);
  let s = belleEpoqueGame.initialState(String(players), { promo: seed % 2 ? 'yes' : 'no', dice }, new Uint8Array([seed & 255, seed >> 8, 7]));
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
    s = belleEpoqueGame.apply(s, new Map([[p, a]]));
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
