import { html, nothing } from 'lit';
import type { GameMeta } from '../../platform/game-ui';
import type { LibraryGame, LibraryNode } from '../../platform/library/merge';
import { t } from '../i18n';
import '../widgets/move-seat';
import '../widgets/seat-rekey';

/** What the seat widgets of the game page need: the game as shown, and what to do when they change it. */
export interface SeatTools {
  meta: GameMeta;
  game: LibraryGame;
  node: LibraryNode;
  nameOf: (id: string) => string;
  /** A link mode: seats have keys (never at one table). */
  linked: boolean;
  changed: (event: Event) => void;
}

/** At the top of the page: a lost seat's request waiting for votes, or the seat this state re-keyed. */
export function seatNotices(tools: SeatTools) {
  if (!tools.linked) return nothing;
  return html`<seat-rekey place="top" .meta=${tools.meta} .game=${tools.game} .node=${tools.node} .nameOf=${tools.nameOf} @rekey-changed=${tools.changed}></seat-rekey>`;
}

/** In the side column: moving this browser's seats to another device, or asking for a lost one. */
export function seatDevices(tools: SeatTools) {
  if (!tools.linked) return nothing;
  return html`<move-seat .meta=${tools.meta} .uid=${tools.game.uid} .seats=${tools.game.myPowers} .nameOf=${tools.nameOf}></move-seat>
    <seat-rekey place="aside" .meta=${tools.meta} .game=${tools.game} .node=${tools.node} .nameOf=${tools.nameOf} @rekey-changed=${tools.changed}></seat-rekey>`;
}

/** The game's own tools: a private "what if" copy, the whole game as a file, removing it from this browser. */
export function gameTools(actions: { whatIf: () => void; download: () => void; remove: () => void }) {
  return html`<div class="row">
    <button @click=${actions.whatIf}>${t('game.sandbox')}</button>
    <button @click=${actions.download}>${t('game.export')}</button>
    <button @click=${actions.remove}>${t('game.delete')}</button>
  </div>`;
}
