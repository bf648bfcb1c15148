/**
 * Shared dice: an attack or a neutral's activation declared by one side waits
 * for the other side's roll, whose share of the dice seed decides the die
 * (engine/dice-share.ts). The roller's panel, and the sentence the declaring
 * side reads while it waits.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang, Localized } from '../../../platform/game';
import type { DeclaredRoll, WwiState } from '../engine/state';
import { europeBoard } from '../engine/europe';
import { SIDE_NAMES, nationName } from './nations';
import { unitCalled } from '../engine/names';
import { joinList } from '../../../platform/i18n';
import { placeName } from './unit-labels';
import type { PanelContext } from './phase-panels';

const WORDS = {
  roll: { en: 'Roll the die', it: 'Tira il dado' },
  join: { en: 'Join the game', it: 'Unisciti alla partita' },
  joinWhy: {
    en: 'Joining adds your share to the dice seed and promises your next one, before the other side can declare any attack: so nobody, you included, can pick the die of the first attack.',
    it: 'Unendovi aggiungete la vostra parte al seme dei dadi e promettete la prossima, prima che l\'altra parte possa dichiarare un attacco: così nessuno, voi compresi, può scegliere il dado del primo attacco.',
  },
  why: {
    en: 'The die falls with your share of the dice seed, promised at your last hand-off: nobody can choose it, and the side that declared could not know it in advance.',
    it: 'Il dado cade con la vostra parte del seme dei dadi, promessa al vostro ultimo passaggio: nessuno può sceglierlo, e chi ha dichiarato non poteva conoscerlo in anticipo.',
  },
} satisfies Record<string, Localized>;

/** "The Central Powers attack 0505 Verdun with German 1st Army and German 2nd Army." */
export function declaredSentence(state: WwiState, declared: DeclaredRoll, lang: Lang): string {
  const side = SIDE_NAMES[declared.side][lang];
  if (declared.kind === 'join') {
    const joiner = SIDE_NAMES[declared.side === 'allies' ? 'central' : 'allies'][lang];
    return lang === 'it' ? `La partita comincia quando si uniscono: ${joiner}.` : `The game begins when the ${joiner} join.`;
  }
  if (declared.kind === 'activate') {
    const nation = nationName(declared.nation, lang);
    return lang === 'it' ? `${side}: tentativo di portare in guerra ${nation} (9.2).` : `The ${side} try to bring ${nation} into the war (9.2).`;
  }
  const list = joinList(declared.order.attackers.map((id) => unitCalled(state, id)[lang]), lang === 'it' ? 'e' : 'and');
  const place = placeName(europeBoard(), declared.order.target, lang);
  return lang === 'it' ? `${side}: attacco su ${place} con ${list}.` : `The ${side} attack ${place} with ${list}.`;
}

/** The roller's panel: what was declared, and the one button. */
export function rollPanel(ctx: PanelContext, declared: DeclaredRoll): TemplateResult {
  const { state, lang } = ctx;
  if (declared.kind === 'join') {
    return html`<p>${declaredSentence(state, declared, lang)}</p>
      <p class="muted">${WORDS.joinWhy[lang]} ${ctx.rule('6.1')}</p>
      <button class="primary" ?disabled=${ctx.busy} @click=${() => ctx.submit({ kind: 'roll' })}>${WORDS.join[lang]}</button>`;
  }
  return html`<p>${declaredSentence(state, declared, lang)}</p>
    <p class="muted">${WORDS.why[lang]} ${ctx.rule('6.1')}</p>
    <button class="primary" ?disabled=${ctx.busy} @click=${() => ctx.submit({ kind: 'roll' })}>${WORDS.roll[lang]}</button>`;
}

/** What the declaring side reads while the other side rolls. */
export function waitingForRoll(state: WwiState, declared: DeclaredRoll, lang: Lang): string {
  const roller = SIDE_NAMES[declared.side === 'allies' ? 'central' : 'allies'][lang];
  if (declared.kind === 'join') {
    return lang === 'it'
      ? `${declaredSentence(state, declared, lang)} Mandate loro il link della partita: la loro parte del seme dei dadi va promessa prima di ogni attacco.`
      : `${declaredSentence(state, declared, lang)} Send them the game link: their share of the dice seed is promised before any attack.`;
  }
  return lang === 'it'
    ? `${declaredSentence(state, declared, lang)} Il dado attende: ${roller} (la loro parte del seme dei dadi lo decide).`
    : `${declaredSentence(state, declared, lang)} The die waits for the ${roller}: their share of the dice seed decides it.`;
}
