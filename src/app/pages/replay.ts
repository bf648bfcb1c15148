/**
 * The history's replay: steps through every phase from the first, one every few seconds
 * (for a class, or to catch up). A Lit controller, so the page redraws when it starts or stops
 * and the timer ends with the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ReplayController implements ReactiveController {
  private timer: number | null = null;
  seconds = 3;

  constructor(private readonly host: ReactiveControllerHost, private readonly show: (hash: string) => void) {
    host.addController(this);
  }

  get replaying(): boolean {
    return this.timer !== null;
  }

  start(hashes: string[]): void {
    this.stop();
    let index = 0;
    const step = () => {
      if (index >= hashes.length) {
        this.stop();
        return;
      }
      this.show(hashes[index++]);
      this.timer = window.setTimeout(step, this.seconds * 1000);
      this.host.requestUpdate();
    };
    step();
  }

  stop(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    this.host.requestUpdate();
  }

  setSeconds(seconds: number): void {
    this.seconds = seconds;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
