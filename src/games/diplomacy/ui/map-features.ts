/**
 * What a map's geometry may add to the board beyond its spaces: rivers that
 * are no space, the course of each river sector over its clickable band,
 * mountain borders (an army needs two moves to cross them) and crossings of a
 * river (no support across them). Each draws nothing when the geometry has no
 * such data, as on the standard map.
 */
import { css, nothing, svg } from 'lit';
import type { MapGeometry } from './map-data';

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
`;
