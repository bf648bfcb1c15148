/**
 * Paying combat losses (seed 002 6.3x, 6.7, 6.8x, 6.9x, 7.21, 8.2, 10.43-10.45,
 * 10.54-10.55): the defender by retreat and/or resource points, the attacker by
 * resource points only, then the attacker's advance.
 */
import type { Board, NationId } from './board';
import { type HexId, directionBetween, hexDistance } from './hex';
import { CHARTS, type Charts } from './charts';
import { type PendingCombat, type Side, type WwiState, cloneState, fortAt, unitAt, unitById } from './state';
import { alignmentOf, enemyOccupies, friendlyUnitAt, isNeutralNation, otherSide } from './sides';
import { enemyZoc, enemyZocSourcesReaching, isZocNegated } from './zoc';
import { markPassage } from './movement';
import { type Checked, fail, ok, refuse } from './reasons';
import { nationName, placeName, unitCalled } from './names';
import { logEvent } from './dice';
import { pendingCombatEntry } from './combat';

export interface DefenderChoice {
  /** Hexes of the retreat, one per loss point retreated (6.31). */
  retreat?: HexId[];
  /** Resource points of the unit's nation spent (6.31, 8.2). */
  rp?: number;
  /** Give up the unit: allowed in the third round (6.33) or when nothing else can pay. */
  eliminate?: boolean;
  /** Destroy the attacked fort: pays for an empty fort (10.54), pays nothing for an occupied one (10.55). */
  destroyFort?: boolean;
}

export interface AttackerChoice {
  /** Resource points per attacking nation (6.32, 6.34, 8.2). */
  rp?: Record<NationId, number>;
  /** One attacking unit given up: when the RP cannot pay (6.35) or in the third round (6.33). */
  eliminate?: string;
  /** Advances after combat (6.9): each path starts with the defender's hex and follows the retreat (6.91). */
  advance?: { unit: string; path: HexId[] }[];
}

/** Check a retreat path for a unit of `side` leaving `from` (4.7, 6.87, 5.55). */
export function checkRetreat(
  state: WwiState,
  board: Board,
  from: HexId,
  path: HexId[],
  side: Side,
  charts: Charts = CHARTS,
  endMayBeOccupied = false,
): Checked<true> {
  const zoc = enemyZoc(state, board, side, charts);
  const seen = new Set([from]);
  let current = from;
  for (let i = 0; i < path.length; i++) {
    const hex = path[i];
    const direction = directionBetween(current, hex);
    if (!direction || !board.has(hex) || board.hex(hex).map !== board.hex(current).map) {
      return fail(refuse('6.31', `hex ${placeName(board, hex)} is not next to hex ${placeName(board, current)}`, `l'esagono ${placeName(board, hex, 'it')} non è adiacente all'esagono ${placeName(board, current, 'it')}`));
    }
    const kind = board.side(current, direction);
    if (kind !== 'open' && kind !== 'crossing') return fail(refuse('6.87', 'No retreat across sea, lake or blocked hexsides', 'Nessuna ritirata attraverso lati marini, lacustri o bloccati'));
    if (!board.isPlayable(hex) || isNeutralNation(state, board.hex(hex).nation)) {
      return fail(refuse('6.31', `hex ${placeName(board, hex)} cannot be entered`, `l'esagono ${placeName(board, hex, 'it')} non è accessibile`));
    }
    if (enemyOccupies(state, hex, side)) return fail(refuse('6.31', `hex ${placeName(board, hex)} is held by the enemy`, `l'esagono ${placeName(board, hex, 'it')} è occupato dal nemico`));
    // seed 002 4.7: not into an enemy ZOC unless a friendly unit or fort stands there.
    if (zoc.has(hex) && !isZocNegated(state, hex, side)) {
      return fail(refuse('4.7', `hex ${placeName(board, hex)} is in an enemy zone of control`, `l'esagono ${placeName(board, hex, 'it')} è in una ZOC nemica`));
    }
    // Each hex of retreat takes the unit one hex further away, so n points mean n hexes of distance.
    if (seen.has(hex) || hexDistance(from, hex) !== i + 1) {
      return fail(refuse('6.31', 'A retreat moves away from the combat hex, one hex per point', 'La ritirata si allontana di un esagono per punto'));
    }
    seen.add(hex);
    current = hex;
  }
  if (path.length && !endMayBeOccupied && friendlyUnitAt(state, current, side)) {
    return fail(refuse('5.2', `The retreat cannot end on hex ${placeName(board, current)}, which is occupied`, `La ritirata non può terminare nell'esagono ${placeName(board, current, 'it')}, occupato`));
  }
  return ok(true);
}

/**
 * A legal retreat of exactly `length` hexes, or null (friendly units may be passed, not ended on).
 * `allowed`, when given, narrows the search to paths through hexes it accepts (a player's preference;
 * the rules' own limits are checked either way).
 */
export function findRetreat(state: WwiState, board: Board, from: HexId, length: number, side: Side, charts: Charts = CHARTS, allowed?: (hex: HexId) => boolean): HexId[] | null {
  const search = (path: HexId[]): HexId[] | null => {
    if (path.length === length) return checkRetreat(state, board, from, path, side, charts).ok ? path : null;
    const last = path.length ? path[path.length - 1] : from;
    for (const n of board.neighbours(last)) {
      if (allowed && !allowed(n.id)) continue;
      const longer = [...path, n.id];
      if (hexDistance(from, n.id) !== longer.length || !checkRetreat(state, board, from, longer, side, charts, true).ok) continue;
      const found = search(longer);
      if (found) return found;
    }
    return null;
  };
  return search([]);
}

export function canRetreat(state: WwiState, board: Board, from: HexId, length: number, side: Side, charts: Charts = CHARTS): boolean {
  return findRetreat(state, board, from, length, side, charts) !== null;
}

function nationOfDefence(state: WwiState, pending: PendingCombat): NationId | null {
  if (pending.defenders.length) return unitById(state, pending.defenders[0]).nation;
  return fortAt(state, pending.defenderHex)?.nation ?? null;
}

/** Can the defender pay the loss at all without giving up the unit? */
function defenderHasAWay(state: WwiState, board: Board, pending: PendingCombat, charts: Charts): boolean {
  const unit = unitById(state, pending.defenders[0]);
  const side = alignmentOf(state, unit.nation) as Side;
  const rp = pending.defenderUnsupplied ? 0 : state.nations[unit.nation].rp;
  for (let retreat = pending.minimumRetreat; retreat <= pending.retreatCap; retreat++) {
    if (pending.defenderLoss - retreat <= rp && canRetreat(state, board, pending.defenderHex, retreat, side, charts)) return true;
  }
  return false;
}

export function checkDefenderChoice(state: WwiState, board: Board, choice: DefenderChoice, charts: Charts = CHARTS): Checked<true> {
  const pending = state.pending;
  if (!pending || pending.stage !== 'defender') return fail(refuse('6.3', 'No defender losses are waiting', 'Nessuna perdita del difensore in attesa'));
  const retreat = choice.retreat ?? [];
  const rp = choice.rp ?? 0;
  if (rp < 0 || !Number.isInteger(rp)) return fail(refuse('6.31', 'Resource points are whole and not negative', 'I PR sono interi e non negativi'));
  if (!pending.defenders.length) {
    // seed 002 10.54: an empty fort pays by its destruction (any phase) or by RP if supplied.
    const fort = fortAt(state, pending.defenderHex)!;
    if (choice.destroyFort) return ok(true);
    if (pending.defenderUnsupplied) return fail(refuse('10.54', 'An unsupplied fort can only be destroyed', 'Una fortificazione non rifornita può solo essere distrutta'));
    if (rp !== pending.defenderLoss) return fail(refuse('10.54', `The fort must pay ${pending.defenderLoss} RP or be destroyed`, `La fortificazione deve pagare ${pending.defenderLoss} PR o essere distrutta`));
    if (rp > state.nations[fort.nation].rp) return fail(refuse('6.33', 'Not enough resource points', 'Punti-risorsa insufficienti'));
    return ok(true);
  }
  const unit = unitById(state, pending.defenders[0]);
  const side = alignmentOf(state, unit.nation) as Side;
  if (choice.eliminate) {
    // seed 002 6.33: in the third round one unit may pay everything; otherwise only when nothing else can.
    if (pending.thirdRound || !defenderHasAWay(state, board, pending, charts)) return ok(true);
    return fail(refuse('6.33', 'The unit can still pay by retreat or resource points', 'L\'unità può ancora pagare con ritirata o punti-risorsa'));
  }
  if (retreat.length + rp !== pending.defenderLoss) {
    return fail(refuse('6.31', `Retreat hexes plus RP must equal the loss of ${pending.defenderLoss}`, `Esagoni di ritirata più PR devono fare ${pending.defenderLoss}`));
  }
  if (retreat.length > pending.retreatCap) return fail(refuse('6.36', `At most ${pending.retreatCap} loss points may be paid by retreat`, `Al massimo ${pending.retreatCap} punti si pagano con la ritirata`));
  if (retreat.length < pending.minimumRetreat) return fail(refuse('10.43', 'Infiltration forces a retreat of at least one hex', 'L\'infiltrazione obbliga a ritirarsi di almeno un esagono'));
  // seed 002 6.7, 7.21: unsupplied units cannot pay with RP.
  if (rp > 0 && pending.defenderUnsupplied) return fail(refuse('7.21', 'Unsupplied units cannot pay losses with resource points', 'Le unità non rifornite non possono pagare con punti-risorsa'));
  if (rp > state.nations[unit.nation].rp) return fail(refuse('8.2', `${nationName(unit.nation, 'en')} has only ${state.nations[unit.nation].rp} RP`, `${nationName(unit.nation, 'it')} ha solo ${state.nations[unit.nation].rp} PR`));
  return checkRetreat(state, board, pending.defenderHex, retreat, side, charts);
}

/** Pay the defender's losses; the combat then waits for the attacker, or ends. */
export function applyDefenderChoice(state: WwiState, board: Board, choice: DefenderChoice, charts: Charts = CHARTS): WwiState {
  const checked = checkDefenderChoice(state, board, choice, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  const next = cloneState(state);
  const pending = next.pending!;
  const fort = fortAt(next, pending.defenderHex);
  const nation = nationOfDefence(next, pending)!;
  if (choice.destroyFort && fort) {
    fort.destroyed = true;
    logEvent(next, `fort ${pending.defenderHex} destroyed (6.33)`);
  }
  if (pending.defenders.length) {
    const unit = unitById(next, pending.defenders[0]);
    if (choice.eliminate) {
      // seed 002 6.7, 8.31: destroyed while supplied may be rebuilt; unsupplied is gone for good.
      unit.status = pending.defenderUnsupplied ? 'removed' : 'eliminated';
      unit.hex = null;
    } else {
      next.nations[nation].rp -= choice.rp ?? 0;
      const retreat = choice.retreat ?? [];
      const side = alignmentOf(next, unit.nation) as Side;
      for (const hex of retreat) markPassage(next, board, hex, side);
      if (retreat.length) unit.hex = retreat[retreat.length - 1];
      pending.retreatPath = retreat;
    }
    // seed 002 6.95, 10.55: an occupied fort left by its unit falls to an attacker who advances.
    if (fort && !fort.destroyed && !unitAt(next, pending.defenderHex)) pending.fortCanBeTaken = true;
  } else if (!choice.destroyFort) {
    next.nations[nation].rp -= choice.rp ?? 0;
  }
  const record = pendingCombatEntry(next);
  if (record) {
    record.defenderPaid = {
      retreat: choice.eliminate ? [] : [...(choice.retreat ?? [])],
      rp: choice.eliminate || choice.destroyFort ? 0 : (choice.rp ?? 0),
      eliminated: !!choice.eliminate && pending.defenders.length > 0,
      fortDestroyed: !!choice.destroyFort,
    };
  }
  const vacated = !unitAt(next, pending.defenderHex) && !fortAt(next, pending.defenderHex);
  pending.stage = 'attacker';
  if (pending.attackerLoss === 0 && !vacated && !pending.fortCanBeTaken) next.pending = null;
  return next;
}

export function checkAttackerChoice(state: WwiState, board: Board, choice: AttackerChoice, charts: Charts = CHARTS): Checked<true> {
  const pending = state.pending;
  if (!pending || pending.stage !== 'attacker') return fail(refuse('6.32', 'No attacker losses are waiting', 'Nessuna perdita dell\'attaccante in attesa'));
  const attackers = pending.attackers.map((id) => unitById(state, id));
  const nations = new Set(attackers.map((u) => u.nation));
  // seed 002 10.44: in an infiltration attack with other nations, the infiltrating nation pays everything.
  const infiltrator = pending.infiltration ? attackers.find((u) => u.stosstruppen || u.armouredCorps)?.nation : undefined;
  const payers = infiltrator && nations.size > 1 ? new Set([infiltrator]) : nations;
  const rp = choice.rp ?? {};
  let paid = 0;
  for (const [nation, amount] of Object.entries(rp)) {
    if (amount === 0) continue;
    if (!Number.isInteger(amount) || amount < 0) return fail(refuse('6.32', 'Resource points are whole and not negative', 'I PR sono interi e non negativi'));
    if (!payers.has(nation)) {
      return fail(refuse(infiltrator ? '10.44' : '8.2', `${nationName(nation, 'en')} cannot pay for this combat`, `${nationName(nation, 'it')} non può pagare per questo combattimento`));
    }
    if (amount > state.nations[nation].rp) return fail(refuse('6.32', `${nationName(nation, 'en')} has only ${state.nations[nation].rp} RP`, `${nationName(nation, 'it')} ha solo ${state.nations[nation].rp} PR`));
    paid += amount;
  }
  if (choice.eliminate) {
    if (!pending.attackers.includes(choice.eliminate)) return fail(refuse('6.33', 'Only a unit of this combat can be given up', 'Si può sacrificare solo un\'unità del combattimento'));
    const available = [...payers].reduce((sum, n) => sum + state.nations[n].rp, 0);
    // seed 002 6.33, 6.35: a unit is lost when RP cannot pay, or by choice in the third round.
    if (!pending.thirdRound && available >= pending.attackerLoss) {
      return fail(refuse('6.35', 'The losses can be paid with resource points', 'Le perdite si possono pagare con i punti-risorsa'));
    }
  } else if (paid !== pending.attackerLoss) {
    return fail(refuse('6.32', `The attacker must pay exactly ${pending.attackerLoss} RP`, `L'attaccante deve pagare esattamente ${pending.attackerLoss} PR`));
  }
  return checkAdvance(state, board, pending, choice, charts);
}

function checkAdvance(state: WwiState, board: Board, pending: PendingCombat, choice: AttackerChoice, charts: Charts): Checked<true> {
  const advances = choice.advance ?? [];
  if (!advances.length) return ok(true);
  // seed 002 6.9, 6.94: only into a hex the defender has left (or whose empty fort fell).
  if (unitAt(state, pending.defenderHex) || fortAt(state, pending.defenderHex) && !pending.fortCanBeTaken) {
    return fail(refuse('6.9', 'The defender\'s hex has not been vacated', 'L\'esagono del difensore non è stato liberato'));
  }
  const route = [pending.defenderHex, ...pending.retreatPath];
  const retreated = pending.defenders.length ? unitById(state, pending.defenders[0]) : undefined;
  const retreatedHex = retreated?.status === 'map' ? retreated.hex : null;
  const side = alignmentOf(state, unitById(state, pending.attackers[0]).nation) as Side;
  const ends = new Set<HexId>();
  const followers = advances.filter((a) => !pending.attackers.includes(a.unit));
  for (const follower of followers) {
    const checked = checkStossFollower(state, board, pending, advances, follower);
    if (!checked.ok) return checked;
  }
  for (const advance of advances.filter((a) => pending.attackers.includes(a.unit))) {
    if (advance.unit === choice.eliminate) {
      return fail(refuse('6.9', `${unitCalled(state, advance.unit).en} did not attack here`, `${unitCalled(state, advance.unit).it} non ha attaccato qui`));
    }
    const path = advance.path;
    if (!path.length || path.some((hex, i) => route[i] !== hex)) {
      return fail(refuse('6.91', 'An advance follows the retreat path from the defender\'s hex', 'L\'avanzata segue il percorso di ritirata dall\'esagono del difensore'));
    }
    for (let i = 1; i < path.length; i++) {
      const previous = path[i - 1];
      // seed 002 6.91: the advance ends once adjacent to the retreating unit again ...
      if (retreatedHex && hexDistance(previous, retreatedHex) <= 1) {
        return fail(refuse('6.91', 'The advance stops once adjacent to the retreating unit', 'L\'avanzata si ferma quando torna adiacente all\'unità in ritirata'));
      }
      // ... or on entering a ZOC of another enemy unit (not counting the first hex).
      const others = enemyZocSourcesReaching(state, board, previous, side, charts).filter((h) => h !== retreatedHex);
      if (i > 1 && others.length) return fail(refuse('6.91', 'The advance stops in the zone of control of another enemy unit', 'L\'avanzata si ferma nella ZOC di un\'altra unità nemica'));
      // seed 002 6.95: not into a fort the defender retreated through.
      if (fortAt(state, path[i]) && alignmentOf(state, fortAt(state, path[i])!.nation) === otherSide(side)) {
        return fail(refuse('6.95', 'No advance into a fort the defender retreated through', 'Nessuna avanzata in una fortificazione attraversata dalla ritirata'));
      }
    }
    const end = path[path.length - 1];
    if (ends.has(end) || (friendlyUnitAt(state, end, side) && !advances.some((a) => a.unit === friendlyUnitAt(state, end, side)!.id))) {
      return fail(refuse('6.91', `Advancing units cannot end on an occupied hex (${placeName(board, end)})`, `Le unità che avanzano non possono terminare in un esagono occupato (${placeName(board, end, 'it')})`));
    }
    const held = end === pending.defenderHex ? !!unitAt(state, end) : enemyOccupies(state, end, side);
    if (held) return fail(refuse('6.9', `hex ${placeName(board, end)} is held by the enemy`, `l'esagono ${placeName(board, end, 'it')} è occupato dal nemico`));
    ends.add(end);
  }
  return ok(true);
}

/**
 * 10.45: after an infiltration attack, a friendly unit next to an advancing Stosstruppen
 * army, not engaged this phase, may move into the hex that army left.
 */
function checkStossFollower(
  state: WwiState,
  board: Board,
  pending: PendingCombat,
  advances: { unit: string; path: HexId[] }[],
  follower: { unit: string; path: HexId[] },
): Checked<true> {
  const name = unitCalled(state, follower.unit);
  const no = fail<true>(refuse('10.45', `${name.en} did not attack here and may not follow a Stosstruppen advance`, `${name.it} non ha attaccato qui e non può seguire le Stosstruppen`));
  if (!pending.infiltration || follower.path.length !== 1 || state.engaged.includes(follower.unit)) return no;
  const unit = state.units.find((u) => u.id === follower.unit);
  if (!unit || unit.status !== 'map' || !unit.hex) return no;
  const leader = advances
    .map((a) => unitById(state, a.unit))
    .find((u) => pending.attackers.includes(u.id) && (u.stosstruppen || u.armouredCorps) && u.hex === follower.path[0]);
  if (!leader || hexDistance(unit.hex, leader.hex!) !== 1) return no;
  const direction = directionBetween(unit.hex, leader.hex!)!;
  return board.side(unit.hex, direction) === 'open' ? ok(true) : no;
}

/** Pay the attacker's losses and carry out advances; the combat is over. */
export function applyAttackerChoice(state: WwiState, board: Board, choice: AttackerChoice, charts: Charts = CHARTS): WwiState {
  const checked = checkAttackerChoice(state, board, choice, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  const next = cloneState(state);
  const pending = next.pending!;
  for (const [nation, amount] of Object.entries(choice.rp ?? {})) next.nations[nation].rp -= amount;
  if (choice.eliminate) {
    const unit = unitById(next, choice.eliminate);
    unit.status = 'eliminated';
    unit.hex = null;
  }
  const side = alignmentOf(next, unitById(next, pending.attackers[0]).nation) as Side;
  for (const advance of choice.advance ?? []) {
    const unit = unitById(next, advance.unit);
    for (const hex of advance.path) markPassage(next, board, hex, side);
    unit.hex = advance.path[advance.path.length - 1];
    if (pending.fortCanBeTaken && advance.path.includes(pending.defenderHex)) {
      const fort = next.forts.find((f) => f.hex === pending.defenderHex && !f.destroyed);
      if (fort) {
        fort.destroyed = true;
        logEvent(next, `fort ${pending.defenderHex} taken and destroyed (6.95)`);
      }
    }
  }
  const record = pendingCombatEntry(next);
  if (record) {
    record.attackerPaid = {
      rp: Object.fromEntries(Object.entries(choice.rp ?? {}).filter(([, amount]) => amount > 0)),
      eliminated: choice.eliminate ?? null,
      advanced: (choice.advance ?? []).map((a) => a.unit),
    };
  }
  next.pending = null;
  return next;
}
