/**
 * Balance of the historical scenario between two automated players: one game
 * summed up as a record (who won and by how much, when Russia collapsed and
 * surrendered, whether France fell and the Americans landed, RP left unspent),
 * and the figures over many records. Benchmark material, never game logic.
 */
import { playBotGame } from './self-play';
import { europeBoard } from './europe';
import { countVictoryPoints, winners } from './victory';
import { seedOfGame } from './invariants';
import { alignmentOf, controllerOf } from './sides';
import type { Side } from './state';
import type { BenchFigure } from './bench-wwi';
import { CHARTS } from './charts';
import type { Board } from './board';
import type { HexId } from './hex';
import type { WwiState } from './state';

export interface BalanceRecord {
  /** Game number; its dice seed is seedOfGame(BALANCE_FIRST_SEED + game). */
  game: number;
  winner: Side | 'draw';
  allies: number;
  central: number;
  russiaCollapsedTurn: number | null;
  russiaSurrenderedTurn: number | null;
  franceFallenTurn: number | null;
  usArrived: boolean;
  /** RP each side holds at the end, summed over its nations still at war. */
  unspentRp: Record<Side, number>;
  /** Of those, the last turn's income: collected in the last construction phase, after the last attacks (8.1), so no player could spend it in the war. Absent in records made before it was kept. */
  lastIncome?: Record<Side, number>;
  /** Resource centres each side scores at the end (11.31), by place name. */
  centres: Record<Side, string[]>;
  /** Places (not centres) each side controls at the end, for choosing centres (11.31). */
  places?: Record<Side, string[]>;
  seconds: number;
  /** Characters of the longest game link of the game (DESIGN: never over 2,000); absent in records made before it was kept. */
  longestLink?: number;
  /** An illegal action chosen by an automated player, if any (the game stopped). */
  illegal: string | null;
  /** Allied armies standing at the end on a hex of Germany or Austria-Hungary, by nation (absent in older records). */
  alliedInCentralHome?: Record<string, number>;
  /** Allied moves with a rail step into Germany or Austria-Hungary, and Italian moves ending in Germany. */
  alliedRailIntoCentral?: number;
  italianIntoGermany?: number;
  /** Did Salonika ever come into the war (Greece joined a side, or an army of a side passed through it)? */
  salonikaEntered?: boolean;
  /** The side Greece joined, and how: by its activation roll (9.2) or invaded by the other side (9.1, 9.6). */
  greece?: { side: Side; invaded: boolean } | null;
  /** Hexes that changed hands each turn, summed over the game, per front (see FRONTS), and the turns played. */
  changedHands?: Record<Front, number>;
  turns?: number;
}

/** The fronts whose movement the balance report compares. */
export type Front = 'west' | 'east';
const CENTRAL_HOMES = new Set(['germany', 'austria-hungary']);
const SALONIKA = '2729';

/**
 * Which front a hex belongs to, for counting the ground that changes hands: the west is France,
 * Belgium, Holland and Germany up to the Rhineland (columns 1-9: Metz, Cologne, Essen, Frankfurt,
 * Strasbourg); the east is Russia, Romania, Germany from Posen and Breslau on (column 19 and up)
 * and Austria-Hungary from Kraków on (column 21 and up: Galicia, the Carpathians, Transylvania).
 */
export function frontOf(board: Board, hex: HexId): Front | null {
  const nation = board.hex(hex).nation ?? '';
  const column = Number(hex.slice(0, 2));
  if (nation === 'france' || nation === 'belgium' || nation === 'holland') return 'west';
  if (nation === 'germany' && column <= 9) return 'west';
  if (nation === 'russia' || nation === 'romania') return 'east';
  if (nation === 'germany' && column >= 19) return 'east';
  if (nation === 'austria-hungary' && column >= 21) return 'east';
  return null;
}

/** Who controls each hex of a front now (11.31). */
function frontControl(state: WwiState, board: Board, hexes: readonly HexId[]): string[] {
  return hexes.map((hex) => controllerOf(state, board, hex));
}

/** Seeds of the balance games start here, apart from the invariant games' (seedOfGame(0..199)). */
export const BALANCE_FIRST_SEED = 10_000;

export function playBalanceGame(game: number): BalanceRecord {
  const board = europeBoard();
  let russiaCollapsedTurn: number | null = null;
  let russiaSurrenderedTurn: number | null = null;
  let franceFallenTurn: number | null = null;
  let usArrived = false;
  let salonikaEntered = false;
  let greece: BalanceRecord['greece'] = null;
  let alliedRailIntoCentral = 0;
  let italianIntoGermany = 0;
  const frontHexes = [...board.allHexes()].filter((h) => board.isPlayable(h.id) && frontOf(board, h.id)).map((h) => h.id);
  const changedHands: Record<Front, number> = { west: 0, east: 0 };
  let lastControl: string[] | null = null;
  const started = performance.now();
  const played = playBotGame({
    seed: seedOfGame(BALANCE_FIRST_SEED + game),
    onStep: (before, after, step) => {
      const russia = after.nations['russia'];
      if (russia?.collapsed && russiaCollapsedTurn === null) russiaCollapsedTurn = after.turn;
      if (russia?.surrendered && russiaSurrenderedTurn === null) russiaSurrenderedTurn = after.turn;
      if (after.franceFallen && franceFallenTurn === null) franceFallenTurn = after.turn;
      if (!usArrived && after.units.some((u) => u.nation === 'usa' && u.status === 'map')) usArrived = true;
      if (!salonikaEntered && controllerOf(after, board, SALONIKA) !== 'neutral') salonikaEntered = true;
      const greek = alignmentOf(after, 'greece');
      if (!greece && greek !== 'neutral') greece = { side: greek, invaded: !!after.nations['greece']?.invadedBy };
      if (step.action.kind === 'move' && step.side === 'allies') {
        for (const move of step.action.moves) {
          if (move.steps.some((s) => s.rail && CENTRAL_HOMES.has(board.hex(s.to).nation ?? ''))) alliedRailIntoCentral++;
          const end = move.steps[move.steps.length - 1]?.to;
          if (end && board.hex(end).nation === 'germany' && before.units.find((u) => u.id === move.unit)?.nation === 'italy') italianIntoGermany++;
        }
      }
      // Ground changing hands, counted between the ends of turns.
      lastControl ??= frontControl(before, board, frontHexes);
      if (after.turn > before.turn || (after.phase === 'over' && before.phase !== 'over')) {
        const now = frontControl(after, board, frontHexes);
        now.forEach((side, i) => {
          if (side !== lastControl![i]) changedHands[frontOf(board, frontHexes[i])!]++;
        });
        lastControl = now;
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const count = countVictoryPoints(played.final, board);
  const unspentRp: Record<Side, number> = { allies: 0, central: 0 };
  const lastIncome: Record<Side, number> = { allies: 0, central: 0 };
  for (const [nation, held] of Object.entries(played.final.nations)) {
    const side = alignmentOf(played.final, nation);
    if (side === 'neutral' || held.surrendered || held.collapsed) continue;
    unspentRp[side] += held.rp;
    lastIncome[side] += CHARTS.rpPerTurn[nation]?.[played.final.turn - 1] ?? 0;
  }
  const centres: Record<Side, string[]> = { allies: [], central: [] };
  for (const line of count.lines) if (line.rule === '11.31') centres[line.side].push(line.why.replace('resource centre ', ''));
  const places: Record<Side, string[]> = { allies: [], central: [] };
  for (const hex of board.allHexes()) {
    if (!hex.city || hex.resource) continue;
    const side = controllerOf(played.final, board, hex.id);
    if (side === 'allies' || side === 'central') places[side].push(hex.city);
  }
  const alliedInCentralHome: Record<string, number> = {};
  for (const unit of played.final.units) {
    if (unit.status !== 'map' || !unit.hex || alignmentOf(played.final, unit.nation) !== 'allies') continue;
    if (CENTRAL_HOMES.has(board.hex(unit.hex).nation ?? '')) alliedInCentralHome[unit.nation] = (alliedInCentralHome[unit.nation] ?? 0) + 1;
  }
  return {
    game,
    winner: winners(count)[0] ?? 'draw',
    allies: count.allies,
    central: count.central,
    russiaCollapsedTurn,
    russiaSurrenderedTurn,
    franceFallenTurn,
    usArrived,
    unspentRp,
    lastIncome,
    centres,
    places,
    seconds,
    longestLink: Math.max(0, ...played.steps.map((s) => s.linkLength)),
    illegal: played.illegal,
    alliedInCentralHome,
    alliedRailIntoCentral,
    italianIntoGermany,
    salonikaEntered,
    greece,
    changedHands,
    turns: played.final.turn,
  };
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** Margins (Allies minus Central Powers) in bands of 20 VP, e.g. "-20..-1: 7". */
export function marginDistribution(records: readonly BalanceRecord[]): string {
  const bands = new Map<number, number>();
  for (const r of records) {
    const band = Math.floor((r.allies - r.central) / 20);
    bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  return [...bands.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([band, n]) => `${band * 20}..${band * 20 + 19}: ${n}`)
    .join(', ');
}

/** The balance figures of `npm run bench` over the given games (the issue's aims as targets). */
export function balanceFigures(records: readonly BalanceRecord[]): BenchFigure[] {
  const games = records.length;
  const percent = (n: number) => (games ? (100 * n) / games : 0);
  const count = (test: (r: BalanceRecord) => boolean) => records.filter(test).length;
  const margins = records.map((r) => r.allies - r.central);
  const sorted = [...margins].sort((a, b) => a - b);
  const quantile = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
  const surrenderTurns = records.filter((r) => r.russiaSurrenderedTurn !== null).map((r) => r.russiaSurrenderedTurn!);
  const of = `(${games} historical games, two automated players)`;
  return [
    { name: `wwi balance: games ${of}`, value: games, unit: 'games', target: 100 },
    { name: `wwi balance: Allied wins ${of}`, value: percent(count((r) => r.winner === 'allies')), unit: '%', target: 60 },
    { name: `wwi balance: Central Powers wins ${of}`, value: percent(count((r) => r.winner === 'central')), unit: '%', target: 60 },
    { name: `wwi balance: draws ${of}`, value: percent(count((r) => r.winner === 'draw')), unit: '%' },
    { name: `wwi balance: mean VP margin, Allies minus Central Powers ${of}`, value: mean(margins), unit: 'VP', target: 15, note: 'aim: within ±15' },
    {
      name: `wwi balance: VP margin distribution ${of}`,
      value: quantile(0.5),
      unit: 'VP (median)',
      note: `min ${sorted[0] ?? 0}, 10% ${quantile(0.1)}, 25% ${quantile(0.25)}, 75% ${quantile(0.75)}, 90% ${quantile(0.9)}, max ${sorted[sorted.length - 1] ?? 0}; by band ${marginDistribution(records)}`,
    },
    { name: `wwi balance: Russian collapse ${of}`, value: percent(count((r) => r.russiaCollapsedTurn !== null)), unit: '%' },
    {
      name: `wwi balance: Russian surrender ${of}`,
      value: percent(surrenderTurns.length),
      unit: '%',
      note: `aim 40-80%; by turn ${[...new Set(surrenderTurns)].sort((a, b) => a - b).map((t) => `${t}: ${surrenderTurns.filter((s) => s === t).length}`).join(', ')}`,
    },
    { name: `wwi balance: US armies arrived ${of}`, value: percent(count((r) => r.usArrived)), unit: '%', note: 'aim: most games' },
    { name: `wwi balance: France fallen ${of}`, value: percent(count((r) => r.franceFallenTurn !== null)), unit: '%', target: 20 },
    { name: `wwi balance: mean time per game ${of}`, value: mean(records.map((r) => r.seconds)), unit: 's', target: 2 },
    { name: `wwi balance: longest game ${of}`, value: Math.max(0, ...records.map((r) => r.seconds)), unit: 's' },
    {
      name: `wwi balance: longest game link ${of}`,
      value: Math.max(0, ...records.map((r) => r.longestLink ?? 0)),
      unit: 'chars',
      target: 2000,
      note: `games with a link over 2,000 characters: ${count((r) => (r.longestLink ?? 0) > 2000)}`,
    },
    ...(['allies', 'central'] as const).map((side) => ({
      name: `wwi balance: mean ${side === 'allies' ? 'Allied' : 'Central Powers'} RP unspent at the end ${of}`,
      value: mean(records.map((r) => r.unspentRp[side])),
      unit: 'RP',
      note: `of which the last turn's income, collected after the last attacks (8.1): ${mean(records.map((r) => r.lastIncome?.[side] ?? 0)).toFixed(1)}`,
    })),
    { name: `wwi balance: games stopped by an illegal action ${of}`, value: count((r) => r.illegal !== null), unit: 'games', target: 0 },
    ...historyFigures(records),
  ];
}

/** Of `records`, the share (%) passing `test`. */
function shareOf(records: readonly BalanceRecord[], test: (r: BalanceRecord) => boolean): number {
  return records.length ? (100 * records.filter(test).length) / records.length : 0;
}

/**
 * How far the war between the automated players looks like the real one (issue 32's aims): no
 * Allied army in Germany or Austria-Hungary at the end, Lille German and Salonika Allied, a
 * western front that moves less than the eastern, an outcome not decided by Russia alone.
 */
export function historyFigures(records: readonly BalanceRecord[]): BenchFigure[] {
  const of = `(${records.length} historical games, two automated players)`;
  const inCentral = (r: BalanceRecord) => Object.values(r.alliedInCentralHome ?? {}).some((n) => n > 0);
  const byNation = new Map<string, number>();
  for (const r of records) for (const [nation, n] of Object.entries(r.alliedInCentralHome ?? {})) if (n > 0) byNation.set(nation, (byNation.get(nation) ?? 0) + 1);
  const entered = records.filter((r) => r.salonikaEntered);
  const heldBy = (r: BalanceRecord, place: string, side: Side) => r.centres[side].includes(place) || (r.places?.[side] ?? []).includes(place);
  const perTurn = (front: Front) => mean(records.filter((r) => r.changedHands && r.turns).map((r) => r.changedHands![front] / r.turns!));
  const surrendered = records.filter((r) => r.russiaSurrenderedTurn !== null);
  const held = records.filter((r) => r.russiaSurrenderedTurn === null);
  const wins = (group: readonly BalanceRecord[], side: Side) => shareOf(group, (r) => r.winner === side);
  const west = perTurn('west');
  const east = perTurn('east');
  const count = (test: (r: BalanceRecord) => boolean) => records.filter(test).length;
  return [
    {
      name: `wwi history: games ending with an Allied army in Germany or Austria-Hungary ${of}`,
      value: shareOf(records, inCentral),
      unit: '%',
      target: 10,
      better: 'lower',
      note: `games by nation: ${[...byNation.entries()].sort().map(([n, g]) => `${n} ${g}`).join(', ') || 'none'}; mean Allied rail moves into them a game ${mean(records.map((r) => r.alliedRailIntoCentral ?? 0)).toFixed(1)}; Italian moves into Germany ${records.reduce((a, r) => a + (r.italianIntoGermany ?? 0), 0)}`,
    },
    { name: `wwi history: Lille held by the Central Powers at the end ${of}`, value: shareOf(records, (r) => heldBy(r, 'Lille', 'central')), unit: '%', target: 60, better: 'higher' },
    {
      name: `wwi history: Salonika held by the Allies at the end, of the games it came into the war ${of}`,
      value: shareOf(entered, (r) => heldBy(r, 'Salonika', 'allies')),
      unit: '%',
      target: 70,
      better: 'higher',
      note: `came into the war in ${entered.length} games; Central at the end in ${entered.filter((r) => heldBy(r, 'Salonika', 'central')).length}; Greece joined the Allies by its roll in ${count((r) => r.greece?.side === 'allies' && !r.greece.invaded)}, the Central Powers by its roll in ${count((r) => r.greece?.side === 'central' && !r.greece.invaded)}, invaded in ${count((r) => !!r.greece?.invaded)}`,
    },
    {
      name: `wwi history: western front hexes changing hands a turn, as a share of the eastern ${of}`,
      value: east ? (100 * west) / east : 0,
      unit: '%',
      target: 100,
      better: 'lower',
      note: `mean hexes changing hands a turn: west ${west.toFixed(2)}, east ${east.toFixed(2)} (fronts: balance.ts frontOf)`,
    },
    {
      name: `wwi history: Allied wins where Russia held out ${of}`,
      value: wins(held, 'allies'),
      unit: '%',
      target: 80,
      better: 'lower',
      note: `${held.length} games; Central Powers win ${wins(held, 'central').toFixed(0)}%, mean margin ${mean(held.map((r) => r.allies - r.central)).toFixed(1)} VP`,
    },
    {
      name: `wwi history: Central Powers wins where Russia surrendered ${of}`,
      value: wins(surrendered, 'central'),
      unit: '%',
      target: 80,
      better: 'lower',
      note: `${surrendered.length} games; Allies win ${wins(surrendered, 'allies').toFixed(0)}%, mean margin ${mean(surrendered.map((r) => r.allies - r.central)).toFixed(1)} VP`,
    },
  ];
}

/** How often each side scores each resource centre at the end (for tuning the charts). */
export function centreHolding(records: readonly BalanceRecord[], which: 'centres' | 'places' = 'centres'): Record<string, Record<Side, number>> {
  const out: Record<string, Record<Side, number>> = {};
  for (const r of records) {
    for (const side of ['allies', 'central'] as const) {
      for (const name of r[which]?.[side] ?? []) (out[name] ??= { allies: 0, central: 0 })[side]++;
    }
  }
  return out;
}
