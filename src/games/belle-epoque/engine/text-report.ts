/**
 * La Belle Époque in a terminal: the state as text and a short action
 * notation (the CLI's `show` and `act`). An action is written as its kind and
 * its arguments ("mission balkans 0", "buy 2 1", "pass"), a card with its choices
 * in words ("national fr-foreign-legion territories congo,horn-of-africa"), English
 * or Italian; any action can also be given as JSON, and checkAction is the authority either way.
 */
import type { Lang } from '../../../platform/game';
import { loadBelleEpoqueData, POWER_IDS } from './data';
import { type Action, actor } from './actions';
import type { CardChoices } from './effects';
import { legalActions } from './legal';
import { finalVerdict } from './automated/victory';
import type { SharedDice } from './link-dice';
import { HIDDEN_CARD, playerOf, type AutomatedRecord, type BelleEpoqueState, type ContestSide } from './state';

const d = loadBelleEpoqueData();

const powerName = (p: string, lang: Lang): string => d.powers.find((x) => x.id === p)?.name[lang] ?? p;

/** The Italian words of the notation, one per action kind (the English words are the kinds themselves). */
const IT_KINDS: Record<Action['kind'], string> = {
  setup: 'piazza', rearrange: 'sposta', buy: 'acquista', mission: 'missione', greatWork: 'grandeOpera', invest: 'investi', prestige: 'prestigio',
  intrigue: 'intrigo', national: 'nazionale', contest: 'contesa', defend: 'difendi', contestArmies: 'eserciti', reroll: 'ritira',
  deploy: 'schiera', sellArms: 'vendiArmi', pass: 'passa', endRound: 'fineRound', keep: 'tieni', choose: 'scegli', automaton: 'automa',
};
const FROM_IT = new Map(Object.entries(IT_KINDS).map(([k, w]) => [w.toLowerCase(), k]));
const IT_CONTINENTS: Record<string, string> = { europe: 'europa', africa: 'africa', asia: 'asia' };

/** A territory's Italian word: its Italian name in lower case, accents dropped, words joined by hyphens ("corno-d-africa"). */
export function italianId(id: string): string {
  const name = d.territories.find((t) => t.id === id)?.name.it;
  return name ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') : id;
}
const FROM_IT_TERRITORY = new Map(d.territories.map((t) => [italianId(t.id), t.id]));
const territoryOf = (w: string | undefined): string => (w === undefined ? '' : FROM_IT_TERRITORY.get(w.toLowerCase()) ?? w);
const continentOf = (w: string | undefined): string => Object.entries(IT_CONTINENTS).find(([, it]) => it === w?.toLowerCase())?.[0] ?? w ?? '';

/** One action in the notation `parseAction` reads back, with English or Italian words (ids of cards and fleets are the same in both). */
export function formatAction(a: Action, lang: Lang = 'en'): string {
  const it = lang === 'it';
  const ids = (xs: readonly string[]) => (xs.length ? xs.join(',') : '-');
  const k = it ? IT_KINDS[a.kind] : a.kind;
  const t = (id: string) => (it ? italianId(id) : id);
  switch (a.kind) {
    case 'setup': return `${k} ${t(a.territory)}`;
    case 'rearrange': return `${k} ${t(a.from)} ${t(a.to)}`;
    case 'buy': return `${k} ${a.armies} ${a.fleets}`;
    case 'mission': return `${k} ${t(a.territory)} ${a.space}`;
    case 'contest': return `${k} ${t(a.territory)} ${a.space} ${ids(a.fleets)}`;
    case 'defend': return `${k} ${ids(a.fleets)} ${a.armies} ${ids(a.minorArmies)}`;
    case 'contestArmies': return `${k} ${a.armies} ${ids(a.minorArmies)}`;
    case 'reroll': return `${k} ${a.card ?? '-'}`;
    case 'deploy': return `${k} ${a.moves.map((m) => `${m.fleet}:${it ? IT_CONTINENTS[m.to] : m.to}`).join(',')}`;
    case 'sellArms': return `${k} ${t(a.territory)} ${ids(a.fleets)} ${a.replace.length ? a.replace.join(',') : '-'}`;
    case 'keep': return `${k} ${a.card}`;
    case 'choose': return `${k} ${a.option}`;
    case 'intrigue': case 'national': {
      const head = a.kind === 'intrigue' ? `${k} ${a.card} ${a.half}` : `${k} ${a.card}`;
      return [head, ...choiceWords(a.choices ?? {}, lang)].join(' ');
    }
    default: return k;
  }
}

/** The words of a card's choices (8.6), as `parseChoices` reads them back: "target ru territories congo,egypt-sudan spaces china:0 option 1". */
const CHOICE_WORDS = { target: { en: 'target', it: 'bersaglio' }, territories: { en: 'territories', it: 'territori' }, spaces: { en: 'spaces', it: 'spazi' }, option: { en: 'option', it: 'opzione' }, onlyPicks: { en: 'only-picks', it: 'solo-scelte' } } as const;

function choiceWords(c: CardChoices, lang: Lang): string[] {
  const t = (id: string) => (lang === 'it' ? italianId(id) : id);
  const out: string[] = [];
  if (c.target) out.push(CHOICE_WORDS.target[lang], c.target);
  if (c.territories?.length) out.push(CHOICE_WORDS.territories[lang], c.territories.map(t).join(','));
  if (c.spaces?.length) out.push(CHOICE_WORDS.spaces[lang], c.spaces.map((sp) => `${t(sp.territory)}:${sp.space}`).join(','));
  if (c.option !== undefined) out.push(CHOICE_WORDS.option[lang], String(c.option));
  if (c.onlyPicks) out.push(CHOICE_WORDS.onlyPicks[lang]);
  return out;
}

/** A card's choices from their words, English or Italian; a string says what could not be read. */
function parseChoices(words: string[]): CardChoices | string {
  const key = (w: string) => (Object.keys(CHOICE_WORDS) as (keyof typeof CHOICE_WORDS)[]).find((k) => CHOICE_WORDS[k].en === w.toLowerCase() || CHOICE_WORDS[k].it === w.toLowerCase());
  const c: CardChoices = {};
  for (let i = 0; i < words.length; i++) {
    const k = key(words[i]);
    if (k === 'onlyPicks') {
      c.onlyPicks = true;
      continue;
    }
    const value = words[i + 1];
    if (!k || value === undefined) return `cannot read the card's choices at "${words[i]}"`;
    i++;
    if (k === 'target') c.target = value as CardChoices['target'];
    else if (k === 'territories') c.territories = value.split(',').map(territoryOf);
    else if (k === 'spaces') c.spaces = value.split(',').map((x) => ({ territory: territoryOf(x.split(':')[0]), space: Number(x.split(':')[1]) }));
    else c.option = Number(value);
  }
  return c;
}

/**
 * An action from its notation, English or Italian: a number picks from the legal list `show`
 * prints (1-based), "{...}" is JSON, anything else is matched against the
 * notation of the legal actions and, failing that, read field by field.
 */
export function parseAction(s: BelleEpoqueState, text: string): Action | string {
  const t = text.trim().replace(/\s+/g, ' ');
  const legal = legalActions(s);
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return legal[n - 1] ?? `no legal action number ${n} (1 to ${legal.length})`;
  }
  if (t.startsWith('{')) {
    try {
      const a = JSON.parse(t) as Action;
      return a && typeof a === 'object' && typeof a.kind === 'string' ? a : 'the JSON is not an action';
    } catch {
      return 'the JSON cannot be read';
    }
  }
  const match = legal.find((a) => formatAction(a) === t || formatAction(a, 'it') === t);
  if (match) return match;
  const [word, ...w] = t.split(' ');
  const kind = FROM_IT.get(word.toLowerCase()) ?? word;
  const list = (x: string | undefined) => (!x || x === '-' ? [] : x.split(','));
  const num = (x: string | undefined) => (x !== undefined && /^\d+$/.test(x) ? Number(x) : NaN);
  switch (kind) {
    case 'pass': case 'endRound': case 'greatWork': case 'invest': case 'prestige': case 'automaton': return { kind };
    case 'setup': return { kind, territory: territoryOf(w[0]) };
    case 'rearrange': return { kind, from: territoryOf(w[0]), to: territoryOf(w[1]) };
    case 'buy': return { kind, armies: num(w[0]), fleets: num(w[1] ?? '0') };
    case 'mission': return { kind, territory: territoryOf(w[0]), space: num(w[1]) };
    case 'contest': return { kind, territory: territoryOf(w[0]), space: num(w[1]), fleets: list(w[2]) };
    case 'defend': return { kind, fleets: list(w[0]), armies: num(w[1] ?? '0'), minorArmies: list(w[2]) };
    case 'contestArmies': return { kind, armies: num(w[0]), minorArmies: list(w[1]) };
    case 'reroll': return { kind, card: !w[0] || w[0] === '-' ? null : w[0] };
    case 'keep': return { kind, card: w[0] ?? '' };
    case 'choose': return { kind, option: num(w[0]) };
    case 'deploy': return { kind, moves: list(w[0]).map((m) => ({ fleet: m.split(':')[0], to: continentOf(m.split(':')[1]) as 'europe' })) };
    case 'sellArms': return { kind, territory: territoryOf(w[0]), fleets: list(w[1]), replace: list(w[2]).map(Number) };
    case 'intrigue': case 'national': {
      // Choices in words after the card (and half), or as JSON, which older notes used.
      let choices: CardChoices | undefined;
      if (t.includes('{')) {
        try {
          choices = JSON.parse(t.slice(t.indexOf('{'))) as CardChoices;
        } catch {
          return 'the card choices are not JSON';
        }
      } else {
        const read = parseChoices(w.slice(kind === 'intrigue' ? 2 : 1));
        if (typeof read === 'string') return read;
        if (Object.keys(read).length) choices = read;
      }
      return kind === 'intrigue'
        ? { kind, card: w[0] ?? '', half: num(w[1]) === 1 ? 1 : 0, ...(choices ? { choices } : {}) }
        : { kind, card: w[0] ?? '', ...(choices ? { choices } : {}) };
    }
    default: return `unknown action "${word}"`;
  }
}

const placeName = (id: string, lang: Lang): string => d.territories.find((t) => t.id === id)?.name[lang] ?? id;
const cardName = (id: string, lang: Lang): string => d.nationalCards.find((c) => c.id === id)?.name[lang] ?? d.intrigueCards.find((c) => c.id === id)?.halves.find((h) => h.automaton)?.name[lang] ?? id;

/** One line of what an automated power did (13.3 steps 1-5) or of a contest of phase e (13.9). */
export function describeRecord(r: AutomatedRecord, lang: Lang): string {
  const it = lang === 'it';
  if ('contest' in r) {
    const c = r.contest;
    const who = (x: ContestSide) => (x.power ? powerName(x.power, lang) : (it ? 'nazione minore' : 'minor nation'));
    const side = (x: ContestSide) => `${who(x)} ${x.die}+${x.modifier}=${x.total}`;
    const won = c.winner === 'none' ? (it ? 'entrambi i cubi rimossi' : 'both cubes removed') : `${it ? 'vince' : 'won by'} ${who(c.winner === 'attacker' ? c.attacker : c.defender)}`;
    return `${it ? 'Contesa in' : 'Contest in'} ${placeName(c.territory, lang)}: ${side(c.attacker)} v ${side(c.defender)}, ${won}`;
  }
  const parts = [
    r.cards.length ? `${it ? 'carte' : 'cards'} ${r.cards.map((c) => cardName(c, lang)).join(', ')}` : '',
    r.fleet ? (it ? 'flotta +1' : 'fleet +1') : '',
    r.prestige ? (it ? 'prestigio +1' : 'prestige +1') : '',
    `${it ? 'missioni' : 'missions'} (${it ? 'riga' : 'row'} ${r.row}): ${r.missions.map((t) => placeName(t, lang)).join(', ') || '—'}`,
    r.sold.length ? `${it ? 'armamenti venduti' : 'arms sold'}: ${r.sold.map((t) => placeName(t, lang)).join(', ')}` : '',
  ];
  return `${powerName(r.power, lang)}: ${parts.filter(Boolean).join('; ')}`;
}

/** The result of a finished game in words: the people's VP and the winners (10.2, 13.0), or the solo ladder (13.10). */
export function verdictText(s: BelleEpoqueState, lang: Lang): string {
  const it = lang === 'it';
  const v = finalVerdict(s);
  const why = s.endReason === 'sarajevo' ? (it ? 'Sarajevo ha chiuso la partita (6.3)' : 'Sarajevo ended the game (6.3)') : (it ? 'Dopo il turno 9 (10.2)' : 'After turn 9 (10.2)');
  const vpWord = it ? 'PV' : 'VP';
  if (v.solo) {
    const bonus = v.solo.total - v.solo.vp;
    return `${why}: ${powerName(v.solo.power, lang)} ${v.solo.vp}${bonus ? ` + ${bonus}` : ''} ${vpWord} = ${v.solo.total}, ${v.solo.result[lang]} (13.10)`;
  }
  if (!v.scores.length) return `${why}: ${it ? 'solo Potenze Automatizzate, che non contano i punti: nessun vincitore (13.0)' : 'automated powers only, which never count their points: no winner (13.0)'}`;
  const scores = v.scores.map((x) => `${x.powers.map((p) => powerName(p, lang)).join(' + ')} ${x.vp}`).join(', ');
  const winners = v.winners.filter((p) => !(s.automated ?? []).includes(p)).map((p) => powerName(p, lang)).join(', ');
  return `${why}: ${scores} ${vpWord}; ${it ? 'vince' : 'winner'}: ${winners}${s.automated?.length ? (it ? ' (le Potenze Automatizzate non contano i punti, 13.0)' : ' (automated powers never count their points, 13.0)') : ''}`;
}

/** The state as text: turn, whose turn, each power's money, cubes and VP, the board, the hand of the power to act and its legal actions. */
export function describeBelleEpoque(s: BelleEpoqueState, lang: Lang, notation: Lang = lang): string {
  const it = lang === 'it';
  const lines: string[] = [];
  const who = actor(s);
  const phase = s.phase === 'setup' ? (it ? 'Setup iniziale' : 'Initial set-up') : s.phase === 'ended' ? (it ? 'Partita terminata' : 'Game over') : (it ? 'Fase delle Azioni' : 'Action phase');
  lines.push(`${it ? 'Turno' : 'Turn'} ${s.turn}/9 — ${phase}`);
  if (s.phase === 'ended') lines.push(`${it ? 'Risultato' : 'Result'}: ${verdictText(s, lang)}`);
  const auto = (p: string) => (s.automated?.includes(p as never) ? (it ? ' (automatizzata)' : ' (automated)') : '');
  lines.push(`${it ? 'Giocatori' : 'Players'}: ${s.players.map((g, i) => `${i + 1}: ${g.map((p) => powerName(p, lang) + auto(p)).join(' + ')}`).join('; ')}`);
  if (s.automatedLog?.length) {
    lines.push(it ? 'Potenze automatizzate, dall\'ultima azione di un giocatore:' : 'Automated powers, since a person last acted:');
    for (const r of s.automatedLog) lines.push(`  ${describeRecord(r, lang)}`);
  }
  // Shared dice (link-dice.ts): a declared action waits for another player's roll.
  const declared = (s as BelleEpoqueState & { shared?: SharedDice }).shared?.declared;
  if (declared) lines.push(`${it ? 'Tocca a' : 'To act'}: ${powerName(declared.roller, lang)} (${it ? 'giocatore' : 'player'} ${playerOf(s, declared.roller) + 1}) — ${it ? 'tiro' : 'roll'}: ${powerName(declared.power, lang)} ${it ? 'ha dichiarato' : 'declared'} ${formatAction(declared.action, it ? 'it' : 'en')}`);
  else if (who) lines.push(`${it ? 'Tocca a' : 'To act'}: ${powerName(who, lang)} (${it ? 'giocatore' : 'player'} ${playerOf(s, who) + 1})${s.pending ? ` — ${s.pending.kind}` : ''}`);
  lines.push(`${it ? 'Ordine' : 'Order'}: ${s.order.map((p) => powerName(p, lang)).join(', ')}`);
  lines.push(it ? 'Potenze:' : 'Powers:');
  for (const p of POWER_IDS) {
    const ps = s.powers[p];
    const onBoard = Object.values(s.board).reduce((n, spaces) => n + spaces.filter((sp) => sp.cube === p || sp.top === p).length, 0);
    lines.push(`  ${powerName(p, lang)} [${p}]: £${ps.money}, ${it ? 'cubi' : 'cubes'} ${ps.embassy} ${it ? 'in ambasciata' : 'in embassy'} / ${onBoard} ${it ? 'sulla mappa' : 'on the map'}, ${it ? 'eserciti' : 'armies'} ${ps.armies.arsenal}+${ps.armies.used}, ${it ? 'prestigio' : 'prestige'} ${ps.prestige}, ${it ? 'PV' : 'VP'} ${ps.vp}${ps.passed ? (it ? ', ha passato' : ', passed') : ''}`);
  }
  lines.push(it ? 'Territori:' : 'Territories:');
  for (const t of d.territories) {
    const spaces = s.board[t.id];
    const cells = spaces.map((sp) => (sp.cube ?? '.') + (sp.top ? `/${sp.top}` : '')).join(' ');
    lines.push(`  ${t.name[lang]} [${t.id}] (${t.continent}, ${t.kind}, ${t.vp} ${it ? 'PV' : 'VP'}): ${cells}`);
  }
  if (declared) lines.push(`${it ? 'Azioni legali' : 'Legal actions'} (1):`, '  1. roll');
  else if (who) {
    const hand = s.powers[who].hand;
    const name = (id: string) => (id === HIDDEN_CARD ? (it ? 'carta coperta' : 'hidden card') : undefined) ?? d.intrigueCards.find((c) => c.id === id)?.halves.map((h) => h.name[lang]).join(' / ') ?? d.nationalCards.find((c) => c.id === id)?.name[lang] ?? id;
    lines.push(`${it ? 'Mano di' : 'Hand of'} ${powerName(who, lang)}: ${[...hand.intrigue, ...hand.national].map((c) => `${name(c)} [${c}]`).join('; ') || '—'}`);
    const legal = legalActions(s);
    lines.push(`${it ? 'Azioni legali' : 'Legal actions'} (${legal.length}):`);
    legal.forEach((a, i) => lines.push(`  ${i + 1}. ${formatAction(a, notation)}`));
  }
  return lines.join('\n');
}
