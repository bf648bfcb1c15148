/**
 * The class demonstration as the view holds it. Its code (demo-loop.ts with its narration and the
 * automated player) loads when a demonstration starts, so a game link's first board comes without it;
 * until then nothing runs and every part of the demonstration draws nothing. The service worker
 * precaches the chunk with every other built file, so a demonstration starts offline too.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { WwiState } from '../engine/state';
import type { DemoHooks, DemoLoop } from './demo-loop';
import { DEMO_DELAY, type DemoSpeed } from './demo-pace';
import type { ShownCombat } from './combat-panel';
import type { GameLog, ReplayStep } from './game-log';
import { EMPTY_OVERLAY, type BoardOverlay } from './overlay';
import { VIEW_WORDS as W } from './words';

type Host = ReactiveControllerHost & HTMLElement;

export class DemoSlot {
  /** The demonstration, once its code is loaded. */
  private loop: DemoLoop | null = null;
  private loading: Promise<DemoLoop> | null = null;
  /** A start waits for the code: the panel says so. */
  starting = false;
  /** The code could not be loaded (offline before the site was cached): the panel says so. */
  failed = false;
  private chosenSpeed: DemoSpeed = 'normal';

  constructor(
    private readonly host: Host,
    private readonly hooks: DemoHooks,
  ) {}

  get running(): boolean {
    return this.loop?.running ?? false;
  }

  get state(): WwiState | null {
    return this.loop?.state ?? null;
  }

  get combat(): ShownCombat | null {
    return this.loop?.combat ?? null;
  }

  /** The demonstration's speed, also the log replay's pace. */
  get speed(): DemoSpeed {
    return this.loop?.speed ?? this.chosenSpeed;
  }

  /** Milliseconds between two steps at that speed. */
  get delay(): number {
    return DEMO_DELAY[this.speed];
  }

  setSpeed(speed: DemoSpeed): void {
    this.chosenSpeed = speed;
    if (this.loop) this.loop.setSpeed(speed);
    else this.host.requestUpdate();
  }

  /** The demonstration, its code loaded first; a failed load is tried again on the next call. */
  loaded(): Promise<DemoLoop> {
    this.loading ??= import('./demo-loop').then(
      ({ DemoLoop }) => {
        const loop = new DemoLoop(this.host, this.hooks);
        loop.speed = this.chosenSpeed;
        this.loop = loop;
        return loop;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** Starts from the game `from` gives once the code is there (the game may have moved on while it loaded). */
  async start(from: () => { state: WwiState; history: readonly WwiState[] | undefined }): Promise<void> {
    this.starting = !this.loop;
    this.failed = false;
    this.host.requestUpdate();
    try {
      const loop = await this.loaded();
      const { state, history } = from();
      if (this.host.isConnected && state) loop.start(state, history);
    } catch {
      this.failed = true;
    } finally {
      this.starting = false;
      this.host.requestUpdate();
    }
  }

  /** While a start waits for the code, a line saying so; if the load failed, why nothing started. */
  status(lang: Lang): TemplateResult | typeof nothing {
    if (this.starting) return html`<p class="waiting" role="status">${W.demoLoading[lang]}</p>`;
    return this.failed ? html`<p class="refusal" role="alert">${W.loadFailed[lang]}</p>` : nothing;
  }

  stop(): void {
    this.loop?.stop();
  }

  /** The demonstration's log so far; empty when none runs. */
  log(): { states: WwiState[]; log: GameLog; steps: ReplayStep[] } {
    return this.loop?.log() ?? { states: [], log: { phases: [], notes: [] }, steps: [] };
  }

  overlay(lang: Lang): BoardOverlay {
    return this.loop?.overlay(lang) ?? EMPTY_OVERLAY;
  }

  announce(view: HTMLElement, lang: Lang): void {
    this.loop?.announce(view, lang);
  }

  badge(lang: Lang): TemplateResult | typeof nothing {
    return this.loop?.badge(lang) ?? nothing;
  }

  buttons(lang: Lang): TemplateResult | typeof nothing {
    return this.loop?.buttons(lang) ?? nothing;
  }

  controls(lang: Lang, calculation: (combat: ShownCombat) => TemplateResult, rule: (rule: string) => TemplateResult): TemplateResult | typeof nothing {
    return this.loop?.controls(lang, calculation, rule) ?? nothing;
  }
}
