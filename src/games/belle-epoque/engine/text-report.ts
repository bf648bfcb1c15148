/**
 * La Belle Époque in a terminal: the state as text and a short action
 * notation (the CLI's `show` and `act`). An action is written as its kind and
 * its arguments ("mission balkans 0", "buy 2 1", "pass"); any action can also
 * be given as JSON, and checkAction is the authority either way.
 */
import type { Lang } from '../../../platform/game';
import { loadBelleEpoqueData, POWER_IDS } from './data';
import { type Action, actor } from './actions';
import type { CardChoices } from './effects';
import { legalActions } from './legal';
import type { SharedDice } from './link-dice';
import { playerOf, type BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

const powerName = (p: string, lang: Lang): string => d.powers.find((x) => x.id === p)?.name[lang] ?? p;

/** One action in the notation `parseAction` reads back. */
export function formatAction(a: Action): string {
  const ids = (xs: readonly string[]) => (xs.length ? xs.join(',') : '-');
  switch (a.kind) {
    case 'setup': return `setup ${a.territory}`;
    case 'buy': return `buy ${a.armies} ${a.fleets}`;
    case 'mission': return `mission ${a.territory} ${a.space}`;
    case 'contest': return `contest ${a.territory} ${a.space} ${ids(a.fleets)}`;
    case 'defend': return `defend ${ids(a.fleets)} ${a.armies} ${ids(a.minorArmies)}`;
    case 'contestArmies': return `contestArmies ${a.armies} ${ids(a.minorArmies)}`;
    case 'reroll': return `reroll ${a.card ?? '-'}`;
    case 'deploy': return `deploy ${a.moves.map((m) => `${m.fleet}:${m.to}`).join(',')}`;
    case 'sellArms': return `sellArms ${a.territory} ${ids(a.fleets)} ${a.replace.length ? a.replace.join(',') : '-'}`;
    case 'keep': return `keep ${a.card}`;
    case 'choose': return `choose ${a.option}`;
    case 'intrigue': case 'national': {
      const head = a.kind === 'intrigue' ? `intrigue ${a.card} ${a.half}` : `national ${a.card}`;
      return a.choices && Object.keys(a.choices).length ? `${head} ${JSON.stringify(a.choices)}` : head;
    }
    default: return a.kind;
  }
}

/**
 * An action from its notation: a number picks from the legal list `show`
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
  const match = legal.find((a) => formatAction(a) === t);
  if (match) return match;
  const [kind, ...w] = t.split(' ');
  const list = (x: string | undefined) => (!x || x === '-' ? [] : x.split(','));
  const num = (x: string | undefined) => (x !== undefined && /^\d+$/.test(x) ? Number(x) : NaN);
  switch (kind) {
    case 'pass': case 'endRound': case 'greatWork': case 'invest': case 'prestige': return { kind };
    case 'setup': return { kind, territory: w[0] ?? '' };
    case 'buy': return { kind, armies: num(w[0]), fleets: num(w[1] ?? '0') };
    case 'mission': return { kind, territory: w[0] ?? '', space: num(w[1]) };
    case 'contest': return { kind, territory: w[0] ?? '', space: num(w[1]), fleets: list(w[2]) };
    case 'defend': return { kind, fleets: list(w[0]), armies: num(w[1] ?? '0'), minorArmies: list(w[2]) };
    case 'contestArmies': return { kind, armies: num(w[0]), minorArmies: list(w[1]) };
    case 'reroll': return { kind, card: !w[0] || w[0] === '-' ? null : w[0] };
    case 'keep': return { kind, card: w[0] ?? '' };
    case 'choose': return { kind, option: num(w[0]) };
    case 'deploy': return { kind, moves: list(w[0]).map((m) => ({ fleet: m.split(':')[0], to: m.split(':')[1] as 'europe' })) };
    case 'sellArms': return { kind, territory: w[0] ?? '', fleets: list(w[1]), replace: list(w[2]).map(Number) };
    case 'intrigue': case 'national': {
      const rest = t.slice(t.indexOf('{'));
      let choices: CardChoices | undefined;
      try {
        choices = t.includes('{') ? (JSON.parse(rest) as CardChoices) : undefined;
      } catch {
        return 'the card choices are not JSON';
      }
      return kind === 'intrigue'
        ? { kind, card: w[0] ?? '', half: num(w[1]) === 1 ? 1 : 0, ...(choices ? { choices } : {}) }
        : { kind, card: w[0] ?? '', ...(choices ? { choices } : {}) };
    }
    default: return `unknown action "${kind}"`;
  }
}

/** The state as text: turn, whose turn, each power's money, cubes and VP, the board, the hand of the power to act and its legal actions. */
export function describeBelleEpoque(s: BelleEpoqueState, lang: Lang): string {
  const it = lang === 'it';
  const lines: string[] = [];
  const who = actor(s);
  const phase = s.phase === 'setup' ? (it ? 'Setup iniziale' : 'Initial set-up') : s.phase === 'ended' ? (it ? 'Partita terminata' : 'Game over') : (it ? 'Fase delle Azioni' : 'Action phase');
  lines.push(`${it ? 'Turno' : 'Turn'} ${s.turn}/9 — ${phase}`);
  lines.push(`${it ? 'Giocatori' : 'Players'}: ${s.players.map((g, i) => `${i + 1}: ${g.map((p) => powerName(p, lang)).join(' + ')}`).join('; ')}`);
  // Shared dice (link-dice.ts): a declared action waits for another player's roll.
  const declared = (s as BelleEpoqueState & { shared?: SharedDice }).shared?.declared;
  if (declared) lines.push(`${it ? 'Tocca a' : 'To act'}: ${powerName(declared.roller, lang)} (${it ? 'giocatore' : 'player'} ${playerOf(s, declared.roller) + 1}) — roll: ${powerName(declared.power, lang)} ${it ? 'ha dichiarato' : 'declared'} ${formatAction(declared.action)}`);
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
    const name = (id: string) => d.intrigueCards.find((c) => c.id === id)?.halves.map((h) => h.name[lang]).join(' / ') ?? d.nationalCards.find((c) => c.id === id)?.name[lang] ?? id;
    lines.push(`${it ? 'Mano di' : 'Hand of'} ${powerName(who, lang)}: ${[...hand.intrigue, ...hand.national].map((c) => `${name(c)} [${c}]`).join('; ') || '—'}`);
    const legal = legalActions(s);
    lines.push(`${it ? 'Azioni legali' : 'Legal actions'} (${legal.length}):`);
    legal.forEach((a, i) => lines.push(`  ${i + 1}. ${formatAction(a)}`));
  }
  return lines.join('\n');
}
