import type { ReactiveControllerHost } from 'lit';

/** If the page is hidden, frames do not come: the part is drawn after this long anyway. */
const HIDDEN_PAGE_MS = 300;

/**
 * Lets a page draw what the player does not need first (a game page's side column) in the frame
 * after the rest has been painted, once for each thing shown (a game): on a phone the board then
 * appears that much sooner, and the side column is below it anyway.
 */
export class SecondFrame {
  private key: string | null = null;
  private ready = false;

  constructor(private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'>) {}

  /** Whether the later part may be drawn for `key`: false in the first frame drawn for a new key, true after. */
  reached(key: string): boolean {
    if (key === this.key) return this.ready;
    this.key = key;
    this.ready = false;
    let done = false;
    const show = () => {
      if (done || this.key !== key) return;
      done = true;
      this.ready = true;
      this.host.requestUpdate();
    };
    // A frame's callbacks run before its paint: the timer set in one runs after it.
    requestAnimationFrame(() => setTimeout(show));
    setTimeout(show, HIDDEN_PAGE_MS);
    return false;
  }
}
