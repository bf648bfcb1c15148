/**
 * The strip of a game against the computer: which power the person plays, the
 * computer's level, and which powers it is still deciding. It also starts the
 * computer on each phase it has not ordered yet on this device.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import type { Lang } from '../../../platform/game';
import { SUBMIT_EVENT, type SubmitDetail } from '../../../platform/game-ui';
import { diplomacy, diplomacyMap as map, type DipAction } from '../engine/module';
import type { BotLevel } from '../engine/bot';
import type { DipState } from '../engine/state';
import { powersOfSeat, seatIds } from '../engine/seats';
import { text } from './i18n';
import { automatedSeats, onThinkingChange, runComputer, thinkingSeats } from './solo';
import { gameSeedOf, gameUidOfPage, markPhaseOrdered, phaseOrdered, setSoloSetting, soloSetting } from './solo-memory';

export class DipSolo extends LitElement {
  static properties = { state: { attribute: false }, lang: { type: String }, tick: { state: true } };
  declare state: DipState;
  declare lang: Lang;
  declare tick: number;
  private unsubscribe: (() => void) | null = null;

  static styles = css`
    :host {
      display: block;
      margin-bottom: 1rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem;
      align-items: center;
    }
    select {
      font: inherit;
      min-height: 36px;
      border-radius: 8px;
    }
    .muted {
      color: var(--muted, #666);
      font-size: 0.9rem;
    }
    .thinking {
      font-weight: 600;
    }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.tick = 0;
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onThinkingChange(() => this.tick++);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  protected updated(changed: PropertyValues<this>): void {
    if (changed.has('state')) this.startComputer();
  }

  private startComputer() {
    const uid = gameUidOfPage();
    const setting = uid && this.state ? soloSetting(uid) : null;
    if (!setting) return;
    const position = this.state.position;
    const phaseKey = `${uid}|${position.year}|${position.season}|${position.phase}`;
    if (phaseOrdered(phaseKey)) return;
    const seats = automatedSeats(diplomacy.turn(this.state).waitingFor, setting.seat);
    const jobs = seats.map((seat) => ({ seat, job: { position, powers: powersOfSeat(this.state, seat), level: setting.level, gameSeed: gameSeedOf(uid) } }));
    runComputer(phaseKey, jobs, () => markPhaseOrdered(phaseKey), (seat: string, action: DipAction) => {
      this.dispatchEvent(new CustomEvent<SubmitDetail<DipAction>>(SUBMIT_EVENT, { detail: { power: seat, action }, bubbles: true, composed: true }));
    });
  }

  private seatName(seat: string): string {
    return powersOfSeat(this.state, seat).map((p) => map.power(p)!.name[this.lang]).join(', ');
  }

  private change(seat: string, level: BotLevel) {
    setSoloSetting(gameUidOfPage(), { seat, level });
    this.tick++;
  }

  render() {
    void this.tick;
    const uid = gameUidOfPage();
    const setting = uid && this.state ? soloSetting(uid) : null;
    if (!setting) return nothing;
    const thinking = thinkingSeats();
    return html`<div class="row">
        <label>${text(this.lang, 'soloPlaying')}
          <select @change=${(e: Event) => this.change((e.target as HTMLSelectElement).value, setting.level)}>
            ${seatIds(this.state).map((seat) => html`<option value=${seat} ?selected=${seat === setting.seat}>${this.seatName(seat)}</option>`)}
          </select></label>
        <label>${text(this.lang, 'soloLevel')}
          <select @change=${(e: Event) => this.change(setting.seat, Number((e.target as HTMLSelectElement).value) as BotLevel)}>
            ${([1, 2] as const).map((level) => html`<option value=${level} ?selected=${level === setting.level}>${text(this.lang, level === 1 ? 'soloLevel1' : 'soloLevel2')}</option>`)}
          </select></label>
      </div>
      <p class="muted">${text(this.lang, 'soloNote')}</p>
      <p class="thinking" role="status">${thinking.length ? text(this.lang, 'soloThinking', { powers: thinking.map((seat) => this.seatName(seat)).join(', ') }) : nothing}</p>`;
  }
}
customElements.define('dip-solo', DipSolo);
