/**
 * Template functions of the view: each power's sheet, a hand of cards, the
 * events of the turn, a contest's calculation and the glossary (the scoring
 * breakdown, opened on demand, is scoring-panel.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { PowerId } from '../engine/data';
import { HIDDEN_CARD, type BelleEpoqueState, type ContestResult, type ContestSide } from '../engine/state';
import { GLOSSARY } from './glossary';
import { CONTINENT, cardName, cardText, d, idx, powerName, territoryName, tr } from './words';

function fleetSummary(s: BelleEpoqueState, p: PowerId, lang: Lang): string {
  const own = s.fleets.filter((f) => f.owner === p);
  const parts: string[] = [];
  const reserve = own.filter((f) => f.where === 'reserve').length;
  const arsenal = own.filter((f) => f.where === 'arsenal').length;
  if (arsenal) parts.push(`${arsenal} ${tr(lang, 'in the arsenal', 'nell\'Arsenale')}`);
  for (const c of ['europe', 'africa', 'asia'] as const) {
    const here = own.filter((f) => f.where === c);
    if (here.length) parts.push(`${here.length} ${tr(lang, 'in', 'in')} ${CONTINENT[c][lang]}${here.some((f) => f.exhausted) ? ` (${here.filter((f) => f.exhausted).length} ${tr(lang, 'exhausted', 'esauste')})` : ''}`);
  }
  parts.push(`${reserve} ${tr(lang, 'not built', 'da acquistare')}`);
  return parts.join(', ');
}

/** One power's sheet; `hand` shows its cards (the power's own player), else only how many. */
export function powerSheet(s: BelleEpoqueState, p: PowerId, lang: Lang, opts: { hand: boolean; acting: boolean }): TemplateResult {
  const ps = s.powers[p];
  const power = idx.power.get(p)!;
  const row = (label: string, value: string | number) => html`<div class="row"><dt>${label}</dt><dd>${value}</dd></div>`;
  const hand = ps.hand;
  return html`<section class="sheet power-${p} ${opts.acting ? 'acting' : ''}" aria-label=${power.name[lang]}>
    <h3><span class="swatch" aria-hidden="true"></span>${power.name[lang]}${opts.acting ? html` <span class="badge">${tr(lang, 'to act', 'di turno')}</span>` : nothing}${ps.passed ? html` <span class="badge muted">${tr(lang, 'passed', 'ha passato')}</span>` : nothing}</h3>
    <dl>
      ${row(tr(lang, 'Money', 'Denaro'), `£${ps.money}`)}
      ${row(tr(lang, 'VP', 'PV'), ps.vp)}
      ${row(tr(lang, 'Prestige', 'Prestigio'), ps.prestige)}
      ${row(tr(lang, 'Embassy cubes', 'MD nelle Ambasciate'), ps.embassy)}
      ${row(tr(lang, 'Armies', 'Eserciti'), tr(lang, `${ps.armies.arsenal} in the arsenal, ${ps.armies.used} used, ${ps.armies.reserve} not built`, `${ps.armies.arsenal} nell'Arsenale, ${ps.armies.used} usati, ${ps.armies.reserve} da acquistare`))}
      ${row(tr(lang, 'Fleets', 'Flotte'), fleetSummary(s, p, lang))}
      ${row(tr(lang, 'Fleet track', 'Tracciato Flotte'), ps.fleetTrack)}
      ${row(tr(lang, 'Arms cubes', 'Cubi Armamento'), ps.armsCubes)}
      ${row(tr(lang, 'Great work', 'Grande Opera'), `${power.greatWork.name[lang]}: ${ps.greatWork ? tr(lang, 'built', 'costruita') : tr(lang, 'not built', 'non costruita')}`)}
      ${row(tr(lang, 'Cards', 'Carte'), tr(lang, `${hand.intrigue.length} intrigue, ${hand.national.length} national`, `${hand.intrigue.length} Intrigo, ${hand.national.length} Nazionali`))}
    </dl>
    ${opts.hand ? handList(s, p, lang) : nothing}
  </section>`;
}

/** The cards in a power's hand, each with its text (both halves of an intrigue card). */
export function handList(s: BelleEpoqueState, p: PowerId, lang: Lang): TemplateResult {
  const hand = s.powers[p].hand;
  const hidden = [...hand.intrigue, ...hand.national].filter((id) => id === HIDDEN_CARD).length;
  return html`<ul class="hand" aria-label=${tr(lang, `Hand of ${powerName(p, lang)}`, `Mano di ${powerName(p, lang)}`)}>
    ${hand.intrigue.filter((id) => id !== HIDDEN_CARD).map((id) => html`<li class="card intrigue"><strong>${tr(lang, 'Intrigue', 'Intrigo')}</strong>
      ${idx.intrigue.get(id)!.halves.map((h, i) => html`<div><em>${h.name[lang]}</em>${h.timing === 'contest' ? ` (${tr(lang, 'in a contest', 'in una Contesa')})` : ''}: ${cardText(id, lang, i as 0 | 1)}</div>`)}</li>`)}
    ${hand.national.filter((id) => id !== HIDDEN_CARD).map((id) => {
      const c = idx.national.get(id)!;
      return html`<li class="card national"><strong>${c.name[lang]}</strong> — £${c.cost}: ${cardText(id, lang)}</li>`;
    })}
    ${hidden ? html`<li class="card hidden">${tr(lang, `${hidden} hidden cards`, `${hidden} carte coperte`)}</li>` : nothing}
    ${hand.intrigue.length + hand.national.length === 0 ? html`<li>${tr(lang, 'No cards.', 'Nessuna carta.')}</li>` : nothing}
  </ul>`;
}

/** The event cards of this turn, large, with their effect (6.x). */
export function eventsPanel(s: BelleEpoqueState, lang: Lang): TemplateResult | typeof nothing {
  if (!s.lastEvents.length) return nothing;
  return html`<section class="events" aria-label=${tr(lang, 'Events of the turn', 'Eventi del turno')}>
    <h2>${tr(lang, `Events of turn ${s.turn}`, `Eventi del turno ${s.turn}`)}</h2>
    ${s.lastEvents.map((id) => html`<article class="event"><h3>${cardName(id, lang)}</h3><p>${cardText(id, lang)}</p></article>`)}
  </section>`;
}

/** A contest's dice and totals and who won (8.7 i-j): a table of the two sides, readable on a phone, then the outcome. */
export function contestResult(r: ContestResult, lang: Lang, title: string): TemplateResult {
  const winner = r.winner === 'attacker' ? powerName(r.attacker.power, lang) : r.winner === 'defender' ? powerName(r.defender.power, lang) : null;
  const side = (x: ContestSide) => (x.power === null ? tr(lang, 'the minor nation', 'la Nazione Minore') : powerName(x.power, lang));
  const row = (label: string, a: string | number, b: string | number, cls = '') => html`<tr class=${cls}><th scope="row">${label}</th><td>${a}</td><td>${b}</td></tr>`;
  const C = d.rules.contest;
  // The bonus as 8.7 e-h make it: each fleet and army adds its share up to the cap; a power sheet's rules or a card change it.
  const bonus = (x: ContestSide) => {
    if (x.power === null) return `${x.modifier} ${tr(lang, '(its defence)', '(la sua difesa)')}`;
    const base = Math.min(x.fleets * C.fleetBonus + x.armies * C.armyBonus, C.cap);
    const how = `${x.fleets}×${C.fleetBonus} + ${x.armies}×${C.armyBonus}${x.fleets * C.fleetBonus + x.armies * C.armyBonus > C.cap ? `, ${tr(lang, 'at most', 'al massimo')} ${C.cap}` : ''}`;
    return `+${x.modifier} (${how}${base !== x.modifier ? tr(lang, '; power sheet or card', '; Scheda Potenza o carta') : ''})`;
  };
  return html`<section class="contest-result" aria-label=${title}>
    <h3>${title}: ${territoryName(r.territory, lang)}</h3>
    <table class="contest-table">
      <thead><tr><td></td><th scope="col">${tr(lang, 'Attacker', 'Attaccante')}</th><th scope="col">${tr(lang, 'Defender', 'Difensore')}</th></tr></thead>
      <tbody>
        ${row(tr(lang, 'Who', 'Chi'), side(r.attacker), side(r.defender))}
        ${row(tr(lang, 'Fleets', 'Flotte'), r.attacker.fleets, r.defender.power === null ? '—' : r.defender.fleets)}
        ${row(tr(lang, 'Armies', 'Eserciti'), r.attacker.armies, r.defender.power === null ? '—' : r.defender.armies)}
        ${row(tr(lang, 'Bonus (8.7 e-h)', 'Bonus (8.7 e-h)'), bonus(r.attacker), bonus(r.defender))}
        ${row(tr(lang, 'Die', 'Dado'), r.attacker.die, r.defender.die)}
        ${row(tr(lang, 'Total (8.7 i)', 'Totale (8.7 i)'), r.attacker.total, r.defender.total, 'total')}
      </tbody>
    </table>
    <p><strong>${winner ? tr(lang, `${winner} wins: ${r.winner === 'attacker' ? 'the attacker\'s cube takes the space' : 'the defender keeps the space'}.`, `Vince ${winner}: ${r.winner === 'attacker' ? 'il cubo dell\'attaccante prende lo spazio' : 'il difensore tiene lo spazio'}.`) : tr(lang, 'Tie at equal prestige: both cubes are removed.', 'Pareggio a pari Prestigio: entrambi i cubi sono rimossi.')}</strong>
    ${r.attacker.total === r.defender.total && winner ? tr(lang, ' (equal totals: higher prestige wins, 8.7 j)', ' (totali pari: vince il Prestigio più alto, 8.7 j)') : ''}</p>
  </section>`;
}

/** The game's words (glossary.ts), each with its rule; the menu and the first-turn hint link here. */
export function glossaryPanel(lang: Lang): TemplateResult {
  return html`<details class="glossary"><summary>${tr(lang, 'The game\'s words: embassy cubes, arms cubes, prestige, contests, eras', 'Le parole del gioco: cubi MD, armamenti, Prestigio, Contese, ere')}</summary>
    <dl>${GLOSSARY.map((g) => html`<dt id=${`term-${g.id}`}>${g.term[lang]}</dt><dd>${g.text[lang]}</dd>`)}</dl></details>`;
}
