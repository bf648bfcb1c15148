/**
 * The JSON test format of datc_v3.0.json and dipmath.json (schema in
 * datc_v3.0.schema.json): per-order results "Succeeds"/"Fails"/null, units
 * implied by the orders unless `starting_state` lists them, an optional rule
 * `edition` per case, and an `ignore` reason for cases not to run.
 *
 * Its expected results take orders literally: several cases carry the note
 * "region-level precision is the caller's responsibility" (6.B.2, 6.B.10,
 * 6.B.12 expect an order without the exact coast to fail), so these cases run
 * with strict orders.
 */
import type { GameMap, UnitData } from '../types';
import type { Position } from '../position';
import type { SubmittedOrder } from '../adjudicator/validate';
import type { Rulebook } from '../rulebook';
import type { DatcCase, ExpectedResult, OrderExpectation, PhaseStep } from './case';
import { readOrder, readUnit, unitKey } from './order-text';

interface JsonOrders {
  [line: string]: string | null;
}

interface JsonCase {
  name: string;
  url?: string;
  ignore?: string;
  edition?: string;
  phase: 'Main' | 'Retreat' | 'Build';
  starting_state?: string[];
  orders: JsonOrders;
  preceding_main_phase?: { starting_state?: string[]; orders: JsonOrders };
  occupiers?: Record<string, string>;
  civil_disorder?: string[];
}

/** Which rule editions of the JSON file each of our editions accepts, best first. */
const EDITION_PREFERENCE: Record<Rulebook['edition'], readonly string[]> = {
  // DATC v3.0 follows the 2023 rule book; where a case exists only in the
  // 1971/1982 variants, the 1982 reading is the one v3.0 keeps (6.G.2).
  '2000': ['2023', 'dptg', '1982'],
  rulebook: ['1971', '1982'],
};

export function readJsonCases(map: GameMap, text: string, rules: Rulebook): DatcCase[] {
  const file = JSON.parse(text) as { cases: JsonCase[] };
  const byName = new Map<string, JsonCase[]>();
  for (const c of file.cases) {
    const list = byName.get(c.name) ?? [];
    list.push(c);
    byName.set(c.name, list);
  }
  const cases: DatcCase[] = [];
  for (const [name, variants] of byName) {
    const chosen = chooseVariant(variants, rules);
    if (!chosen) {
      cases.push({ name, skip: `no variant for edition ${rules.edition}`, rules, strictOrders: true, steps: [], readErrors: [] });
      continue;
    }
    const label = chosen.edition ? `${name} [${chosen.edition}]` : name;
    cases.push(buildCase(map, label, chosen, rules));
  }
  return cases;
}

function chooseVariant(variants: JsonCase[], rules: Rulebook): JsonCase | undefined {
  const untagged = variants.find((v) => v.edition === undefined);
  if (untagged) return untagged;
  for (const edition of EDITION_PREFERENCE[rules.edition]) {
    const match = variants.find((v) => v.edition === edition);
    if (match) return match;
  }
  // A case written only for another edition still says something about ours:
  // run it, and let the report show where the editions differ.
  return variants[0];
}

function emptyPosition(map: GameMap, phase: Position['phase'], season: Position['season']): Position {
  const owners: Record<string, string> = {};
  for (const province of map.data.provinces) {
    if (province.supplyCenter && province.home) owners[province.id] = province.home;
  }
  return { year: 1901, season, phase, units: [], dislodged: [], owners, standoffs: [] };
}

function readOrders(
  map: GameMap,
  orders: JsonOrders,
  phase: Position['phase'],
  errors: string[],
): { submitted: SubmittedOrder[]; expectations: OrderExpectation[] } {
  const submitted: SubmittedOrder[] = [];
  const expectations: OrderExpectation[] = [];
  for (const [line, expected] of Object.entries(orders)) {
    const read = readOrder(map, line, phase);
    if ('error' in read && !('power' in read)) {
      errors.push(read.error);
      continue;
    }
    const order = read as SubmittedOrder;
    if (!order.order) errors.push(`unreadable order "${line}" (${order.error})`);
    submitted.push(order);
    expectations.push({ text: line, expected: (expected as ExpectedResult) ?? null });
  }
  return { submitted, expectations };
}

function readUnits(map: GameMap, lines: readonly string[], errors: string[]): UnitData[] {
  const units: UnitData[] = [];
  for (const line of lines) {
    const unit = readUnit(map, line);
    if ('error' in unit) errors.push(unit.error);
    else units.push(unit);
  }
  return units;
}

/** Without a starting state, each ordered unit stands where its order says (first order wins). */
function impliedUnits(map: GameMap, orders: readonly SubmittedOrder[]): UnitData[] {
  const units: UnitData[] = [];
  const seen = new Set<string>();
  for (const { power, order } of orders) {
    if (!order || !('unit' in order) || !order.unit.type) continue;
    const province = map.provinceOf(order.unit.loc);
    if (seen.has(province)) continue;
    seen.add(province);
    units.push({ power, type: order.unit.type, loc: order.unit.type === 'A' ? province : order.unit.loc });
  }
  return units;
}

function buildCase(map: GameMap, name: string, c: JsonCase, rules: Rulebook): DatcCase {
  const readErrors: string[] = [];
  const base = { name, rules, strictOrders: true, readErrors, ...(c.ignore ? { skip: `ignored by the file: ${c.ignore}` } : {}) };
  if (c.phase === 'Main') {
    const position = emptyPosition(map, 'movement', 'spring');
    const { submitted, expectations } = readOrders(map, c.orders, 'movement', readErrors);
    position.units = c.starting_state ? readUnits(map, c.starting_state, readErrors) : impliedUnits(map, submitted);
    return { ...base, steps: [{ position, orders: submitted, expectations }] };
  }
  if (c.phase === 'Retreat') {
    const main = c.preceding_main_phase!;
    const position = emptyPosition(map, 'movement', 'spring');
    const before = readOrders(map, main.orders, 'movement', readErrors);
    position.units = main.starting_state ? readUnits(map, main.starting_state, readErrors) : impliedUnits(map, before.submitted);
    const retreat = readOrders(map, c.orders, 'retreat', readErrors);
    const steps: PhaseStep[] = [
      { position, orders: before.submitted, expectations: before.expectations },
      // The retreat position is whatever the movement step produces.
      { position, orders: retreat.submitted, expectations: retreat.expectations },
    ];
    return { ...base, steps };
  }
  // Build phase: owners are the home centres, then centres under a unit, then `occupiers`.
  const position = emptyPosition(map, 'adjustment', 'winter');
  position.units = c.starting_state ? readUnits(map, c.starting_state, readErrors) : [];
  for (const unit of position.units) {
    const province = map.province(map.provinceOf(unit.loc));
    if (province?.supplyCenter) position.owners[province.id] = unit.power;
  }
  for (const [province, owner] of Object.entries(c.occupiers ?? {})) {
    const power = readUnit(map, `${owner}: A ${province}`);
    if ('error' in power) readErrors.push(power.error);
    else position.owners[power.loc] = power.power;
  }
  const { submitted, expectations } = readOrders(map, c.orders, 'adjustment', readErrors);
  const expectCivilDisorder = c.civil_disorder ? readUnits(map, c.civil_disorder, readErrors) : undefined;
  return {
    ...base,
    steps: [{ position, orders: submitted, expectations }],
    ...(expectCivilDisorder ? { expectCivilDisorder } : {}),
  };
}

export { unitKey };
