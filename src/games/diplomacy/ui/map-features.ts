/**
 * What a map's geometry may add to the board beyond its spaces: rivers that
 * are no space, the course of each river sector over its clickable band,
 * mountain borders (an army needs two moves to cross them) and crossings of a
 * river (no support across them). Each draws nothing when the geometry has no
 * such data, as on the standard map.
 */
import { css, html, nothing, svg } from 'lit';
import type { Lang, Localized } from '../../../platform/game';
import type { MapGeometry } from './map-data';
import { text } from './i18n';

/** Rivers that are no space: thin, under everything that can be clicked. */
export function drawStreams(geometry: MapGeometry) {
  return geometry.streams ? svg`<path class="stream" d=${geometry.streams} aria-hidden="true"></path>` : nothing;
}

/** Each river sector's course, over its band, so the band reads as a river. */
export function drawCourses(geometry: MapGeometry) {
  return Object.entries(geometry.courses ?? {}).map(([id, d]) => svg`<path class="course" data-course=${id} d=${d} aria-hidden="true"></path>`);
}

/** Mountain borders: the border drawn heavy, with peaks along it. */
export function drawMountains(geometry: MapGeometry) {
  return Object.entries(geometry.mountains ?? {}).map(
    ([pair, m]) => svg`<g class="mountain" data-edge=${pair} aria-hidden="true"><path class="mountain-border" d=${m.border}></path><path class="mountain-peaks" d=${m.peaks}></path></g>`,
  );
}

/** Crossings of a river: a ferry's line from bank to bank, with a bar at each landing. */
export function drawCrossings(geometry: MapGeometry) {
  return Object.entries(geometry.crossings ?? {}).map(([pair, [a, b]]) => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [(-(b[1] - a[1]) / length) * 3.2, ((b[0] - a[0]) / length) * 3.2];
    const bar = ([x, y]: [number, number]) => `M${r(x - nx)} ${r(y - ny)}L${r(x + nx)} ${r(y + ny)}`;
    const d = `M${a[0]} ${a[1]}L${b[0]} ${b[1]}${bar(a)}${bar(b)}`;
    return svg`<g class="crossing" data-edge=${pair} aria-hidden="true"><path class="crossing-halo" d=${d}></path><path class="crossing-line" d=${d}></path></g>`;
  });
}

const r = (v: number) => Math.round(v * 10) / 10;

/** What the features mean, for a map that has them (none on the standard map). */
export function mapLegend(geometry: MapGeometry, lang: Lang, powers: readonly { letter: string; name: Localized }[] = []) {
  if (!geometry.mountains && !geometry.crossings) return nothing;
  const swatch = (content: unknown) => html`<svg class="swatch" viewBox="0 0 24 14" aria-hidden="true">${content}</svg>`;
  return html`<ul class="legend" aria-label=${text(lang, 'legend')}>
    <li>${swatch(svg`<path class="mountain-border" d="M1 11L23 11"></path><path class="mountain-peaks" d="M4 11L8 3L12 11zM12 11L16 4L20 11z"></path>`)} ${text(lang, 'legendPeaks')}</li>
    <li>${swatch(svg`<path class="pass-badge" d="M7 12L12 3L17 12z"></path>`)} ${text(lang, 'legendPass')}</li>
    <li>${swatch(svg`<rect width="24" height="14" fill="var(--river)"></rect><g class="crossing"><path class="crossing-halo" d="M12 1L12 13M9 1L15 1M9 13L15 13"></path><path class="crossing-line" d="M12 1L12 13M9 1L15 1M9 13L15 13"></path></g>`)} ${text(lang, 'legendFerry')}</li>
    <li>${swatch(svg`<rect width="10" height="14" fill="#e8dcc0"></rect><rect x="10" width="4" height="14" fill="#d9d3c4"></rect><rect x="14" width="10" height="14" fill="#e8dcc0"></rect>`)} ${text(lang, 'legendStrip')}</li>
    ${powers.length ? html`<li class="letters">${text(lang, 'legendLetters')}: ${powers.map((p, i) => html`${i ? ', ' : ''}<strong>${p.letter}</strong> ${p.name[lang]}`)}</li>` : nothing}
  </ul>`;
}

export const featureStyles = css`
  :host {
    --river: #5b9bd0;
    --river-line: #2f6f9f;
  }
  .space.river {
    fill: var(--river);
    stroke: var(--river-line);
    stroke-width: 0.5;
  }
  .space.river:hover {
    fill: #7db4e0;
  }
  .stream {
    fill: none;
    stroke: #7fb0d6;
    stroke-width: 1.1;
    stroke-linejoin: round;
    stroke-linecap: round;
    pointer-events: none;
  }
  .course {
    fill: none;
    stroke: #d7ebf8;
    stroke-width: 0.9;
    stroke-dasharray: 5 4;
    stroke-linecap: round;
    pointer-events: none;
  }
  .mountain {
    pointer-events: none;
  }
  .mountain-border {
    fill: none;
    stroke: #6e4f2f;
    stroke-width: 1.6;
    stroke-linecap: round;
  }
  .mountain-peaks {
    fill: #8a6640;
    stroke: #fbf6ea;
    stroke-width: 0.6;
    stroke-linejoin: round;
  }
  .crossing {
    pointer-events: none;
    fill: none;
    stroke-linecap: round;
  }
  .crossing-halo {
    stroke: #fbf6ea;
    stroke-width: 3.6;
  }
  .crossing-line {
    stroke: #3b2a1a;
    stroke-width: 1.6;
  }
  .pass-route {
    fill: none;
    stroke: #3b2a1a;
    stroke-width: 2;
    stroke-dasharray: 3 2.5;
    marker-end: none;
  }
  .pass-badge {
    fill: #8a6640;
    stroke: #fbf6ea;
    stroke-width: 1;
    stroke-linejoin: round;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
    margin: 0.4rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.85rem;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  .swatch {
    width: 24px;
    height: 14px;
    flex: none;
  }
`;
