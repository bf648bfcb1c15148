/**
 * The automated player's code (engine/bot.ts), loaded the first time a computer seat or the class
 * demonstration needs it: a game link's first board comes without it. The service worker precaches
 * the chunk with every other built file, so it loads offline too.
 */
import type { botAction } from '../engine/bot';
import type { WwiAction } from '../engine/actions';
import type { WwiState } from '../engine/state';
import { europeBoard } from '../engine/europe';

export type BotAction = typeof botAction;

let loading: Promise<BotAction> | null = null;

/** The automated player's choice function, loaded once; a failed load is tried again on the next call. */
export function loadBotAction(): Promise<BotAction> {
  loading ??= import('../engine/bot').then(
    (bot) => bot.botAction,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * After `delay` ms, the automated player's action for the side to act in `state`, handed to `play` unless `stillWanted`
 * says the game moved on (or the seat changed hands) meanwhile; the code loads during the delay. Returns the timer.
 */
export function playLater(state: WwiState, delay: number, stillWanted: () => boolean, play: (action: WwiAction) => void, failed: () => void): ReturnType<typeof setTimeout> {
  const bot = loadBotAction();
  return setTimeout(() => {
    bot.then((botAction) => {
      if (!stillWanted()) return;
      const action = botAction(state, europeBoard());
      if (action) play(action);
    }, failed);
  }, delay);
}
