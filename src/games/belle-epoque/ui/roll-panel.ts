/**
 * Shared dice by link (engine/link-dice.ts): an action that rolls is only
 * declared, and another person's next step rolls it. Who is waited for, the
 * action as it is sent (with what the dice need), the roller's panel and the
 * sentence everyone else reads while the die waits.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Action } from '../engine/actions';
import { actor } from '../engine/actions';
import type { PowerId } from '../engine/data';
import type { Declared, LinkAction } from '../engine/link-dice';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../engine/module';
import { playerOf } from '../engine/state';
import { actionText, powerName, tr } from './words';

/** The power whose step comes next: the roller of a declared action, else the one to act. */
export function toAct(s: BelleEpoqueModuleState): PowerId | null {
  return s.shared?.declared?.roller ?? actor(s);
}

/** The action as this device sends it: with shared dice, carrying what its secret adds (a chain head, a nonce, a share). */
export function sentAction(s: BelleEpoqueModuleState, power: PowerId, action: LinkAction, secret: (player: number) => Uint8Array): LinkAction {
  return s.shared ? belleEpoqueGame.withDice(s, power, action, secret(playerOf(s, power))) : action;
}

/** "France declared: contest in Serbia." */
function declaredSentence(declared: Declared, lang: Lang): string {
  const text = actionText(declared.action as Action, lang);
  return tr(lang, `${powerName(declared.power, lang)} declared: ${text}.`, `${powerName(declared.power, lang)} ha dichiarato: ${text}.`);
}

/** The roller's panel: what was declared and by whom, why the die is fair, the one button. */
export function rollPanel(declared: Declared, lang: Lang, roll: () => void): TemplateResult {
  return html`<section class="actions roll" aria-label=${tr(lang, 'Roll the die', 'Tira il dado')}>
    <h2>${tr(lang, 'Your roll', 'Il vostro tiro')}</h2>
    <p>${declaredSentence(declared, lang)}</p>
    <p class="why">${tr(lang,
      'The die falls with your share of the dice, fixed by your chain before this action was declared: you cannot choose it, and the declarer could not know it.',
      'Il dado cade con la vostra quota dei dadi, fissata dalla vostra catena prima che l\'azione fosse dichiarata: non potete sceglierla, e chi ha dichiarato non poteva conoscerla.')}</p>
    <button class="primary submit" @click=${roll}>${tr(lang, 'Roll the die', 'Tira il dado')}</button>
  </section>`;
}

/** What the others read while the die waits. */
export function waitingForRoll(declared: Declared, lang: Lang): TemplateResult {
  const roller = powerName(declared.roller, lang);
  return html`<p class="waiting" role="status">${declaredSentence(declared, lang)}
    ${tr(lang, `The die waits for ${roller}: their share of the dice decides it.`, `Il dado attende ${roller}: la sua quota dei dadi lo decide.`)}</p>`;
}
