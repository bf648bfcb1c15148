/**
 * The board's highlights while an order is drafted: the focus ring, the unit
 * in hand, and what reach.ts lights up (targets, two-turn targets across a
 * mountain edge, units to pick). SVG templates only.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { ProvinceId } from '../engine/types';
import type { MapGeometry } from './map-data';
import type { Reach } from './reach';

export interface Highlights {
  reach: Reach;
  /** The unit's or build site's space. */
  selected: ProvinceId | null;
  /** The keyboard's focus ring, when the keyboard moved it. */
  focus: ProvinceId | null;
}

export function drawHighlights(geometry: MapGeometry, h: Highlights): SVGTemplateResult[] {
  const outline = (province: ProvinceId, kind: string) => svg`<path class="highlight ${kind}" d=${geometry.provinces[province].d} fill-rule="evenodd"></path>`;
  const marks: SVGTemplateResult[] = [];
  const twoTurns = new Set(h.reach.twoTurns);
  marks.push(...h.reach.targets.map((p) => outline(p, twoTurns.has(p) ? 'target two-turns' : 'target')));
  marks.push(...h.reach.units.map((p) => outline(p, 'target pick-unit')));
  // Across a mountain edge: "2" on the space, the turns the move takes.
  marks.push(...h.reach.twoTurns.map((p) => {
    const [x, y] = geometry.provinces[p].unit;
    return svg`<text class="two-turns-mark" x=${x} y=${y - 9} text-anchor="middle" aria-hidden="true">2×</text>`;
  }));
  if (h.selected) marks.push(outline(h.selected, 'selected'));
  if (h.focus) marks.push(outline(h.focus, 'focus'));
  return marks;
}
