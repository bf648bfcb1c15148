/**
 * Which hidden parts this browser may open, and the two forms of a state in a
 * game with hidden parts (GameModule.hidden) played with a referee:
 *  - the link form: the shown state with every seat's part sealed inside;
 *  - this browser's view: the shown state with the parts it may open put
 *    back (the referee's: the whole state; a seat's: its own hand).
 * Only the link form is hashed, signed and sent; the view stays in this library.
 */
import { decodeEnvelope } from './codec/envelope';
import type { GameModule, PowerId } from './game';
import { hiddenBaseKey, openParts, sealParts } from './hidden-parts';
import type { KeyStore } from './keys';
import type { LibraryGame } from './library/merge';
import { INVITATION_KEY_BYTES, type SeatKeyStore } from './seat-keys';

export interface HiddenForms<S> {
  /** What the link carries. */
  link: S;
  /** What this browser may read, when it opens any hidden part (or made the state). */
  view?: S;
}

export class HiddenSeats {
  private readonly cache = new Map<string, Map<number, CryptoKey>>();

  constructor(
    private readonly games: (uid: string) => Promise<LibraryGame | undefined>,
    private readonly keys: KeyStore,
    private readonly seatKeys: SeatKeyStore,
  ) {}

  /** The referee's base keys of a game it is creating (before its invitations are stored). */
  remember(uid: string, bases: Map<number, CryptoKey>): void {
    this.cache.set(uid, bases);
  }

  /** Keys changed (an invitation was opened here): read them again next time. */
  forget(uid: string): void {
    this.cache.delete(uid);
  }

  /** The base keys this browser holds, by power index: every seat's for the referee (from its invitations), else its own seats'. */
  async bases(uid: string, powers: readonly PowerId[]): Promise<Map<number, CryptoKey>> {
    const cached = this.cache.get(uid);
    if (cached) return cached;
    const out = new Map<number, CryptoKey>();
    const game = await this.games(uid);
    if (!game) return out;
    if (game.settings.invitations && (await this.keys.get(uid))) {
      for (const link of Object.values(JSON.parse(game.settings.invitations) as Record<string, string>)) {
        const decoded = decodeEnvelope(link, { expectKinds: ['invite'] });
        if (!decoded.ok) continue;
        const payload = decoded.envelope.payload;
        out.set(payload[0], await hiddenBaseKey(payload.subarray(1, 1 + INVITATION_KEY_BYTES)));
      }
    }
    for (const seat of game.myPowers) {
      const hidden = (await this.seatKeys.get(uid, seat))?.hidden;
      const index = powers.indexOf(seat);
      if (hidden && index >= 0 && !out.has(index)) out.set(index, hidden);
    }
    this.cache.set(uid, out);
    return out;
  }

  /**
   * The link form and this browser's view of a state. `whole`: the referee
   * made it here, so it holds every part; otherwise it came in a link and
   * only the parts this browser's keys open are put back. Throws on sealed
   * parts that do not open into something the game accepts (a crafted link).
   */
  async forms<S>(module: GameModule<S>, uid: string, state: S, whole: boolean): Promise<HiddenForms<S>> {
    const hidden = module.hidden;
    if (!hidden) return { link: state };
    const powers = module.powers(state).map((p) => p.id);
    const bases = await this.bases(uid, powers);
    if (whole) {
      const { shown, secrets } = hidden.split(state);
      // Nothing sealed to anyone: the link is the shown state, and the referee still keeps the whole one.
      if (!secrets.size) return shown === state ? { link: state } : { link: shown, view: state };
      // A game made without invitations (by a release before its game hid anything) has no seat keys to seal to: its links stay whole.
      if (!bases.size) return { link: state };
      const sealed = await sealParts(uid, powers.map((p) => secrets.get(p)), bases);
      return { link: hidden.withSealed(shown, sealed), view: state };
    }
    const sealed = hidden.sealedOf(state);
    if (!sealed || !bases.size) return { link: state };
    const opened = await openParts(uid, sealed, bases);
    if (!opened.size) return { link: state };
    return { link: state, view: hidden.join(state, new Map([...opened].map(([index, part]) => [powers[index], part]))) };
  }
}
