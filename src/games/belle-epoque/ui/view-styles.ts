/** Styles of <be-view>. */
import { css } from 'lit';

export const viewStyles = css`
  :host { display: block; color: #1a1a1a; font: 15px/1.4 system-ui, sans-serif; }
  h2 { font-size: 1.1rem; margin: 0.2rem 0 0.5rem; }
  h3 { font-size: 1rem; margin: 0.2rem 0; }
  .status { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; padding: 0.4rem 0.6rem; background: #f3efe6; border-radius: 6px; margin-bottom: 0.6rem; }
  .status strong { font-size: 1.05rem; }
  /* The map takes the view's whole width (it is the board); the power sheets sit below it, side by side where they fit. */
  .layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.8rem; align-items: start; }
  .events { border: 2px solid #8a6d1f; background: #fffaf0; border-radius: 8px; padding: 0.5rem 0.8rem; margin-bottom: 0.6rem; }
  .event h3 { font-size: 1.25rem; margin: 0.3rem 0 0.1rem; }
  .event p { font-size: 1.05rem; margin: 0 0 0.3rem; }
  .actions { border: 1px solid #b9b2a3; border-radius: 8px; padding: 0.5rem 0.7rem; margin-bottom: 0.6rem; background: #fff; }
  .pending { border-color: #8a1f1f; }
  .menu { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.3rem; }
  .menu li { display: grid; grid-template-columns: minmax(11rem, 16rem) 1fr; gap: 0.5rem; align-items: center; }
  @media (max-width: 520px) { .menu li { grid-template-columns: 1fr; gap: 0.1rem; } }
  button { font: inherit; padding: 0.35rem 0.6rem; border-radius: 5px; border: 1px solid #1d4f91; background: #eef4fc; color: #12305a; cursor: pointer; text-align: left; min-height: 2.2rem; }
  button[aria-pressed='true'] { background: #1d4f91; color: #fff; }
  button[aria-disabled='true'], button:disabled { border-color: #9a9a9a; background: #f1f1f1; color: #555; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid #d98b00; outline-offset: 2px; }
  .primary { background: #1d4f91; color: #fff; font-weight: 600; }
  .why { font-size: 0.88rem; color: #3d3d3d; }
  .refusal { color: #8a1f1f; }
  .choices { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0.5rem 0; }
  .card-choice { max-width: 22rem; }
  .submit-row { margin-top: 0.5rem; }
  .hint { color: #3d3d3d; margin: 0.3rem 0; }
  .picked { font-weight: 600; margin: 0.5rem 0 0.2rem; }
  .controls { display: flex; gap: 1rem; flex-wrap: wrap; margin: 0.5rem 0; }
  .stepper input { width: 4rem; margin-left: 0.3rem; font: inherit; }
  fieldset { border: 1px solid #ccc; border-radius: 6px; margin: 0.4rem 0; }
  .check { display: inline-flex; gap: 0.3rem; margin-right: 0.8rem; align-items: center; }
  .sheets { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); align-items: start; }
  .sheet { border: 1px solid #c9c3b6; border-left: 6px solid var(--power); border-radius: 6px; padding: 0.4rem 0.6rem; background: #fff; }
  /* The powers' colours of the engine module; a class, since the page's policy forbids inline styles. */
  .power-gb { --power: #c0392b; } .power-fr { --power: #2e5aa8; } .power-ru { --power: #2f7d3b; } .power-ce { --power: #5b5b5b; }
  .sheet.acting { box-shadow: 0 0 0 2px var(--power); }
  .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; background: var(--power); border-radius: 2px; margin-right: 0.4rem; }
  .badge { font-size: 0.75rem; background: #1a1a1a; color: #fff; border-radius: 3px; padding: 0 0.3rem; vertical-align: middle; }
  .badge.muted { background: #595959; }
  dl { margin: 0.2rem 0; display: grid; grid-template-columns: auto 1fr; gap: 0 0.6rem; font-size: 0.9rem; }
  .row { display: contents; }
  dt { color: #4a4a4a; }
  dd { margin: 0; }
  .hand { list-style: none; padding: 0; margin: 0.4rem 0 0; display: grid; gap: 0.3rem; font-size: 0.88rem; }
  .card { border: 1px solid #d8d2c4; border-radius: 5px; padding: 0.3rem 0.4rem; background: #fbf9f4; }
  .contest-result { border: 1px solid #8a1f1f; border-radius: 6px; padding: 0.4rem 0.6rem; background: #fff6f6; margin: 0.4rem 0; }
  .contest-result p { margin: 0.15rem 0; }
  details { margin: 0.6rem 0; border: 1px solid #d0cabd; border-radius: 6px; padding: 0.3rem 0.6rem; background: #fff; }
  summary { cursor: pointer; font-weight: 600; }
  .log { list-style: none; margin: 0; padding: 0; max-height: 24rem; overflow: auto; font-size: 0.88rem; }
  .log li { border-bottom: 1px solid #eee; padding: 0.25rem 0; }
  .score-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.5rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.88rem; }
  caption { text-align: left; font-weight: 600; }
  td { border-bottom: 1px solid #eee; padding: 0.1rem 0.2rem; }
  td.num { text-align: right; }
  .waiting { padding: 0.6rem; background: #f3efe6; border-radius: 6px; }
  .log-story { max-height: 28rem; overflow: auto; }
  .log-story .log { max-height: none; overflow: visible; }
  .log-group { font-size: 1rem; margin: 0.6rem 0 0.2rem; }
  .log small.details { display: block; color: #5b4a33; font-size: 0.85rem; }
  .contest-table { width: auto; min-width: 16rem; font-size: 0.95rem; margin: 0.3rem 0; }
  .contest-table th, .contest-table td { padding: 0.15rem 0.5rem; text-align: left; border-bottom: 1px solid #eedcdc; }
  .contest-table tr.total { font-weight: 700; }
  details.term-help { display: inline-block; margin: 0 0 0 0.3rem; padding: 0; border: none; background: none; vertical-align: middle; }
  details.term-help > summary { list-style: none; display: inline-flex; align-items: center; justify-content: center; width: 1.6rem; height: 1.6rem; border-radius: 50%; border: 1px solid #8a7758; font-weight: 700; }
  details.term-help > summary::-webkit-details-marker { display: none; }
  details.term-help[open] { display: block; margin: 0.2rem 0 0.4rem; }
  details.term-help > summary { width: 1.5rem; height: 1.5rem; font-size: 0.85rem; cursor: help; }
  details.term-help > span { display: block; font-size: 0.9rem; padding: 0.3rem 0.5rem; background: #f7f1e3; border-radius: 6px; }
`;
