/**
 * The tracks (turn and era 6.1, turn order 8.10, prestige 11.0, fleets 8.1,
 * money, VP 10.0) as rows of words and numbers for an HTML panel that reflows
 * on any screen. Pure, no DOM.
 */
import { effectivePrestige } from '../engine/board';
import { POWER_IDS, type PowerId } from '../engine/data';
import type { BelleEpoqueState } from '../engine/state';
import { eraOf, ownerName, type Lang } from './map-layout';
import { d, tr } from './words';

export const ERA_YEARS = ['1880–1890', '1891–1902', '1903–1914'];
const ROMAN = ['I', 'II', 'III'];

export interface PowerRow {
  power: PowerId;
  name: string;
  prestige: number;
  /** VP the prestige space gives at each scoring (11.0). */
  prestigeVp: number;
  /** The next space's one-time bonus, in words, if any. */
  nextBonus: string | null;
  fleetTrack: number;
  money: number;
  vp: number;
  acting: boolean;
  passed: boolean;
}

export interface Tracks {
  turn: string;
  era: string;
  scoring: string;
  order: string;
  next: string | null;
  powers: PowerRow[];
}

function bonusText(space: (typeof d.prestige.spaces)[number] | undefined, lang: Lang): string | null {
  const b = space?.bonus;
  if (!b) return null;
  if (b.kind === 'money') return tr(lang, `£${b.amount} once, at space ${space!.position}`, `£${b.amount} una volta, allo spazio ${space!.position}`);
  if (b.kind === 'cube') return tr(lang, `a cube once, at space ${space!.position}`, `un cubo MD una volta, allo spazio ${space!.position}`);
  return tr(lang, `an intrigue card once, at space ${space!.position}`, `una Carta Intrigo una volta, allo spazio ${space!.position}`);
}

export function trackRows(s: BelleEpoqueState, lang: Lang): Tracks {
  const era = s.turn ? eraOf(s.turn) : 1;
  const scorings = d.rules.scoringTurns;
  const nextScoring = scorings.find((n) => n >= Math.max(1, s.turn));
  const name = (p: PowerId) => ownerName(p, lang);
  const acting = s.phase === 'ended' ? null : s.order[s.current];
  const spaces = d.prestige.spaces;
  return {
    turn: s.turn ? tr(lang, `Turn ${s.turn} of 9`, `Turno ${s.turn} di 9`) : tr(lang, 'Initial set-up, before turn 1', 'Setup iniziale, prima del turno 1'),
    era: tr(lang, `Era ${ROMAN[era - 1]} (${ERA_YEARS[era - 1]})`, `Era ${ROMAN[era - 1]} (${ERA_YEARS[era - 1]})`),
    scoring: nextScoring ? tr(lang, `Scoring at the end of turns ${scorings.join(', ')}; next: turn ${nextScoring}.`, `Punteggio alla fine dei turni ${scorings.join(', ')}; il prossimo: turno ${nextScoring}.`) : '',
    order: s.order.map(name).join(' → '),
    next: s.nextOrder.length ? s.nextOrder.map(name).join(' → ') : null,
    powers: POWER_IDS.map((p) => {
      const pos = effectivePrestige(s, p);
      const here = spaces.find((x) => x.position === pos);
      const ahead = spaces.find((x) => x.position > pos && x.bonus && s.powers[p].bonusMark < x.position);
      return {
        power: p,
        name: name(p),
        prestige: pos,
        prestigeVp: here?.vp ?? 0,
        nextBonus: bonusText(ahead, lang),
        fleetTrack: s.powers[p].fleetTrack,
        money: s.powers[p].money,
        vp: s.powers[p].vp,
        acting: p === acting,
        passed: s.powers[p].passed,
      };
    }),
  };
}
