/**
 * The action panel: the menu of chapter 8 (each action with its cost, and the
 * engine's reason and rule when it is not allowed), the controls of the action
 * being drafted, and the decisions a power owes (contest steps, a card's
 * choice, the Ottoman draw). Template functions; the view holds the draft.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Action } from '../engine/actions';
import type { PowerId } from '../engine/data';
import { describeEffects } from '../engine/effect-text';
import { legalActions } from '../engine/legal';
import { actionMenu } from '../engine/menu';
import type { Refusal } from '../engine/refusal';
import { HIDDEN_CARD, type BelleEpoqueState } from '../engine/state';
import { cardVariants, deployChoices, emptyDraft, fleetChoices, legalOfKind, minorChoices, spaceChoices, toggle, toggleMove, verdict, type Draft, type DraftKind, type PanelHandlers } from './draft';
import { cardMapTargets } from './card-picks';
import { clampCount, setupLines } from './setup-draft';
import { TERM_OF_KIND, firstTurnHint, termOf } from './glossary';
import { contestResult } from './panels';
import { rearrangePanel } from './rearrange-panel';
import { CONTINENT, actionText, cardName, cardText, fleetName, idx, kindCost, kindLabel, powerName, territoryName, tr } from './words';


const refusalText = (r: Refusal, lang: Lang) => `${r[lang]} (${tr(lang, 'rule', 'regola')} ${r.rule})`;

function stepper(label: string, value: number, max: number, set: (n: number) => void): TemplateResult {
  return html`<label class="stepper">${label}
    <input type="number" inputmode="numeric" min="0" max=${max} .value=${String(value)} @input=${(e: Event) => set(clampCount((e.target as HTMLInputElement).value, max))} />
  </label>`;
}

function checks(legend: string, options: string[], chosen: string[], name: (id: string) => string, set: (ids: string[]) => void): TemplateResult | typeof nothing {
  if (!options.length) return nothing;
  return html`<fieldset><legend>${legend}</legend>
    ${options.map((id) => html`<label class="check"><input type="checkbox" .checked=${chosen.includes(id)} @change=${() => set(toggle(chosen, id))} /> ${name(id)}</label>`)}
  </fieldset>`;
}

/** The submit button with the engine's verdict on the draft. */
function submitRow(s: BelleEpoqueState, lang: Lang, draft: Draft, h: PanelHandlers, hint: string): TemplateResult {
  const v = verdict(s, draft);
  return html`<div class="submit-row">
    ${v.refusal ? html`<p class="refusal" role="alert">${refusalText(v.refusal, lang)}</p>` : nothing}
    ${!v.action ? html`<p class="hint" role="status">${hint}</p>` : nothing}
    <button class="primary submit" ?disabled=${!v.action || v.refusal !== null} @click=${() => v.action && h.submit(v.action)}>
      ${v.action ? `${tr(lang, 'Confirm', 'Conferma')}: ${actionText(v.action, lang)}` : tr(lang, 'Confirm', 'Conferma')}
    </button>
  </div>`;
}

/** Spaces of the chosen territory as buttons (die face = index + 1). */
function spaces(s: BelleEpoqueState, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult | typeof nothing {
  const list = spaceChoices(s, draft);
  if (!draft.territory || list.length < 2) return nothing;
  return html`<div role="group" aria-label=${tr(lang, 'Space', 'Spazio')} class="choices">
    ${[...list].sort((a, b) => a - b).map((i) => {
      const sp = s.board[draft.territory!][i];
      const what = sp.cube === null ? tr(lang, 'free', 'libero') : `${tr(lang, 'on', 'sopra')} ${powerName(sp.cube, lang)}`;
      return html`<button aria-pressed=${draft.space === i ? 'true' : 'false'} @click=${() => h.setDraft({ ...draft, space: i })}>${tr(lang, 'Space', 'Spazio')} ${i + 1} (${what})</button>`;
    })}
  </div>`;
}

function cardChoices(s: BelleEpoqueState, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult {
  const legal = legalOfKind(s, 'card');
  const heads = new Map<string, Action>();
  for (const a of legal) if (a.kind === 'intrigue' || a.kind === 'national') heads.set(a.kind === 'intrigue' ? `${a.card}:${a.half}` : a.card, a);
  const picked = draft.card && (draft.card.kind === 'intrigue' || draft.card.kind === 'national') ? draft.card : null;
  const same = (a: Action) => picked && (a.kind === 'intrigue' || a.kind === 'national') && a.card === picked.card && (a.kind !== 'intrigue' || picked.kind !== 'intrigue' || a.half === picked.half);
  const variants = picked ? cardVariants(s, picked).filter((a) => JSON.stringify(a) !== JSON.stringify(picked) || cardVariants(s, picked).length > 1) : [];
  return html`<div class="choices cards" role="group" aria-label=${tr(lang, 'Card to play', 'Carta da giocare')}>
    ${[...heads.values()].map((a) => {
      if (a.kind !== 'intrigue' && a.kind !== 'national') return nothing;
      const name = a.kind === 'intrigue' ? cardName(a.card, lang, a.half) : cardName(a.card, lang);
      const text = a.kind === 'intrigue' ? cardText(a.card, lang, a.half) : cardText(a.card, lang);
      const cost = a.kind === 'national' ? ` — £${idx.national.get(a.card)!.cost}` : '';
      return html`<button class="card-choice" aria-pressed=${same(a) ? 'true' : 'false'} @click=${() => h.setDraft({ ...emptyDraft('card'), card: a })}><strong>${name}</strong>${cost}<br /><small>${text}</small></button>`;
    })}
  </div>
  ${variants.length > 1 ? html`<div class="choices" role="group" aria-label=${tr(lang, 'Target and choices', 'Bersaglio e scelte')}>
    ${variants.map((a) => html`<button aria-pressed=${JSON.stringify(a) === JSON.stringify(picked) ? 'true' : 'false'} @click=${() => h.setDraft({ ...draft, card: a })}>${actionText(a, lang)}</button>`)}
  </div>` : nothing}`;
}

/** What the drafted card picked on the map so far, and what it may still pick (the rest follows the card's order). */
function cardPicksLine(s: BelleEpoqueState, lang: Lang, draft: Draft): TemplateResult | typeof nothing {
  const card = draft.card && (draft.card.kind === 'intrigue' || draft.card.kind === 'national') ? draft.card : null;
  if (!card) return nothing;
  const places = (card.choices?.territories ?? []).map((t) => territoryName(t, lang));
  const cubes = (card.choices?.spaces ?? []).map((c) => `${territoryName(c.territory, lang)} (${tr(lang, 'space', 'spazio')} ${c.space + 1})`);
  const more = cardMapTargets(s, card).length > 0;
  if (!places.length && !cubes.length && !more) return nothing;
  return html`<p class="picked">
    ${places.length ? html`${tr(lang, 'Territories', 'Territori')}: ${places.join(', ')}. ` : nothing}
    ${cubes.length ? html`${tr(lang, 'Cubes removed', 'Cubi rimossi')}: ${cubes.join(', ')}. ` : nothing}
    ${more ? tr(lang, 'Pick on the highlighted territories of the map (click again to take a pick back); what you leave follows the card\'s order.', 'Scegliete sui Territori evidenziati della mappa (un altro clic annulla la scelta); il resto segue l\'ordine della carta.') : nothing}
  </p>`;
}

function draftControls(s: BelleEpoqueState, p: PowerId, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult | typeof nothing {
  const onMap = tr(lang, 'Choose a highlighted territory on the map.', 'Scegli un Territorio evidenziato sulla mappa.');
  switch (draft.kind) {
    case null: return nothing;
    case 'buy': {
      const ps = s.powers[p];
      const fleets = s.fleets.filter((f) => f.owner === p && f.where === 'reserve').length;
      return html`<div class="controls">${stepper(tr(lang, 'Armies', 'Eserciti'), draft.armies, ps.armies.reserve, (n) => h.setDraft({ ...draft, armies: n }))}
        ${stepper(tr(lang, 'Fleets', 'Flotte'), draft.buyFleets, fleets, (n) => h.setDraft({ ...draft, buyFleets: n }))}</div>
        ${submitRow(s, lang, draft, h, '')}`;
    }
    case 'mission': case 'sellArms': case 'setup':
      return html`${draft.territory ? html`<p class="picked">${territoryName(draft.territory, lang)}</p>` : nothing}${spaces(s, lang, draft, h)}${submitRow(s, lang, draft, h, draft.territory ? tr(lang, 'Choose a space.', 'Scegli uno spazio.') : onMap)}`;
    case 'contest':
      return html`${draft.territory ? html`<p class="picked">${territoryName(draft.territory, lang)}</p>` : nothing}${spaces(s, lang, draft, h)}
        ${checks(tr(lang, 'Fleets to mobilise (8.7 a)', 'Flotte da mobilitare (8.7 a)'), fleetChoices(s, p, draft), draft.fleets, (id) => fleetName(id, lang), (ids) => h.setDraft({ ...draft, fleets: ids }))}
        ${submitRow(s, lang, draft, h, draft.territory ? tr(lang, 'Choose a space.', 'Scegli uno spazio.') : onMap)}`;
    case 'deploy': {
      const moves = deployChoices(s);
      return html`<div class="choices" role="group" aria-label=${tr(lang, 'Fleet moves', 'Movimenti delle Flotte')}>
        ${moves.map((m) => html`<button aria-pressed=${draft.moves.some((x) => x.fleet === m.fleet && x.to === m.to) ? 'true' : 'false'} @click=${() => h.setDraft(toggleMove(draft, m))}>${fleetName(m.fleet, lang)} → ${CONTINENT[m.to][lang]}</button>`)}
      </div>${submitRow(s, lang, draft, h, tr(lang, 'Choose one or more moves.', 'Scegli uno o più movimenti.'))}`;
    }
    case 'card':
      return html`${cardChoices(s, lang, draft, h)}
        ${cardPicksLine(s, lang, draft)}
        ${submitRow(s, lang, draft, h, tr(lang, 'Choose a card.', 'Scegli una carta.'))}`;
    default: return submitRow(s, lang, draft, h, '');
  }
}

/** A tap (or hover) on "?" beside an action: the glossary's entry for its word. */
function termHelp(id: string | undefined, lang: Lang): TemplateResult | typeof nothing {
  const term = id ? termOf(id) : undefined;
  if (!term) return nothing;
  return html`<details class="term-help"><summary title=${term.text[lang]} aria-label=${tr(lang, `What is this: ${term.term.en.toLowerCase()}?`, `Che cos'è: ${term.term.it}?`)}>?</summary><span>${term.term[lang]}: ${term.text[lang]}</span></details>`;
}

/** The menu of chapter 8 and the drafted action's controls. */
export function actionPanel(s: BelleEpoqueState, p: PowerId, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult {
  if (s.phase === 'setup') {
    return html`<section class="actions" aria-label=${kindLabel('setup', lang)}><h2>${kindLabel('setup', lang)}</h2>
      ${setupLines(s, p, lang).map((l) => html`<p class="setup-line">${l}</p>`)}
      ${draft.refusal ? html`<p class="refusal" role="alert">${territoryName(draft.territory ?? '', lang)}: ${refusalText(draft.refusal, lang)}</p>` : nothing}</section>`;
  }
  const menu = actionMenu(s);
  const done = s.roundActions.length;
  const hint = firstTurnHint(s, lang);
  return html`<section class="actions" aria-label=${tr(lang, 'Actions', 'Azioni')}>
    <h2>${tr(lang, `Actions of ${powerName(p, lang)}`, `Azioni di ${powerName(p, lang)}`)} <small>${tr(lang, `(${done} of 2 taken this round)`, `(${done} su 2 in questo round)`)}</small></h2>
    ${hint ? html`<p class="first-turn">${hint} ${tr(lang, '(The game\'s words are explained just below the actions.)', '(Le parole del gioco sono spiegate subito sotto le azioni.)')}</p>` : nothing}
    <ul class="menu">
      ${menu.map((m) => {
        const id = `why-${m.kind}`;
        const off = m.legal.length === 0;
        return html`<li><button class="menu-item" data-kind=${m.kind} aria-disabled=${off ? 'true' : 'false'} aria-pressed=${draft.kind === m.kind ? 'true' : 'false'}
            aria-describedby=${id} @click=${() => !off && h.setDraft(emptyDraft(m.kind as DraftKind))}>
            <span class="label">${kindLabel(m.kind, lang)}</span></button>
          <span class="why-cell"><span id=${id} class=${off ? 'why refusal' : 'why'}>${off ? refusalText(m.refusal!, lang) : kindCost(m.kind, p, lang)}</span>${termHelp(TERM_OF_KIND[m.kind], lang)}</span></li>`;
      })}
    </ul>
    ${draftControls(s, p, lang, draft, h)}
  </section>`;
}

/** A decision owed now: a contest step, a roll again, a card's choice, the Ottoman draw. */
export function pendingPanel(s: BelleEpoqueState, p: PowerId, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult | typeof nothing {
  const pend = s.pending;
  if (!pend) return nothing;
  if (pend.kind === 'contest') {
    const c = pend.contest;
    const where = territoryName(c.territory, lang);
    const head = html`<h2>${tr(lang, `Contest in ${where}, space ${c.space + 1}`, `Contesa in ${where}, spazio ${c.space + 1}`)}</h2>
      <p>${tr(lang, `${powerName(c.attacker, lang)} attacks with ${c.attackerFleets.length} fleets; ${powerName(c.defender, lang)} defends.`, `${powerName(c.attacker, lang)} attacca con ${c.attackerFleets.length} Flotte; difende ${powerName(c.defender, lang)}.`)}</p>`;
    if (c.step === 'reroll') {
      return html`<section class="actions pending" aria-label=${tr(lang, 'Contest', 'Contesa')}>${head}
        ${c.rolled ? contestResult(c.rolled, lang, tr(lang, 'Dice so far', 'Dadi finora')) : nothing}
        <div class="choices">${legalActions(s).map((a) => html`<button @click=${() => h.submit(a)}>${actionText(a, lang)}</button>`)}</div></section>`;
    }
    const step = c.step === 'defender' ? tr(lang, 'Your fleets and armies in defence (8.7 b-c)', 'Le tue Flotte ed Eserciti in difesa (8.7 b-c)') : tr(lang, 'Your armies in attack (8.7 d)', 'I tuoi Eserciti in attacco (8.7 d)');
    return html`<section class="actions pending" aria-label=${tr(lang, 'Contest', 'Contesa')}>${head}<h3>${step}</h3>
      ${c.step === 'defender' ? checks(tr(lang, 'Fleets (£2 each)', 'Flotte (£2 l\'una)'), fleetChoices(s, p, draft), draft.fleets, (id) => fleetName(id, lang), (ids) => h.setDraft({ ...draft, fleets: ids })) : nothing}
      ${stepper(tr(lang, 'Armies from the arsenal (£1 each)', 'Eserciti dall\'Arsenale (£1 l\'uno)'), draft.armies, s.powers[p].armies.arsenal, (n) => h.setDraft({ ...draft, armies: n }))}
      ${checks(tr(lang, 'Allied minor nations\' armies', 'Eserciti delle Nazioni Minori alleate'), minorChoices(s), draft.minor, (id) => territoryName(id.replace(/-army$/, ''), lang), (ids) => h.setDraft({ ...draft, minor: ids }))}
      ${submitRow(s, lang, draft, h, '')}</section>`;
  }
  if (pend.kind === 'automatedContest') {
    const where = territoryName(pend.territory, lang);
    const seaEmpire = legalActions(s).filter((a) => a.kind === 'national');
    return html`<section class="actions pending" aria-label=${tr(lang, 'Contest', 'Contesa')}>
      <h2>${tr(lang, `Contest with an automated power in ${where}, space ${pend.space + 1}`, `Contesa con una Potenza Automatizzata in ${where}, spazio ${pend.space + 1}`)}</h2>
      <p>${tr(lang, 'Choose your fleets and armies, then the dice are rolled (13.9.3).', 'Scegli le tue Flotte ed Eserciti, poi si tirano i dadi (13.9.3).')}</p>
      ${checks(tr(lang, 'Fleets (£2 each)', 'Flotte (£2 l\'una)'), fleetChoices(s, p, draft), draft.fleets, (id) => fleetName(id, lang), (ids) => h.setDraft({ ...draft, fleets: ids }))}
      ${stepper(tr(lang, 'Armies from the arsenal (£1 each)', 'Eserciti dall\'Arsenale (£1 l\'uno)'), draft.armies, s.powers[p].armies.arsenal, (n) => h.setDraft({ ...draft, armies: n }))}
      ${checks(tr(lang, 'Allied minor nations\' armies', 'Eserciti delle Nazioni Minori alleate'), minorChoices(s), draft.minor, (id) => territoryName(id.replace(/-army$/, ''), lang), (ids) => h.setDraft({ ...draft, minor: ids }))}
      ${seaEmpire.length ? html`<div class="choices">${seaEmpire.map((a) => html`<button @click=${() => h.submit(a)}>${actionText(a, lang)}</button>`)}</div>` : nothing}
      ${submitRow(s, lang, draft, h, '')}</section>`;
  }
  if (pend.kind === 'automatedReroll') {
    const where = territoryName(pend.territory, lang);
    return html`<section class="actions pending" aria-label=${tr(lang, 'Contest', 'Contesa')}>
      <h2>${tr(lang, `Contest with an automated power in ${where}, space ${pend.space + 1}`, `Contesa con una Potenza Automatizzata in ${where}, spazio ${pend.space + 1}`)}</h2>
      ${contestResult(pend.result, lang, tr(lang, 'Dice so far', 'Dadi finora'))}
      <p>${tr(lang, 'You lost this roll: play an intrigue card to roll your die again (8.6), or let it stand.', 'Avete perso questo tiro: giocate una Carta Intrigo per ritirare il vostro dado (8.6), o lasciate il risultato.')}</p>
      <div class="choices">${legalActions(s).map((a) => html`<button @click=${() => h.submit(a)}>${actionText(a, lang)}</button>`)}</div></section>`;
  }
  if (pend.kind === 'rearrange') return rearrangePanel(s, p, lang, draft, h);
  if (pend.kind === 'keepIntrigue') {
    // Another power's choice in referee play: its two cards are hidden from this device.
    if (pend.cards.includes(HIDDEN_CARD)) return html`<p class="waiting" role="status">${tr(lang, `${powerName(pend.power, lang)} keeps one of two intrigue cards drawn (8.2.3).`, `${powerName(pend.power, lang)} tiene una di due Carte Intrigo pescate (8.2.3).`)}</p>`;
    return html`<section class="actions pending" aria-label=${tr(lang, 'Keep an intrigue card', 'Tieni una Carta Intrigo')}>
      <h2>${tr(lang, 'Keep one of the two intrigue cards drawn (8.2.3)', 'Tieni una delle due Carte Intrigo pescate (8.2.3)')}</h2>
      <div class="choices">${pend.cards.map((card) => html`<button @click=${() => h.submit({ kind: 'keep', card })}><strong>${cardName(card, lang)}</strong><br /><small>${cardText(card, lang, 0)} / ${cardText(card, lang, 1)}</small></button>`)}</div></section>`;
  }
  const half = idx.intrigue.get(pend.card)?.halves[pend.half];
  const choice = half?.effects.find((e) => e.kind === 'choice');
  const options = choice && choice.kind === 'choice' ? choice.options : [];
  return html`<section class="actions pending" aria-label=${tr(lang, 'Choose', 'Scegli')}>
    <h2>${tr(lang, `${powerName(pend.by, lang)} played ${half?.name.en ?? pend.card} against you: choose`, `${powerName(pend.by, lang)} ha giocato ${half?.name.it ?? pend.card} contro di te: scegli`)}</h2>
    <div class="choices">${options.map((o, i) => html`<button @click=${() => h.submit({ kind: 'choose', option: i })}>${tr(lang, 'Option', 'Opzione')} ${i + 1}: ${describeEffects(o, lang, idx)}</button>`)}</div></section>`;
}
