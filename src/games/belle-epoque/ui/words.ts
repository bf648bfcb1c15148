/**
 * Names and sentences of the view in English and Italian: powers, territories,
 * cards, the actions of chapter 8 with their costs, and any action in words.
 * Names and costs come from the data; nothing here decides legality.
 */
import type { Lang } from '../../../platform/game';
import type { Action } from '../engine/actions';
import { indexBelleEpoqueData, loadBelleEpoqueData, type Continent, type PowerId } from '../engine/data';
import { describeEffects } from '../engine/effect-text';
import { HIDDEN_CARD } from '../engine/state';
import type { DraftKind } from './draft';

export const d = loadBelleEpoqueData();
export const idx = indexBelleEpoqueData(d);

export const tr = (lang: Lang, en: string, it: string): string => (lang === 'it' ? it : en);

export const powerName = (p: string | null, lang: Lang): string => (p ? idx.power.get(p as PowerId)?.name[lang] ?? idx.minor.get(p)?.name[lang] ?? p : tr(lang, 'none', 'nessuno'));
export const territoryName = (id: string, lang: Lang): string => idx.territory.get(id)?.name[lang] ?? id;

export const CONTINENT: Record<Continent, { en: string; it: string }> = {
  europe: { en: 'Europe', it: 'Europa' },
  africa: { en: 'Africa', it: 'Africa' },
  asia: { en: 'Asia', it: 'Asia' },
};

/** A card's name: an intrigue card shows both halves (or the one given), a national card its name, an event its title. */
export function cardName(id: string, lang: Lang, half?: 0 | 1): string {
  // Another power's card in referee play (engine/hidden.ts): only its back is seen.
  if (id === HIDDEN_CARD) return tr(lang, 'a hidden card', 'una carta coperta');
  const ic = idx.intrigue.get(id);
  if (ic) return half === undefined ? ic.halves.map((h) => h.name[lang]).join(' / ') : ic.halves[half].name[lang];
  return idx.national.get(id)?.name[lang] ?? idx.event.get(id)?.name[lang] ?? id;
}

/** What a card does, from its data. */
export function cardText(id: string, lang: Lang, half?: 0 | 1): string {
  const ic = idx.intrigue.get(id);
  if (ic) return describeEffects(ic.halves[half ?? 0].effects, lang, idx);
  const effects = idx.national.get(id)?.effects ?? idx.event.get(id)?.effects ?? [];
  return effects.length ? describeEffects(effects, lang, idx) : '';
}

/** The fleet's owner and where it is, for a fleet's button. */
export function fleetName(id: string, lang: Lang): string {
  const m = id.match(/^(.+)-fleet(\d*)$/);
  return m ? `${tr(lang, 'Fleet', 'Flotta')} ${powerName(m[1], lang)}${m[2] ? ` ${m[2]}` : ''}` : id;
}

/** Each action of the menu: its name, rule and what it costs (from the data). */
export function kindLabel(kind: DraftKind, lang: Lang): string {
  const L: Record<DraftKind, [string, string]> = {
    setup: ['Initial set-up: place your cubes (3.3)', 'Setup iniziale: piazza i tuoi cubi MD (3.3)'],
    buy: ['Buy armies and fleets (8.1)', 'Acquista Eserciti e Flotte (8.1)'],
    mission: ['Diplomatic mission (8.2)', 'Missione diplomatica (8.2)'],
    greatWork: ['Great work (8.3)', 'Grande Opera (8.3)'],
    invest: ['Investment (8.4)', 'Investimento (8.4)'],
    prestige: ['International prestige (8.5)', 'Prestigio Internazionale (8.5)'],
    card: ['Play a card (8.6)', 'Gioca una carta (8.6)'],
    contest: ['Resolve a contest (8.7)', 'Risolvi una Contesa (8.7)'],
    deploy: ['Deploy fleets (8.8)', 'Schiera Flotte (8.8)'],
    sellArms: ['Sell arms (8.9)', 'Vendi armamenti (8.9)'],
    pass: ['Pass (8.10)', 'Passa (8.10)'],
    endRound: ['End the round after one action (8.0)', 'Chiudi il round dopo un\'azione (8.0)'],
  };
  return tr(lang, ...L[kind]);
}

export function kindCost(kind: DraftKind, p: PowerId, lang: Lang): string {
  const power = idx.power.get(p)!;
  const R = d.rules;
  switch (kind) {
    case 'buy': return tr(lang, `£${power.armies.cost} an army, £${power.fleets.cost} a fleet`, `£${power.armies.cost} un Esercito, £${power.fleets.cost} una Flotta`);
    case 'mission': return tr(lang, '1 cube from the embassies', '1 MD dalle Ambasciate');
    case 'greatWork': return `${power.greatWork.name[lang]}: £${power.greatWork.cost}, ${power.greatWork.vp} ${tr(lang, 'VP at each scoring', 'PV a ogni punteggio')}, +${R.greatWorkPrestige} ${tr(lang, 'prestige', 'Prestigio')}`;
    case 'invest': return tr(lang, `${R.investment.cubes} cube back to the reserve for £${R.investment.money}`, `${R.investment.cubes} MD alla riserva per £${R.investment.money}`);
    case 'prestige': return tr(lang, `£${R.prestigeAction.cost} for +${R.prestigeAction.steps} prestige, once a turn`, `£${R.prestigeAction.cost} per +${R.prestigeAction.steps} Prestigio, una volta per turno`);
    case 'card': return tr(lang, 'intrigue card free; national card at its price', 'Carta Intrigo gratis; Carta Nazionale al suo costo');
    case 'contest': return tr(lang, `£${R.contest.fleetCost} a fleet, £${R.contest.armyCost} an army`, `£${R.contest.fleetCost} a Flotta, £${R.contest.armyCost} a Esercito`);
    case 'deploy': return tr(lang, 'free; a fleet already at sea is exhausted', 'gratis; una Flotta già schierata diventa esausta');
    case 'sellArms': return tr(lang, 'armies and fleets at the territory\'s rate, from turn 4', 'Eserciti e Flotte al tasso del Territorio, dal turno 4');
    default: return '';
  }
}

/** "1 army", "2 armies", "no fleet": a count with its noun in the right number. */
export function count(n: number, one: [string, string], many: [string, string], none: [string, string], lang: Lang): string {
  return n === 0 ? tr(lang, ...none) : `${n} ${n === 1 ? tr(lang, ...one) : tr(lang, ...many)}`;
}

export const armies = (n: number, lang: Lang) => count(n, ['army', 'Esercito'], ['armies', 'Eserciti'], ['no army', 'nessun Esercito'], lang);
export const fleets = (n: number, lang: Lang) => count(n, ['fleet', 'Flotta'], ['fleets', 'Flotte'], ['no fleet', 'nessuna Flotta'], lang);

/** The buy action (8.1) as the submit button and the log say it. */
export function buyText(a: number, f: number, lang: Lang): string {
  return `${tr(lang, 'Buy', 'Acquista')} ${a || !f ? armies(a, lang) : ''}${a && f ? tr(lang, ' and ', ' e ') : ''}${f ? fleets(f, lang) : ''}`;
}

/** Any action in words, for the log and the submit button. */
export function actionText(a: Action, lang: Lang): string {
  const t = (id: string) => territoryName(id, lang);
  switch (a.kind) {
    case 'setup': return tr(lang, `Initial cube in ${t(a.territory)}`, `Cubo iniziale in ${t(a.territory)}`);
    case 'rearrange': return tr(lang, `Move a set-up cube from ${t(a.from)} to ${t(a.to)}`, `Sposta un cubo MD del setup da ${t(a.from)} a ${t(a.to)}`);
    case 'buy': return buyText(a.armies, a.fleets, lang);
    case 'mission': return tr(lang, `Mission to ${t(a.territory)}, space ${a.space + 1}`, `Missione in ${t(a.territory)}, spazio ${a.space + 1}`);
    case 'contest': return tr(lang, `Contest in ${t(a.territory)}, space ${a.space + 1}, ${a.fleets.length} fleets`, `Contesa in ${t(a.territory)}, spazio ${a.space + 1}, ${a.fleets.length} Flotte`);
    case 'defend': return tr(lang, `Defend with ${a.fleets.length} fleets and ${a.armies + a.minorArmies.length} armies`, `Difendi con ${a.fleets.length} Flotte e ${a.armies + a.minorArmies.length} Eserciti`);
    case 'contestArmies': return tr(lang, `Attack with ${a.armies + a.minorArmies.length} armies`, `Attacca con ${a.armies + a.minorArmies.length} Eserciti`);
    case 'reroll': return a.card ? tr(lang, `Roll again with ${cardName(a.card, lang)}`, `Ritira il dado con ${cardName(a.card, lang)}`) : tr(lang, 'Keep the dice', 'Tieni i dadi');
    case 'deploy': return tr(lang, 'Deploy: ', 'Schiera: ') + a.moves.map((m) => `${fleetName(m.fleet, lang)} → ${CONTINENT[m.to][lang]}`).join(', ');
    case 'sellArms': return tr(lang, `Sell arms in ${t(a.territory)}`, `Vendi armamenti in ${t(a.territory)}`);
    case 'keep': return tr(lang, `Keep ${cardName(a.card, lang)}`, `Tieni ${cardName(a.card, lang)}`);
    case 'choose': return tr(lang, `Option ${a.option + 1}`, `Opzione ${a.option + 1}`);
    case 'intrigue': case 'national': {
      const name = a.kind === 'intrigue' ? cardName(a.card, lang, a.half) : cardName(a.card, lang);
      const c = a.choices ?? {};
      const bits = [c.target ? `→ ${powerName(c.target, lang)}` : '', c.territories?.length ? c.territories.map(t).join(', ') : '', c.option !== undefined ? tr(lang, `option ${c.option + 1}`, `opzione ${c.option + 1}`) : ''].filter(Boolean);
      return `${tr(lang, 'Play', 'Gioca')} ${name}${bits.length ? ` (${bits.join('; ')})` : ''}`;
    }
    case 'automaton': return tr(lang, 'Automated action phase (13.3)', 'Fase delle Azioni automatizzata (13.3)');
    default: return kindLabel(a.kind, lang);
  }
}
