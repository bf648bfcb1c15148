/**
 * Diplomacy order drafting: the state machine behind clicking a unit, then a
 * choice, then a target (and a coast, a supported unit, a convoyed army...).
 * Pure: no DOM, no words. <dip-map> feeds it clicks and menu choices, draws
 * the draft it returns and translates prompts and refusals.
 */
import type { PowerId } from '../../../platform/game';
import type { GameMap, Loc, Order, ProvinceId, UnitData, UnitRef } from '../engine/types';
import { adjustmentsOwed, buildableCentres, type Position } from '../engine/position';

/** Where the player is in writing one order. */
export type Draft =
  | { kind: 'idle' }
  | { kind: 'unit'; unit: UnitData; retreat: boolean }
  | { kind: 'support-unit'; unit: UnitData }
  | { kind: 'support-target'; unit: UnitData; supported: UnitData }
  | { kind: 'convoy-army'; unit: UnitData }
  | { kind: 'convoy-target'; unit: UnitData; army: UnitData }
  | { kind: 'convoy-move'; unit: UnitData }
  | { kind: 'coast'; unit: UnitData; province: ProvinceId; coasts: Loc[]; retreat: boolean }
  | { kind: 'build'; power: PowerId; province: ProvinceId }
  | { kind: 'disband'; unit: UnitData };

export const IDLE: Draft = { kind: 'idle' };

/** Why a click did not advance the draft; the view words it with the place's name. */
export type Refusal =
  /** A unit of a power this player does not order. */
  | 'notYours'
  /** Nothing this player may order in that space this phase. */
  | 'nothingToDo'
  /** Support was asked for a space with no unit. */
  | 'noUnitThere'
  /** Convoy was asked for a space with no army. */
  | 'noArmyThere'
  /** The unit cannot move (or support) there: not adjacent, and no convoy could carry it. */
  | 'cannotReach'
  /** A dislodged unit may only retreat to the spaces the adjudicator left open (seed 000 retreats). */
  | 'cannotRetreat'
  /** An army lands only on a coastal space. */
  | 'notACoast';

export type DraftStep =
  | { kind: 'draft'; draft: Draft }
  | { kind: 'order'; power: PowerId; order: Order; draft: Draft }
  | { kind: 'refused'; reason: Refusal; province: ProvinceId; draft: Draft };

/** A menu choice offered for the current draft. */
export type Choice =
  | { kind: 'hold' }
  | { kind: 'support' }
  | { kind: 'convoy' }
  | { kind: 'via-convoy' }
  | { kind: 'disband' }
  | { kind: 'coast'; loc: Loc }
  | { kind: 'build'; unitType: 'A' | 'F'; loc: Loc }
  | { kind: 'cancel' };

/** What the machine needs to know: the map, the position, and whose units this player orders. */
export interface DraftContext {
  map: GameMap;
  position: Position;
  orderable: readonly PowerId[];
}

const ref = (unit: UnitData): UnitRef => ({ type: unit.type, loc: unit.loc });
const next = (draft: Draft): DraftStep => ({ kind: 'draft', draft });
const give = (power: PowerId, order: Order): DraftStep => ({ kind: 'order', power, order, draft: IDLE });

export function unitIn(context: DraftContext, province: ProvinceId): UnitData | undefined {
  return context.position.units.find((u) => context.map.provinceOf(u.loc) === province);
}

export function dislodgedIn(context: DraftContext, province: ProvinceId) {
  return context.position.dislodged.find((d) => context.map.provinceOf(d.unit.loc) === province);
}

/** The unit the draft is about, if any (drawn as selected). */
export function draftUnit(draft: Draft): UnitData | null {
  return 'unit' in draft ? draft.unit : null;
}

/** Spaces a unit may move or retreat to, by province (highlighted on the board). */
export function draftTargets(context: DraftContext, draft: Draft): ProvinceId[] {
  if (draft.kind !== 'unit') return [];
  const { map } = context;
  const from = map.provinceOf(draft.unit.loc);
  if (draft.retreat) return (dislodgedIn(context, from)?.retreats ?? []).map((loc) => map.provinceOf(loc));
  return [...new Set(map.neighbours(draft.unit.type, draft.unit.loc).map((loc) => map.provinceOf(loc)))];
}

/** Whether `unit` could move to `province`: adjacent, or an army on a coast that a convoy could carry to another coast. */
function reaches(map: GameMap, unit: UnitData, province: ProvinceId, byConvoy: boolean): boolean {
  const from = map.provinceOf(unit.loc);
  if (province === from) return false;
  const coastal = (p: ProvinceId) => map.province(p)?.kind === 'coast';
  if (byConvoy) return unit.type === 'A' && coastal(from) && coastal(province);
  if (map.neighbours(unit.type, unit.loc).some((loc) => map.provinceOf(loc) === province)) return true;
  // An army ordered to a distant coast moves by convoy (seed 000: convoys); the adjudicator decides if one exists.
  return unit.type === 'A' && coastal(from) && coastal(province);
}

/** Whether `unit` could support into `province`: it must be able to move there itself, by land or sea, not by convoy (seed 000: support). */
function supportReaches(map: GameMap, unit: UnitData, province: ProvinceId): boolean {
  return map.neighbours(unit.type, unit.loc).some((loc) => map.provinceOf(loc) === province);
}

/** A click or Enter on `province` with the current draft. */
export function clickSpace(context: DraftContext, draft: Draft, province: ProvinceId): DraftStep {
  const { map, position, orderable } = context;
  const mine = (power: PowerId) => orderable.includes(power);
  const refuse = (reason: Refusal, keep: Draft = draft): DraftStep => ({ kind: 'refused', reason, province, draft: keep });
  switch (draft.kind) {
    case 'idle':
    case 'coast':
    case 'build':
    case 'disband': {
      if (position.phase === 'movement') {
        const unit = unitIn(context, province);
        if (unit && mine(unit.power)) return next({ kind: 'unit', unit, retreat: false });
        return refuse(unit ? 'notYours' : 'nothingToDo', IDLE);
      }
      if (position.phase === 'retreat') {
        const dislodged = dislodgedIn(context, province);
        if (dislodged && mine(dislodged.unit.power)) return next({ kind: 'unit', unit: dislodged.unit, retreat: true });
        return refuse('nothingToDo', IDLE);
      }
      const unit = unitIn(context, province);
      if (unit && mine(unit.power) && adjustmentsOwed(map, position, unit.power) < 0) return next({ kind: 'disband', unit });
      const builder = orderable.find((power) => adjustmentsOwed(map, position, power) > 0 && buildableCentres(map, position, power).includes(province));
      if (builder) return next({ kind: 'build', power: builder, province });
      return refuse('nothingToDo', IDLE);
    }
    case 'unit': {
      const { unit, retreat } = draft;
      if (province === map.provinceOf(unit.loc)) return give(unit.power, retreat ? { kind: 'disband', unit: ref(unit) } : { kind: 'hold', unit: ref(unit) });
      if (retreat) {
        const open = dislodgedIn(context, map.provinceOf(unit.loc))?.retreats ?? [];
        if (!open.some((loc) => map.provinceOf(loc) === province)) return refuse('cannotRetreat');
      } else if (!reaches(map, unit, province, false)) return refuse('cannotReach');
      return moveTo(context, unit, province, retreat, false);
    }
    case 'convoy-move':
      if (!reaches(map, draft.unit, province, true)) return refuse('notACoast');
      return moveTo(context, draft.unit, province, false, true);
    case 'support-unit': {
      const supported = unitIn(context, province);
      if (!supported) return refuse('noUnitThere');
      return next({ kind: 'support-target', unit: draft.unit, supported });
    }
    case 'support-target': {
      const { unit, supported } = draft;
      if (!supportReaches(map, unit, province)) return refuse('cannotReach');
      const supportedProvince = map.provinceOf(supported.loc);
      return give(unit.power, {
        kind: 'support',
        unit: ref(unit),
        supported: ref(supported),
        ...(supported.power !== unit.power ? { supportedPower: supported.power } : {}),
        ...(province === supportedProvince ? {} : { to: province }),
      });
    }
    case 'convoy-army': {
      const army = unitIn(context, province);
      if (!army || army.type !== 'A') return refuse('noArmyThere');
      return next({ kind: 'convoy-target', unit: draft.unit, army });
    }
    case 'convoy-target':
      if (map.province(province)?.kind !== 'coast' || province === map.provinceOf(draft.army.loc)) return refuse('notACoast');
      return give(draft.unit.power, { kind: 'convoy', unit: ref(draft.unit), army: map.provinceOf(draft.army.loc), to: province });
  }
}

/** A move or retreat; a fleet going to a two-coast province names its coast, never guessed. */
function moveTo(context: DraftContext, unit: UnitData, province: ProvinceId, retreat: boolean, viaConvoy: boolean): DraftStep {
  const { map } = context;
  const target = map.province(province)!;
  let to: Loc = province;
  if (unit.type === 'F' && target.coasts) {
    const reachable = map.fleetTargets(unit.loc, province);
    const retreats = retreat ? (dislodgedIn(context, map.provinceOf(unit.loc))?.retreats ?? []) : [];
    const offered = retreat ? reachable.filter((loc) => retreats.includes(loc)) : reachable;
    const coasts = offered.length ? offered : target.coasts.map((c) => `${province}/${c}`);
    if (coasts.length > 1) return next({ kind: 'coast', unit, province, coasts, retreat });
    to = coasts[0];
  }
  return give(
    unit.power,
    retreat ? { kind: 'retreat', unit: ref(unit), to } : { kind: 'move', unit: ref(unit), to, ...(viaConvoy ? { viaConvoy: true } : {}) },
  );
}

/** The menu for the current draft, in the order it is shown. */
export function choices(context: DraftContext, draft: Draft): Choice[] {
  const { map } = context;
  const cancel: Choice = { kind: 'cancel' };
  switch (draft.kind) {
    case 'idle':
      return [];
    case 'unit': {
      if (draft.retreat) return [{ kind: 'disband' }, cancel];
      const from = map.province(map.provinceOf(draft.unit.loc));
      const items: Choice[] = [{ kind: 'hold' }, { kind: 'support' }];
      if (draft.unit.type === 'F' && from?.kind === 'sea') items.push({ kind: 'convoy' });
      if (draft.unit.type === 'A' && from?.kind === 'coast') items.push({ kind: 'via-convoy' });
      return [...items, cancel];
    }
    case 'coast':
      return [...draft.coasts.map((loc): Choice => ({ kind: 'coast', loc })), cancel];
    case 'build': {
      const province = map.province(draft.province)!;
      const items: Choice[] = [];
      if (province.kind !== 'sea') items.push({ kind: 'build', unitType: 'A', loc: draft.province });
      if (province.kind === 'coast') {
        if (province.coasts) for (const coast of province.coasts) items.push({ kind: 'build', unitType: 'F', loc: `${draft.province}/${coast}` });
        else items.push({ kind: 'build', unitType: 'F', loc: draft.province });
      }
      return [...items, cancel];
    }
    case 'disband':
      return [{ kind: 'disband' }, cancel];
    default:
      return [cancel];
  }
}

/** Take a menu choice; a choice the draft does not offer leaves it as it was. */
export function choose(context: DraftContext, draft: Draft, choice: Choice): DraftStep {
  const offered = choices(context, draft).some((c) => JSON.stringify(c) === JSON.stringify(choice));
  if (!offered) return next(draft);
  switch (choice.kind) {
    case 'cancel':
      return next(IDLE);
    case 'hold':
      return draft.kind === 'unit' ? give(draft.unit.power, { kind: 'hold', unit: ref(draft.unit) }) : next(draft);
    case 'support':
      return draft.kind === 'unit' ? next({ kind: 'support-unit', unit: draft.unit }) : next(draft);
    case 'convoy':
      return draft.kind === 'unit' ? next({ kind: 'convoy-army', unit: draft.unit }) : next(draft);
    case 'via-convoy':
      return draft.kind === 'unit' ? next({ kind: 'convoy-move', unit: draft.unit }) : next(draft);
    case 'disband':
      return 'unit' in draft ? give(draft.unit.power, { kind: 'disband', unit: ref(draft.unit) }) : next(draft);
    case 'coast':
      if (draft.kind !== 'coast') return next(draft);
      return give(draft.unit.power, draft.retreat ? { kind: 'retreat', unit: ref(draft.unit), to: choice.loc } : { kind: 'move', unit: ref(draft.unit), to: choice.loc });
    case 'build':
      return draft.kind === 'build' ? give(draft.power, { kind: 'build', unitType: choice.unitType, loc: choice.loc }) : next(draft);
  }
}
