/**
 * <be-map>: the Belle Époque board. Draws the three continents' territories with
 * their cube spaces, the fleet boxes and the tracks; the territories the player may
 * pick now are buttons, and picking one dispatches `be-territory`. Pan and zoom come
 * from the shared board viewport.
 */
import { LitElement, html, nothing, svg, unsafeCSS } from 'lit';
import { paletteCss } from './map-layout';
import { BoardViewport } from '../../../platform/board-viewport';
import { loadBelleEpoqueData } from '../engine/data';
import type { BelleEpoqueState } from '../engine/state';
import { fleetBoxesTemplate, geometry, panelsTemplate, plateDetails, territoryLabel, territoryPlate, territoryShape, tracksTemplate, type MapView } from './be-map-drawing';
import { beMapStyles } from './be-map-styles';

const d = loadBelleEpoqueData();
const fmt = (v: number) => (Math.round(v * 10) / 10).toString();
/** Below this width (CSS pixels) the board opens on Europe rather than the whole picture. */
const NARROW = 700;

const WORDS = {
  en: { map: 'La Belle Époque map', zoomIn: 'Zoom in', zoomOut: 'Zoom out', zoomReset: 'Whole map' },
  it: { map: 'Mappa di La Belle Époque', zoomIn: 'Ingrandisci', zoomOut: 'Riduci', zoomReset: 'Mappa intera' },
} as const;

export class BeMap extends LitElement {
  static properties = {
    state: { attribute: false },
    lang: { type: String },
    selectable: { attribute: false },
    selected: { attribute: false },
    contest: { attribute: false },
  };
  declare state: BelleEpoqueState;
  declare lang: 'en' | 'it';
  /** Territory ids the player may pick now: only these are buttons. */
  declare selectable: readonly string[];
  declare selected: string | null;
  /** A space under contest, highlighted (8.7). */
  declare contest: { territory: string; space: number } | null;

  private readonly extent = { x: 0, y: 0, width: geometry.width, height: geometry.height };
  readonly viewport = new BoardViewport(this, {
    extent: this.extent,
    minWidth: geometry.width / 10,
    keep: 'inside',
    dragThreshold: 6,
    panKeys: 'shift-arrows',
    surface: () => this.renderRoot.querySelector('svg.board'),
  });
  private opened = false;

  static styles = [beMapStyles, unsafeCSS(paletteCss())];

  constructor() {
    super();
    this.lang = 'en';
    this.selectable = [];
    this.selected = null;
    this.contest = null;
  }

  protected firstUpdated(): void {
    // A phone opens on Europe: the whole board would be too small to read.
    const width = this.getBoundingClientRect().width;
    if (!this.opened && width > 0 && width < NARROW) {
      // Western and central Europe, from Portugal to the Balkans: plates big enough to read.
      const europe = geometry.panels.find((p) => p.id === 'europe')!;
      this.viewport.focus(
        [
          { x: europe.x + europe.width * 0.05, y: europe.y + europe.height * 0.1 },
          { x: europe.x + europe.width * 0.62, y: europe.y + europe.height * 0.7 },
        ],
        { padding: 0 },
      );
    }
    this.opened = true;
  }

  /** Where a territory's plate centre is on screen (viewport pixels): for tests and tools that click like a player. */
  plateOnScreen(id: string): { x: number; y: number } {
    const [x, y, w, h] = geometry.territories[id].plate;
    return this.viewport.toScreen({ x: x + w / 2, y: y + h / 2 });
  }

  private pick(id: string): void {
    if (!this.selectable.includes(id)) return;
    this.dispatchEvent(new CustomEvent('be-territory', { detail: { territory: id }, bubbles: true, composed: true }));
  }

  private territoryOf(event: Event): string | null {
    const target = event.composedPath().find((node): node is Element => node instanceof Element && node.hasAttribute('data-territory'));
    return target?.getAttribute('data-territory') ?? null;
  }

  private onClick = (event: MouseEvent): void => {
    if (this.viewport.dragged) return;
    const id = this.territoryOf(event);
    if (id) this.pick(id);
  };

  private onKeyDown = (event: KeyboardEvent): void => {
    if (this.viewport.onKey(event)) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = this.territoryOf(event);
    if (!id || !this.selectable.includes(id)) return;
    event.preventDefault();
    this.pick(id);
  };

  private onFocusIn = (event: FocusEvent): void => {
    const id = this.territoryOf(event);
    if (!id) return;
    const [x, y, w, h] = geometry.territories[id].plate;
    this.viewport.reveal({ x: x + w / 2, y: y + h / 2 }, this.viewport.view.width * 0.08);
  };

  render() {
    if (!this.state) return nothing;
    const t = WORDS[this.lang];
    const view: MapView = { state: this.state, lang: this.lang, selectable: this.selectable, selected: this.selected, contest: this.contest };
    const viewport = this.viewport;
    const box = viewport.view;
    const ids = d.territories.map((x) => x.id).filter((id) => geometry.territories[id]);
    return html`
      <div class="frame">
        <svg class="board ${viewport.panning ? 'panning' : ''}" viewBox="${fmt(box.x)} ${fmt(box.y)} ${fmt(box.width)} ${fmt(box.height)}"
          role="group" aria-label=${t.map}
          @click=${this.onClick} @pointerdown=${viewport.onPointerDown} @pointermove=${viewport.onPointerMove}
          @pointerup=${viewport.onPointerUp} @pointercancel=${viewport.onPointerUp} @wheel=${viewport.onWheel}
          @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
          <rect class="paper" x="0" y="0" width=${geometry.width} height=${geometry.height}></rect>
          ${panelsTemplate(this.lang)}
          <g aria-hidden="true">${ids.map((id) => territoryShape(view, id))}</g>
          ${ids.map((id) => {
            const selectable = this.selectable.includes(id);
            const label = territoryLabel(this.state, id, this.lang);
            // Only a territory the player may pick now is a button; the others are named pictures.
            return selectable
              ? svg`<g class="territory pickable ${this.selected === id ? 'selected' : ''}" data-territory=${id} role="button" tabindex="0" aria-label=${label} aria-pressed=${this.selected === id ? 'true' : 'false'}>${territoryPlate(view, id)}</g>`
              : svg`<g class="territory ${this.selected === id ? 'selected' : ''}" data-territory=${id} role="img" aria-label=${label}>${territoryPlate(view, id)}</g>`;
          })}
          <g class="plate-details" aria-hidden="true">${ids.map((id) => plateDetails(view, id))}</g>
          ${fleetBoxesTemplate(view)}
          ${tracksTemplate(view)}
        </svg>
        <div class="zoom">
          <button type="button" aria-label=${t.zoomIn} title=${t.zoomIn} @click=${viewport.zoomIn}>+</button>
          <button type="button" aria-label=${t.zoomOut} title=${t.zoomOut} @click=${viewport.zoomOut}>−</button>
          <button type="button" aria-label=${t.zoomReset} title=${t.zoomReset} @click=${() => viewport.fit()}>⤢</button>
        </div>
      </div>
    `;
  }
}

customElements.define('be-map', BeMap);

declare global {
  interface HTMLElementTagNameMap {
    'be-map': BeMap;
  }
}
