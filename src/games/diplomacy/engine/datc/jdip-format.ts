/**
 * The jDip text format of datc_v2.4_06.txt: CASE ... END blocks with
 * PRESTATE_SETPHASE, PRESTATE, PRESTATE_DISLODGED, PRESTATE_RESULTS,
 * PRESTATE_SUPPLYCENTER_OWNERS, ORDERS, POSTSTATE, POSTSTATE_DISLODGED and
 * POSTSTATE_SAME. Expectations are positions, not per-order results.
 * Ours: "ATTACK_FACTOR attacker victim factor" (RuleHooks.attackFactors) for one case.
 */
import type { DislodgedUnit, Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { GameMap, PhaseType, Season, UnitData } from '../types';
import type { DatcCase } from './case';
import { readOrder, readUnit, resolvePower } from './order-text';

type Section =
  | 'PRESTATE'
  | 'PRESTATE_DISLODGED'
  | 'PRESTATE_RESULTS'
  | 'PRESTATE_SUPPLYCENTER_OWNERS'
  | 'ORDERS'
  | 'POSTSTATE'
  | 'POSTSTATE_DISLODGED';

const SECTIONS = new Set<string>([
  'PRESTATE',
  'PRESTATE_DISLODGED',
  'PRESTATE_RESULTS',
  'PRESTATE_SUPPLYCENTER_OWNERS',
  'ORDERS',
  'POSTSTATE',
  'POSTSTATE_DISLODGED',
]);

interface RawCase {
  name: string;
  season: Season;
  year: number;
  phase: PhaseType;
  lines: Record<Section, string[]>;
  sameAfter: boolean;
  /** ATTACK_FACTOR lines' words: attacker, victim, factor. */
  attackFactors: string[][];
}

/** The DATC version a jDip file declares in its header ("DATC Version 2.4"), if any. */
export function declaredDatcVersion(text: string): number | undefined {
  const match = /DATC\s+Version\s+(\d+(?:\.\d+)?)/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

function stripComment(line: string): string {
  const hash = line.indexOf('#');
  return (hash >= 0 ? line.slice(0, hash) : line).trim();
}

function parseRawCases(text: string): RawCase[] {
  const cases: RawCase[] = [];
  let current: RawCase | null = null;
  let section: Section | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripComment(rawLine);
    if (!line) continue;
    const [keyword] = line.split(/\s+/);
    if (keyword === 'CASE') {
      current = {
        name: line.slice(4).trim(),
        season: 'spring',
        year: 1901,
        phase: 'movement',
        lines: {
          PRESTATE: [],
          PRESTATE_DISLODGED: [],
          PRESTATE_RESULTS: [],
          PRESTATE_SUPPLYCENTER_OWNERS: [],
          ORDERS: [],
          POSTSTATE: [],
          POSTSTATE_DISLODGED: [],
        },
        sameAfter: false,
        attackFactors: [],
      };
      section = null;
    } else if (!current) {
      continue;
    } else if (keyword === 'END') {
      cases.push(current);
      current = null;
    } else if (keyword === 'PRESTATE_SETPHASE') {
      const match = /(spring|fall|autumn|winter)\s+(\d+)\s*,\s*(movement|retreat|adjustment)/i.exec(line);
      if (match) {
        const season = match[1].toLowerCase();
        current.season = season === 'autumn' ? 'fall' : (season as Season);
        current.year = Number(match[2]);
        current.phase = match[3].toLowerCase() as PhaseType;
      }
    } else if (keyword === 'ATTACK_FACTOR') {
      current.attackFactors.push(line.split(/\s+/).slice(1));
    } else if (keyword === 'POSTSTATE_SAME') {
      current.sameAfter = true;
    } else if (SECTIONS.has(keyword) && line === keyword) {
      section = keyword as Section;
    } else if (section) {
      current.lines[section].push(line);
    }
  }
  return cases;
}

function units(map: GameMap, lines: readonly string[], errors: string[]): UnitData[] {
  const out: UnitData[] = [];
  for (const line of lines) {
    const unit = readUnit(map, line);
    if ('error' in unit) errors.push(unit.error);
    else out.push(unit);
  }
  return out;
}

/**
 * Rebuilds the retreat-phase facts a jDip case only implies: where each
 * dislodged unit was attacked from (the successful move into its province)
 * and which empty provinces saw a standoff (failed moves into them, except by
 * a unit that lost to the unit coming from there, DATC 6.H.9).
 */
function retreatFacts(
  map: GameMap,
  raw: RawCase,
  board: UnitData[],
  dislodged: UnitData[],
  errors: string[],
): { dislodged: DislodgedUnit[]; standoffs: string[] } {
  const moves: { from: string; to: string; ok: boolean; byConvoy: boolean }[] = [];
  for (const line of raw.lines.PRESTATE_RESULTS) {
    const match = /^(SUCCESS|FAILURE)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const read = readOrder(map, match[2], 'movement');
    if ('error' in read && !('power' in read)) {
      errors.push(read.error);
      continue;
    }
    const order = 'order' in read ? read.order : null;
    if (order?.kind !== 'move') continue;
    const from = map.provinceOf(order.unit.loc);
    const to = map.provinceOf(order.to);
    const adjacent = order.unit.type === 'F' || map.adjacent('A', from, to);
    moves.push({ from, to, ok: match[1].toUpperCase() === 'SUCCESS', byConvoy: order.viaConvoy === true || !adjacent });
  }
  const occupied = new Set(board.map((u) => map.provinceOf(u.loc)));
  const out: DislodgedUnit[] = dislodged.map((unit) => {
    const province = map.provinceOf(unit.loc);
    const attack = moves.find((m) => m.ok && m.to === province);
    const attackedFrom = attack && !attack.byConvoy ? attack.from : undefined;
    return attackedFrom ? { unit, attackedFrom, retreats: [] } : { unit, retreats: [] };
  });
  const standoffs = new Set<string>();
  for (const move of moves) {
    // A failed convoyed move may have failed for want of its convoy, which
    // leaves no standoff (DATC 6.F.7, 6.H.12); the results do not say, so it
    // is not counted.
    if (move.ok || move.byConvoy || occupied.has(move.to)) continue;
    const lostToDestination = out.some(
      (d) => map.provinceOf(d.unit.loc) === move.from && d.attackedFrom === move.to,
    );
    if (!lostToDestination) standoffs.add(move.to);
  }
  for (const entry of out) {
    entry.retreats = map.neighbours(entry.unit.type, entry.unit.loc).filter((loc) => {
      const province = map.provinceOf(loc);
      return province !== entry.attackedFrom && !standoffs.has(province) && !occupied.has(province);
    });
  }
  return { dislodged: out, standoffs: [...standoffs] };
}

export function readJdipCases(map: GameMap, text: string, rules: Rulebook): DatcCase[] {
  return parseRawCases(text).map((raw) => {
    const readErrors: string[] = [];
    const before = units(map, raw.lines.PRESTATE, readErrors);
    const owners: Record<string, string> = {};
    if (raw.lines.PRESTATE_SUPPLYCENTER_OWNERS.length > 0) {
      for (const unit of units(map, raw.lines.PRESTATE_SUPPLYCENTER_OWNERS, readErrors)) {
        owners[map.provinceOf(unit.loc)] = unit.power;
      }
    } else {
      for (const province of map.data.provinces) {
        if (province.supplyCenter && province.home) owners[province.id] = province.home;
      }
    }
    const position: Position = {
      year: raw.year,
      season: raw.phase === 'adjustment' ? 'winter' : raw.season,
      phase: raw.phase,
      units: before,
      dislodged: [],
      owners,
      standoffs: [],
    };
    if (raw.phase === 'retreat') {
      const facts = retreatFacts(map, raw, before, units(map, raw.lines.PRESTATE_DISLODGED, readErrors), readErrors);
      position.dislodged = facts.dislodged;
      position.standoffs = facts.standoffs;
    }
    const orders = raw.lines.ORDERS.flatMap((line) => {
      const read = readOrder(map, line, raw.phase);
      if ('error' in read && !('power' in read)) {
        readErrors.push(read.error);
        return [];
      }
      return [read as Exclude<typeof read, { error: string }>];
    });
    const expectUnits = raw.sameAfter ? before.map((u) => ({ ...u })) : units(map, raw.lines.POSTSTATE, readErrors);
    const expectDislodged = raw.sameAfter ? [] : units(map, raw.lines.POSTSTATE_DISLODGED, readErrors);
    const attackFactors = raw.attackFactors.flatMap(([a, v, f]) => {
      const attacker = resolvePower(map, a ?? '');
      const victim = resolvePower(map, v ?? '');
      const factor = Number(f);
      if (attacker && victim && factor > 0) return [{ attacker, victim, factor }];
      readErrors.push(`ATTACK_FACTOR ${[a, v, f].join(' ')}`);
      return [];
    });
    return {
      name: raw.name,
      // The case's pairs first: they override the file's.
      rules: attackFactors.length ? { ...rules, hooks: { ...rules.hooks, attackFactors: [...attackFactors, ...(rules.hooks?.attackFactors ?? [])] } } : rules,
      strictOrders: false,
      steps: [{ position, orders }],
      expectUnits,
      expectDislodged,
      readErrors,
    };
  });
}
