/**
 * The starting state of the game New game shows, made once per module, variant and options:
 * the page reads it several times a render (the seats, the names, the mode's problem), and
 * making it may be costly (a whole map's set-up). Pure: no DOM.
 */
import type { GameModule } from '../../platform/game';

/** Enough for the configurations one page shows at once (its options, and the way's start options). */
const KEPT = 8;

export class StartStates {
  private module: Pick<GameModule, 'initialState'> | null = null;
  private readonly states = new Map<string, unknown>();

  /** The module's initial state for `variant` and `options`, made at most once while they stay the same. */
  of(module: Pick<GameModule, 'initialState'>, variant: string, options: Record<string, string>): unknown {
    if (module !== this.module) {
      this.module = module;
      this.states.clear();
    }
    const key = JSON.stringify([variant, Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
    if (this.states.has(key)) return this.states.get(key);
    // A refused configuration throws each time it is asked for, as the module itself would.
    const state = module.initialState(variant, options);
    if (this.states.size >= KEPT) this.states.delete(this.states.keys().next().value!);
    this.states.set(key, state);
    return state;
  }
}
