/**
 * A part of the view loaded after the first board: its code comes with a dynamic import,
 * started when the view is connected, and the view draws again once it is there. Until
 * then `value` is null and the view shows a short loading line; if the import fails
 * (a lost connection before the service worker cached the site) `failed` says so.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LazyPart<T> implements ReactiveController {
  value: T | null = null;
  failed = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: () => Promise<T>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.loading ??= this.load().then(
      (value) => {
        this.value = value;
        this.failed = false;
        this.host.requestUpdate();
      },
      () => {
        this.failed = true;
        // Asked again at the next connection (the page reopened, the connection back).
        this.loading = null;
        this.host.requestUpdate();
      },
    );
  }

  /** Settles once the part is there or has failed (tests wait on it). */
  get ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }
}
