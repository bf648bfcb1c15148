/**
 * The Log tab. Its panel (log-panel.ts, with the words of each logged event) loads the first time the
 * tab opens, so a game link's first board comes without it; meanwhile the tab says it is loading. A
 * replay starts from that panel, so its banner and board highlights are there whenever one runs.
 * The service worker precaches the chunk with every other built file, so the tab opens offline too.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { ReplayStep } from './game-log';
import type { LogReplay } from './log-replay';
import { EMPTY_OVERLAY, type BoardOverlay } from './overlay';
import { VIEW_WORDS as W } from './words';

type LogPanelModule = typeof import('./log-panel');

let panel: LogPanelModule | null = null;
let loading: Promise<unknown> | null = null;
let failed = false;

/** The log panel `draw` makes once its code is there, or a loading line until then (`loaded` redraws the view). */
export function logTab(lang: Lang, loaded: () => void, draw: (module: LogPanelModule) => TemplateResult): TemplateResult {
  if (panel) return draw(panel);
  if (failed) {
    // Said once; the next time the view draws the tab (the player's next tap) the load is tried again.
    failed = false;
    return html`<p class="refusal" role="alert">${W.loadFailed[lang]}</p>`;
  }
  loading ??= import('./log-panel').then(
    (module) => {
      panel = module;
      loaded();
    },
    () => {
      loading = null;
      failed = true;
      loaded();
    },
  );
  return html`<p class="waiting" role="status">${W.logLoading[lang]}</p>`;
}

/** Above the board while a replay runs (log-panel.ts). */
export function replayBanner(replay: LogReplay, steps: ReplayStep[], lang: Lang): TemplateResult | typeof nothing {
  return panel?.replayBanner(replay, steps, lang) ?? nothing;
}

/** The board's highlights for a replay step (log-panel.ts). */
export function replayOverlay(step: ReplayStep | undefined, board: Board, lang: Lang): BoardOverlay {
  return panel?.replayOverlay(step, board, lang) ?? EMPTY_OVERLAY;
}
