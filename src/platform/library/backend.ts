/** What the library must offer the play service: IndexedDB in the browser (store.ts), a Map in tests and the CLI (memory.ts). */
import type { LibraryGame, LibraryNode, MergeOutcome } from './merge';

/**
 * What to change in a game record once states are merged into it, in the same write (the evidence a
 * state came with): one transaction instead of two, and never a state written without its evidence.
 */
export type AfterMerge = (game: LibraryGame) => LibraryGame;

export interface LibraryBackend {
  list(): Promise<LibraryGame[]>;
  get(uid: string): Promise<LibraryGame | undefined>;
  addNode(uid: string, gameId: string, node: LibraryNode, session?: string, after?: AfterMerge): Promise<{ game: LibraryGame; outcome: MergeOutcome }>;
  /** Many states of one game in one write (game files); without it they are added one by one. */
  addNodes?(uid: string, gameId: string, nodes: LibraryNode[], session?: string, after?: AfterMerge): Promise<{ game: LibraryGame; added: number }>;
  patch(uid: string, change: (game: LibraryGame) => LibraryGame): Promise<LibraryGame | undefined>;
}
