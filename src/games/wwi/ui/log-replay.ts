/**
 * Where a replay of the game log stands: which step, and whether it plays on
 * by itself. A Lit controller, so its host re-renders at every step and its
 * timer stops when the host leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LogReplay implements ReactiveController {
  /** The step shown, or -1 when no replay is running. */
  index = -1;
  playing = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `count` gives the number of steps now (the log may grow while replaying),
   * `delay` the milliseconds between steps when playing, `moved` is told each new step.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly count: () => number,
    private readonly delay: () => number,
    private readonly moved: (index: number) => void = () => {},
  ) {
    host.addController(this);
  }

  get active(): boolean {
    return this.index >= 0;
  }

  /** From the first step, playing. */
  start(): void {
    if (!this.count()) return;
    this.playing = true;
    this.show(0);
  }

  /** One step forward or back; the replay pauses at the last step. */
  go(delta: number): void {
    if (!this.active) return;
    this.show(Math.min(this.count() - 1, Math.max(0, this.index + delta)));
  }

  toggle(): void {
    if (!this.active) return;
    this.playing = !this.playing;
    // Playing again from the last step starts over.
    if (this.playing && this.index >= this.count() - 1) this.show(0);
    else this.schedule();
    this.host.requestUpdate();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.index = -1;
    this.playing = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.playing = false;
  }

  private show(index: number): void {
    this.index = index;
    if (index >= this.count() - 1) this.playing = false;
    this.schedule();
    this.moved(index);
    this.host.requestUpdate();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.playing) this.timer = setTimeout(() => this.go(1), this.delay());
  }
}

/**
 * Scrolls the log's panel so the replay's current step sits in its middle, under the replay
 * controls; only the panel scrolls (when it has its own scroll bar), the page stays on the board.
 */
export function scrollLogToCurrent(root: ParentNode): void {
  const panel = root.querySelector<HTMLElement>('.panel');
  const current = root.querySelector<HTMLElement>('.game-log .current');
  if (!panel || !current || panel.scrollHeight <= panel.clientHeight) return;
  const controls = root.querySelector<HTMLElement>('.replay-controls')?.offsetHeight ?? 0;
  const below = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  panel.scrollTop += below - (controls + panel.clientHeight) / 2;
}
