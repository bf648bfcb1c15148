/**
 * <be-map>: the Belle Époque board. Draws the three continents' territories with
 * their cube spaces, the fleet boxes and the tracks; the territories the player may
 * pick now are buttons, and picking one dispatches `be-territory`. Pan and zoom come
 * from the shared board viewport.
 */
import { LitElement, html, nothing, svg, unsafeCSS } from 'lit';
import { CONTINENT_NAMES, paletteCss } from './map-layout';
import { BOARD_LIMITS, OPENING_REGION, regionFrameHeight, regionOfChoices, REGIONS, regionView, type Region } from './opening-view';
import { BoardViewport } from '../../../platform/board-viewport';
import { loadBelleEpoqueData } from '../engine/data';
import type { BelleEpoqueState } from '../engine/state';
import { fleetBoxesTemplate, geometry, panelsTemplate, plateDetails, territoryLabel, territoryPlate, territoryShape, tracksTemplate, type MapView } from './be-map-drawing';
import { beMapStyles } from './be-map-styles';
import { tracksPanel } from './tracks-panel';

const d = loadBelleEpoqueData();
const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

const WORDS = {
  en: { map: 'La Belle Époque map', zoomIn: 'Zoom in', zoomOut: 'Zoom out', zoomReset: 'Whole map', regions: 'Show on the map', tracks: 'Tracks', toChoose: (n: number) => `${n} to choose` },
  it: { map: 'Mappa di La Belle Époque', zoomIn: 'Ingrandisci', zoomOut: 'Riduci', zoomReset: 'Mappa intera', regions: 'Mostra sulla mappa', tracks: 'Tracciati', toChoose: (n: number) => `${n} da scegliere` },
} as const;

export class BeMap extends LitElement {
  static properties = {
    state: { attribute: false },
    lang: { type: String },
    selectable: { attribute: false },
    selected: { attribute: false },
    contest: { attribute: false },
    tracksShown: { state: true },
  };
  /** The Tracks tab: the tracks as HTML instead of the board (tracks-panel.ts). */
  declare tracksShown: boolean;
  declare state: BelleEpoqueState;
  declare lang: 'en' | 'it';
  /** Territory ids the player may pick now: only these are buttons. */
  declare selectable: readonly string[];
  declare selected: string | null;
  /** A space under contest, highlighted (8.7). */
  declare contest: { territory: string; space: number } | null;

  readonly viewport = new BoardViewport(this, {
    ...BOARD_LIMITS,
    dragThreshold: 6,
    panKeys: 'shift-arrows',
    surface: () => this.renderRoot.querySelector('svg.board'),
  });
  private opened = false;

  static styles = [beMapStyles, unsafeCSS(paletteCss())];

  /** The frame's height for the continent shown, as a constructed sheet (the CSP refuses style attributes). */
  private readonly frameSheet = new CSSStyleSheet();

  protected createRenderRoot() {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.frameSheet];
    return root;
  }

  constructor() {
    super();
    this.lang = 'en';
    this.selectable = [];
    this.selected = null;
    this.contest = null;
    this.tracksShown = false;
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    // New choices, none of them in view (Africa's colonies while Europe shows): the map goes where they are.
    const before = changed.get('selectable') as readonly string[] | undefined;
    if (this.opened && changed.has('selectable') && (before ?? []).join() !== this.selectable.join()) this.followChoices();
  }

  private followChoices(): void {
    if (this.tracksShown && this.selectable.length) {
      this.tracksShown = false;
      void this.updateComplete.then(() => this.followChoices());
      return;
    }
    const region = regionOfChoices(this.selectable, this.viewport.view, (id) => d.territories.find((t) => t.id === id)?.continent);
    if (region) this.show(region);
  }

  protected firstUpdated(): void {
    // Opens on one continent, its plates readable (opening-view.ts says why).
    if (!this.opened && this.surfaceSize()) {
      this.show(OPENING_REGION);
      this.followChoices();
    }
    this.opened = true;
  }

  private surfaceSize(): { width: number; height: number } | null {
    const rect = this.renderRoot.querySelector('svg.board')?.getBoundingClientRect();
    return rect && rect.width > 0 && rect.height > 0 ? { width: rect.width, height: rect.height } : null;
  }

  /** Shows a continent, the tracks or the whole board. */
  show(region: Region): void {
    this.tracksShown = region === 'tracks';
    if (region === 'tracks') return;
    // The frame as tall as the stylesheet makes it, then as tall as the continent (no gutter, no next panel).
    this.frameSheet.replaceSync('');
    const size = this.surfaceSize();
    if (!size) {
      void this.updateComplete.then(() => this.surfaceSize() && this.show(region));
      return;
    }
    const fitted = regionFrameHeight(region, size, window.innerHeight * 0.88);
    if (fitted) {
      this.frameSheet.replaceSync(`svg.board{height:${fitted}px;max-height:none;aspect-ratio:auto}`);
      this.viewport.set(regionView(region, { width: size.width, height: fitted }));
      return;
    }
    this.viewport.set(regionView(region, size));
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
    const picks = (c: string) => this.selectable.filter((id) => d.territories.find((x) => x.id === id)?.continent === c).length;
    return html`
      <div class="regions" role="group" aria-label=${t.regions}>
        ${REGIONS.map((r) => {
          const name = r === 'tracks' ? t.tracks : CONTINENT_NAMES[r][this.lang];
          const n = r === 'tracks' ? 0 : picks(r);
          return html`<button type="button" aria-pressed=${(r === 'tracks') === this.tracksShown ? 'true' : 'false'} aria-label=${n ? `${name}, ${t.toChoose(n)}` : name} @click=${() => this.show(r)}>${name}${n ? html` <span class="count" aria-hidden="true">${n}</span>` : nothing}</button>`;
        })}
      </div>
      ${this.tracksShown ? tracksPanel(this.state, this.lang) : nothing}
      <div class="frame" ?hidden=${this.tracksShown}>
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
          <button type="button" aria-label=${t.zoomReset} title=${t.zoomReset} @click=${() => this.show('all')}>⤢</button>
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
