/**
 * A library node from a state: its hash (which covers the game, the parent
 * and the orders that made it: codec/turn-link.ts stateHash), the labels the
 * library lists, and in referee mode the referee's signature when this
 * browser is the referee and made the state.
 */
import { toBase64Url } from '../codec/base64url';
import { encodeRekeyEvidence } from '../seat-rekey';
import { stateHash, unsignedTurnPayload, type TurnPayload } from '../codec/turn-link';
import type { GameModule, Lang } from '../game';
import type { LibraryNode } from '../library/merge';
import { signGameLink } from '../referee-keys';
import type { PlayContext } from './context';

/** The referee's signature of a state this browser made, or nothing when it holds no signing key for the game. */
async function refereeSignature(ctx: PlayContext, uid: string, turn: TurnPayload): Promise<Uint8Array | undefined> {
  if (!turn.session.signed) return undefined;
  const secrets = await ctx.guard(() => ctx.keys.get(uid));
  return secrets?.sign ? signGameLink(secrets.sign, unsignedTurnPayload(turn)) : undefined;
}

/** A library node for a state; `sign`: made here, so signed by this browser when it is the game's referee. */
export async function makeNode(ctx: PlayContext, module: GameModule, turn: Omit<TurnPayload, 'state'>, whole: unknown, sign = false): Promise<LibraryNode> {
  // With hidden parts and a referee, the link carries the shown state; this browser keeps its view.
  const forms =
    turn.session.mode === 'referee' ? await ctx.hiddenSeats.forms(module, turn.gameUid, whole, sign && (await ctx.isReferee(turn.gameUid))) : { link: whole, view: undefined };
  const state = forms.link;
  const bytes = module.encodeState(state);
  const signature = sign ? await refereeSignature(ctx, turn.gameUid, { ...turn, state: bytes }) : turn.refereeSignature;
  const waitingFor = module.turn(state).waitingFor;
  const powers = module.powers(state);
  const names = (lang: Lang) => waitingFor.map((id) => powers.find((p) => p.id === id)?.name[lang] ?? id);
  const made = turn.made ? { made: { seats: turn.made.seats, digests: turn.made.digests } } : {};
  const seatKeys = turn.seatKeys && Object.keys(turn.seatKeys).length ? { seatKeys: turn.seatKeys } : {};
  return {
    hash: await stateHash({ ...turn, state: bytes }),
    parentHash: turn.parentHash,
    ply: turn.ply,
    ...made,
    ...seatKeys,
    ...(turn.rekey ? { rekey: toBase64Url(encodeRekeyEvidence(turn.rekey)) } : {}),
    ...(signature ? { refereeSignature: toBase64Url(signature) } : {}),
    state: toBase64Url(bytes),
    ...(forms.view !== undefined ? { view: toBase64Url(module.encodeState(forms.view)) } : {}),
    phaseLabel: { en: module.phaseLabel(state, 'en'), it: module.phaseLabel(state, 'it') },
    summary: { en: module.summary(state, 'en'), it: module.summary(state, 'it') },
    waitingFor,
    waitingNames: { en: names('en'), it: names('it') },
    receivedAt: ctx.now(),
  };
}
