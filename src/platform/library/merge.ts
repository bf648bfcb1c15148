/**
 * The game library's merge rules, pure so they can be tested anywhere.
 *
 * A game is a tree of immutable states named by their hash. A link adds one
 * node; nothing is ever replaced, so links can be opened in any order: an
 * older link adds nothing new, a newer one extends the chain, and a second,
 * different continuation of the same phase becomes a visible fork.
 */
import type { Lang, Localized } from '../game';

export interface LibraryNode {
  hash: string;
  parentHash: string | null;
  ply: number;
  /** base64url of the game's state bytes. */
  state: string;
  /**
   * A game with hidden parts played with a referee: base64url of the state as this browser may
   * read it (its own hidden parts put back; the referee's: the whole state). Never in a link nor hashed.
   */
  view?: string;
  /** Both languages, so the library can list games without loading their code. */
  phaseLabel: Localized;
  summary: Localized;
  /** Powers that must act in this state (for "whose move"), and their names. */
  waitingFor: string[];
  waitingNames: Record<Lang, string[]>;
  receivedAt: number;
  /**
   * Made by this browser resolving a phase, not received by link or file: only
   * such a state can be taken back (Play.takeBack). Absent in older records.
   */
  madeHere?: true;
  /** The orders that made this state from its parent (hash chain, turn-link.ts MadeBy without the carried box). */
  made?: { seats: number; digests: string[] };
  /** Fingerprints of the keys registered for seats in this state, by power index (seat-keys.ts). */
  seatKeys?: Record<number, string>;
  /** base64url of the votes that changed a seat's key in this state (seat-rekey.ts), sent again with its game link. */
  rekey?: string;
  /** Referee mode: base64url of the referee's signature of this state's game link (referee-keys.ts), so the link can be sent again. */
  refereeSignature?: string;
  /**
   * Whether this browser recomputed the state from its parent and the orders
   * ("verified"), or found that it does not follow from them ("refuted", kept
   * but never current). Absent: not checked (orders not at hand).
   */
  check?: 'verified' | 'refuted';
}

export interface LibraryGame {
  uid: string;
  /** Game module id ("diplomacy"). */
  gameId: string;
  createdAt: number;
  updatedAt: number;
  nodes: Record<string, LibraryNode>;
  /** Powers this browser plays in this game. */
  myPowers: string[];
  /** Free-form settings of the platform (mode, names); length-limited by the caller. */
  settings: Record<string, string>;
  /** The game's session (mode, referee key, names) as base64url of its link bytes. */
  session: string;
  /** Orders received for a phase, by state hash then seat: base64url of the orders box (scheme byte first). */
  orders: Record<string, Record<string, string>>;
  /** Sealed mode: secrets by state hash then seat, base64url: our own, kept to reveal, and those revealed to us. */
  reveals: Record<string, Record<string, string>>;
  /**
   * The first state this library received of the game: the current state is
   * always reached from it, so an older link (its ancestors) never moves the
   * game back and a link with unknown history never takes it over. Absent in older records.
   */
  anchor?: string;
  /** Requests to re-key a lost seat and the votes held for them, by `${seat index}/${new key's fingerprint}` (play/rekey.ts). */
  rekeys?: Record<string, RekeyRecord>;
}

/** One request to re-key a seat: the new public key, the key it replaces, the valid votes held (voter index → key and signature). */
export interface RekeyRecord {
  /** base64url of the new compressed public key. */
  key: string;
  /** Fingerprint of the seat's key the request replaces. */
  old: string;
  votes: Record<number, string>;
  /** This browser asked: it holds the new key's private half. */
  asked?: true;
  /** This browser asked: the request's link, to send again. */
  link?: string;
}

export type MergeOutcome =
  /** First time this game is seen. */
  | 'new-game'
  /** The node extends the newest known state. */
  | 'advanced'
  /** The node was already known. */
  | 'known'
  /** The node is older than what the library has; kept, but not shown as current. */
  | 'older'
  /** The node is a different continuation of a phase that already had one. */
  | 'fork'
  /** The node's parent is not known yet (links opened out of order); kept. */
  | 'detached';

export function mergeNode(
  existing: LibraryGame | undefined,
  fresh: { uid: string; gameId: string; node: LibraryNode; session?: string },
): { game: LibraryGame; outcome: MergeOutcome } {
  const { node } = fresh;
  if (!existing) {
    return {
      outcome: 'new-game',
      game: {
        uid: fresh.uid,
        gameId: fresh.gameId,
        createdAt: node.receivedAt,
        updatedAt: node.receivedAt,
        nodes: { [node.hash]: node },
        myPowers: [],
        settings: {},
        session: fresh.session ?? '',
        orders: {},
        reveals: {},
        anchor: node.hash,
      },
    };
  }
  if (existing.gameId !== fresh.gameId) throw new MergeRefused('game id mismatch for the same uid');
  const known = existing.nodes[node.hash];
  if (known) {
    let kept = known;
    // The same state back from a link: someone else holds it too, so it may no longer be taken back.
    if (known.madeHere && !node.madeHere) {
      const { madeHere: _, ...received } = known;
      kept = received;
    }
    // The same state, now readable here with this browser's hidden parts.
    if (node.view && !kept.view) kept = { ...kept, view: node.view };
    // The same state with the votes that re-keyed a seat in it, to send them on with its link.
    if (node.rekey && !kept.rekey) kept = { ...kept, rekey: node.rekey };
    return kept === known ? { game: existing, outcome: 'known' } : { game: { ...existing, nodes: { ...existing.nodes, [node.hash]: kept } }, outcome: 'known' };
  }
  // A state always comes exactly one phase after its parent: a link claiming more is forged.
  const parent = node.parentHash ? existing.nodes[node.parentHash] : undefined;
  if (parent && node.ply !== parent.ply + 1) throw new MergeRefused('a phase must follow its parent by one');

  const previousHead = currentNode(existing);
  const game: LibraryGame = {
    ...existing,
    updatedAt: Math.max(existing.updatedAt, node.receivedAt),
    nodes: { ...existing.nodes, [node.hash]: node },
  };
  const siblings = Object.values(existing.nodes).filter(
    (other) => other.ply === node.ply && other.parentHash === node.parentHash,
  );
  if (node.ply > 0 && siblings.length > 0) return { game, outcome: 'fork' };
  const head = currentNode(game);
  if (head?.hash !== previousHead?.hash && head && (head.hash === node.hash || history(game, head.hash).some((n) => n.hash === node.hash))) {
    return { game, outcome: 'advanced' };
  }
  if (previousHead && node.ply <= previousHead.ply) return { game, outcome: 'older' };
  return { game, outcome: 'detached' };
}

/**
 * Adds many states at once (a game file): one copy of the record, each state
 * checked against its parent like mergeNode, so the work is linear in the
 * number of states. Returns the game and how many states were new.
 */
export function mergeNodes(
  existing: LibraryGame | undefined,
  fresh: { uid: string; gameId: string; nodes: LibraryNode[]; session?: string },
): { game: LibraryGame; added: number } {
  const sorted = [...fresh.nodes].sort((a, b) => a.ply - b.ply);
  if (!sorted.length) throw new MergeRefused('no states');
  if (existing && existing.gameId !== fresh.gameId) throw new MergeRefused('game id mismatch for the same uid');
  const base = existing ?? mergeNode(undefined, { uid: fresh.uid, gameId: fresh.gameId, node: sorted[0], session: fresh.session }).game;
  const nodes = { ...base.nodes };
  let added = existing ? 0 : 1;
  let updatedAt = base.updatedAt;
  for (const node of sorted) {
    if (nodes[node.hash]) continue;
    const parent = node.parentHash ? nodes[node.parentHash] : undefined;
    if (parent && node.ply !== parent.ply + 1) throw new MergeRefused('a phase must follow its parent by one');
    nodes[node.hash] = node;
    updatedAt = Math.max(updatedAt, node.receivedAt);
    added++;
  }
  return { game: { ...base, nodes, updatedAt }, added };
}

/** A node's standing when choosing among continuations: verified first, refuted never. */
function rank(node: LibraryNode): number {
  return node.check === 'verified' || node.madeHere ? 0 : node.check === 'refuted' ? 2 : 1;
}

/** The states built on each state, by parent hash. */
function childrenByParent(game: LibraryGame): Map<string, LibraryNode[]> {
  const children = new Map<string, LibraryNode[]>();
  for (const node of Object.values(game.nodes)) {
    if (!node.parentHash) continue;
    const list = children.get(node.parentHash);
    if (list) list.push(node);
    else children.set(node.parentHash, [node]);
  }
  return children;
}

/** Where the current state is reached from: the anchor, or for older records the start, or the first state received. */
function anchorOf(game: LibraryGame): LibraryNode | undefined {
  if (game.anchor && game.nodes[game.anchor]) return game.nodes[game.anchor];
  let best: LibraryNode | undefined;
  const key = (node: LibraryNode) => [node.ply === 0 ? 0 : 1, node.receivedAt];
  for (const node of Object.values(game.nodes)) {
    const [start, time] = key(node);
    if (!best) best = node;
    else {
      const [bestStart, bestTime] = key(best);
      if (start < bestStart || (start === bestStart && time < bestTime)) best = node;
    }
  }
  return best;
}

/**
 * The state to show: from the anchor (the first state this library received),
 * follow the continuations down. A link whose history does not reach the
 * anchor cannot take the game over, and an older link (before the anchor)
 * never moves it back. At a fork the continuation that was verified wins, a
 * refuted one is never followed, and otherwise the first arrival stays, so
 * opening a second branch never hides the first. Linear in the game's size.
 */
export function currentNode(game: LibraryGame): LibraryNode | undefined {
  const children = childrenByParent(game);
  let at = anchorOf(game);
  // A first link later refuted (a forged next phase opened before anything else) never holds the game:
  // start again from the state it claimed to follow, once that is held.
  for (let climbs = 0; at?.check === 'refuted' && at.parentHash && game.nodes[at.parentHash] && climbs < 1000; climbs++) at = game.nodes[at.parentHash];
  const seen = new Set<string>();
  while (at && !seen.has(at.hash)) {
    seen.add(at.hash);
    const from: LibraryNode = at;
    let next: LibraryNode | undefined;
    for (const child of children.get(from.hash) ?? []) {
      if (child.ply !== from.ply + 1 || rank(child) === 2) continue;
      if (!next || rank(child) < rank(next) || (rank(child) === rank(next) && child.receivedAt < next.receivedAt)) next = child;
    }
    if (!next) break;
    at = next;
  }
  return at;
}

/** A link that cannot belong to the game it names. */
export class MergeRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MergeRefused';
  }
}

/** Phases with more than one continuation, each with its branches. */
export function forks(game: LibraryGame): { parentHash: string; branches: LibraryNode[] }[] {
  const byParent = new Map<string, LibraryNode[]>();
  for (const node of Object.values(game.nodes)) {
    if (!node.parentHash) continue;
    const list = byParent.get(node.parentHash) ?? [];
    list.push(node);
    byParent.set(node.parentHash, list);
  }
  return [...byParent]
    .filter(([, branches]) => branches.length > 1)
    .map(([parentHash, branches]) => ({
      parentHash,
      branches: branches.sort((a, b) => a.receivedAt - b.receivedAt),
    }));
}

/** The chain from the first known state to `hash`, oldest first; stops at a gap. */
export function history(game: LibraryGame, hash: string): LibraryNode[] {
  const chain: LibraryNode[] = [];
  const seen = new Set<string>();
  let at: LibraryNode | undefined = game.nodes[hash];
  while (at && !seen.has(at.hash)) {
    seen.add(at.hash);
    chain.unshift(at);
    at = at.parentHash ? game.nodes[at.parentHash] : undefined;
  }
  return chain;
}
