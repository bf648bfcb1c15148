/**
 * The strip of a Diplomacy game with the computer at the table: who plays
 * which power, and the computer's level. One person against the computer
 * gets two quick choices; a mixed table a choice per power.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Lang } from '../../../platform/game';
import { joinList } from '../../../platform/i18n';
import { SEATS_EVENT } from '../../../platform/game-ui';
import { board } from './board';
import type { BotLevel } from '../engine/bot';
import type { DipState } from '../engine/state';
import { powersOfSeat, seatIds } from '../engine/seats';
import { text } from './i18n';
import { computerLevel, gameUidOfPage, loneSeat, personPlays, seatPlan, setSeatPlan, withRole, type SeatPlan } from './solo-memory';

const AND = { en: 'and', it: 'e' } as const;
/** What a person can expect of each level, in words (the setting itself stays a number). */
const levelName = (level: BotLevel) => (level === 1 ? 'levelName1' : 'levelName2');

export class DipSolo extends LitElement {
  static properties = { state: { attribute: false }, lang: { type: String }, tick: { state: true } };
  declare state: DipState;
  declare lang: Lang;
  declare tick: number;

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
    .seats {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
      gap: 0.4rem 1rem;
      margin-top: 0.5rem;
    }
    .seats label {
      display: grid;
      gap: 0.2rem;
    }
    select {
      font: inherit;
      min-height: 36px;
      border-radius: 8px;
    }
    summary {
      cursor: pointer;
      padding: 0.4rem 0;
      font-weight: 600;
      color: var(--accent-ink, inherit);
    }
    .muted {
      color: var(--muted, #666);
      font-size: 0.9rem;
    }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.tick = 0;
  }

  private seatName(seat: string): string {
    return powersOfSeat(this.state, seat).map((p) => board().map.power(p)!.name[this.lang]).join(', ');
  }

  private save(plan: SeatPlan) {
    setSeatPlan(gameUidOfPage(), plan);
    this.tick++;
    this.dispatchEvent(new CustomEvent(SEATS_EVENT, { bubbles: true, composed: true }));
  }

  render() {
    void this.tick;
    const uid = gameUidOfPage();
    const plan = uid && this.state ? seatPlan(uid) : null;
    if (!plan) return nothing;
    const seats = seatIds(this.state);
    const lone = loneSeat(plan, seats);
    return html`${lone ? this.renderSolo(plan, seats, lone) : this.renderTable(plan, seats)}
      <p class="muted">${text(this.lang, 'soloNote')}</p>`;
  }

  private renderSolo(plan: SeatPlan, seats: string[], mine: string) {
    return html`<div class="row">
      <label>${text(this.lang, 'soloPlaying')}
        <select @change=${(e: Event) => this.save({ people: [(e.target as HTMLSelectElement).value], level: plan.level, levels: {} })}>
          ${seats.map((seat) => html`<option value=${seat} ?selected=${seat === mine}>${this.seatName(seat)}</option>`)}
        </select></label>
      <label>${text(this.lang, 'soloLevel')}
        <select @change=${(e: Event) => this.save({ people: [mine], level: Number((e.target as HTMLSelectElement).value) as BotLevel, levels: {} })}>
          ${([1, 2] as const).map((level) => html`<option value=${level} ?selected=${level === plan.level}>${text(this.lang, level === 1 ? 'soloLevel1' : 'soloLevel2')}</option>`)}
        </select></label>
    </div>`;
  }

  private renderTable(plan: SeatPlan, seats: string[]) {
    const lang = this.lang;
    const people = seats.filter((seat) => personPlays(plan, seat)).map((seat) => this.seatName(seat));
    const computer = seats.flatMap((seat) => {
      const level = computerLevel(plan, seat);
      return level === null ? [] : [text(lang, 'tableLevel', { seat: this.seatName(seat), level: text(lang, levelName(level)) })];
    });
    const summary = !computer.length
      ? text(lang, 'tableEveryone')
      : people.length
      ? text(lang, 'tablePeople', { people: joinList(people, AND[lang]), computer: joinList(computer, AND[lang]) })
      : text(lang, 'tableNobody', { computer: joinList(computer, AND[lang]) });
    const role = (seat: string) => String(computerLevel(plan, seat) ?? 'person');
    return html`<p>${summary}</p>
      <details>
        <summary>${text(lang, 'tableChange')}</summary>
        <div class="seats">
          ${seats.map((seat) => html`<label>${this.seatName(seat)}
            <select @change=${(e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              this.save(withRole(plan, seats, seat, value === 'person' ? null : (Number(value) as BotLevel)));
            }}>
              <option value="person" ?selected=${role(seat) === 'person'}>${text(lang, 'tablePerson')}</option>
              ${([1, 2] as const).map((level) => html`<option value=${level} ?selected=${role(seat) === String(level)}>${text(lang, 'tableComputer', { level: text(lang, levelName(level)) })}</option>`)}
            </select></label>`)}
        </div>
      </details>`;
  }
}
customElements.define('dip-solo', DipSolo);
