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
  /** `demonstrating`: whether a class demonstration runs (it opens on the action, front-view.ts openingMapView). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly demonstrating: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  /**
   * Until the teacher picks a view, the one the board opens on, once it has a width (a phone's board opens on the
   * Western Front, wwi-board.ts), or as a demonstration starts or stops; the button says it.
   */
  hostUpdated(): void {
    if (this.changed) return;
    const width = this.host.shadowRoot?.querySelector('wwi-board')?.getBoundingClientRect().width ?? 0;
    if (width === 0) return;
    const view = openingMapView(width, this.demonstrating());
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
