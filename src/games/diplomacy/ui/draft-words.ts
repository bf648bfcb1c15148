/**
 * The words of order drafting on the map: the prompt for each draft step, the menu's label, each
 * choice's label, and the sentence for what a click did. drafting.ts decides; this words it; the map
 * only draws. Pure: no DOM.
 */
import type { Lang } from '../../../platform/game';
import type { ProvinceId, UnitData } from '../engine/types';
import { printOrder, printPlace, type Notation } from '../engine/notation';
import { dislodgedIn, draftUnit, type Choice, type Draft, type DraftContext, type DraftStep } from './drafting';
import { text, type TextKey } from './i18n';
import { locName, provinceOfLoc, unitName } from './map-drawing';

export interface DraftWording {
  context: DraftContext;
  lang: Lang;
  notation: Notation;
}

const say = (w: DraftWording, key: TextKey, params: Record<string, string | number> = {}) => text(w.lang, key, params);
const placeName = (w: DraftWording, province: ProvinceId) => w.context.map.province(province)?.name[w.lang] ?? province;
const shortUnit = (w: DraftWording, unit: UnitData) => `${unit.type} ${printPlace(unit.loc, w.context.map, w.notation)}`;

/** The status line after a step: the order chosen, why a click was refused, or what to pick next. */
export function stepSentence(w: DraftWording, result: DraftStep): string {
  if (result.kind === 'order') return say(w, 'orderChosen', { order: printOrder(result.order, w.context.map, w.notation) });
  if (result.kind === 'refused') return say(w, result.reason, { place: placeName(w, result.province) });
  return draftPrompt(w, result.draft);
}

/** What to pick next in a draft. */
export function draftPrompt(w: DraftWording, step: Draft): string {
  const unit = (u: UnitData) => unitName(u, w.lang);
  switch (step.kind) {
    case 'idle':
      return '';
    case 'unit': {
      if (!step.retreat) return say(w, 'pickTarget', { unit: unit(step.unit) });
      const retreats = dislodgedIn(w.context, provinceOfLoc(step.unit.loc))?.retreats ?? [];
      return say(w, 'pickRetreat', { unit: unit(step.unit), places: retreats.map((loc) => locName(loc, w.lang)).join(', ') || '—' });
    }
    case 'support-unit':
      return say(w, 'pickSupported', { unit: unit(step.unit) });
    case 'support-target':
      return say(w, 'pickSupportTarget', { unit: unit(step.unit), other: shortUnit(w, step.supported) });
    case 'convoy-army':
      return say(w, 'pickConvoyArmy', { unit: unit(step.unit) });
    case 'convoy-target':
      return say(w, 'pickConvoyTarget', { unit: unit(step.unit), other: shortUnit(w, step.army) });
    case 'convoy-move':
      return say(w, 'pickConvoyMove', { unit: unit(step.unit) });
    case 'coast':
      return say(w, 'whichCoast', { place: placeName(w, step.province) });
    case 'build':
      return say(w, 'buildHere', { power: w.context.map.power(step.power)!.name[w.lang] });
    case 'disband':
      return say(w, 'orderMenu', { unit: unit(step.unit) });
  }
}

/** The name of the choice menu open for a draft. */
export function draftMenuLabel(w: DraftWording, step: Draft): string {
  const unit = draftUnit(step);
  return unit ? say(w, 'orderMenu', { unit: unitName(unit, w.lang) }) : 'province' in step ? placeName(w, step.province) : '';
}

/** One choice of the menu, in words. */
export function choiceLabel(w: DraftWording, choice: Choice): string {
  const map = w.context.map;
  switch (choice.kind) {
    case 'via-convoy':
      return say(w, 'viaConvoy');
    case 'coast':
      return say(w, `coast_${map.coastOf(choice.loc)}` as TextKey);
    case 'build': {
      if (choice.unitType === 'A') return say(w, 'buildArmy');
      const coast = map.coastOf(choice.loc);
      return coast ? say(w, 'buildFleetCoast', { coast: say(w, `coast_${coast}` as TextKey) }) : say(w, 'buildFleet');
    }
    default:
      return say(w, choice.kind);
  }
}
