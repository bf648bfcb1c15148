/**
 * While the game's view shows another state than the saved one (a class
 * demonstration playing on, SHOWING_EVENT), the page's parts about the saved
 * phase would contradict the board: they step aside for one line saying what
 * runs and that the saved game is unchanged. The decision is pure; the line is
 * drawn by `showingNotice`.
 */
import { html, nothing } from 'lit';
import { t } from '../i18n';
import type { ShowingDetail } from '../../platform/game-ui';

/** The parts of the game page that speak of the saved phase, each shown or not. */
export interface SavedPhaseParts {
  /** Whose orders are in, and resolving. */
  orders: boolean;
  /** The list of the saved game's phases and its replay. */
  history: boolean;
  /** The link to the saved phase. */
  gameLink: boolean;
  /** The status line's next step and the take-back offer. */
  actions: boolean;
}

/** Which parts about the saved phase the page shows: all of them, or none while the view shows something else. */
export function savedPhaseParts(showing: ShowingDetail): SavedPhaseParts {
  const shown = showing === null;
  return { orders: shown, history: shown, gameLink: shown, actions: shown };
}

/** In the sidebar, in place of the saved phase's parts: what runs, and the saved game's phase, unchanged. */
export function showingNotice(showing: ShowingDetail, savedPhase: string) {
  if (!showing) return nothing;
  return html`<div class="card showing-notice" role="status">
    <h2>${showing.label}</h2>
    <p>${t('game.showing.unchanged', { phase: savedPhase })}</p>
  </div>`;
}
