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
  who: string | null;
  text: string;
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

/** One entry per step of the chain `history` then `state`, newest last. */
export function logLines(history: readonly BelleEpoqueState[], state: BelleEpoqueState, lang: Lang): LogLine[] {
  const chain = [...history, state];
  const lines: LogLine[] = [];
  for (let i = 1; i < chain.length; i++) {
    const prev = chain[i - 1];
    const next = chain[i];
    const contest = next.lastContest && next.lastContest !== prev.lastContest && JSON.stringify(next.lastContest) !== JSON.stringify(prev.lastContest) ? next.lastContest : undefined;
    const text = describeStep(prev, next, lang).join(' ');
    lines.push({ step: i - 1, turn: prev.turn, who: actor(prev), text: text || tr(lang, 'No visible change.', 'Nessun cambiamento visibile.'), ...(contest ? { contest } : {}) });
  }
  return lines;
}
