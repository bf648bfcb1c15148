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
      },
    };
  }
  if (existing.gameId !== fresh.gameId) throw new MergeRefused('game id mismatch for the same uid');
  const known = existing.nodes[node.hash];
  if (known) {
    // The same state back from a link: someone else holds it too, so it may no longer be taken back.
    if (known.madeHere && !node.madeHere) {
      const { madeHere: _, ...received } = known;
      return { game: { ...existing, nodes: { ...existing.nodes, [node.hash]: received } }, outcome: 'known' };
    }
    return { game: existing, outcome: 'known' };
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
  if (node.parentHash && !existing.nodes[node.parentHash]) {
    return { game, outcome: node.ply > (previousHead?.ply ?? -1) ? 'detached' : 'older' };
  }
  if (previousHead && node.ply <= previousHead.ply) return { game, outcome: 'older' };
  return { game, outcome: 'advanced' };
}

/**
 * The state to show: the deepest node whose history is complete back to the
 * start (a link with missing phases before it cannot take a game over), or the
 * deepest of all when no chain is complete. Ties (a fork) go to the
 * continuation that arrived first, so opening the second branch never hides the first.
 */
export function currentNode(game: LibraryGame): LibraryNode | undefined {
  const nodes = Object.values(game.nodes);
  const connected = nodes.filter((node) => history(game, node.hash).length === node.ply + 1);
  let best: LibraryNode | undefined;
  for (const node of connected.length ? connected : nodes) {
    if (!best || node.ply > best.ply || (node.ply === best.ply && node.receivedAt < best.receivedAt)) best = node;
  }
  return best;
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
