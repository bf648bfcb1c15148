/**
 * Game-agnostic play by link: create a game, open any link, record orders,
 * resolve a phase. Everything goes through the GameModule interface and the
 * library, and every failure comes back as a typed error, never a throw to the
 * page and never a partial write.
 */
import { decodeEnvelope, encodeEnvelope, type LinkError, type LinkKind } from './codec/envelope';
import { GAME_UID_BYTES, readOrdersPayload, readTurnPayload, stateHash, writeOrdersPayload, writeTurnPayload } from './codec/turn-link';
import { fromBase64Url, toBase64Url } from './codec/base64url';
import type { GameModule, Lang, Localized, PowerId } from './game';
import type { GameBundle, GameMeta } from './game-ui';
import { randomBytes, toHex } from './hash';
import { currentNode, type LibraryGame, type LibraryNode, type MergeOutcome } from './library/merge';
import { StorageError, classifyStorageError } from './library/store';

/** What the library must offer; IndexedDB in the browser, a Map in tests and the CLI. */
export interface LibraryBackend {
  get(uid: string): Promise<LibraryGame | undefined>;
  addNode(uid: string, gameId: string, node: LibraryNode): Promise<{ game: LibraryGame; outcome: MergeOutcome }>;
  patch(uid: string, change: (game: LibraryGame) => LibraryGame): Promise<LibraryGame | undefined>;
}

export interface GameCatalog {
  byLinkId(linkId: number): GameMeta | undefined;
  byId(id: string): GameMeta | undefined;
  load(meta: GameMeta): Promise<GameBundle>;
}

export type PlayError =
  | { code: LinkError['code']; detail?: string }
  | { code: 'no-game' | 'wrong-phase' }
  | { code: 'rejected'; reason: Localized }
  | { code: 'storage'; storage: StorageError['code'] };

export type OpenResult =
  | { ok: true; kind: 'game'; meta: GameMeta; game: LibraryGame; node: LibraryNode; outcome: MergeOutcome }
  | { ok: true; kind: 'orders'; meta: GameMeta; game: LibraryGame; node: LibraryNode; power: PowerId; known: boolean }
  | { ok: false; error: PlayError };

export class Play {
  constructor(
    private readonly library: LibraryBackend,
    private readonly games: GameCatalog,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async create(meta: GameMeta, variant: string, options: Record<string, string>, settings: Record<string, string>) {
    const { module } = await this.games.load(meta);
    const uid = toHex(randomBytes(GAME_UID_BYTES));
    const state = module.initialState(variant, options, randomBytes(16));
    const node = await this.makeNode(module, uid, 0, null, state);
    const { game } = await this.guard(() => this.library.addNode(uid, meta.id, node));
    const everyone = module.powers(state).map((power) => power.id);
    const saved = await this.guard(() =>
      this.library.patch(uid, (g) => ({ ...g, settings: { ...settings }, myPowers: settings.mode === 'table' ? everyone : g.myPowers })),
    );
    return { game: saved ?? game, node };
  }

  /** Opens any pasted link. Never throws. */
  async open(text: string): Promise<OpenResult> {
    try {
      const decoded = decodeEnvelope(text, { knownGames: (id) => !!this.games.byLinkId(id), expectKinds: ['game', 'orders'] });
      if (!decoded.ok) return { ok: false, error: decoded.error };
      const meta = this.games.byLinkId(decoded.envelope.gameLinkId)!;
      const { module } = await this.games.load(meta);
      return decoded.envelope.kind === 'game'
        ? await this.openTurn(meta, module, decoded.envelope.payload)
        : await this.openOrders(meta, module, decoded.envelope.payload);
    } catch (error) {
      if (error instanceof StorageError) return { ok: false, error: { code: 'storage', storage: error.code } };
      return { ok: false, error: { code: 'malformed' } };
    }
  }

  private async openTurn(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    const turn = readTurnPayload(payload);
    const state = module.decodeState(turn.state);
    const node = await this.makeNode(module, turn.gameUid, turn.ply, turn.parentHash, state);
    const { game, outcome } = await this.guard(() => this.library.addNode(turn.gameUid, meta.id, node));
    return { ok: true, kind: 'game', meta, game, node: game.nodes[node.hash], outcome };
  }

  private async openOrders(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    const orders = readOrdersPayload(payload);
    const game = await this.guard(() => this.library.get(orders.gameUid));
    if (!game || game.gameId !== meta.id) return { ok: false, error: { code: 'no-game' } };
    const node = game.nodes[orders.phaseHash];
    if (!node) return { ok: false, error: { code: 'wrong-phase' } };
    const state = module.decodeState(fromBase64Url(node.state)!);
    const power = module.powers(state)[orders.powerIndex]?.id;
    if (!power || !module.turn(state).waitingFor.includes(power)) return { ok: false, error: { code: 'wrong-phase' } };
    const action = module.decodeAction(state, power, orders.body);
    const problem = module.validate(state, power, action);
    if (problem) return { ok: false, error: { code: 'rejected', reason: problem } };
    const encoded = toBase64Url(orders.body);
    const known = game.orders[node.hash]?.[power] === encoded;
    const saved = await this.guard(() => this.library.patch(game.uid, (g) => withOrders(g, node.hash, power, encoded)));
    return { ok: true, kind: 'orders', meta, game: saved ?? game, node, power, known };
  }

  /** Records one power's orders for a phase on this device. */
  async recordOrders(meta: GameMeta, uid: string, hash: string, power: PowerId, action: unknown): Promise<LibraryGame> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const state = this.stateOf(module, game.nodes[hash]);
    const encoded = toBase64Url(module.encodeAction(state, power, action));
    return (await this.guard(() => this.library.patch(uid, (g) => withOrders(g, hash, power, encoded))))!;
  }

  /** Which powers this browser plays in a game (remembered in the library). */
  async setMyPowers(uid: string, powers: PowerId[]): Promise<LibraryGame> {
    return (await this.guard(() => this.library.patch(uid, (g) => ({ ...g, myPowers: [...new Set(powers)] }))))!;
  }

  /** The orders link a player sends to the group for one power's orders. */
  async ordersLink(meta: GameMeta, uid: string, hash: string, power: PowerId, action: unknown): Promise<string> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const state = this.stateOf(module, game.nodes[hash]);
    const powerIndex = module.powers(state).findIndex((p) => p.id === power);
    const body = module.encodeAction(state, power, action);
    return encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ gameUid: uid, phaseHash: hash, powerIndex, body }));
  }

  /**
   * Resolves a phase with the orders received; powers without orders are in
   * civil disorder (the game decides what that means). Deterministic, so every
   * browser with the same orders produces the same next state and hash.
   */
  async resolve(meta: GameMeta, uid: string, hash: string): Promise<{ game: LibraryGame; node: LibraryNode; outcome: MergeOutcome }> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const parent = game.nodes[hash];
    const state = this.stateOf(module, parent);
    const actions = new Map<PowerId, unknown>();
    for (const [power, encoded] of Object.entries(game.orders[hash] ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      actions.set(power, module.decodeAction(state, power, fromBase64Url(encoded)!));
    }
    const next = module.apply(state, actions);
    const node = await this.makeNode(module, uid, parent.ply + 1, parent.hash, next);
    const result = await this.guard(() => this.library.addNode(uid, meta.id, node));
    return { ...result, node: result.game.nodes[node.hash] };
  }

  /** The game link of a stored state. */
  gameLink(meta: GameMeta, game: LibraryGame, node: LibraryNode): string {
    const state = fromBase64Url(node.state)!;
    return encodeEnvelope('game', meta.linkId, writeTurnPayload({ gameUid: game.uid, ply: node.ply, parentHash: node.parentHash, state }));
  }

  stateOf<S>(module: GameModule<S>, node: LibraryNode | undefined): S {
    if (!node) throw new Error('unknown phase');
    return module.decodeState(fromBase64Url(node.state)!);
  }

  current(game: LibraryGame): LibraryNode | undefined {
    return currentNode(game);
  }

  private async makeNode(module: GameModule, uid: string, ply: number, parentHash: string | null, state: unknown): Promise<LibraryNode> {
    const bytes = module.encodeState(state);
    const waitingFor = module.turn(state).waitingFor;
    const powers = module.powers(state);
    const names = (lang: Lang) => waitingFor.map((id) => powers.find((p) => p.id === id)?.name[lang] ?? id);
    return {
      hash: await stateHash(uid, ply, bytes),
      parentHash,
      ply,
      state: toBase64Url(bytes),
      phaseLabel: { en: module.phaseLabel(state, 'en'), it: module.phaseLabel(state, 'it') },
      summary: { en: module.summary(state, 'en'), it: module.summary(state, 'it') },
      waitingFor,
      waitingNames: { en: names('en'), it: names('it') },
      receivedAt: this.now(),
    };
  }

  private async mustGet(uid: string): Promise<LibraryGame> {
    const game = await this.guard(() => this.library.get(uid));
    if (!game) throw new Error('no such game');
    return game;
  }

  private async guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}

function withOrders(game: LibraryGame, hash: string, power: PowerId, encoded: string): LibraryGame {
  return { ...game, orders: { ...game.orders, [hash]: { ...(game.orders[hash] ?? {}), [power]: encoded } } };
}

export type { LinkKind };
