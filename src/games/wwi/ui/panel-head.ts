/**
 * The head of the panel beside (or below) the board: the Play, Log and Rules
 * tabs with a demonstration's buttons, kept in view where the panel scrolls
 * (view-styles.ts), then the tools — projector mode and the map's view (key F).
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { MapViewControl } from './map-view-control';
import { VIEW_WORDS as W } from './words';

export type Tab = 'play' | 'log' | 'rules';
export const TABS: readonly Tab[] = ['play', 'log', 'rules'];

export interface PanelHead {
  tab: Tab;
  lang: Lang;
  projector: boolean;
  /** Whether the map's first view follows the action (front-view.ts followsAction). */
  follows: boolean;
  /** A running demonstration's Pause, One step and Stop (demo-slot.ts), or nothing. */
  demoButtons: unknown;
  mapView: MapViewControl;
  choose(tab: Tab): void;
  toggleProjector(): void;
}

export function panelHead(head: PanelHead): TemplateResult {
  const { tab: shown, lang, projector } = head;
  return html`<div class="panel-head">
    <div class="head-kept">
      <div class="tabs" role="tablist">
        ${TABS.map(
          (tab) => html`<button role="tab" aria-selected=${shown === tab ? 'true' : 'false'} class=${shown === tab ? 'on' : ''} @click=${() => head.choose(tab)}>${W[tab][lang]}</button>`,
        )}
      </div>
      ${head.demoButtons}
    </div>
    <div class="tools">
      <button class="projector-toggle" aria-pressed=${projector ? 'true' : 'false'} @click=${() => head.toggleProjector()}>${projector ? W.projectorOff[lang] : W.projector[lang]}</button>
      ${head.mapView.button(lang, head.follows)}
    </div>
    ${head.mapView.announcement(lang, head.follows)}
  </div>`;
}
