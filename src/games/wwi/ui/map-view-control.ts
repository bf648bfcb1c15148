/**
 * The classroom's one key (front-view.ts): F, or the button showing it, goes
 * round the whole map (on a projector or in a demonstration: the action, followed), both fronts side
 * by side, the Western and the Eastern Front; each change is said to screen readers. The key works while the focus
 * is anywhere in the game's view but a text field, so it never takes a letter
 * typed elsewhere on the page.
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Lang } from '../../../platform/game';
import { MAP_VIEW_KEY, type MapView, mapViewWords, nextMapView, openingMapView } from './front-view';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export class MapViewControl implements ReactiveController {
  view: MapView = 'whole';
  /** Whether the view was changed (then the live region says the new one). */
  private changed = false;
  /** Whether the view the board opens on is known (it depends on the board's width). */
  private opened = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  /** Once the board has a width: the view it opens on (a phone's board opens on the Western Front, wwi-board.ts), so the button says it. */
  hostUpdated(): void {
    if (this.opened || this.changed) return;
    const width = this.host.shadowRoot?.querySelector('wwi-board')?.getBoundingClientRect().width ?? 0;
    if (width === 0) return;
    this.opened = true;
    const view = openingMapView(width);
    if (view === this.view) return;
    this.view = view;
    this.host.requestUpdate();
  }

  next(): void {
    this.view = nextMapView(this.view);
    this.changed = true;
    this.host.requestUpdate();
  }

  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== MAP_VIEW_KEY || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
    event.preventDefault();
    this.next();
  };

  /** The button: the view shown (`follows`: the first one follows the action, front-view.ts followsAction), and its key. */
  button(lang: Lang, follows: boolean) {
    return html`<button class="map-view" aria-keyshortcuts="F" @click=${() => this.next()}>${mapViewWords(this.view, follows, lang).label} <kbd aria-hidden="true">F</kbd></button>`;
  }

  /** A live region saying the view after each change. */
  announcement(lang: Lang, follows: boolean) {
    return html`<p class="sr-only" role="status" aria-live="polite">${this.changed ? mapViewWords(this.view, follows, lang).said : ''}</p>`;
  }
}
