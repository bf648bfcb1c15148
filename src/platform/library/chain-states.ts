/**
 * The states of a chain of library nodes, decoded once per hash: a game view
 * may show the whole game (a log, a replay) while the page only holds encoded
 * states. A long game has a few hundred nodes; each new phase decodes one.
 */
import type { LibraryNode } from './merge';
import { fromBase64Url } from '../codec/base64url';

export class ChainStates<S> {
  private readonly byHash = new Map<string, S | null>();
  private last: { key: string; states: S[] } | null = null;

  /**
   * `decode` turns a node's state bytes into the game's state (the game module's decodeState);
   * it is given the node too, so it may answer from a cache of states decoded elsewhere.
   */
  constructor(private readonly decode: (bytes: Uint8Array, node: LibraryNode) => S) {}

  /**
   * The decoded states of `chain`, oldest first, skipping a node that cannot be
   * decoded (it is shown as the page's error elsewhere). While the chain is the
   * same the same array comes back, so a view can tell "nothing changed" by identity.
   */
  states(chain: readonly LibraryNode[]): S[] {
    const key = chain.length ? `${chain.length}:${chain[0].hash}:${chain[chain.length - 1].hash}` : '';
    if (this.last?.key === key) return this.last.states;
    const states: S[] = [];
    for (const node of chain) {
      const state = this.stateOf(node);
      if (state !== null) states.push(state);
    }
    this.last = { key, states };
    return states;
  }

  /**
   * One node's decoded state, the same object every time it is asked for (so
   * a view can keep the player's selection across re-renders), or null when
   * the node cannot be decoded.
   */
  stateOf(node: LibraryNode): S | null {
    // What this browser may read of the state (merge.ts LibraryNode.view); a view that arrives later is another key.
    const text = node.view ?? node.state;
    const key = node.view ? `${node.hash}+view` : node.hash;
    if (!this.byHash.has(key)) {
      let state: S | null = null;
      try {
        const bytes = fromBase64Url(text);
        if (bytes) state = this.decode(bytes, node);
      } catch {
        state = null;
      }
      this.byHash.set(key, state);
    }
    return this.byHash.get(key)!;
  }
}
