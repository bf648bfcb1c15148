/**
 * The automated player's movement phase: armies already facing the enemy hold
 * the line; the others go, by rail where they can, to the front hexes that need
 * them most — to stop a threat, to face a weak enemy, to take an objective, to
 * open a path to armies of theirs cut off from supply — never out of supply,
 * never into a neutral country. Every move is checked by the rules before it
 * is kept.
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type Unit, type WwiState, unitById } from './state';
import { enemyZoc } from './zoc';
import { type UnitMove, applyCheckedMove, checkMove, railLinesToSupply } from './movement';
import { movementReach } from './reach';
import { BotView, CENTRAL_HOMELANDS, EASTERN_ENEMIES, WESTERN_ENEMIES } from './bot-view';
import type { MoveStep } from './movement';
import { unitStrength } from './combat';
import { checkOccupationDuties } from './occupation';
import { orientLanding } from './bot-sea';

const WESTERN_NATIONS = new Set(['belgium', 'france', 'holland']);
/** Where Italy's armies never went: the Italian front was the Alps and the Isonzo. */
const NOT_FOR_ITALIANS = new Set(['belgium', 'france', 'holland', 'germany']);
/**
 * Where Greece's armies fought: at home. Greece joined the Allies in June 1917 and its divisions
 * held the Macedonian front north of Salonika with the Allied Army of the Orient, the base they
 * never left bare.
 */
const GREEK_GROUND = 'greece';
/** Where the Allied armies of the Western Front count as threatening the west: the Low Countries, France and Germany. */
const WESTERN_FRONT_LANDS = new Set(['belgium', 'france', 'holland', 'germany']);
/**
 * The turn from which each eastern Allied army stays out of Germany and Austria-Hungary, as the
 * Western Front's armies always do: Russia's last offensive into Galicia failed in July 1917
 * (turn 7), and from the winter of 1917-18 (turn 8) its army could neither supply nor replace
 * an army beyond its border. Romania's one crossing, into Transylvania in August 1916, was thrown
 * back by the winter; turn 6 for it made Russia fall sooner between the automated players
 * (maps/wwi/README.md), so it keeps Russia's turn. From then an army of theirs still there goes
 * back to its own side.
 */
const OFFENSIVES_OVER_FROM: Readonly<Record<string, number>> = { romania: 8, russia: 8 };
/** Worth lost by an army that stands in the Central homelands after its nation's offensives are over, and for each hex it is deep. */
const OVERSTAYING = 40;
const OVERSTAYING_A_HEX = 8;
/** German armies kept in the west per Allied army there. */
const WEST_HOLD_RATIO = 0.6;
/** Hexes from the Western Front within which a German army counts as holding it. */
const WEST_GARRISON_DEPTH = 3;
/** Differential a concentration aims for: the CRT turns in the attacker's favour from about 4 (crt.json). */
const ATTACK_MARGIN = 4;
/** How much better a new hex must look before an army leaves where it stands. */
const STAY_BONUS = 3;
/** Worth of standing on a threatened centre of ours: more than a place in the line. */
const GARRISON_BONUS = 30;
/** Worth of reaching one army of ours cut off from supply: more than a place in the line, less than a threatened centre. */
const RELIEF_BONUS = 12;
/** Worth of passing through a centre of our own country the enemy controls: control comes back with the passage (11.31). */
const RECAPTURE_BONUS = 20;

/** Moves for one side's movement phase; each is legal after the ones before it. */
export function planMoves(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): UnitMove[] {
  const view = new BotView(state, board, side, charts);
  const zoc = enemyZoc(state, board, side, charts);
  const gaps = view.frenchEdgeGaps();
  const claimed = new Set<HexId>(view.mine.map((u) => u.hex!));
  const moves: UnitMove[] = [];
  // Plans are tried on a copy without the log and undo chain: only positions matter.
  let running: WwiState = { ...state, log: [], undo: null };
  const pressure = new Pressure(view);
  const railNetworks = new Map<string, (hex: HexId) => boolean>();
  // Reserves closest to the front move first, so they fill the nearest gaps.
  const movers = view.mine
    .filter((u) => !mustHold(view, u, zoc))
    .sort((a, b) => (view.distanceToFront.get(a.hex!) ?? 99) - (view.distanceToFront.get(b.hex!) ?? 99) || a.id.localeCompare(b.id));
  /** Takes a move if it is legal after the ones before it: `from` is freed and `to` claimed. */
  const accept = (move: UnitMove, from: HexId, to: HexId): boolean => {
    const checked = checkMove(running, board, move, charts);
    if (!checked.ok) return false;
    const after = applyCheckedMove(running, board, move, checked.value, charts);
    // seed 002 10.3, 10.22: never a move that breaks the occupation duties.
    if (!checkOccupationDuties(state, after, board, charts).ok) return false;
    running = after;
    claimed.delete(from);
    claimed.add(to);
    moves.push(move);
    return true;
  };
  // The one sea move of the phase goes first (5.4): an army for Salonika, if one is wanted.
  const landing = orientLanding(view, movers);
  if (landing && accept(landing, unitById(state, landing.unit).hex!, landing.steps[0].to)) {
    movers.splice(movers.findIndex((u) => u.id === landing.unit), 1);
  }
  const garrison = new WestGarrison(view);
  const eastbound = garrison.eastbound();
  const lost = view.lostHomeCentres();
  for (const unit of movers) {
    const distances = eastbound.has(unit.id) ? view.distanceToFrontFacing(EASTERN_ENEMIES) : garrison.draws(unit) ? garrison.west : view.distanceToFront;
    // Rail lines (5.32) are judged on the board at the start of the phase, like the ZOC.
    if (!railNetworks.has(unit.nation)) railNetworks.set(unit.nation, railLinesToSupply(state, board, unit.nation, charts));
    const reach = movementReach(running, board, unit, charts, zoc, railNetworks.get(unit.nation));
    const supplied = view.suppliedArea(unit.nation);
    let bestHex: HexId | null = null;
    // Staying has a small edge: a line is not given up for a marginal gain.
    let bestScore = scoreHex(view, unit, unit.hex!, gaps, supplied, distances) + pressure.bonus(unit, unit.hex!) + (eastbound.has(unit.id) ? 0 : STAY_BONUS);
    for (const [hex] of reach) {
      if (claimed.has(hex)) continue;
      if (unit.nation === 'austria-hungary' && WESTERN_NATIONS.has(board.hex(hex).nation ?? '')) continue; // 10.6
      if (!garrison.mayLeaveFor(unit, hex)) continue;
      if (!wayWithinReason(view, unit, reach.get(hex)!)) continue;
      const score = scoreHex(view, unit, hex, gaps, supplied, distances) + pressure.bonus(unit, hex) + recaptured(lost, reach.get(hex)!) * RECAPTURE_BONUS;
      if (score > bestScore) {
        bestScore = score;
        bestHex = hex;
      }
    }
    if (!bestHex) continue;
    const move: UnitMove = { unit: unit.id, steps: reach.get(bestHex)! };
    if (!accept(move, unit.hex!, bestHex)) continue;
    for (const step of move.steps) lost.delete(step.to);
    pressure.add(unit, bestHex);
    garrison.moved(unit, bestHex);
  }
  return moves;
}

/**
 * A way the commanders of the war could have sent an army. The armies of the Western Front and
 * Italy's never set foot in Germany or Austria-Hungary: trench warfare let no breakthrough be
 * followed up before the Armistice; nor Serbia's, whose one crossing into Syrmia (September 1914)
 * was thrown back within a week. The other Allied armies (Russia's in East Prussia and Galicia,
 * Romania's in Transylvania) go no further than the next hex to the ground the Allies
 * hold (BotView.alliedFoothold): an army that rode deeper by rail (5.32) would stand alone far
 * from its reserves and depots. The rules allow both; the automated player does not. Nor does an
 * Italian army go beyond the Alps, nor a Greek one beyond Greece. From OFFENSIVES_OVER_FROM the
 * Russian and Romanian armies are kept out too; an army kept out that stands there may still
 * cross those countries on a way that ends nearer their border.
 */
export function wayWithinReason(view: BotView, unit: Unit, steps: readonly MoveStep[]): boolean {
  if (view.side !== 'allies') return true;
  const { board } = view;
  const keptOut = unit.nation === 'italy' || unit.nation === 'serbia' || WESTERN_ENEMIES.includes(unit.nation) || offensivesOver(view, unit);
  // An army still in those countries may cross them on its way out, or nearer the way out when that is too far.
  const last = steps[steps.length - 1]?.to;
  const depth = homelandDepth(board);
  const homeward = keptOut && !!last && (depth.get(last) ?? 0) < (depth.get(unit.hex!) ?? 0);
  for (const step of steps) {
    const nation = board.hex(step.to).nation ?? '';
    if (unit.nation === 'italy' && NOT_FOR_ITALIANS.has(nation)) return false;
    if (unit.nation === 'greece' && nation !== GREEK_GROUND) return false;
    if (CENTRAL_HOMELANDS.includes(nation) && !homeward && (keptOut || !view.alliedFoothold.has(step.to))) return false;
  }
  return true;
}

const depths = new WeakMap<Board, Map<HexId, number>>();
/** Hexes of Germany and Austria-Hungary by how many hexes they lie from the other countries' ground (the board never changes). */
function homelandDepth(board: Board): Map<HexId, number> {
  let depth = depths.get(board);
  if (depth) return depth;
  depth = new Map<HexId, number>();
  const inside = (id: HexId) => board.isPlayable(id) && CENTRAL_HOMELANDS.includes(board.hex(id).nation ?? '');
  let ring = [...board.allHexes()].filter((h) => inside(h.id) && board.neighbours(h.id).some((n) => board.isPlayable(n.id) && !inside(n.id))).map((h) => h.id);
  for (let d = 1; ring.length; d++) {
    for (const id of ring) depth.set(id, d);
    ring = [...new Set(ring.flatMap((id) => board.neighbours(id).map((n) => n.id)))].filter((id) => inside(id) && !depth!.has(id));
  }
  depths.set(board, depth);
  return depth;
}

/** Are the offensives of `unit`'s nation into the Central homelands over by this turn (OFFENSIVES_OVER_FROM)? */
function offensivesOver(view: BotView, unit: Unit): boolean {
  return view.side === 'allies' && view.state.turn >= (OFFENSIVES_OVER_FROM[unit.nation] ?? Infinity);
}

/** Centres of our own country the enemy controls that a path passes through on its way (11.31). */
function recaptured(lost: ReadonlySet<HexId>, steps: readonly { to: HexId }[]): number {
  if (!lost.size) return 0;
  let count = 0;
  for (const step of steps) if (lost.has(step.to)) count++;
  return count;
}

/**
 * The German armies holding the Western Front. Enough of them stay (WEST_HOLD_RATIO per Allied
 * army in France, the Low Countries and Germany), reserves go west while it is short, and only
 * the armies beyond that head east while Russia fights on: the Central Powers' war was won or
 * lost in the east until Russia fell (10.1, 10.2, 11.32), but a west left with a handful of
 * armies let the Allies walk and ride into an empty Germany (5.32, 11.31).
 */
export class WestGarrison {
  readonly west: Map<HexId, number>;
  readonly need: number;
  private readonly holding = new Set<string>();

  constructor(private readonly view: BotView) {
    this.west = view.distanceToFrontFacing(WESTERN_ENEMIES);
    const alliedWest = view.enemies.filter((u) => WESTERN_ENEMIES.includes(u.nation) && WESTERN_FRONT_LANDS.has(view.board.hex(u.hex!).nation ?? '')).length;
    this.need = view.side === 'central' ? Math.ceil(alliedWest * WEST_HOLD_RATIO) : 0;
    for (const unit of view.mine) if (this.holds(unit.nation, unit.hex!)) this.holding.add(unit.id);
  }

  private holds(nation: string, hex: HexId): boolean {
    return this.view.side === 'central' && nation === 'germany' && (this.west.get(hex) ?? 99) <= WEST_GARRISON_DEPTH;
  }

  /** How many German armies hold the west now. */
  get members(): number {
    return this.holding.size;
  }

  get short(): boolean {
    return this.holding.size < this.need;
  }

  /** May `unit` end its move on `hex`? A member leaves the west only while the garrison has more than it needs. */
  mayLeaveFor(unit: Unit, hex: HexId): boolean {
    return !this.holding.has(unit.id) || this.holding.size > this.need || this.holds(unit.nation, hex);
  }

  /** Is `unit` a German reserve (not in any line) the short west draws to itself? */
  draws(unit: Unit): boolean {
    return this.short && unit.nation === 'germany' && !this.holding.has(unit.id) && (this.view.distanceToFront.get(unit.hex!) ?? 99) >= 2;
  }

  moved(unit: Unit, hex: HexId): void {
    if (this.holds(unit.nation, hex)) this.holding.add(unit.id);
    else this.holding.delete(unit.id);
  }

  /** Members beyond the need, least threatened first, sent east while Russia fights on. */
  eastbound(): Set<string> {
    const out = new Set<string>();
    const { view } = this;
    if (view.side !== 'central' || view.state.nations['russia']?.surrendered) return out;
    const east = view.distanceToFrontFacing(EASTERN_ENEMIES);
    const spareable = view.mine
      .filter((u) => this.holding.has(u.id) && (east.get(u.hex!) ?? 99) > 2)
      .sort((a, b) => view.threatTo(a.hex!) - view.threatTo(b.hex!) || a.id.localeCompare(b.id));
    for (const unit of spareable.slice(0, Math.max(0, this.holding.size - this.need))) out.add(unit.id);
    return out;
  }
}

/** Armies facing the enemy stay put, as do the French-edge garrison (10.3) and units on Russian cities (10.22). */
function mustHold(view: BotView, unit: Unit, zoc: ReadonlySet<HexId>): boolean {
  const hex = unit.hex!;
  if (view.state.franceFallen && view.side === 'central' && view.board.hex(hex).edge === 'west') return true;
  if (view.objectiveValue(hex) >= 20 && view.board.hex(hex).nation === 'russia') return true;
  if (view.keyPlaceValue(hex) > 0) return true;
  void zoc;
  return false;
}

/** How good it is for `unit` to end its move on `hex`. */
function scoreHex(view: BotView, unit: Unit, hex: HexId, gaps: Set<HexId>, supplied: Set<HexId>, distances: Map<HexId, number>): number {
  // seed 002 7.22: a unit out of supply at the end of the turn is lost for good.
  const deep = offensivesOver(view, unit) ? (homelandDepth(view.board).get(hex) ?? 0) : 0;
  const overstaying = deep ? OVERSTAYING + deep * OVERSTAYING_A_HEX : 0;
  if (!supplied.has(hex)) return -1000 - overstaying;
  const distance = distances.get(hex) ?? 60;
  let score = -distance * 4;
  if (distance === 0) {
    const strength = unitStrength(unit, view.charts);
    // Stand where the enemy could strike hardest, or next to an enemy weak enough to attack.
    score += 8 + Math.min(view.threatTo(hex), 12) * 0.6;
    const weakest = view.weakestEnemyNextTo(hex);
    if (weakest !== null && strength.attack >= weakest) score += 4;
    if (view.board.hex(hex).terrain === 'rough') score += 2;
  }
  score += view.objectiveValue(hex);
  score -= overstaying;
  // Standing where it opens a supply path again to armies of ours cut off now (7.4), the Central player's answer to pockets.
  if (view.side === 'central') score += (view.reliefHexes.get(hex) ?? 0) * RELIEF_BONUS;
  // A centre the enemy could walk into is kept by standing on it (11.31: control goes to the last to pass).
  if (view.threatenedHolding(hex)) score += GARRISON_BONUS;
  score += view.edgeGapsClosedFrom(hex, gaps) * 10;
  return score;
}

/**
 * Attack strength gathered next to each enemy army: reserves go where, added to
 * the armies already there, they make an attack at good odds possible (6.1).
 */
class Pressure {
  private readonly onEnemy = new Map<HexId, number>();

  constructor(private readonly view: BotView) {
    for (const unit of view.mine) if (view.suppliedArea(unit.nation).has(unit.hex!)) this.add(unit, unit.hex!);
  }

  private readonly neighbours = new Map<HexId, { hex: HexId; defence: number }[]>();

  private enemiesNextTo(hex: HexId): { hex: HexId; defence: number }[] {
    const known = this.neighbours.get(hex);
    if (known) return known;
    const out: { hex: HexId; defence: number }[] = [];
    this.neighbours.set(hex, out);
    const { board } = this.view;
    for (const { direction, id } of board.neighbours(hex)) {
      if (board.side(hex, direction) !== 'open' || !this.view.enemyAt.has(id)) continue;
      out.push({ hex: id, defence: this.view.armyDefenceAt(id) });
    }
    return out;
  }

  add(unit: Unit, hex: HexId): void {
    const attack = unitStrength(unit, this.view.charts).attack;
    for (const enemy of this.enemiesNextTo(hex)) this.onEnemy.set(enemy.hex, (this.onEnemy.get(enemy.hex) ?? 0) + attack);
  }

  /** Worth of adding `unit` next to the enemies around `hex`: most when it completes an attack at good odds. */
  bonus(unit: Unit, hex: HexId): number {
    const attack = unitStrength(unit, this.view.charts).attack;
    let best = 0;
    for (const enemy of this.enemiesNextTo(hex)) {
      const gathered = enemy.hex === unit.hex ? 0 : (this.onEnemy.get(enemy.hex) ?? 0);
      const wanted = enemy.defence + ATTACK_MARGIN;
      if (gathered >= wanted) continue;
      const completes = gathered + attack >= wanted ? 10 : 0;
      best = Math.max(best, completes + Math.min(attack, wanted - gathered));
    }
    return best;
  }
}
