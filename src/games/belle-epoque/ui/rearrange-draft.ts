/**
 * The end of the set-up (3.3.2) on the map and in the panel: which of its cubes
 * the power short of its minimums may move, where to, and the panel's
 * sentences. A first tap picks the cube's territory, a second its destination.
 * Pure, no DOM.
 */
import type { Lang } from '../../../platform/game';
import { actor, checkAction, type Action } from '../engine/actions';
import type { Continent, PowerId } from '../engine/data';
import { legalActions } from '../engine/legal';
import { cubesIn, setupShortfall, shortIn } from '../engine/rearrange';
import type { Refusal } from '../engine/refusal';
import type { BelleEpoqueState } from '../engine/state';
import { CONTINENT, d, powerName, territoryName, tr } from './words';

const CONTINENTS: Continent[] = ['europe', 'africa', 'asia'];

/** Whether the state waits for a rearranging move. */
export const rearranging = (s: BelleEpoqueState): boolean => s.pending?.kind === 'rearrange';

function moves(s: BelleEpoqueState): { from: string; to: string }[] {
  return legalActions(s).flatMap((a) => (a.kind === 'rearrange' ? [{ from: a.from, to: a.to }] : []));
}

/** Territories whose cube may move (no `from` yet), or where the cube from `from` may go. */
export function rearrangeTargets(s: BelleEpoqueState, from: string | null): string[] {
  const all = moves(s);
  return [...new Set(from ? all.filter((m) => m.from === from).map((m) => m.to) : all.map((m) => m.from))];
}

export type RearrangeTap = { from: string | null; action: Action | null; refusal: Refusal | null };

/** A tap during the rearrangement: picks (or drops) the cube's territory, or with one picked, the move or why it is refused. */
export function rearrangeTap(s: BelleEpoqueState, from: string | null, territory: string): RearrangeTap {
  const p = actor(s);
  if (!p || !rearranging(s)) return { from, action: null, refusal: null };
  if (from === territory) return { from: null, action: null, refusal: null };
  if (!from) {
    if (rearrangeTargets(s, null).includes(territory)) return { from: territory, action: null, refusal: null };
    // Why this cube may not move: tried against a destination some other cube may take.
    const to = moves(s)[0]?.to ?? territory;
    return { from: null, action: null, refusal: checkAction(s, p, { kind: 'rearrange', from: territory, to }) };
  }
  const action: Action = { kind: 'rearrange', from, to: territory };
  const refusal = checkAction(s, p, action);
  return refusal ? { from, action: null, refusal } : { from, action, refusal: null };
}

/** The panel's sentences: why the power rearranges, what it lacks where, and what a tap does now. */
export function rearrangeLines(s: BelleEpoqueState, p: PowerId, from: string | null, lang: Lang): string[] {
  const min = d.powers.find((x) => x.id === p)!.setup.minimum;
  const counts = CONTINENTS.filter((c) => min[c] !== undefined).map((c) => {
    const short = shortIn(s, p, c);
    const state = short ? tr(lang, `${short} short`, `ne mancano ${short}`) : tr(lang, 'met', 'rispettato');
    return `${CONTINENT[c][lang]} ${cubesIn(s, p, c)}/${min[c]} (${state})`;
  });
  const left = setupShortfall(s, p);
  return [
    tr(lang, `All set-up cubes are down and ${powerName(p, lang)} is short of its minimums per continent: move ${left} ${left === 1 ? 'cube' : 'cubes'} to meet them (3.3.2).`,
      `Tutti i cubi MD del setup sono piazzati e a ${powerName(p, lang)} mancano minimi per Continente: sposta ${left} ${left === 1 ? 'cubo' : 'cubi'} per rispettarli (3.3.2).`),
    tr(lang, `Minimums: ${counts.join('; ')}.`, `Minimi: ${counts.join('; ')}.`),
    tr(lang, 'Each move takes a cube from a continent where you have more than you need, to a free space in a continent still short; still no territory over half full.',
      'Ogni spostamento prende un cubo MD da un Continente dove ne hai più del necessario e lo porta su uno spazio libero di un Continente dove ne mancano; sempre nessun Territorio oltre metà pieno.'),
    from ? tr(lang, `Cube picked in ${territoryName(from, lang)}: now tap where it goes (tap it again to drop it).`, `Cubo scelto in ${territoryName(from, lang)}: ora tocca dove va (toccalo ancora per lasciarlo).`)
      : tr(lang, 'Tap a highlighted territory to pick one of your cubes there.', 'Tocca un Territorio evidenziato per scegliere un tuo cubo MD lì.'),
  ];
}
