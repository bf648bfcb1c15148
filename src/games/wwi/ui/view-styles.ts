/** Styles of the WWI view; projector mode swaps in large type and high contrast. */
import { css, unsafeCSS } from 'lit';
import { NATION_LOOKS } from './nations';

// Nation colours come from our own table, as a stylesheet (the CSP forbids style attributes).
const nationRules = unsafeCSS(
  Object.entries(NATION_LOOKS)
    .map(([id, look]) => `.nation-${id} i{background:${look.counter};color:${look.ink}}`)
    .join('\n'),
);

export const viewStyles = [
  nationRules,
  css`
    :host {
      display: block;
      container-type: inline-size;
      color: var(--ink, #1d232b);
      font-size: 1rem;
    }
    * { box-sizing: border-box; }
    h2, h3, h4 { font-family: var(--display-font, serif); margin: 0 0 0.4rem; line-height: 1.2; }
    h2 { font-size: 1.15rem; }
    h3 { font-size: 1.02rem; }
    h4 { font-size: 0.95rem; margin-top: 0.6rem; }
    p { margin: 0 0 0.5rem; line-height: 1.45; }
    button {
      font: inherit;
      font-weight: 600;
      min-height: 44px;
      padding: 0.45em 0.9em;
      border-radius: 10px;
      border: 1px solid var(--line-strong, #b9ae97);
      background: var(--paper, #fff);
      color: var(--ink, #1d232b);
      cursor: pointer;
    }
    button.primary { background: var(--accent, #8c2f1b); border-color: var(--accent, #8c2f1b); color: var(--on-accent, #fff); }
    button:disabled { opacity: 0.5; cursor: not-allowed; }
    button.on, button[aria-pressed='true'] { box-shadow: inset 0 0 0 2px var(--accent, #8c2f1b); }
    :focus-visible { outline: 3px solid var(--focus, #1a73e8); outline-offset: 2px; }
    input, select { font: inherit; min-height: 44px; border-radius: 8px; border: 1px solid var(--line-strong, #b9ae97); padding: 0.3em 0.5em; background: var(--paper, #fff); color: inherit; }
    input[type='checkbox'], input[type='radio'] { min-height: auto; width: 1.2rem; height: 1.2rem; }
    .muted { color: var(--muted, #5b6573); }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.4rem 0; }
    .stack > * + * { margin-top: 0.75rem; }
    .shell { display: grid; gap: 0.6rem; }

    /* status strip */
    .strip {
      display: grid;
      gap: 0.4rem 1rem;
      grid-template-columns: minmax(0, 1fr);
      background: var(--paper, #fff);
      border: 1px solid var(--line, #ddd5c4);
      border-radius: 12px;
      padding: 0.6rem 0.8rem;
    }
    /* The track, RP, VP and superior player stay in sight while the panel below the board scrolls;
       with the panel beside the board (980 pixels and more) nothing scrolls under the strip, whose shadow would hide a note's lines. */
    @media (min-width: 700px) and (min-height: 640px) {
      .strip { position: sticky; top: 0; z-index: 5; box-shadow: 0 2px 8px rgba(40, 30, 10, 0.12); container-type: scroll-state; }
      /* Stuck at the top, the strip has scrolled the page's heading away: it names the phase itself (phase-places.ts). */
      @container scroll-state(stuck: top) {
        .phase.sr-only { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; white-space: normal; }
      }
    }
    @container (min-width: 980px) {
      .strip { position: static; box-shadow: none; }
    }
    .track { display: flex; gap: 3px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
    .turn {
      display: grid;
      place-items: center;
      min-width: 2.3rem;
      padding: 0.1rem 0.2rem;
      border: 1px solid var(--line-strong, #b9ae97);
      border-radius: 6px;
      background: #fbf3dc;
      font-variant-numeric: tabular-nums;
      line-height: 1.1;
    }
    .turn.winter { background: #e3eef8; }
    @container (max-width: 520px) {
      .turn { min-width: 1.85rem; font-size: 0.85rem; }
      .track { gap: 2px; }
    }
    .turn.past { opacity: 0.55; }
    .turn.now { background: var(--accent, #8c2f1b); color: #fff; border-color: var(--accent, #8c2f1b); font-weight: 800; }
    .turn .n { font-weight: 700; }
    .turn .season { font-size: 0.75rem; }
    .phase-line { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; align-items: baseline; }
    .superior .short, .strip .brief { display: none; }
    /* On a phone, who acts and the superior player on one line: the map starts higher. The superior player
       is a small caption over its side's name, and long side names are shortened (their whole name read aloud). */
    @container (max-width: 520px) {
      .phase-line { column-gap: 0.5rem; align-items: center; }
      .superior .long, .superior .colon { display: none; }
      .superior .short, .strip .brief { display: inline; }
      .strip .whole { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      .superior { display: inline-grid; grid-template-columns: auto 1fr; justify-items: start; column-gap: 0.25em; font-size: 0.75rem; line-height: 1.15; }
      .superior strong { grid-row: 2; grid-column: 1 / -1; }
    }
    .phase { font-family: var(--display-font, serif); font-size: 1.1rem; color: var(--accent-ink, #7a2715); }
    .acting { font-weight: 700; padding: 0.05rem 0.55rem; border-radius: 999px; color: #fff; }
    .side-allies.acting { background: #2f5fa8; }
    .side-central.acting { background: #3d3d3d; }
    .scores { display: flex; flex-wrap: wrap; gap: 0.4rem 1.2rem; }
    .score { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; }
    .side-name { font-weight: 700; }
    .score.side-allies .side-name { color: #2f5fa8; }
    .vp b { font-size: 1.15rem; font-variant-numeric: tabular-nums; }
    .rps { display: inline-flex; flex-wrap: wrap; gap: 0.25rem; }
    .rp { display: inline-flex; align-items: center; gap: 0.2rem; font-variant-numeric: tabular-nums; font-weight: 600; border: 1px solid var(--line, #ddd5c4); border-radius: 6px; padding: 0 0.3rem 0 0; background: var(--paper, #fff); }
    .rp i { font-style: normal; font-size: 0.72rem; font-weight: 800; padding: 0.1rem 0.25rem; border-radius: 5px 0 0 5px; }

    .demo-banner { background: #40295a; color: #fff; border-radius: 10px; padding: 0.4rem 0.8rem; margin: 0; font-weight: 700; }
    .strip .demo-badge { padding: 0.05rem 0.6rem; border-radius: 999px; }
    .narration h3 { margin: 0.6rem 0 0.2rem; }
    .narration h4 { margin: 0.4rem 0 0.15rem; font-size: 0.95rem; }
    .narration ul { margin: 0; padding-left: 1.1rem; }
    .narration li { margin: 0.2rem 0; line-height: 1.4; }
    .narration .narrated:not(.latest) { color: var(--muted, #5b5346); font-size: 0.92em; }
    .narration .narrated.latest { border-left: 4px solid #40295a; padding-left: 0.5rem; }
    .note { display: flex; gap: 0.8rem; align-items: flex-start; justify-content: space-between; background: #fff8e6; border: 1px solid #e0c77a; border-left: 6px solid #b08400; border-radius: 10px; padding: 0.6rem 0.8rem; }
    .note p { margin: 0.2rem 0 0; }
    /* Never squeezed: the page lets long words break anywhere, and a squeezed "Close" would break letter by letter. */
    .note button { flex: none; }

    /* board and panel */
    .main { display: grid; gap: 0.75rem; grid-template-columns: minmax(0, 1fr); }
    .board { height: clamp(340px, 64vh, 820px); }
    /* Side by side, the map takes the screen's height below the sticky strip, the panel scrolls beside it. */
    @container (min-width: 980px) {
      .main { grid-template-columns: minmax(0, 1fr) 330px; align-items: start; }
      .board { height: clamp(420px, calc(100vh - 9rem), 1600px); }
      .panel { max-height: calc(100vh - 9rem); overflow: auto; }
      /* The tabs and a demonstration's buttons stay at the top of the scrolling panel, above a long calculation (the tools scroll away). */
      .panel > .panel-head { display: contents; }
      .head-kept { position: sticky; top: -0.7rem; z-index: 3; background: var(--paper, #fff); margin: -0.7rem -0.8rem 0.5rem; padding: 0.7rem 0.8rem 0; border-bottom: 1px solid var(--line, #ddd5c4); }
    }
    @container (min-width: 1500px) {
      .main { grid-template-columns: minmax(0, 1fr) 380px; }
    }
    /* On a phone the map comes first: the notes wait below the map. */
    @container (max-width: 700px) {
      .shell > .note, .shell > .activation-result { order: 1; }
      /* During a demonstration the heading names it and its phase: the map right under it, then the strip, then the panel. */
      :host(:not([projector])) .shell.demo { grid-template-columns: minmax(0, 1fr); }
      :host(:not([projector])) .shell.demo > .main { display: contents; }
      :host(:not([projector])) .shell.demo > .main > .board { order: -2; }
      :host(:not([projector])) .shell.demo > .strip { order: -1; }
    }
    .panel { background: var(--paper, #fff); border: 1px solid var(--line, #ddd5c4); border-radius: 12px; padding: 0.7rem 0.8rem; }
    .tabs { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-bottom: 0.7rem; }
    .tabs button { min-height: 40px; padding: 0.3em 0.8em; }
    .tabs button.on { background: var(--tint, #ece6d8); }
    .panel-head { display: flex; flex-wrap: wrap; gap: 0.3rem; justify-content: space-between; }
    .head-kept .demo-buttons { margin: 0 0 0.5rem; }
    .demo-buttons .short { display: none; }
    /* On a phone the panel lies below the map: a demonstration's buttons wait at the foot of the screen, so the teacher goes on with the map in view. */
    @container (max-width: 700px) {
      :host(:not([projector])) .head-kept .demo-buttons { position: fixed; left: 0; right: 0; bottom: 0; z-index: 20; margin: 0; padding: 0.5rem 0.8rem calc(0.5rem + env(safe-area-inset-bottom, 0px)); background: var(--paper, #fff); border-top: 2px solid var(--line-strong, #1d232b); justify-content: center; }
      :host(:not([projector])) .shell:has(.demo-buttons) { padding-bottom: 4.5rem; }
      /* One row of buttons on a phone: the bar's group already names the demonstration. */
      :host(:not([projector])) .head-kept .demo-buttons .long { display: none; }
      :host(:not([projector])) .head-kept .demo-buttons .short { display: inline; }
    }
    .tools { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-bottom: 0.7rem; }
    .map-view kbd { font: 700 0.8em var(--mono-font, monospace); border: 1px solid currentColor; border-radius: 4px; padding: 0 0.3em; margin-left: 0.2em; }
    .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .act { color: var(--accent-ink, #7a2715); }
    .dialog { border: 1px solid var(--line, #ddd5c4); border-radius: 10px; padding: 0.6rem 0.7rem; }
    details.dialog summary { cursor: pointer; font-weight: 700; min-height: 32px; }
    .refusal { color: var(--error, #b3261e); background: var(--error-tint, #fbe9e7); border-radius: 8px; padding: 0.35rem 0.55rem; }
    .owed { background: var(--warn-tint, #fff4d6); border-radius: 8px; padding: 0.35rem 0.55rem; }
    .waiting { font-weight: 700; }
    .big { font-size: 1.1rem; }
    .end { width: 100%; margin-top: 0.4rem; }
    .check { display: flex; gap: 0.45rem; align-items: center; margin: 0.3rem 0; }
    .field { display: grid; gap: 0.2rem; margin: 0.3rem 0; }
    fieldset { border: none; margin: 0; padding: 0; }
    legend { font-weight: 700; }
    ul.plain, ol.moves, ol.log { margin: 0.3rem 0; padding-left: 1.2rem; line-height: 1.6; }
    .legend { list-style: none; padding: 0; margin: 0.3rem 0; display: flex; flex-wrap: wrap; gap: 0.3rem 0.7rem; font-size: 0.88rem; }
    .legend li::before { content: ''; display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 3px; margin-right: 0.3rem; vertical-align: -0.15rem; border: 2px solid; }
    .legend .k-reach::before { background: rgba(46, 160, 67, 0.32); border-color: #1f7a33; }
    .legend .k-rail::before { background: rgba(41, 98, 255, 0.28); border-color: #1d4fd7; }
    .legend .k-sea::before { background: rgba(0, 150, 170, 0.3); border-color: #00798a; border-style: dashed; }
    .legend .k-zoc::before { background: rgba(230, 120, 20, 0.32); border-color: #b34d00; }
    /* free set-up: the pool of armies, each a chip with its nation's code in the counter's colours */
    ul.pool { list-style: none; margin: 0.2rem 0 0.5rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
    .chip { display: inline-grid; grid-template-columns: auto auto; align-items: center; justify-items: start; gap: 0 0.4rem; padding: 0.3em 0.6em 0.3em 0.35em; font-weight: 600; text-align: left; }
    .chip i { grid-row: span 2; font-style: normal; font-size: 0.72rem; font-weight: 800; padding: 0.15rem 0.3rem; border-radius: 5px; }
    .chip.placed { background: var(--tint, #ece6d8); border-style: dashed; }
    /* The hex goes under the army's name, so two placed armies still fit side by side on a phone. */
    .chip .at { grid-column: 2; font-weight: 400; font-size: 0.8rem; line-height: 1.15; color: var(--muted, #5b6573); }
    .chip[aria-pressed='true'] { box-shadow: inset 0 0 0 3px #1f7a33; background: rgba(46, 160, 67, 0.14); }
    button.rule {
      min-height: 0;
      padding: 0 0.35rem;
      border-radius: 6px;
      font: 600 0.78rem var(--mono-font, monospace);
      color: var(--accent-ink, #7a2715);
      background: var(--tint, #ece6d8);
      border-color: transparent;
      /* a rule number is one word: "6.31" never breaks digit by digit in a narrow column */
      white-space: nowrap;
    }

    /* the calculation; brought into view below the sticky status strip, not under it */
    .calc { border: 2px solid #1d232b; border-radius: 10px; padding: 0.5rem 0.6rem; background: #fffdf6; scroll-margin-top: 9rem; }
    .calc .said p { margin: 0.3rem 0; font-size: 1.05rem; line-height: 1.45; }
    .calc table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
    .calc th { text-align: left; font-weight: 500; padding: 0.2rem 0.3rem 0.2rem 0; }
    .calc td { padding: 0.2rem 0.2rem; vertical-align: top; }
    .calc td.value { text-align: right; font-weight: 700; white-space: nowrap; }
    .calc td:last-child { width: 1%; }
    @container (max-width: 520px) {
      .calc { padding: 0.4rem; }
      .calc th { font-size: 0.92rem; overflow-wrap: anywhere; }
      .calc td.value { white-space: normal; }
    }
    .calc tr.total { border-top: 1px solid var(--line-strong, #b9ae97); }
    .calc tr.total th, .calc tr.result th { font-weight: 700; }
    .calc tr.result { background: #f6ead0; }
    /* the Combat Results Table beside the sentences (crt-grid.ts): lit by outline and weight, not colour alone */
    .said-grid { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: flex-start; }
    .said-grid .said { flex: 1 1 16rem; }
    .crt-grid { flex: 1 1 20rem; margin: 0.2rem 0; max-width: 100%; overflow-x: auto; }
    .calc .crt-grid table { width: auto; border-collapse: collapse; font-size: 0.85rem; }
    .calc .crt-grid caption { text-align: left; font-size: 0.9rem; padding-bottom: 0.2rem; }
    .calc .crt-grid th, .calc .crt-grid td { padding: 0.1rem 0.25rem; text-align: center; border: 1px solid var(--line, #d8cfbd); white-space: nowrap; width: auto; }
    .calc .crt-grid th.used, .calc .crt-grid tr.used th { font-weight: 800; background: #f6ead0; }
    .calc .crt-grid td.in-column { background: #fbf3df; font-weight: 600; }
    .calc .crt-grid tr.used td { font-weight: 600; }
    .calc .crt-grid td.result { outline: 3px solid #1d232b; outline-offset: -2px; font-weight: 900; background: #f2d98c; }
    .calc .crt-grid figcaption { font-size: 0.78rem; line-height: 1.3; margin-top: 0.25rem; }
    .die { display: flex; align-items: center; gap: 0.5rem; font-size: 1.3rem; font-weight: 800; margin: 0.5rem 0 0; }
    .pip { display: inline-grid; place-items: center; width: 2.2rem; height: 2.2rem; border-radius: 8px; background: #fff; border: 2px solid #1d232b; font-weight: 800; }
    .pip.small { width: 1.6rem; height: 1.6rem; font-size: 0.9rem; }

    /* the game log and its replay */
    .turn-log { border-top: 1px solid var(--line, #ddd5c4); padding: 0.3rem 0; }
    .turn-log > summary { cursor: pointer; font-weight: 700; min-height: 32px; font-family: var(--display-font, serif); }
    .turn-log ol.log { list-style: none; padding-left: 0.2rem; }
    .log-phase { margin: 0.25rem 0; }
    .log-phase.empty { font-size: 0.9rem; }
    ul.log-events { margin: 0.1rem 0 0.3rem; padding-left: 1rem; line-height: 1.6; }
    ul.log-events li, .log-phase.empty { border-radius: 6px; padding: 0 0.25rem; }
    .game-log .current { background: #fff1c9; outline: 2px solid #b08400; }
    .history-note summary { cursor: pointer; font-style: italic; }
    .history-note p { margin: 0.2rem 0 0.4rem; font-size: 0.92rem; }
    /* The controls stay in sight while the panel scrolls the log to the step. */
    .replay-controls { border: 2px solid #40295a; border-radius: 10px; padding: 0.5rem 0.6rem; background: var(--paper, #fff); position: sticky; top: 0; z-index: 2; }
    .replay-step { font-weight: 600; margin: 0.3rem 0; }
    label.inline { display: inline-flex; gap: 0.4rem; align-items: center; }
    .replay-banner { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; background: #40295a; color: #fff; border-radius: 10px; padding: 0.3rem 0.8rem; }
    .replay-banner p { margin: 0; font-weight: 700; }

    /* the result of a neutral activation roll (9.2) */
    .activation-result { border: 2px solid #1d232b; border-left-width: 8px; border-radius: 10px; padding: 0.5rem 0.7rem; background: #fffdf6; max-width: 40rem; }
    .activation-result.joined { border-left-color: #2e7d32; }
    .activation-result.neutral { border-left-color: #8c6d1f; }
    .activation-result table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
    .activation-result th { text-align: left; font-weight: 500; padding: 0.15rem 0.3rem 0.15rem 0; }
    .activation-result td { padding: 0.15rem 0.2rem; }
    .activation-result td.value { text-align: right; font-weight: 700; }
    .activation-result td:last-child { width: 1%; white-space: nowrap; }
    .activation-result tr.total { border-top: 1px solid var(--line-strong, #b9ae97); }
    .activation-result tr.result { background: #f6ead0; }
    .activation-result tr.result th, .activation-result tr.total th { font-weight: 700; }
    .activation-result .vp { margin: 0.4rem 0; }

    /* projector: the view takes the whole screen, large type, high contrast */
    :host([projector]) {
      position: fixed;
      inset: 0;
      z-index: 100;
      background: #ffffff;
      color: #000;
      font-size: 1.35rem;
      padding: 0.6rem;
      overflow: auto;
      --line: #000;
      --line-strong: #000;
      --muted: #222;
      --paper: #fff;
    }
    /* The board takes whatever height the strip and the banners leave on the screen. */
    :host([projector]) .shell { display: flex; flex-direction: column; height: calc(100vh - 1.2rem); }
    :host([projector]) .main { flex: 1; min-height: 60vh; grid-template-columns: minmax(0, 1fr) minmax(380px, 30vw); grid-template-rows: minmax(0, 1fr); align-items: stretch; }
    :host([projector]) .board { height: auto; min-height: 0; border: 2px solid #000; }
    :host([projector]) .panel { max-height: none; min-height: 0; overflow: auto; border: 2px solid #000; }
    /* A short projector: the head holds the tabs, the tools and the demonstration's buttons in as few rows as read well. */
    :host([projector]) .panel-head .tools button, :host([projector]) .head-kept button { font-size: 1.05rem; min-height: 40px; padding: 0.25em 0.7em; }
    :host([projector]) .tools, :host([projector]) .tabs { margin-bottom: 0.4rem; }
    /* A short projector (1280 × 800): the board gives up its 60% rather than push its foot and the panel's below the screen. */
    @media (max-height: 860px) {
      :host([projector]) .main { min-height: 22rem; }
    }
    /* Projector mode too narrow for the panel beside the board (a phone): the map above the panel, as out of the mode. */
    @container (max-width: 979px) {
      :host([projector]) .shell { height: auto; }
      :host([projector]) .main { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto; }
      :host([projector]) .board { height: clamp(340px, 64vh, 820px); }
    }
    :host([projector]) .strip { border: 2px solid #000; }
    :host([projector]) .phase { font-size: 1.6rem; color: #000; }
    :host([projector]) .calc { border-width: 3px; }
    :host([projector]) .calc td.value { font-size: 1.5rem; }
    :host([projector]) .calc .said p { font-size: 1.35rem; }
    :host([projector]) .calc .crt-grid table { font-size: 1.15rem; }
    :host([projector]) .calc .crt-grid figcaption { font-size: 0.95rem; }
    :host([projector]) .narration h3 { font-size: 1.3rem; }
    :host([projector]) .narration h4 { font-size: 1.15rem; }
    :host([projector]) .narration li { font-size: 1.2rem; }
    :host([projector]) .turn { min-width: 3rem; }
  `,
];
