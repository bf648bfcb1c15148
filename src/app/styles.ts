import { css } from 'lit';

/** Shared look: tokens come from index.css custom properties, so projector/high-contrast can swap them. */
export const baseStyles = css`
  :host {
    display: block;
    color: var(--ink);
    font: inherit;
    /* Names and texts from links may be one long word (32 characters): break it rather than widen a phone's page. */
    overflow-wrap: anywhere;
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  h1, h2, h3 {
    font-family: var(--display-font);
    font-weight: 600;
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  h1 {
    font-size: clamp(1.5rem, 2.5vw + 1rem, 2.2rem);
  }
  h2 {
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 0.75em;
    line-height: 1.5;
  }
  a {
    color: var(--accent-ink);
  }
  button,
  .button {
    font: inherit;
    font-weight: 600;
    border-radius: 10px;
    border: 1px solid var(--line-strong);
    background: var(--paper);
    color: var(--ink);
    padding: 0.6em 1.1em;
    min-height: 44px;
    cursor: pointer;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
  }
  button.primary,
  .button.primary {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--on-accent);
  }
  /* An action that cannot be undone by this browser alone (it may fork a game). */
  button.danger {
    background: var(--error);
    border-color: var(--error);
    color: #fff;
  }
  button:hover,
  .button:hover {
    filter: brightness(0.96);
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  :focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  input,
  select,
  textarea {
    font: inherit;
    color: var(--ink);
    background: var(--paper);
    border: 1px solid var(--line-strong);
    border-radius: 8px;
    padding: 0.55em 0.7em;
    min-height: 44px;
    /* A select is as wide as its longest option: never wider than its column (no sideways scroll at 360 px). */
    max-width: 100%;
  }
  .card {
    background: var(--paper);
    border: 1px solid var(--line);
    border-radius: 14px;
    padding: clamp(1rem, 2vw, 1.5rem);
    box-shadow: var(--shadow);
  }
  .muted {
    color: var(--muted);
  }
  .notice {
    border-radius: 10px;
    padding: 0.8em 1em;
    border: 1px solid var(--line);
    background: var(--tint);
  }
  .notice.error {
    background: var(--error-tint);
    border-color: var(--error);
  }
  .notice.warn {
    background: var(--warn-tint);
    border-color: var(--warn);
  }
  .stack > * + * {
    margin-top: 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: center;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
