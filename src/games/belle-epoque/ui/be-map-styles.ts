/** Styles of <be-map>: paper, sea and land, plates and cubes, boxes and tracks. */
import { css, unsafeCSS } from 'lit';
import { PLATE } from './plate-metrics';

const px = (n: number) => unsafeCSS(`${n}px`);

export const beMapStyles = css`
  :host {
    display: block;
    position: relative;
    font-family: Georgia, 'Times New Roman', serif;
  }
  .frame {
    position: relative;
  }
  /* The board's own proportions (no empty bands above and below it), never taller than the window. */
  svg.board {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1608 / 1046;
    max-height: 88vh;
    touch-action: none;
    user-select: none;
    background: #3a3126;
  }
  @media (max-width: 700px) {
    .regions button {
      padding: 0 7px;
    }
    svg.board {
      aspect-ratio: auto;
      height: 72vh;
    }
  }
  svg.board.panning {
    cursor: grabbing;
  }
  .paper {
    fill: #3a3126;
  }
  .sea {
    fill: #b9d3e0;
  }
  .land {
    fill: #efe7d2;
    stroke: #8d8470;
    stroke-width: 0.5;
  }
  .home {
    opacity: 0.22;
  }
  .panel-title {
    font-size: 22px;
    font-style: italic;
    fill: #2c3e50;
    opacity: 0.75;
  }
  .shape {
    fill: #e6cf97;
    stroke: #5b4a32;
    stroke-width: 0.9;
    stroke-linejoin: round;
  }
  .shape.minor {
    fill: #ead9b0;
  }
  .shape.area {
    fill: #9fc0d4;
    stroke-dasharray: 4 3;
  }
  .shape.held {
    fill-opacity: 0.45;
  }
  .shape.pickable {
    stroke: #111;
    stroke-width: 2;
    stroke-dasharray: 5 3;
    cursor: pointer;
  }
  .shape.selected {
    stroke: #000;
    stroke-width: 3;
    stroke-dasharray: none;
  }
  /* The cubes lie over the plates' buttons: a click goes through them to the button. */
  .plate-details {
    pointer-events: none;
  }
  .leader {
    stroke: #3b3124;
    stroke-width: 1;
  }
  .leader-end {
    fill: #3b3124;
  }
  .plate-bg {
    fill: #fffaf0;
    stroke: #3b3124;
    stroke-width: 1;
  }
  /* Minor nations' plates carry a red bar, colonies' a cyan one, as the printed map's (8.2.3, 8.2.4). */
  .plate-bg.minor {
    stroke: #a93226;
  }
  .plate-bg.colony {
    stroke: #1f7a8c;
  }
  .territory.pickable {
    cursor: pointer;
  }
  .territory.pickable .plate-bg {
    stroke-width: 2.5;
    stroke-dasharray: 5 2;
  }
  .territory.selected .plate-bg {
    stroke: #000;
    stroke-width: 3.5;
    stroke-dasharray: none;
  }
  .territory:focus {
    outline: none;
  }
  .territory:focus-visible .plate-bg {
    stroke: #000;
    stroke-width: 4;
    stroke-dasharray: none;
  }
  .name {
    font-size: ${px(PLATE.nameFont)};
    font-weight: bold;
    text-anchor: middle;
    fill: #1d1a16;
    paint-order: stroke;
    stroke: #fffaf0;
    stroke-width: 3px;
    stroke-linejoin: round;
  }
  .vp {
    fill: #f4d03f;
    stroke: #7d6608;
    stroke-width: 0.8;
  }
  .vp-text {
    font-size: ${px(PLATE.detailFont)};
    font-weight: bold;
    text-anchor: middle;
    fill: #1d1a16;
  }
  .rate {
    font-size: ${px(PLATE.detailFont)};
    text-anchor: end;
    fill: #1d1a16;
  }
  .free {
    fill: #fff;
    stroke: #8d8470;
    stroke-width: 0.8;
    stroke-dasharray: 2 1.5;
  }
  .face {
    font-size: ${px(PLATE.detailFont)};
    text-anchor: middle;
    fill: #8d8470;
  }
  .cube {
    stroke: #1d1a16;
    stroke-width: 0.9;
  }
  .cube.minor {
    stroke-width: 1.2;
  }
  .cube.top {
    stroke: #fff;
    stroke-width: 1.2;
  }
  .glyph {
    font-family: system-ui, sans-serif;
    font-size: ${px(PLATE.glyphFont)};
    font-weight: bold;
    text-anchor: middle;
  }
  .glyph.two {
    font-size: ${px(PLATE.glyphTwoFont)};
  }
  .glyph.top {
    font-size: ${px(PLATE.glyphTwoFont)};
  }
  .contest-ring {
    fill: none;
    stroke: #000;
    stroke-width: 2;
    stroke-dasharray: 3 2;
  }
  .space.contest .contest-ring {
    stroke: #c0392b;
    stroke-width: 3;
  }
  .box {
    fill: #fffaf0;
    stroke: #3b3124;
    stroke-width: 1.2;
  }
  .box-title,
  .track-title {
    font-size: 13px;
    font-weight: bold;
    fill: #1d1a16;
  }
  .rate-line {
    font-size: 11px;
    fill: #1d1a16;
  }
  .fleet rect {
    stroke: #1d1a16;
    stroke-width: 0.8;
  }
  .fleet text {
    font-family: system-ui, sans-serif;
    font-size: 8px;
    font-weight: bold;
    text-anchor: middle;
  }
  .fleet.exhausted rect {
    fill: #fff;
    stroke-width: 1.5;
  }
  .fleet.exhausted text {
    fill: #1d1a16;
  }
  .fleet.exhausted line {
    stroke: #1d1a16;
    stroke-width: 0.8;
  }
  .cell {
    fill: #f3ead6;
    stroke: #8d8470;
    stroke-width: 0.8;
  }
  .cell.era1 {
    fill: #f6efdc;
  }
  .cell.era2 {
    fill: #efe2c4;
  }
  .cell.era3 {
    fill: #e6d3ad;
  }
  .cell.now {
    stroke: #000;
    stroke-width: 3;
  }
  .cell-num {
    font-size: 15px;
    font-weight: bold;
    text-anchor: middle;
    fill: #1d1a16;
  }
  .cell-sub,
  .bonus {
    font-size: 11px;
    text-anchor: middle;
    fill: #3b3124;
  }
  .cell-sub.era-name {
    text-anchor: start;
  }
  .marker {
    stroke: #fff;
    stroke-width: 1.2;
  }
  .marker-text {
    font-family: system-ui, sans-serif;
    font-size: 9px;
    font-weight: bold;
    text-anchor: middle;
    fill: #fff;
  }
  .now-ring {
    fill: none;
    stroke: #000;
    stroke-width: 2.5;
  }
  .passed {
    font-size: 9px;
    text-anchor: middle;
  }
  .bonus-mark {
    stroke: #1d1a16;
    stroke-width: 0.6;
  }
  .bar-bg {
    fill: #efe7d2;
    stroke: #8d8470;
    stroke-width: 0.6;
  }
  .bar-num {
    font-size: 14px;
    font-weight: bold;
    fill: #1d1a16;
  }
  .regions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-bottom: 4px;
  }
  .regions button {
    min-height: 44px;
    padding: 0 10px;
    font: inherit;
    font-size: 16px;
    border: 1px solid #3b3124;
    border-radius: 6px;
    background: #fffaf0;
    color: #1d1a16;
  }
  .regions .count {
    display: inline-block;
    min-width: 1.4em;
    padding: 0 4px;
    border-radius: 999px;
    background: #1d1a16;
    color: #fffaf0;
    font-size: 14px;
  }
  .regions button:focus-visible {
    outline: 3px solid #1d1a16;
    outline-offset: 2px;
  }
  .zoom {
    position: absolute;
    right: 6px;
    bottom: 6px;
    display: flex;
    gap: 4px;
  }
  .zoom button {
    min-width: 44px;
    min-height: 44px;
    font-size: 20px;
    border: 1px solid #3b3124;
    border-radius: 6px;
    background: #fffaf0;
    color: #1d1a16;
  }
  .zoom button:focus-visible {
    outline: 3px solid #1d1a16;
    outline-offset: 2px;
  }

  .frame[hidden] {
    display: none;
  }
  /* The Tracks tab as HTML: at least 12 px everywhere, reflowing into as many columns as fit. */
  .tracks-html {
    font-size: 0.95rem;
    line-height: 1.4;
    padding: 0.4rem 0.2rem;
  }
  .tracks-html p {
    margin: 0.3rem 0;
  }
  .power-cards {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: 0.6rem;
    margin-top: 0.5rem;
  }
  .power-card {
    border: 1px solid #c9b98f;
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
    background: #fffaf0;
  }
  .power-card.acting {
    border-width: 2px;
    border-color: #5a3d1c;
  }
  .power-card h3 {
    font-size: 1rem;
    margin: 0 0 0.3rem;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    flex-wrap: wrap;
  }
  .power-card small {
    font-size: 0.85rem;
    font-weight: 400;
  }
  .power-card .swatch {
    width: 0.9rem;
    height: 0.9rem;
  }
  .power-card dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.6rem;
    margin: 0;
  }
  .power-card dt {
    color: #5b4a33;
  }
  .power-card dd {
    margin: 0;
    font-weight: 600;
  }
`;
