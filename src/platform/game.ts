/**
 * The one interface every game implements. The platform drives games only
 * through it, so it never needs to know which game it is hosting.
 *
 * Three shapes of play must fit:
 *  - simultaneous orders (Diplomacy): several powers act in the same phase,
 *    each submits one sealed set of orders, the phase resolves when all are in;
 *  - alternating phases with dice (World War I): one side acts, the seeded
 *    dice in the state decide, the other side continues;
 *  - rounds of actions with hidden hands (La Belle Époque): one player acts at
 *    a time and parts of the state are private to a player.
 */

/**
 * Parts of a state only one seat may read. Referee play: the referee's browser holds the whole
 * state; links carry `split(state).shown` with the secrets sealed inside it (`withSealed`), and a
 * seat's browser puts back only its own (`join`). A module with hidden parts must, when `apply`
 * is given fresh randomness, draw without relying on the shown order of anything hidden (decks).
 */
export interface HiddenParts<S> {
  /** The state with every seat's secret taken out (what all may know remains, e.g. how many cards) and nothing that foretells a draw; each seat's secret as bytes. */
  split(state: S): { shown: S; secrets: Map<PowerId, Uint8Array> };
  /** `shown` with the given seats' secrets put back; throws on bytes that do not fit it (a crafted link). */
  join(shown: S, secrets: ReadonlyMap<PowerId, Uint8Array>): S;
  /** The sealed secrets a shown state carries (opaque bytes its encoding keeps), if any. */
  sealedOf(state: S): Uint8Array | undefined;
  withSealed(shown: S, sealed: Uint8Array): S;
  /** Whether a game starting from this state can hide anything (its creator's options); absent: always. Only such games must invite every seat. */
  hides?(initial: S): boolean;
}

/** A power, side or player seat of a game ("france", "allies"). */
export type PowerId = string;

/** Words in every UI language the site ships. */
export interface Localized {
  en: string;
  it: string;
}

export type Lang = keyof Localized;

/** One option the creator of a game may set (rule edition, players, end year). */
export interface GameOption {
  id: string;
  label: Localized;
  choices: { value: string; label: Localized }[];
  defaultValue: string;
}

export interface Variant {
  id: string;
  label: Localized;
  description: Localized;
}

export interface PowerInfo {
  id: PowerId;
  name: Localized;
  /** CSS colour used on the board; never the only way a power is shown. */
  color: string;
}

/** Who must act now, and how. */
export interface Turn {
  /** Powers that still owe an action or orders in this phase. */
  waitingFor: PowerId[];
  /** "simultaneous": all listed powers submit independently, then resolve. */
  mode: 'simultaneous' | 'sequential';
  /**
   * Of `waitingFor`, powers the game itself plays when they send nothing (the group handed them to
   * an automated player): the phase may be resolved without them at once, with no wait.
   */
  standIn?: PowerId[];
}

/** What the result of applying actions says about the game's end. */
export interface GameEnd {
  winners: PowerId[];
  reason: Localized;
}

/**
 * A game module. `S` is the state, `A` one action (for simultaneous games an
 * action is one power's complete order set for the phase).
 */
export interface GameModule<S = unknown, A = unknown> {
  /** Short stable id, carried in every link; never reused for another game. */
  readonly id: string;
  /** Numeric id packed into links (small, unique among games). */
  readonly linkId: number;
  readonly title: Localized;
  readonly variants: Variant[];
  readonly options: GameOption[];

  powers(state: S): PowerInfo[];
  initialState(variant: string, options: Record<string, string>, seed?: Uint8Array): S;
  turn(state: S): Turn;
  /**
   * Legal actions for a power now. Games with huge action spaces may return
   * a representative subset; `validate` is the authority.
   */
  legalActions(state: S, power: PowerId): A[];
  /** Why an action is not acceptable now, or null if it is. */
  validate(state: S, power: PowerId, action: A): Localized | null;
  /**
   * Apply actions. For simultaneous games, pass every power's action of the
   * phase at once; powers missing from the map are in civil disorder.
   * Pure: returns a new state, never mutates the input, never draws random
   * numbers itself. `randomness` is fresh bytes from the platform's CSPRNG
   * for plain dice at one table; with shared dice chance comes from the
   * state and the actions (the players' contributions), so every browser
   * computes the same next state.
   */
  apply(state: S, actions: ReadonlyMap<PowerId, A>, randomness?: Uint8Array): S;
  phaseLabel(state: S, lang: Lang): string;
  /**
   * The name of a history entry: what the board shows at this state (a game whose states show the
   * results of the phase before says so). Games without it use phaseLabel.
   */
  historyLabel?(state: S, lang: Lang): string;
  summary(state: S, lang: Lang): string;
  ended(state: S): GameEnd | null;
  /**
   * Whether the action `power` took to go from `before` to `after` may still
   * be taken back by the device that took it: nothing was left to chance on
   * the way (a die decides for good) and nobody else needs the game yet.
   * Games without it never allow a take-back.
   */
  mayTakeBack?(before: S, after: S, power: PowerId): boolean;

  /**
   * Size in bytes every sealed or referee box of this game is padded to, so
   * that a box's length tells nothing of the orders inside: at least two
   * more than the longest action `encodeAction` can produce. Default 64.
   */
  readonly boxBytes?: number;

  /**
   * Seats hold what the others must not see (cards in hand) although they act one at a time:
   * at one table the device is handed to each person before their turn, as for secret orders.
   */
  readonly privateSeats?: boolean;

  /**
   * The box size of one game when it depends on the creator's options (special orders make
   * actions longer): the same for every state of a game, so a box's length still says nothing.
   * Replaces `boxBytes` when present.
   */
  boxBytesFor?(state: S): number;

  /**
   * What only one seat may read (its hand of cards), for referee play: every link then carries
   * the shown state, with each seat's part sealed to that seat (hidden-parts.ts).
   */
  readonly hidden?: HiddenParts<S>;

  /**
   * Why a game in this state cannot be played in `mode`, or null: chance that follows from the state
   * alone (plain dice) lets whoever acts know every die before choosing, so such a game never travels
   * between players' browsers. Checked when a game is created and on every state a link brings. Absent: any mode.
   */
  modeProblem?(state: S, mode: 'table' | 'open' | 'referee' | 'sealed'): Localized | null;
  /**
   * The seats still in the game (a power with neither units nor centres is out): the seats whose
   * majority may re-key a lost seat (seat-rekey.ts). Absent: every seat.
   */
  seatsInGame?(state: S): PowerId[];
  /** Compact binary form of a state, for links. */
  encodeState(state: S): Uint8Array;
  decodeState(bytes: Uint8Array): S;
  encodeAction(state: S, power: PowerId, action: A): Uint8Array;
  decodeAction(state: S, power: PowerId, bytes: Uint8Array): A;
}

/** Registry of the games this build ships; filled by the app, not the platform. */
export class GameRegistry {
  private readonly byId = new Map<string, GameModule>();
  private readonly byLinkId = new Map<number, GameModule>();

  register(game: GameModule<any, any>): void {
    if (this.byId.has(game.id) || this.byLinkId.has(game.linkId)) {
      throw new Error(`game ${game.id} (${game.linkId}) registered twice`);
    }
    this.byId.set(game.id, game);
    this.byLinkId.set(game.linkId, game);
  }

  get(id: string): GameModule | undefined {
    return this.byId.get(id);
  }

  getByLinkId(linkId: number): GameModule | undefined {
    return this.byLinkId.get(linkId);
  }

  all(): GameModule[] {
    return [...this.byId.values()];
  }
}
