/**
 * The initial set-up (3.3) on the map: one tap places one cube. What a tap
 * means (the placement, or the engine's refusal with its rule) and what the
 * panel says about the round (cubes left, this round's cubes, who places next
 * and why). Pure, no DOM.
 */
import type { Lang } from '../../../platform/game';
import { actor, checkAction, type Action } from '../engine/actions';
import type { Continent, PowerId } from '../engine/data';
import { cubesIn } from '../engine/rearrange';
import type { Refusal } from '../engine/refusal';
import type { BelleEpoqueState } from '../engine/state';
import { CONTINENT, d, powerName, territoryName, tr } from './words';

/** A typed count, kept between 0 and max (an empty field is 0). */
export function clampCount(typed: string, max: number): number {
  const n = Math.floor(Number(typed));
  return Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0;
}

export type SetupTap = { action: Action; refusal: null } | { action: null; refusal: Refusal } | null;

/** A tap on a territory during the set-up: the placement to submit at once, or why it is refused. */
export function setupTap(s: BelleEpoqueState, territory: string): SetupTap {
  const p = actor(s);
  if (s.phase !== 'setup' || s.pending || !p) return null;
  const action: Action = { kind: 'setup', territory };
  const refusal = checkAction(s, p, action);
  return refusal ? { action: null, refusal } : { action, refusal: null };
}

/** Who places after the power in hand ends its round (3.3), or null when the set-up then ends. */
export function nextPlacer(s: BelleEpoqueState, p: PowerId, leftAfter: number): PowerId | null {
  const n = s.order.length;
  const i = s.order.indexOf(p);
  for (let k = 1; k <= n; k++) {
    const q = s.order[(i + k) % n];
    const left = q === p ? leftAfter : s.setupLeft[q];
    if (left > 0) return q;
  }
  return null;
}

/** The power's minimums per continent (3.3.2) against its cubes there, and when they must hold. */
function minimumsLine(s: BelleEpoqueState, p: PowerId, lang: Lang): string {
  const min = d.powers.find((x) => x.id === p)!.setup.minimum;
  const parts = (Object.keys(min) as Continent[]).map((c) => `${CONTINENT[c][lang]} ${cubesIn(s, p, c)}/${min[c]}`);
  return tr(lang, `Your minimums per continent: ${parts.join(', ')}. They must hold once all cubes are down: place freely, and a power short then moves cubes (3.3.2).`,
    `I tuoi minimi per Continente: ${parts.join(', ')}. Vanno rispettati quando tutti i cubi sono piazzati: piazza liberamente, e chi non li rispetta sposta poi cubi MD (3.3.2).`);
}

/** The set-up panel's sentences: what a tap does, this round's cubes, and when and why the turn passes. */
export function setupLines(s: BelleEpoqueState, p: PowerId, lang: Lang): string[] {
  const perRound = d.rules.setup.cubesPerRound;
  const left = s.setupLeft[p];
  const placed = s.setupRound.length;
  const thisRound = Math.min(perRound - placed, left);
  const after = nextPlacer(s, p, left - thisRound);
  const lines = [
    tr(lang, `Tap a highlighted territory: each tap places one cube (3.3). ${left} ${left === 1 ? 'cube' : 'cubes'} left to place.`,
      `Tocca un Territorio evidenziato: ogni tocco piazza un cubo MD (3.3). ${left} ${left === 1 ? 'cubo' : 'cubi'} ancora da piazzare.`),
    tr(lang, `Each power places ${perRound} cubes a round, at most one per territory, and no territory more than half full.`,
      `Ogni Potenza piazza ${perRound} cubi MD a giro, al massimo uno per Territorio, e nessun Territorio oltre metà pieno.`),
  ];
  lines.push(minimumsLine(s, p, lang));
  if (placed) lines.push(tr(lang, `This round: ${s.setupRound.map((t) => territoryName(t, lang)).join(', ')}.`, `In questo giro: ${s.setupRound.map((t) => territoryName(t, lang)).join(', ')}.`));
  const who = after && after !== p ? powerName(after, lang) : null;
  lines.push(thisRound === 1
    ? (who ? tr(lang, `After your next cube the round passes to ${who}.`, `Dopo il prossimo cubo il giro passa a ${who}.`) : after === p ? tr(lang, 'Then you place again.', 'Poi piazzate ancora.') : tr(lang, 'Your next cube is the last one of the set-up: then any power short of its minimums moves cubes (3.3.2), and turn 1 begins.', 'Il prossimo cubo è l\'ultimo del setup: poi chi non rispetta i minimi sposta cubi MD (3.3.2), e inizia il turno 1.'))
    : (who ? tr(lang, `After ${thisRound} cubes the round passes to ${who}.`, `Dopo ${thisRound} cubi il giro passa a ${who}.`) : tr(lang, `Place ${thisRound} cubes; then you place again.`, `Piazzate ${thisRound} cubi; poi piazzate ancora.`)));
  lines.push(tr(lang, 'A cube in the wrong place? "Take back" above undoes your last one.', 'Un cubo nel posto sbagliato? "Ritira la mossa" qui sopra toglie l\'ultimo.'));
  return lines;
}
