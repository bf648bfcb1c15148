/**
 * Parts of the game page that need nothing of the page but what they are given:
 * the invitations, the waiting sentence, the power picker and the history with its replay.
 */
import { html, nothing } from 'lit';
import { listFormat, local, t } from '../i18n';
import { routeHref, shareUrl } from '../router';
import type { PowerInfo } from '../../platform/game';
import type { PhaseStatus } from '../../platform/play';
import type { LibraryNode } from '../../platform/library/merge';
import { currentEntryWords } from './history-now';

/** The private invitation links the creator hands out, one per seat (a game's `invitations` setting). */
export function invitationsPanel(setting: string | undefined, nameOf: (id: string) => string) {
  let invitations: Record<string, string> = {};
  try {
    invitations = JSON.parse(setting ?? '{}');
  } catch {
    return nothing;
  }
  const seats = Object.entries(invitations);
  if (!seats.length) return nothing;
  return html`<div class="card stack">
    <h2>${t('game.invitations')}</h2>
    <p class="muted">${t('game.invitations.help')}</p>
    ${seats.map(([seat, link]) => html`<share-panel .url=${shareUrl(link)} .heading=${t('game.invitations.link', { power: nameOf(seat) })}></share-panel>`)}
  </div>`;
}

/** Who the current phase waits for, in the words of its mode. */
export function waitingSentence(status: PhaseStatus, nameOf: (id: string) => string): string {
  const missing = status.waiting.filter((seat) => !status.received.includes(seat));
  if (!status.waiting.length) return t('game.waiting.none');
  if (missing.length) return t(status.mode === 'sealed' ? 'game.waiting.sealed' : 'game.waiting', { powers: listFormat(missing.map(nameOf)) });
  if (status.mode === 'referee') return status.isReferee ? t('game.waiting.refereeReady') : t('game.waiting.referee');
  if (status.mode === 'sealed' && !status.complete) {
    const unrevealed = status.waiting.filter((seat) => !status.revealed.includes(seat));
    return t('game.waiting.reveals', { powers: listFormat(unrevealed.map(nameOf)) });
  }
  // At one table nobody else resolves: the device does.
  return t(status.mode === 'table' ? 'game.table.allIn' : 'game.waiting.ready');
}

/** Which powers this device plays. */
export function powerPicker(powers: PowerInfo[], names: string[], onSubmit: (event: Event) => void) {
  return html`<form class="card powers" @submit=${onSubmit}>
    <fieldset>
      <legend><strong>${t('game.pickPowers')}</strong></legend>
      ${powers.map(
        (power, i) => html`<label><input type="checkbox" name="power" value=${power.id} />${local(power.name)}${names[i] ? html` <span class="muted">(${names[i]})</span>` : nothing}</label>`,
      )}
    </fieldset>
    <button class="primary" type="submit">${t('game.pickPowers.save')}</button>
  </form>`;
}

export interface ReplayControls {
  replaying: boolean;
  seconds: number;
  start(): void;
  stop(): void;
  setSeconds(seconds: number): void;
}

/** The shown entry, its whole name kept as its title when "Now" stands for the heading's words. */
function currentEntry(label: string, heading: string) {
  const words = currentEntryWords(label, heading, t('game.history.now'));
  return html`<strong aria-current="page" title=${words === label ? nothing : label}>${words}</strong>`;
}

/** Every phase of the shown chain, the current one marked ("Now" beside the `heading` naming it, if the game's current phase), and the replay from the first. */
export function historyPanel(uid: string, chain: LibraryNode[], current: string, label: (step: LibraryNode, i: number) => string, heading: string, replay: ReplayControls) {
  return html`<nav class="card" aria-label=${t('game.history')}>
    <h2>${t('game.history')}</h2>
    <ol class="history">
      ${chain.map(
        (step, i) => html`<li>${step.hash === current
          ? currentEntry(label(step, i), heading)
          : html`<a href=${routeHref({ page: 'game', uid, hash: step.hash })}>${label(step, i)}</a>`}</li>`,
      )}
    </ol>
    ${chain.length > 1
      ? html`<div class="row replay">
          ${replay.replaying
            ? html`<button @click=${replay.stop}>${t('game.replay.stop')}</button>`
            : html`<button @click=${replay.start}>${t('game.replay.start')}</button>`}
          <label>${t('game.replay.speed')}
            <select @change=${(e: Event) => replay.setSeconds(Number((e.target as HTMLSelectElement).value))}>
              ${[1, 3, 6].map((seconds) => html`<option value=${seconds} ?selected=${seconds === replay.seconds}>${t('game.replay.seconds', { seconds })}</option>`)}
            </select></label>
        </div>`
      : nothing}
  </nav>`;
}

export interface OrdersStatusControls {
  /** The play area or the status line already offers to resolve the phase, so this panel does not. */
  resolvedElsewhere: boolean;
  busy: boolean;
  receivedAt: number | undefined;
  resolve(proceedWithout: boolean): void;
}

/** Whose orders are in, and resolving (at one table) or resolving without the missing seats. */
export function ordersStatusPanel(status: PhaseStatus, nameOf: (id: string) => string, c: OrdersStatusControls) {
  const mayResolve = status.mode !== 'referee' || status.isReferee;
  return html`<div class="card stack">
    <h2>${t('game.orders.title')}</h2>
    <div class="chips" aria-label=${t('game.orders.in', { powers: listFormat(status.received.map(nameOf)) })}>
      ${status.waiting.map((id) => html`<span class="chip ${status.received.includes(id) ? 'done' : ''}">${nameOf(id)}</span>`)}
    </div>
    ${mayResolve && status.complete && !c.resolvedElsewhere
      ? html`<button class="primary" ?disabled=${c.busy} @click=${() => c.resolve(false)}>${t('game.orders.adjudicate')}</button>`
      : nothing}
    ${mayResolve
      ? html`<resolve-without .status=${status} .receivedAt=${c.receivedAt} .nameOf=${nameOf} ?busy=${c.busy}
          @resolve-without=${() => c.resolve(true)}></resolve-without>`
      : nothing}
  </div>`;
}

export interface PhaseHeader {
  title: string;
  phaseLabel: string;
  mode: string;
  /** Said in place of the mode while the game's view shows something else than the saved game (a class demonstration). */
  badge?: string;
  isReferee: boolean;
  /** Who the phase waits for, or how the game ended. */
  waiting: string;
  /** The status line (link play): replaces `waiting` when given. */
  next?: unknown;
  /** The take-back offer, when this device may still take its last action back. */
  takeBack: { busy: boolean; run(): void } | null;
  /** The phase came by link and could not be recomputed here (platform/phase-check.ts). */
  unchecked?: boolean;
  /** The seats this browser plays, named (link play): said at the top, so a seat opened here is seen taken. */
  plays?: string;
}

/** The game's title, its phase, its mode and what it waits for. */
export function phaseHeader(h: PhaseHeader) {
  return html`<header class="phase">
    <div>
      <h1>${h.title}</h1>
      <div class="phase-label" aria-live="polite">${h.phaseLabel}</div>
    </div>
    <div>
      <span class="mode">${h.badge ?? t(`mode.${h.mode}`)}</span>${h.isReferee ? html`<span class="mode">${t('game.referee.you')}</span>` : nothing}${h.plays ? html`<span class="mode plays">${t('game.plays', { powers: h.plays })}</span>` : nothing}
      ${h.unchecked ? html`<p class="notice warn unchecked">${t('game.unchecked')}</p>` : nothing}
      ${h.next ?? html`<p class="waiting" role="status">${h.waiting}</p>`}
      ${h.takeBack
        ? html`<p class="take-back"><button ?disabled=${h.takeBack.busy} @click=${h.takeBack.run}>${t('game.takeBack')}</button>
            <span class="muted">${t('game.takeBack.hint')}</span></p>`
        : nothing}
    </div>
  </header>`;
}
