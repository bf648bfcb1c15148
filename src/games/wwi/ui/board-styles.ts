/** Styles of the WWI board (wwi-board.ts): the map's labels, counters, highlights, zoom buttons, the panes of the fronts view. */
import { css } from 'lit';

export const boardStyles = css`
    :host {
      display: block;
      position: relative;
      border-radius: 12px;
      overflow: hidden;
      background: #b9d4e8;
      border: 1px solid var(--line-strong, #b9ae97);
      touch-action: none;
      user-select: none;
      -webkit-user-select: none;
    }
    .frame {
      width: 100%;
      height: 100%;
      outline: none;
    }
    .frame:focus-visible {
      box-shadow: inset 0 0 0 3px var(--focus, #1a73e8);
    }
    svg {
      display: block;
      width: 100%;
      height: 100%;
      cursor: grab;
    }
    svg.panning {
      cursor: grabbing;
    }
    /* The hex numbers, drawn as strokes (hex-numbers.ts). */
    .hexid {
      fill: none;
      stroke: #6f6a5d;
      stroke-width: 0.42px;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    .city {
      font: 600 6.4px var(--body-font, sans-serif);
      fill: #1d232b;
      text-anchor: middle;
      paint-order: stroke;
      stroke: #fffdf6;
      stroke-width: 1.8px;
    }
    .nation {
      font: 700 26px var(--display-font, serif);
      letter-spacing: 4px;
      fill: #3d3526;
      opacity: 0.2;
      text-anchor: middle;
    }
    .sea {
      font: italic 600 15px var(--display-font, serif);
      fill: #2f5f8a;
      opacity: 0.75;
      text-anchor: middle;
      letter-spacing: 1.5px;
    }
    .inset-title,
    .transit-title {
      font: 700 9px var(--body-font, sans-serif);
      fill: #1d232b;
    }
    .transit-title {
      text-anchor: middle;
      fill: #40295a;
      font-size: 7px;
    }
    .counter {
      cursor: pointer;
      outline: none;
    }
    .counter .face {
      stroke: #111;
      stroke-width: 0.8;
    }
    .counter .code,
    .counter .army {
      font: 700 6px var(--body-font, sans-serif);
    }
    .counter .army {
      text-anchor: end;
    }
    .counter .army.long {
      font-size: 4.4px;
    }
    .counter .strength {
      font: 800 8.6px var(--body-font, sans-serif);
      text-anchor: middle;
    }
    .counter.engaged {
      opacity: 0.62;
    }
    .counter .ring {
      fill: transparent;
      stroke: transparent;
      stroke-width: 3;
      cursor: pointer;
      outline: none;
    }
    .counter.selected .ring {
      stroke: #ffd21f;
    }
    .counter .ring:focus-visible {
      stroke: var(--focus, #1a73e8);
    }
    .mark {
      cursor: pointer;
      outline: none;
    }
    .mark polygon {
      stroke-width: 2;
    }
    .mark:focus-visible polygon {
      stroke: var(--focus, #1a73e8);
      stroke-width: 3.5;
    }
    .mark text {
      font: 800 9px var(--body-font, sans-serif);
      text-anchor: middle;
      paint-order: stroke;
      stroke: #fff;
      stroke-width: 2.4px;
      fill: #111;
    }
    .reach polygon { fill: rgba(46, 160, 67, 0.32); stroke: #1f7a33; }
    .rail polygon { fill: rgba(41, 98, 255, 0.28); stroke: #1d4fd7; }
    .sea polygon { fill: rgba(0, 150, 170, 0.3); stroke: #00798a; stroke-dasharray: 3 2; }
    .zoc polygon { fill: rgba(230, 120, 20, 0.32); stroke: #b34d00; }
    .target polygon { fill: rgba(200, 30, 30, 0.22); stroke: #b3261e; stroke-width: 2.6; }
    .defender polygon { fill: rgba(200, 30, 30, 0.35); stroke: #7a0f0a; stroke-width: 3.2; }
    .retreat polygon { fill: rgba(255, 170, 0, 0.35); stroke: #a35f00; }
    .path polygon { fill: rgba(255, 120, 0, 0.5); stroke: #7a3d00; }
    .advance polygon { fill: rgba(120, 60, 200, 0.3); stroke: #5a2ca0; }
    .place polygon { fill: rgba(46, 160, 67, 0.32); stroke: #1f7a33; }
    .leg {
      fill: none;
      stroke-width: 3;
      stroke-linecap: round;
    }
    .leg.move { stroke: #1f7a33; }
    .leg.rail { stroke: #1d4fd7; stroke-dasharray: 5 3; }
    .leg.sea { stroke: #00798a; stroke-dasharray: 2 4; }
    .leg.retreat { stroke: #a35f00; }
    .leg.advance { stroke: #5a2ca0; }
    .fort-badge text,
    .control text {
      font: 800 6.5px var(--body-font, sans-serif);
      text-anchor: middle;
    }
    .zoom {
      position: absolute;
      right: 8px;
      top: 8px;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .zoom button {
      width: 44px;
      height: 44px;
      border-radius: 10px;
      border: 1px solid #5b6573;
      background: rgba(255, 255, 255, 0.92);
      font: 700 1.3rem var(--body-font, sans-serif);
      color: #1d232b;
      cursor: pointer;
    }
    .zoom button:focus-visible {
      outline: 3px solid var(--focus, #1a73e8);
    }
    :host([projector]) .city {
      font-size: 8px;
      stroke-width: 2.4px;
    }
    :host([projector]) .counter .strength {
      font-size: 9.4px;
    }
    /* the fronts view: panes on a dark ground, each named in its top left corner; cities named large enough for the back of a room */
    :host .fronts .labels .city { display: none; }
    /* The cities named again above the counters (wwi-board.ts renderCityNames): a halo keeps them readable over a counter's edge; clicks go through to the counter. */
    .city-names text {
      font-family: var(--body-font, sans-serif);
      font-weight: 700;
      fill: #111;
      text-anchor: middle;
      paint-order: stroke;
      stroke: #fffdf6;
      stroke-width: 0.18em;
      stroke-linejoin: round;
      pointer-events: none;
    }
    .gap-fill { fill: #1d232b; }
    .sea-fill { fill: #b9d4e8; }
    .pane-edge { fill: none; stroke: #1d232b; stroke-width: 2; pointer-events: none; }
    .front-name {
      font-family: var(--display-font, serif);
      font-weight: 700;
      fill: #1d232b;
      paint-order: stroke;
      stroke: #fffdf6;
      stroke-width: 5px;
      pointer-events: none;
    }
`;
