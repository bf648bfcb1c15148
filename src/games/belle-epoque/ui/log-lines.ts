/**
 * The game log from the chain of states: for each step, who acted and what
 * changed (money, cubes, armies, fleets, prestige, VP, cards, the board, a
 * contest's result, a new turn and its events). Pure, tested in Node.
 */
import type { Lang } from '../../../platform/game';
import { actor } from '../engine/actions';
import { POWER_IDS } from '../engine/data';
import type { BelleEpoqueState, ContestResult } from '../engine/state';
import { CONTINENT, cardName, fleetName, powerName, territoryName, tr } from './words';

export interface LogLine {
  /** Index of the state the step starts from. */
  step: number;
  turn: number;
  /** The heading it is filed under (the set-up, a turn's actions, the start of a turn). */
  group: string;
  who: string | null;
  /** What happened, as a player would say it. */
  text: string;
  /** Every change of the step, state by state (money, cubes, cards...), or '' when the sentence says it all. */
  details: string;
  contest?: ContestResult;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** What changed from one state to the next, in words. */
export function describeStep(prev: BelleEpoqueState, next: BelleEpoqueState, lang: Lang): string[] {
  const turnLines: string[] = [];
  const powerLines: string[] = [];
  const out: string[] = [];
  if (next.turn !== prev.turn && next.turn > 0) {
    turnLines.push(tr(lang, `Turn ${next.turn} begins.`, `Inizia il turno ${next.turn}.`));
    if (next.lastEvents.length) turnLines.push(`${tr(lang, 'Events', 'Eventi')}: ${next.lastEvents.map((e) => cardName(e, lang)).join(', ')}.`);
  }
  for (const p of POWER_IDS) {
    const a = prev.powers[p];
    const b = next.powers[p];
    const bits: string[] = [];
    const num = (x: number, y: number, en: string, it: string) => { if (x !== y) bits.push(`${signed(y - x)} ${tr(lang, en, it)}`); };
    if (a.money !== b.money) bits.push(`${b.money > a.money ? '+' : '−'}£${Math.abs(b.money - a.money)}`);
    num(a.embassy, b.embassy, 'embassy cubes', 'MD nelle Ambasciate');
    num(a.armies.arsenal, b.armies.arsenal, 'armies in the arsenal', 'Eserciti nell\'Arsenale');
    num(a.fleetTrack, b.fleetTrack, 'fleet track', 'tracciato Flotte');
    num(a.prestige, b.prestige, 'prestige', 'Prestigio');
    num(a.vp, b.vp, 'VP', 'PV');
    num(a.hand.intrigue.length, b.hand.intrigue.length, 'intrigue cards', 'Carte Intrigo');
    num(a.hand.national.length, b.hand.national.length, 'national cards', 'Carte Nazionali');
    num(a.armsCubes, b.armsCubes, 'arms cubes', 'Cubi Armamento');
    if (!a.greatWork && b.greatWork) bits.push(tr(lang, 'great work built', 'Grande Opera costruita'));
    if (!a.passed && b.passed) bits.push(tr(lang, 'passes', 'passa'));
    if (bits.length) powerLines.push(`${powerName(p, lang)}: ${bits.join(', ')}.`);
  }
  for (const [id, spaces] of Object.entries(next.board)) {
    const before = prev.board[id] ?? [];
    spaces.forEach((sp, i) => {
      const was = before[i] ?? { cube: null };
      if (was.cube === sp.cube && was.top === sp.top) return;
      const cube = (c: string | null | undefined) => (c === 'arms' ? tr(lang, 'arms cube', 'Cubo Armamento') : c ? powerName(c, lang) : tr(lang, 'empty', 'vuoto'));
      const now = sp.top ? `${cube(sp.cube)} / ${cube(sp.top)} (${tr(lang, 'contest', 'Contesa')})` : cube(sp.cube);
      out.push(`${territoryName(id, lang)} ${i + 1}: ${cube(was.cube)}${was.top ? ` / ${cube(was.top)}` : ''} → ${now}.`);
    });
  }
  for (const f of next.fleets) {
    const was = prev.fleets.find((x) => x.id === f.id);
    if (was && was.where !== f.where && f.where !== 'arsenal' && f.where !== 'reserve') out.push(`${fleetName(f.id, lang)} → ${f.where === 'removed' ? tr(lang, 'sold', 'venduta') : CONTINENT[f.where][lang]}.`);
  }
  if (next.pending?.kind === 'contest' && prev.pending?.kind !== 'contest') out.push(tr(lang, `Contest opened in ${territoryName(next.pending.contest.territory, lang)}.`, `Contesa aperta in ${territoryName(next.pending.contest.territory, lang)}.`));
  if (next.phase === 'ended' && prev.phase !== 'ended') turnLines.push(tr(lang, 'The game is over.', 'La partita è finita.'));
  // A step that starts a turn: the action's cubes first, then the new turn and what it gave each power.
  return turnLines.length ? [...out, ...turnLines, ...powerLines] : [...powerLines, ...out];
}

/** The heading an entry is filed under: the set-up, a turn's actions, or the start of a turn (events and income). */
function groupOf(turn: number, kind: 'setup' | 'actions' | 'start', lang: Lang): string {
  if (kind === 'setup') return tr(lang, 'Initial set-up (3.3)', 'Setup iniziale (3.3)');
  if (kind === 'start') return tr(lang, `Turn ${turn} begins: events and income`, `Inizia il turno ${turn}: eventi e entrate`);
  return tr(lang, `Turn ${turn}: actions`, `Turno ${turn}: azioni`);
}

/** The cube spaces where power `p` now stands and did not before. */
function newCubes(prev: BelleEpoqueState, next: BelleEpoqueState, p: string): { territory: string; space: number }[] {
  const out: { territory: string; space: number }[] = [];
  for (const [id, spaces] of Object.entries(next.board)) {
    spaces.forEach((sp, i) => {
      const was = prev.board[id]?.[i];
      if ((sp.cube === p || sp.top === p) && was && was.cube !== p && was.top !== p) out.push({ territory: id, space: i });
    });
  }
  return out;
}

/** What the power to act did in one step, as a player would say it (inferred from the two states). */
export function storySentence(prev: BelleEpoqueState, next: BelleEpoqueState, lang: Lang): string {
  const p = actor(prev);
  if (!p) return '';
  const who = powerName(p, lang);
  const a = prev.powers[p];
  const b = next.powers[p];
  const where = (c: { territory: string; space: number }) => `${territoryName(c.territory, lang)} (${tr(lang, 'space', 'spazio')} ${c.space + 1})`;
  const cubes = newCubes(prev, next, p);
  const spent = a.money - b.money;
  const money = spent > 0 ? tr(lang, ` for £${spent}`, ` per £${spent}`) : '';
  const shortNext = next.pending?.kind === 'rearrange' ? tr(lang, ` ${powerName(next.pending.power, lang)} is short of its minimums per continent and moves cubes (3.3.2).`, ` A ${powerName(next.pending.power, lang)} mancano minimi per Continente: sposta cubi MD (3.3.2).`) : '';
  if (prev.pending?.kind === 'rearrange') {
    const moved = cubes.length ? tr(lang, `${who} moves a set-up cube to ${where(cubes[0])} (3.3.2).`, `${who} sposta un cubo MD del setup in ${where(cubes[0])} (3.3.2).`) : tr(lang, `${who} moves a set-up cube (3.3.2).`, `${who} sposta un cubo MD del setup (3.3.2).`);
    const done = next.phase !== 'setup' ? tr(lang, ' The set-up is complete.', ' Il setup è completo.') : '';
    return moved + (next.pending?.kind === 'rearrange' && next.pending.power !== p ? shortNext : '') + done;
  }
  if (prev.phase === 'setup') {
    const placed = cubes.length ? tr(lang, `${who} places a cube in ${where(cubes[0])}.`, `${who} piazza un cubo MD in ${where(cubes[0])}.`) : tr(lang, `${who} places a cube.`, `${who} piazza un cubo MD.`);
    const nextOne = next.phase === 'setup' && !next.pending ? actor(next) : null;
    const passes = nextOne && nextOne !== p ? tr(lang, ` ${who}'s round is over (2 cubes a round, 3.3): ${powerName(nextOne, lang)} places next.`, ` Il giro di ${who} è finito (2 cubi a giro, 3.3): ora piazza ${powerName(nextOne, lang)}.`) : '';
    const done = next.phase !== 'setup' ? tr(lang, ' The set-up is complete.', ' Il setup è completo.') : '';
    return placed + passes + shortNext + done;
  }
  if ((prev.automated ?? []).includes(p)) return tr(lang, `${who}, an automated power, takes its action phase (chapter 13).`, `${who}, Potenza Automatizzata, svolge la sua fase delle Azioni (capitolo 13).`);
  if (!a.passed && b.passed) return tr(lang, `${who} passes (8.10).`, `${who} passa (8.10).`);
  if (!a.greatWork && b.greatWork) return tr(lang, `${who} builds its great work${money}.`, `${who} costruisce la sua Grande Opera${money}.`);
  if (next.pending?.kind === 'contest' && prev.pending?.kind !== 'contest') {
    const c = next.pending.contest;
    return tr(lang, `${who} challenges ${powerName(c.defender, lang)} in ${where(c)}: a contest (8.7).`, `${who} sfida ${powerName(c.defender, lang)} in ${where(c)}: una Contesa (8.7).`);
  }
  const result = next.lastContest && JSON.stringify(next.lastContest) !== JSON.stringify(prev.lastContest) ? next.lastContest : null;
  if (result) return tr(lang, `The contest is decided: ${powerName(result.winner, lang)} wins.`, `La Contesa è decisa: vince ${powerName(result.winner, lang)}.`);
  if (b.embassy < a.embassy && cubes.length) return tr(lang, `${who} sends a diplomatic mission to ${where(cubes[0])} (8.2).`, `${who} invia una Missione diplomatica in ${where(cubes[0])} (8.2).`);
  if (b.embassy < a.embassy && b.money > a.money) return tr(lang, `${who} invests: a cube back to the reserve for £${b.money - a.money} (8.4).`, `${who} investe: un cubo MD torna alla riserva per £${b.money - a.money} (8.4).`);
  const armies = b.armies.arsenal - a.armies.arsenal;
  const bought = next.fleets.filter((f) => f.owner === p && f.where === 'arsenal' && prev.fleets.find((x) => x.id === f.id)?.where === 'reserve').length;
  if ((armies > 0 || bought > 0) && spent > 0) {
    const what = [armies > 0 ? `${armies} ${armies === 1 ? tr(lang, 'army', 'Esercito') : tr(lang, 'armies', 'Eserciti')}` : '', bought > 0 ? `${bought} ${bought === 1 ? tr(lang, 'fleet', 'Flotta') : tr(lang, 'fleets', 'Flotte')}` : ''].filter(Boolean).join(tr(lang, ' and ', ' e '));
    return tr(lang, `${who} buys ${what}${money} (8.1).`, `${who} acquista ${what}${money} (8.1).`);
  }
  const moved = next.fleets.filter((f) => f.owner === p && f.where !== prev.fleets.find((x) => x.id === f.id)?.where && (f.where === 'europe' || f.where === 'asia' || f.where === 'africa'));
  if (moved.length) return tr(lang, `${who} deploys ${moved.map((f) => `${fleetName(f.id, lang)} → ${CONTINENT[f.where as 'europe'][lang]}`).join(', ')} (8.8).`, `${who} schiera ${moved.map((f) => `${fleetName(f.id, lang)} → ${CONTINENT[f.where as 'europe'][lang]}`).join(', ')} (8.8).`);
  if (b.prestige > a.prestige && spent > 0) return tr(lang, `${who} raises its prestige by ${b.prestige - a.prestige}${money} (8.5).`, `${who} alza il suo Prestigio di ${b.prestige - a.prestige}${money} (8.5).`);
  const played = next.intrigue.discard.filter((c) => !prev.intrigue.discard.includes(c));
  if (b.hand.intrigue.length < a.hand.intrigue.length || b.hand.national.length < a.hand.national.length) {
    return played.length ? tr(lang, `${who} plays ${cardName(played[0], lang)} (8.6).`, `${who} gioca ${cardName(played[0], lang)} (8.6).`) : tr(lang, `${who} plays a card (8.6).`, `${who} gioca una carta (8.6).`);
  }
  if (next.roundActions.length === 0 && prev.roundActions.length === 1 && next.current !== prev.current) return tr(lang, `${who} ends the round after one action (8.0).`, `${who} chiude il round dopo un'azione (8.0).`);
  return tr(lang, `${who} acts.`, `${who} agisce.`);
}

/** One entry per step of the chain `history` then `state`, newest last; a step that starts a turn adds the turn's own entry. */
export function logLines(history: readonly BelleEpoqueState[], state: BelleEpoqueState, lang: Lang): LogLine[] {
  const chain = [...history, state];
  const lines: LogLine[] = [];
  for (let i = 1; i < chain.length; i++) {
    const prev = chain[i - 1];
    const next = chain[i];
    const contest = next.lastContest && next.lastContest !== prev.lastContest && JSON.stringify(next.lastContest) !== JSON.stringify(prev.lastContest) ? next.lastContest : undefined;
    const details = describeStep(prev, next, lang).join(' ');
    const sentence = storySentence(prev, next, lang);
    const group = groupOf(prev.turn, prev.phase === 'setup' ? 'setup' : 'actions', lang);
    lines.push({ step: i - 1, turn: prev.turn, group, who: actor(prev), text: sentence || details || tr(lang, 'No visible change.', 'Nessun cambiamento visibile.'), details: sentence ? details : '', ...(contest ? { contest } : {}) });
    // A new turn under its own heading: its events and what they and the income changed.
    if (next.turn !== prev.turn && next.turn > 0) {
      const events = next.lastEvents.length ? `${tr(lang, 'Events', 'Eventi')}: ${next.lastEvents.map((e) => cardName(e, lang)).join(', ')}.` : tr(lang, 'No event this turn.', 'Nessun evento in questo turno.');
      lines.push({ step: i - 1, turn: next.turn, group: groupOf(next.turn, 'start', lang), who: null, text: events, details: '' });
    }
  }
  return lines;
}
