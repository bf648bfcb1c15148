/**
 * What the view shows under the board and the power sheets, loaded after the first board
 * (a dynamic import from be-view.ts, one chunk): the log's sentences and the scoring
 * explained. The first visit from a link downloads them only once the board is drawn.
 */
export { logLines } from './log-lines';
export { scoringPanel } from './scoring-panel';
