/** Who plays whom on this device (the computer may take one side), and the class demonstration's start button. */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { SoloChoice } from './device-memory';
import { SIDE_NAMES } from './nations';
import { VIEW_WORDS as W } from './words';

/** `loading`: the demonstration's code is on its way (demo-slot.ts); the button waits and says so. */
export function opponentsPanel(solo: SoloChoice, lang: Lang, loading: boolean, on: { choose(choice: SoloChoice): void; startDemo(): void }): TemplateResult {
  const radio = (choice: SoloChoice, label: string) =>
    html`<label class="check"><input type="radio" name="solo" .checked=${solo === choice} @change=${() => on.choose(choice)} /> ${label}</label>`;
  return html`<details class="dialog opponents">
    <summary>${W.opponents[lang]} · ${W.demo[lang]}</summary>
    <fieldset>
      <legend>${W.opponents[lang]}</legend>
      ${radio('none', W.humanVsHuman[lang])}
      ${radio('central', `${W.soloAs[lang]} ${SIDE_NAMES.allies[lang]}`)}
      ${radio('allies', `${W.soloAs[lang]} ${SIDE_NAMES.central[lang]}`)}
    </fieldset>
    <h3>${W.demo[lang]}</h3>
    <p class="muted">${W.demoHelp[lang]}</p>
    <button class="primary" ?disabled=${loading} @click=${() => on.startDemo()}>${loading ? W.demoLoading[lang] : W.demoStart[lang]}</button>
  </details>`;
}
