/**
 * The play area of a phase at one table: the "pass the device" screen, which
 * names people's seats only, and what the computer is doing for its seats.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { listFormat, t } from '../i18n';
import { PlayFailure, type PhaseStatus } from '../../platform/play';
import { playComputerAction, sequentialHolder, type TableTurn } from '../../platform/table-turn';
import type { GameBundle, GameMeta } from '../../platform/game-ui';
import type { LibraryGame } from '../../platform/library/merge';
import { getPlay } from '../services';

export interface TablePlay {
  status: PhaseStatus;
  turn: TableTurn;
  /** Whether one seat acts at a time: nothing secret between seats, no pass screen (unless `privateSeats`). */
  sequential: boolean;
  /** One seat acts at a time but holds what others must not see (GameModule.privateSeats). */
  privateSeats: boolean;
  seatedPower: string | null;
  /** In a game of private seats, the person the device was last handed to (kept from turn to turn). */
  handedTo: string | null;
  hand(seat: string): void;
  busy: boolean;
  nameOf(seat: string): string;
  /** The game's view for these seats to order, or read-only when none. */
  view(seats: string[], readonly: boolean): HTMLElement;
  seat(seat: string): void;
  resolve(): void;
  /** The phase ends by itself once every order is in (the computer plays here): no Resolve button. */
  endsItself: boolean;
}

export function tablePlay(play: TablePlay): TemplateResult {
  const { turn } = play;
  return html`${computerCard(play)}${playArea(play)}`;
  function playArea(p: TablePlay) {
    if (p.seatedPower && !turn.computer.includes(p.seatedPower)) return p.view([p.seatedPower], false);
    if (p.sequential) {
      const holder = sequentialHolder(turn, p.privateSeats, p.handedTo);
      if ('seats' in holder) return p.view(holder.seats, false);
      // The device goes to the person to act before their seat (their hand) is drawn.
      return html`<div class="card pass stack">
          <h2>${t('game.table.pass', { power: p.nameOf(holder.handTo) })}</h2>
          <div class="row"><button class="primary" @click=${() => p.hand(holder.handTo)}>${t('game.table.ready', { power: p.nameOf(holder.handTo) })}</button></div>
        </div>
        ${p.view([], true)}`;
    }
    const missing = turn.people;
    if (!missing.length) return p.view([], true);
    // A lone person at the device has nobody to hide orders from.
    if (turn.alone) return p.view(missing, false);
    const received = p.status.received;
    return html`<div class="card pass stack">
        ${received.length ? html`<p>${t('game.orders.in', { powers: listFormat(received.map(p.nameOf)) })}</p>` : nothing}
        <h2>${t('game.table.pass', { power: p.nameOf(missing[0]) })}</h2>
        <div class="row">
          <button class="primary" @click=${() => p.seat(missing[0])}>${t('game.table.ready', { power: p.nameOf(missing[0]) })}</button>
        </div>
        ${missing.length > 1
          ? html`<p class="muted">${t('game.table.other')}</p>
              <div class="row">${missing.slice(1).map((id) => html`<button @click=${() => p.seat(id)}>${p.nameOf(id)}</button>`)}</div>`
          : nothing}
      </div>
      ${p.view([], true)}`;
  }
}

/** Whether the play area offers to resolve the phase (the computer's orders and everyone's are in), so the side panel need not. */
export function resolvesInPlay(turn: TableTurn | null, status: PhaseStatus): boolean {
  return !!turn && turn.computer.length > 0 && !turn.people.length && !turn.deciding.length && status.complete;
}

/** A pause before a phase only the computer ordered ends by itself, so the person sees what it is (a retreat, a build). */
export const COMPUTER_PHASE_PAUSE_MS = 1800;

/**
 * At one table a phase ends by itself once every order is in: the last person's Submit ends the turn
 * (at once), and a phase where only the computer had orders resolves after a pause. Returns that wait
 * in milliseconds, or null while something is still awaited.
 */
export function autoEnd(turn: TableTurn | null, status: PhaseStatus, automated: readonly string[] | null): number | null {
  if (!turn || turn.people.length || turn.deciding.length || !status.complete || !status.waiting.length) return null;
  const personActed = status.waiting.some((seat) => !(automated ?? []).includes(seat));
  return personActed ? 0 : COMPUTER_PHASE_PAUSE_MS;
}

/** Which of the computer's seats are still deciding, with a progress bar (moving on its own until the first is in); then, once all is in, the one button to go on. */
function computerCard(play: TablePlay) {
  const { turn, status } = play;
  if (!turn.computer.length) return nothing;
  if (turn.deciding.length) {
    const done = turn.computer.length - turn.deciding.length;
    return html`<div class="card stack computer" role="status">
      <p>${t('game.table.computer', { powers: listFormat(turn.deciding.map(play.nameOf)) })}</p>
      <progress max=${turn.computer.length} value=${ifDefined(done || undefined)} aria-label=${t('game.table.computerProgress', { done, total: turn.computer.length })}></progress>
    </div>`;
  }
  if (!resolvesInPlay(turn, status)) return nothing;
  if (play.endsItself) return html`<div class="card stack computer" role="status"><p>${t('game.table.ending')}</p></div>`;
  return html`<div class="card stack computer">
    <p>${t('game.table.allIn')}</p>
    <div class="row"><button class="primary" ?disabled=${play.busy} @click=${play.resolve}>${t('game.orders.adjudicate')}</button></div>
  </div>`;
}

/**
 * The timer of a phase that ends by itself: set at each render with the phase and its wait, it starts
 * once per phase after the render. `end` resolves and answers whether it could (not while the page is
 * busy with the step before: then it is tried again at the next render, which `redraw` asks for).
 */
export class AutoEnd {
  private due: { hash: string; wait: number } | null = null;
  private timer: { hash: string; id: number } | null = null;

  constructor(private readonly end: (hash: string) => boolean, private readonly redraw: () => void) {}

  get pending(): boolean {
    return !!this.due;
  }

  set(due: { hash: string; wait: number } | null): void {
    this.due = due;
  }

  schedule(): void {
    const due = this.due;
    if (!due || this.timer?.hash === due.hash) return;
    if (this.timer) window.clearTimeout(this.timer.id);
    this.timer = { hash: due.hash, id: window.setTimeout(() => {
      if (this.end(due.hash)) return;
      this.timer = null;
      this.redraw();
    }, due.wait) };
  }
}

/** The computer's seats the phase drawn still waits for. */
export interface ComputerJob {
  uid: string;
  hash: string;
  state: unknown;
  seats: string[];
}

/** Hands the computer's seats to the game; each action is submitted for that phase only, as it comes. */
export function startComputer(bundle: GameBundle, meta: GameMeta, job: ComputerJob, submitted: (uid: string, game: LibraryGame, hash?: string) => void, failed: (uid: string, error: unknown) => void): void {
  const play = getPlay();
  const steps = { submit: play.submit.bind(play, meta), resolve: (uid: string, hash: string) => play.resolve(meta, uid, hash) };
  // One seat at a time: the computer's action is the whole phase and goes on at once, as a person's does.
  const sequential = bundle.module.turn(job.state).mode === 'sequential';
  bundle.automate?.(job.uid, job.state, job.seats, (seat, action) => {
    playComputerAction(steps, job.uid, job.hash, seat, action, sequential)
      .then(({ game, hash }) => submitted(job.uid, game, hash))
      .catch((error: unknown) => {
        // The phase was resolved without the computer meanwhile: its orders are simply late.
        if (!(error instanceof PlayFailure && error.error.code === 'wrong-phase')) failed(job.uid, error);
      });
  });
}
