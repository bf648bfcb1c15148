/** The Diplomacy view's own styles (its map draws with map-styles.ts). */
import { css } from 'lit';

export const dipViewStyles = [
  css`
  :host {
    display: block;
  }
  * {
    box-sizing: border-box;
  }
  section {
    background: var(--paper, #fff);
    border: 1px solid var(--line, #ddd);
    border-radius: 14px;
    padding: clamp(0.9rem, 2vw, 1.4rem);
    margin-bottom: 1rem;
    box-shadow: var(--shadow, none);
  }
  h2 {
    font-family: var(--display-font, serif);
    font-size: 1.2rem;
    margin: 0 0 0.6rem;
  }
  h3 {
    font-size: 1rem;
    margin: 0.8rem 0 0.3rem;
  }
  .powers {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 0.75rem;
  }
  .power {
    border: 1px solid var(--line, #ddd);
    border-top: 5px solid var(--power-color);
    border-radius: 10px;
    padding: 0.6rem 0.75rem;
  }
  .power header {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 700;
  }
  .badge {
    display: inline-grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    background: var(--power-color);
    color: #fff;
    font-weight: 800;
    font-size: 0.85rem;
    border: 2px solid #fff;
    box-shadow: 0 0 0 1px #0005;
  }
  .count {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: var(--muted, #666);
  }
  ul {
    margin: 0.3rem 0 0;
    padding-left: 1.1rem;
    line-height: 1.6;
  }
  .results li.fails,
  .results li.illegal,
  .results li.void {
    color: var(--error, #b3261e);
  }
  .order {
    font-family: var(--mono-font, monospace);
  }
  .mark {
    display: inline-block;
    width: 1.2em;
    font-weight: 800;
  }
  textarea {
    width: 100%;
    min-height: 9rem;
    font: 1rem/1.5 var(--mono-font, monospace);
    padding: 0.6rem;
    border-radius: 8px;
    border: 1px solid var(--line-strong, #aaa);
    color: var(--ink, #000);
    background: var(--paper, #fff);
  }
  .map-section {
    padding: clamp(0.5rem, 1.5vw, 1rem);
  }
  .shows {
    border: none;
    margin: 0.4rem 0 0;
    padding: 0;
  }
  .refused {
    color: var(--error, #b3261e);
    font-weight: 600;
  }
  .check li.bad {
    color: var(--error, #b3261e);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: center;
    margin-top: 0.6rem;
  }
  button {
    font: inherit;
    font-weight: 600;
    border-radius: 10px;
    border: 1px solid var(--line-strong, #aaa);
    background: var(--paper, #fff);
    color: var(--ink, #000);
    padding: 0.55em 1em;
    min-height: 44px;
    cursor: pointer;
  }
  button.primary {
    background: var(--accent, #8c2f1b);
    border-color: var(--accent, #8c2f1b);
    color: var(--on-accent, #fff);
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  select,
  label {
    font: inherit;
  }
  select {
    min-height: 36px;
    border-radius: 8px;
  }
  :focus-visible {
    outline: 3px solid var(--focus, #1a73e8);
    outline-offset: 2px;
  }
  .help {
    font-size: 0.9rem;
  }
  /* A game's special orders under the order box (ambassadors, spies). */
  fieldset.special {
    border: 1px solid var(--line, #ddd);
    border-radius: 10px;
    margin: 0.6rem 0 0;
    padding: 0.4rem 0.7rem 0.6rem;
  }
  fieldset.special legend {
    font-weight: 600;
  }
  fieldset.special .check {
    display: block;
    margin: 0.3rem 0;
  }
  fieldset.special .effects {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.9rem;
  }
  fieldset.special .risk {
    font-size: 0.9rem;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`,
];
