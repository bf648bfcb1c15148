/** The look of the game page around a game's own view: phase header, links, history, forks. */
import { css } from 'lit';

export const gamePageStyles = css`
      :host {
        display: block;
      }
      /* A game's board uses the screen's whole width, past the column the other pages keep to (the app's 1480 pixels). */
      @media (min-width: 1560px) {
        :host {
          width: calc(100vw - 3rem);
          margin-left: calc(50% - 50vw + 1.5rem);
        }
      }
      header.phase {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: 0.5rem 1rem;
      }
      .phase-label {
        font-family: var(--display-font);
        font-size: 1.3rem;
        color: var(--accent-ink);
      }
      .waiting {
        font-weight: 600;
      }
      .mode {
        display: inline-block;
        border: 1px solid var(--line-strong);
        border-radius: 999px;
        padding: 0.1em 0.7em;
        font-size: 0.85rem;
        margin-right: 0.4rem;
      }
      .mode.plays {
        border-color: var(--accent);
        font-weight: 600;
        /* A phone wraps a long list of powers: a full pill's corners would cut into the words. */
        border-radius: 0.6em;
      }
      .layout {
        display: grid;
        gap: 1rem;
        grid-template-columns: minmax(0, 1fr);
      }
      @media (min-width: 1000px) {
        .layout {
          grid-template-columns: minmax(0, 1fr) 340px;
          align-items: start;
        }
      }
      .pass {
        text-align: center;
        padding: 2rem 1rem;
      }
      .pass .row {
        justify-content: center;
      }
      .computer progress {
        width: 100%;
        height: 0.6rem;
        accent-color: var(--accent);
      }
      ol.history {
        margin: 0;
        padding-left: 1.4rem;
        line-height: 1.8;
      }
      .chips {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .chip {
        border: 1px solid var(--line-strong);
        border-radius: 999px;
        padding: 0.2em 0.7em;
        font-size: 0.9rem;
      }
      .chip.done {
        background: var(--tint);
      }
      .chip.done::before {
        content: '✓ ';
        font-weight: 800;
      }
      fieldset {
        border: none;
        margin: 0;
        padding: 0;
      }
      .powers label {
        display: inline-flex;
        gap: 0.35rem;
        align-items: center;
        margin: 0.2rem 0.8rem 0.2rem 0;
      }
      .take-back {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.6rem;
        margin: 0.3rem 0 0;
        max-width: 32rem;
      }
      .powers input {
        min-height: auto;
      }
    `;
