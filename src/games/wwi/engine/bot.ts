/**
 * An automated player: cautious, always legal. It holds its lines, attacks only
 * with a clear differential, pays losses with resource points while it can and
 * rebuilds armies with what it saves. Every choice goes through the same checks
 * as a human's.
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type WwiState, fortAt, unitAt, unitById, unitsOnMap } from './state';
import { alignmentOf, isEnemyNation } from './sides';
import { type WwiAction, checkAction } from './actions';
import { checkAttack } from './combat';
import { findRetreat } from './losses';
import { type BuildOrders, mayPlaceNewArmy } from './build';
import { sideToAct } from './sequence';

export interface BotSettings {
  /** Smallest differential worth attacking at. */
  minimumDifferential: number;
  /** RP a nation keeps in hand before building. */
  reserve: number;
}

export const DEFAULT_BOT: BotSettings = { minimumDifferential: 4, reserve: 8 };

/** The bot's action for the side to act now, or null if the game is over. */
export function botAction(state: WwiState, board: Board, settings: BotSettings = DEFAULT_BOT, charts: Charts = CHARTS): WwiAction | null {
  const side = sideToAct(state);
  if (!side) return null;
  const candidates = candidateActions(state, board, side, settings, charts);
  for (const action of candidates) if (!checkAction(state, board, side, action, charts)) return action;
  throw new Error(`bot found no legal action in ${state.phase}`);
}

function candidateActions(state: WwiState, board: Board, side: Side, settings: BotSettings, charts: Charts): WwiAction[] {
  switch (state.phase) {
    case 'setup-allies':
    case 'setup-central':
      return [{ kind: 'setup', placements: freeSetup(state, board, side, charts) }];
    case 'allied-movement':
    case 'central-movement': {
      const tries: WwiAction[] = [];
      if (!state.activationTried) {
        for (const [nation, numbers] of Object.entries(charts.activation)) {
          if (numbers[side] !== null && alignmentOf(state, nation) === 'neutral') tries.push({ kind: 'activate', nation });
        }
      }
      return [...tries, { kind: 'move', moves: [] }];
    }
    case 'attack':
      if (state.pending?.stage === 'defender') return defend(state, board, side, charts);
      if (state.pending?.stage === 'attacker') return settle(state);
      return [...attacks(state, board, side, settings, charts), { kind: 'end-attacks' }];
    case 'build-allies':
    case 'build-central':
      return [{ kind: 'build', orders: build(state, board, side, settings, charts) }, { kind: 'build', orders: {} }];
    case 'over':
      return [];
  }
}

function freeSetup(state: WwiState, board: Board, side: Side, charts: Charts) {
  const used = new Set(unitsOnMap(state).map((u) => u.hex!));
  const placements: { unit: string; hex: HexId }[] = [];
  // Border hexes first, so armies start facing their neighbours.
  const onBorder = (id: HexId) => board.neighbours(id).some((n) => board.isPlayable(n.id) && board.hex(n.id).nation !== board.hex(id).nation);
  const hexes = [...board.allHexes()]
    .filter((h) => board.isPlayable(h.id) && !h.transit)
    .map((h) => h.id)
    .sort((a, b) => Number(onBorder(b)) - Number(onBorder(a)) || a.localeCompare(b));
  for (const group of charts.freeSetup.groups.filter((g) => g.side === side)) {
    for (const nation of group.nations) {
      const armies = charts.counters[nation].armies.filter((g) => g.start).flatMap((g) => g.ids).slice(0, group.count[nation] ?? 0);
      const room = hexes.filter((h) => group.within.includes(board.hex(h).nation ?? '') && !used.has(h));
      armies.forEach((army, i) => {
        const hex = room[i];
        if (!hex) return;
        used.add(hex);
        placements.push({ unit: `${nation}:${army}`, hex });
      });
    }
  }
  return placements;
}

function attacks(state: WwiState, board: Board, side: Side, settings: BotSettings, charts: Charts): WwiAction[] {
  const mine = unitsOnMap(state).filter((u) => alignmentOf(state, u.nation) === side && !state.engaged.includes(u.id));
  const targets = new Set<HexId>();
  for (const unit of mine) {
    for (const { id } of board.neighbours(unit.hex!)) {
      const enemy = unitAt(state, id);
      const fort = fortAt(state, id);
      if ((enemy && isEnemyNation(state, enemy.nation, side)) || (!enemy && fort && isEnemyNation(state, fort.nation, side))) targets.add(id);
    }
  }
  const owedFrench = side === 'allies' && state.frenchAttacksOwed > 0;
  const scored: { action: WwiAction; differential: number }[] = [];
  for (const target of [...targets].sort()) {
    const around = mine.filter((u) => board.neighbours(u.hex!).some((n) => n.id === target));
    // Keep only the units that may attack from where they stand (supply, hexsides); alone they may be too weak (6.1).
    const usable = around
      .filter((u) => {
        const alone = checkAttack(state, board, { attackers: [u.id], target }, charts);
        return alone.ok || alone.refusal.rule === '6.1';
      })
      .map((u) => u.id);
    if (!usable.length) continue;
    const checked = checkAttack(state, board, { attackers: usable, target }, charts);
    if (!checked.ok) continue;
    const french = usable.some((id) => unitById(state, id).nation === 'france');
    if (checked.value.differential >= settings.minimumDifferential || (owedFrench && french)) {
      scored.push({ action: { kind: 'attack', order: { attackers: usable, target } }, differential: checked.value.differential + (owedFrench && french ? 100 : 0) });
    }
  }
  return scored.sort((a, b) => b.differential - a.differential).map((s) => s.action);
}

function defend(state: WwiState, board: Board, side: Side, charts: Charts): WwiAction[] {
  const pending = state.pending!;
  const out: WwiAction[] = [];
  if (!pending.defenders.length) {
    out.push({ kind: 'defend', choice: { rp: pending.defenderLoss } }, { kind: 'defend', choice: { destroyFort: true } });
    return out;
  }
  const unit = unitById(state, pending.defenders[0]);
  const rp = pending.defenderUnsupplied ? 0 : state.nations[unit.nation].rp;
  // Cheap losses are paid in RP; otherwise give ground, longest first, and pay the rest.
  if (pending.defenderLoss <= 2 && pending.minimumRetreat === 0 && rp >= pending.defenderLoss) out.push({ kind: 'defend', choice: { rp: pending.defenderLoss } });
  for (let r = Math.min(pending.retreatCap, pending.defenderLoss); r >= pending.minimumRetreat; r--) {
    if (pending.defenderLoss - r > rp) break;
    const path = findRetreat(state, board, pending.defenderHex, r, side, charts);
    if (path) out.push({ kind: 'defend', choice: { retreat: path, rp: pending.defenderLoss - r } });
  }
  out.push({ kind: 'defend', choice: { eliminate: true } });
  return out;
}

function settle(state: WwiState): WwiAction[] {
  const pending = state.pending!;
  const attackers = pending.attackers.map((id) => unitById(state, id));
  const nations = [...new Set(attackers.map((u) => u.nation))];
  const infiltrator = pending.infiltration ? attackers.find((u) => u.stosstruppen || u.armouredCorps)?.nation : undefined;
  const payers = infiltrator && nations.length > 1 ? [infiltrator] : nations;
  let owed = pending.attackerLoss;
  const rp: Record<string, number> = {};
  for (const nation of [...payers].sort((a, b) => state.nations[b].rp - state.nations[a].rp)) {
    const take = Math.min(owed, state.nations[nation].rp);
    if (take > 0) rp[nation] = take;
    owed -= take;
  }
  const vacated = !unitAt(state, pending.defenderHex) && (!fortAt(state, pending.defenderHex) || pending.fortCanBeTaken);
  const advance = vacated ? [{ unit: pending.attackers[0], path: [pending.defenderHex] }] : [];
  const payment = owed > 0 ? { eliminate: pending.attackers[pending.attackers.length - 1] } : { rp };
  const out: WwiAction[] = [];
  if (advance.length && !(payment.eliminate && payment.eliminate === advance[0].unit)) out.push({ kind: 'settle', choice: { ...payment, advance } });
  out.push({ kind: 'settle', choice: payment });
  return out;
}

function build(state: WwiState, board: Board, side: Side, settings: BotSettings, charts: Charts): BuildOrders {
  const armies: { unit: string; hex: HexId }[] = [];
  const taken = new Set<HexId>();
  const place = (unitId: string): boolean => {
    const unit = unitById(state, unitId);
    for (const hex of [...board.allHexes()].map((h) => h.id).sort()) {
      if (taken.has(hex) || !board.isPlayable(hex)) continue;
      const h = board.hex(hex);
      const plausible = h.edge || h.city;
      if (!plausible || !mayPlaceNewArmy(state, board, unit, hex, charts).ok) continue;
      taken.add(hex);
      armies.push({ unit: unitId, hex });
      return true;
    }
    return false;
  };
  const turn = charts.turns.find((t) => t.turn === state.turn);
  if (side === 'allies' && turn) {
    const arriving = state.units.filter((u) => u.nation === 'usa' && u.status === 'pool').slice(0, turn.usArmies);
    arriving.forEach((u) => place(u.id));
  }
  for (const nation of Object.keys(state.nations).sort()) {
    if (alignmentOf(state, nation) !== side || state.nations[nation].surrendered) continue;
    const spare = state.units.find((u) => u.nation === nation && (u.status === 'eliminated' || u.status === 'pool'));
    if (!spare || state.nations[nation].rp - charts.rules.armyCost < settings.reserve) continue;
    if (nation === 'usa' && side === 'allies' && armies.some((a) => a.unit === spare.id)) continue;
    place(spare.id);
  }
  return { armies };
}

