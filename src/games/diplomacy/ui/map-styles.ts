/**
 * Styles of <dip-map>. The page's Content-Security-Policy forbids style
 * attributes, so every colour is a presentation attribute or one of these classes.
 */
import { css } from 'lit';

export const mapStyles = [
  css`
    :host {
      display: block;
      position: relative;
      --sea: #b7d2e6;
      --sea-line: #8db0cb;
      --land-line: #8a7758;
      --failed: #c62828;
      --illegal: #b35c00;
    }
    .frame {
      position: relative;
      margin-inline: auto;
      contain: content;
      border-radius: 12px;
      overflow: hidden;
      border: 1px solid var(--line, #ddd);
      background: var(--sea);
    }
    .board {
      display: block;
      width: 100%;
      height: auto;
      /* Whole map: a finger scrolls the page; zoomed in: it pans the map. */
      touch-action: pan-y;
      user-select: none;
      -webkit-user-select: none;
      cursor: default;
    }
    .board.zoomed {
      touch-action: none;
    }
    .board.panning {
      cursor: grabbing;
    }
    .space {
      cursor: pointer;
      outline: none;
    }
    .space.sea {
      stroke: var(--sea-line);
      stroke-width: 0.7;
    }
    .space.land {
      stroke: var(--land-line);
      stroke-width: 0.7;
      stroke-linejoin: round;
    }
    .neutral {
      fill: #d9d3c4;
      stroke: #a89f8a;
      stroke-width: 0.5;
      pointer-events: none;
    }
    .lakes {
      fill: var(--sea);
      stroke: var(--sea-line);
      stroke-width: 0.5;
      pointer-events: none;
    }
    .coastline {
      fill: none;
      stroke: #6f8fa8;
      stroke-width: 0.9;
      pointer-events: none;
    }
    .label {
      font: 700 10px var(--body-font, system-ui, sans-serif);
      fill: #2b2418;
      text-anchor: middle;
      dominant-baseline: middle;
      paint-order: stroke;
      stroke: #f6f1e4;
      stroke-width: 2.4px;
      stroke-linejoin: round;
      pointer-events: none;
    }
    .label.sea {
      font-style: italic;
      font-weight: 600;
      fill: #23506f;
      stroke: #cfe2f0;
    }
    .centre {
      stroke: #2b2418;
      stroke-width: 1;
      pointer-events: none;
    }
    .centre-mark {
      pointer-events: none;
    }
    .centre-letter {
      font: 800 6px var(--body-font, system-ui, sans-serif);
      text-anchor: middle;
      dominant-baseline: central;
      pointer-events: none;
    }
    .unit {
      cursor: pointer;
    }
    .unit .body {
      stroke: #111;
      stroke-width: 1.2;
    }
    .unit .letter {
      font: 800 10.5px var(--body-font, system-ui, sans-serif);
      text-anchor: middle;
      dominant-baseline: central;
      pointer-events: none;
    }
    .unit.dislodged .body {
      stroke: var(--failed);
      stroke-dasharray: 2.5 1.5;
      stroke-width: 1.6;
    }
    .unit.selected .body {
      stroke: #000;
      stroke-width: 2.6;
    }
    .retreat-option {
      fill: none;
      stroke: var(--failed);
      stroke-width: 1;
      stroke-dasharray: 1.5 2;
      pointer-events: none;
    }
    .highlight {
      fill: none;
      pointer-events: none;
      stroke-linejoin: round;
    }
    .highlight.focus {
      stroke: var(--focus, #1a73e8);
      stroke-width: 2.4;
    }
    .highlight.selected {
      stroke: #111;
      stroke-width: 2.2;
    }
    .highlight.target {
      fill: #ffffff;
      fill-opacity: 0.28;
      stroke: #111;
      stroke-width: 0.9;
      stroke-dasharray: 3 2;
    }
    .build-site {
      fill: none;
      stroke-width: 2;
      stroke-dasharray: 3 2;
      pointer-events: none;
    }
    .build-plus {
      stroke-width: 2;
      pointer-events: none;
    }
    /* An order's stroke is its power's colour (an attribute); the classes below
       override it only for failed, illegal and void orders. */
    .order {
      fill: none;
      stroke-width: 3.2;
      stroke-linecap: round;
      stroke-linejoin: round;
      pointer-events: none;
    }
    .order.support {
      stroke-dasharray: 6 3.5;
      stroke-width: 2.4;
    }
    .order.convoy {
      stroke-dasharray: 0.1 5;
      stroke-width: 3.4;
    }
    .order.hold {
      stroke-width: 3;
    }
    .order.failed {
      stroke: var(--failed);
    }
    .order.illegal {
      stroke: var(--illegal);
    }
    .order.void {
      stroke: #777;
    }
    /* The outline (black or white, an attribute) keeps any power's colour readable on land and sea. */
    .order-halo {
      fill: none;
      stroke-opacity: 0.85;
      stroke-width: 5.2;
      stroke-linecap: round;
      stroke-linejoin: round;
      pointer-events: none;
    }
    .order-halo.convoy {
      stroke-dasharray: 0.1 5;
      stroke-width: 5.6;
    }
    .order-halo.support {
      stroke-dasharray: 6 3.5;
      stroke-width: 4.2;
    }
    .cross {
      cursor: help;
    }
    .cross circle {
      fill: #fff;
      stroke: var(--failed);
      stroke-width: 1.4;
    }
    .cross.illegal circle {
      stroke: var(--illegal);
    }
    .cross path {
      stroke: var(--failed);
      stroke-width: 1.8;
      stroke-linecap: round;
    }
    .cross.illegal path {
      stroke: var(--illegal);
    }
    .controls {
      position: absolute;
      top: 8px;
      right: 8px;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .controls button,
    .menu button {
      font: inherit;
      font-weight: 600;
      min-width: 40px;
      min-height: 40px;
      border-radius: 10px;
      border: 1px solid var(--line-strong, #aaa);
      background: var(--paper, #fff);
      color: var(--ink, #000);
      cursor: pointer;
      box-shadow: 0 1px 3px #0002;
    }
    .controls button {
      font-size: 1.2rem;
      line-height: 1;
    }
    @media (max-width: 560px) {
      .controls {
        flex-direction: row;
        top: 6px;
        right: 6px;
      }
      .controls button {
        min-width: 36px;
        min-height: 36px;
      }
    }
    /* The order menu: a popover at the unit, placed through CSSOM (see popover-place.ts). */
    .menu {
      position: absolute;
      z-index: 3;
      left: 0;
      top: 0;
      box-sizing: border-box;
      max-width: min(19rem, calc(100% - 8px));
      padding: 0.5rem;
      background: var(--paper, #fff);
      color: var(--ink, #000);
      border: 1px solid var(--line-strong, #aaa);
      border-radius: 10px;
      box-shadow: 0 4px 14px #0004;
      font-size: 0.9rem;
      /* Only the buttons take clicks: a space under the prompt can still be clicked. */
      pointer-events: none;
    }
    .menu .prompt {
      margin: 0 0 0.4rem;
      line-height: 1.3;
    }
    /* The sheet is fixed to the window: the frame's containment would hold it inside the map. */
    .frame.has-sheet {
      contain: none;
    }
    /* On a phone: a bottom sheet over the page's foot, never over the map's spaces. */
    .menu.sheet {
      position: fixed;
      left: 0;
      right: 0;
      top: auto;
      bottom: 0;
      max-width: none;
      border-radius: 14px 14px 0 0;
      padding: 0.6rem 0.8rem calc(0.6rem + env(safe-area-inset-bottom, 0px));
      box-shadow: 0 -4px 14px #0004;
      pointer-events: auto;
    }
    .menu.sheet button {
      min-height: 44px;
    }
    .highlight.target.two-turns {
      fill: #7a5230;
      fill-opacity: 0.22;
      stroke-dasharray: 1 2;
      stroke-width: 1.4;
    }
    .highlight.target.pick-unit {
      stroke-width: 1.6;
      stroke-dasharray: none;
    }
    .two-turns-mark {
      font: 700 11px sans-serif;
      fill: #4a2e12;
      stroke: #fff;
      stroke-width: 2.5;
      paint-order: stroke;
      pointer-events: none;
    }
    .menu .choices {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .menu button {
      pointer-events: auto;
      padding: 0.3em 0.8em;
      min-height: 36px;
      box-shadow: none;
    }
    .menu button:last-child {
      font-weight: 500;
      color: var(--muted, #555);
    }
    .tip {
      position: absolute;
      z-index: 2;
      max-width: 18rem;
      padding: 0.5em 0.7em;
      background: #1d232b;
      color: #fff;
      border-radius: 8px;
      font-size: 0.9rem;
      pointer-events: none;
    }
    /* What was chosen or refused, on the map's lower edge; while a menu is open its prompt shows it. */
    .map-status {
      position: absolute;
      left: 8px;
      bottom: 8px;
      max-width: calc(100% - 16px);
      box-sizing: border-box;
      margin: 0;
      padding: 0.3em 0.7em;
      border-radius: 8px;
      background: var(--paper, #fff);
      color: var(--ink, #000);
      box-shadow: 0 1px 4px #0003;
      font-size: 0.95rem;
      pointer-events: none;
    }
    .map-status:empty,
    .map-status.shown-in-menu {
      clip-path: inset(50%);
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      white-space: nowrap;
    }
    .help {
      margin: 0.25rem 0 0;
      font-size: 0.85rem;
      color: var(--muted, #666);
    }
    /* Keys are for keyboards: a touch screen without a fine pointer does not show them. */
    @media (hover: none) and (pointer: coarse) {
      .help .keys {
        display: none;
      }
    }
    :focus-visible {
      outline: 3px solid var(--focus, #1a73e8);
      outline-offset: 2px;
    }
    .space:focus-visible {
      outline: none;
    }
  `,
];
