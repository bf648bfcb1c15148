/**
 * A person's picks for a card whose effects reach several places (8.6): the
 * territories it places cubes in (Foreign Legion: two in Africa) and the cubes
 * it removes (Diplomatic Attack: two of the target's, anywhere). Whatever the
 * person leaves unpicked the engine settles by the card's order, as for an
 * automated power; here the person picks first. Pure: every verdict is the
 * engine's (checkAction and applyAction on the drafted card).
 */
import { type Action, actor, applyAction, checkAction, noDice } from '../engine/actions';
import type { BelleEpoqueState } from '../engine/state';
import { loadBelleEpoqueData } from '../engine/data';

export type CardAction = Extract<Action, { kind: 'intrigue' | 'national' }>;
export interface SpacePick {
  territory: string;
  space: number;
}

const d = loadBelleEpoqueData();
// A territory no card names: the engine refuses it only when it reads one more territory choice.
const PROBE = '-';

const territoriesOf = (card: CardAction): string[] => card.choices?.territories ?? [];
const spacesOf = (card: CardAction): SpacePick[] => card.choices?.spaces ?? [];

export function withTerritories(card: CardAction, territories: string[]): CardAction {
  return { ...card, choices: { ...card.choices, territories: territories.length ? territories : undefined } };
}

export function withSpaces(card: CardAction, spaces: SpacePick[]): CardAction {
  return { ...card, choices: { ...card.choices, spaces: spaces.length ? spaces : undefined } };
}

/** Whether the engine would read one more territory choice for the card (else it takes the first that fits). */
export function wantsTerritory(s: BelleEpoqueState, card: CardAction): boolean {
  const p = actor(s);
  if (!p) return false;
  const r = checkAction(s, p, withTerritories(card, [...territoriesOf(card), PROBE]), noDice);
  return !!r && r.en.includes(`allow ${PROBE}.`);
}

/** Territories the next territory choice may name. */
export function territoryPicks(s: BelleEpoqueState, card: CardAction): string[] {
  const p = actor(s);
  if (!p || !wantsTerritory(s, card)) return [];
  const chosen = territoriesOf(card);
  return d.territories.map((t) => t.id).filter((t) => checkAction(s, p, withTerritories(card, [...chosen, t]), noDice) === null);
}

/**
 * Cubes the next removal pick may name: a space whose cube the card, with
 * this pick added, removes — so a card with no removal left offers none.
 */
export function spacePicks(s: BelleEpoqueState, card: CardAction): SpacePick[] {
  const p = actor(s);
  if (!p) return [];
  const chosen = spacesOf(card);
  const out: SpacePick[] = [];
  for (const t of d.territories) {
    const spaces = s.board[t.id] ?? [];
    for (let i = spaces.length - 1; i >= 0; i--) {
      const cube = spaces[i].cube;
      if (!cube || cube === 'arms' || chosen.some((c) => c.territory === t.id && c.space === i)) continue;
      const tried = withSpaces(card, [...chosen, { territory: t.id, space: i }]);
      if (checkAction(s, p, tried, noDice) !== null) continue;
      if (applyAction(s, p, tried, noDice).board[t.id][i].cube !== cube) out.push({ territory: t.id, space: i });
    }
  }
  return out;
}

/**
 * A click on a territory while a card is drafted: the next territory choice,
 * else the top cube there the card may remove; a territory already chosen
 * is taken out again (cubes: once no other cube there may be removed). Null
 * when the click means nothing for this card.
 */
export function pickOnCard(s: BelleEpoqueState, card: CardAction, id: string): CardAction | null {
  const territories = territoriesOf(card);
  if (territoryPicks(s, card).includes(id)) return withTerritories(card, [...territories, id]);
  if (territories.includes(id)) return withTerritories(card, territories.filter((t) => t !== id));
  const spaces = spacesOf(card);
  // Another cube there while the card removes more; once none is left, the click takes that territory's picks back.
  const pick = spacePicks(s, card).find((c) => c.territory === id);
  if (pick) return withSpaces(card, [...spaces, pick]);
  if (spaces.some((c) => c.territory === id)) return withSpaces(card, spaces.filter((c) => c.territory !== id));
  return null;
}

/** The territories a drafted card may still name on the map: its next territory choice or its next cube to remove. */
export function cardMapTargets(s: BelleEpoqueState, card: CardAction): string[] {
  const territories = territoryPicks(s, card);
  if (territories.length) return territories;
  return [...new Set(spacePicks(s, card).map((c) => c.territory))];
}
