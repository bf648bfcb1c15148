/** A library held in memory: for the CLI, for tests, and when IndexedDB is unavailable. */
import type { AfterMerge, LibraryBackend } from './backend';
import { mergeNode, mergeNodes, type LibraryGame, type LibraryNode } from './merge';

export class MemoryLibrary implements LibraryBackend {
  private readonly games = new Map<string, LibraryGame>();

  async list(): Promise<LibraryGame[]> {
    return [...this.games.values()].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  async get(uid: string): Promise<LibraryGame | undefined> {
    return this.games.get(uid);
  }

  async addNode(uid: string, gameId: string, node: LibraryNode, session?: string, after?: AfterMerge) {
    const merged = mergeNode(this.games.get(uid), { uid, gameId, node, session });
    const result = { ...merged, game: after ? after(merged.game) : merged.game };
    this.games.set(uid, result.game);
    return result;
  }

  async addNodes(uid: string, gameId: string, nodes: LibraryNode[], session?: string, after?: AfterMerge) {
    const merged = mergeNodes(this.games.get(uid), { uid, gameId, nodes, session });
    const result = { ...merged, game: after ? after(merged.game) : merged.game };
    this.games.set(uid, result.game);
    return result;
  }

  async patch(uid: string, change: (game: LibraryGame) => LibraryGame) {
    const existing = this.games.get(uid);
    if (!existing) throw new Error('no such game');
    const next = change(existing);
    this.games.set(uid, next);
    return next;
  }

  async remove(uid: string): Promise<void> {
    this.games.delete(uid);
  }
}
