/**
 * How the automated player sees the board: where the front is, how far each
 * hex is from it, which hexes each nation could be supplied in, what is worth
 * taking. Pure judgement helpers; bot-move, bot-combat and bot-build decide.
 */
import type { Board, NationId } from './board';
import type { Direction, HexId } from './hex';
import { CHARTS, type Charts, turnRecord } from './charts';
import { type Side, type Unit, type WwiState, fortAt, unitsOnMap } from './state';
import { alignmentOf, controllerOf, isEnemyNation, isNeutralNation, otherSide } from './sides';
import { suppliedHexes, supplyChecker, supplyReach } from './supply';
import { unitStrength } from './combat';
import { frenchEdgeGaps, russianGarrisonBinds } from './occupation';

/** The Central Powers' enemies in the east, against whom their war was decided while Russia fought (10.1, 10.2). */
export const EASTERN_ENEMIES: readonly string[] = ['russia', 'romania'];
/** The Allied armies of the Western Front. */
export const WESTERN_ENEMIES: readonly string[] = ['france', 'britain', 'belgium', 'usa'];
/** The Central Powers' home countries, into which no Allied offensive broke far in the real war. */
export const CENTRAL_HOMELANDS: readonly string[] = ['germany', 'austria-hungary'];
/**
 * Places each side's automated player holds as its commanders did, over what the victory points
 * alone would make of them: Lille, German from October 1914 to October 1918, and Salonika, the
 * Allied base from October 1915. Worth that much more to the side named.
 */
const KEY_PLACES: Readonly<Record<Side, Readonly<Record<string, number>>>> = { central: { Lille: 16 }, allies: { Salonika: 16 } };

export class BotView {
  readonly enemies: Unit[];
  readonly mine: Unit[];
  private frontHexes: Set<HexId> | null = null;
  private distances: Map<HexId, number> | null = null;
  private readonly supplied = new Map<NationId, Set<HexId>>();
  private forts: Set<HexId> | null = null;
  private relief: Map<HexId, number> | null = null;
  private readonly traced = new Map<NationId, Set<HexId>>();
  /** Enemy armies by hex, for quick look-ups. */
  readonly enemyAt = new Map<HexId, Unit>();
  private readonly threats = new Map<HexId, number>();
  private readonly weakest = new Map<HexId, number | null>();
  private enemyWalk: Map<HexId, number> | null = null;
  private readonly theatres = new Map<string, Map<HexId, number>>();
  private foothold: Set<HexId> | null = null;

  constructor(
    readonly state: WwiState,
    readonly board: Board,
    readonly side: Side,
    readonly charts: Charts = CHARTS,
  ) {
    this.enemies = unitsOnMap(state).filter((u) => isEnemyNation(state, u.nation, side));
    this.mine = unitsOnMap(state).filter((u) => alignmentOf(state, u.nation) === side);
    for (const enemy of this.enemies) this.enemyAt.set(enemy.hex!, enemy);
  }

  /** Hexes next to an enemy unit or fort, across a hexside attacks may cross. */
  get front(): Set<HexId> {
    if (this.frontHexes) return this.frontHexes;
    const enemyHexes = [...this.enemies.map((u) => u.hex!), ...this.enemyForts];
    this.frontHexes = this.hexesNextTo(enemyHexes);
    return this.frontHexes;
  }

  /** Hexes from the front, walking over land (the front itself is 0); worked out when first asked (the attack phases never ask). */
  get distanceToFront(): Map<HexId, number> {
    if (!this.distances) this.distances = this.walkingDistances(this.front);
    return this.distances;
  }

  /** Hexes from the front facing the armies of `nations` only (a theatre of the war). */
  distanceToFrontFacing(nations: readonly NationId[]): Map<HexId, number> {
    const key = [...nations].sort().join();
    let distances = this.theatres.get(key);
    if (!distances) {
      const facing = this.enemies.filter((u) => nations.includes(u.nation)).map((u) => u.hex!);
      distances = this.walkingDistances(this.hexesNextTo(facing));
      this.theatres.set(key, distances);
    }
    return distances;
  }

  private hexesNextTo(hexes: HexId[]): Set<HexId> {
    const next = new Set<HexId>();
    for (const hex of hexes) {
      for (const { direction, id } of this.board.neighbours(hex)) {
        if (this.board.side(hex, direction) === 'open' && this.walkable(id)) next.add(id);
      }
    }
    return next;
  }

  private walkingDistances(from: Set<HexId>): Map<HexId, number> {
    const distances = new Map<HexId, number>();
    const queue = [...from];
    for (const hex of queue) distances.set(hex, 0);
    for (let i = 0; i < queue.length; i++) {
      const hex = queue[i];
      const d = distances.get(hex)!;
      for (const { direction, id } of this.board.neighbours(hex)) {
        if (!this.crossable(hex, direction) || distances.has(id) || !this.walkable(id)) continue;
        distances.set(id, d + 1);
        queue.push(id);
      }
    }
    return distances;
  }

  /**
   * Movement points the nearest enemy army would spend to walk into each hex
   * (5.1, 5.6: terrain and crossing arrows; our own armies bar the way, 5.2),
   * counted up to one phase's allowance plus one. Rail is left out on purpose:
   * counting every rail line that could run into our country (5.32) called for
   * garrisons everywhere and thinned the line more than it saved (measured
   * between automated players).
   */
  get enemyWalkCost(): Map<HexId, number> {
    if (this.enemyWalk) return this.enemyWalk;
    const { board, charts } = this;
    const limit = charts.rules.movementPoints + 1;
    const ours = new Set(this.mine.map((u) => u.hex!));
    const costs = new Map<HexId, number>();
    const buckets: HexId[][] = Array.from({ length: limit + 1 }, () => []);
    for (const enemy of this.enemies) {
      costs.set(enemy.hex!, 0);
      buckets[0].push(enemy.hex!);
    }
    const terrainCost = charts.rules.terrainCost as Record<string, number>;
    for (let cost = 0; cost <= limit; cost++) {
      for (const hex of buckets[cost]) {
        if (costs.get(hex) !== cost) continue;
        for (const { direction, id } of board.neighbours(hex)) {
          if (!this.crossable(hex, direction) || ours.has(id) || !board.isPlayable(id)) continue;
          const kind = board.side(hex, direction);
          const next = cost + (terrainCost[board.hex(id).terrain] ?? 1) + (kind === 'crossing' ? charts.rules.crossingArrowExtraCost : 0);
          if (next > limit || next >= (costs.get(id) ?? Infinity)) continue;
          costs.set(id, next);
          buckets[next].push(id);
        }
      }
    }
    this.enemyWalk = costs;
    return costs;
  }

  /**
   * A place of ours the enemy could walk into next phase and score or use:
   * a resource centre we control (11.31), or for the Allies a Russian
   * objective city (10.1). An army standing on it keeps it.
   */
  threatenedHolding(hex: HexId): boolean {
    const place = this.board.hex(hex);
    const counts = place.resource || (this.side === 'allies' && place.objective && place.nation === 'russia');
    if (!counts || controllerOf(this.state, this.board, hex) !== this.side) return false;
    return (this.enemyWalkCost.get(hex) ?? Infinity) <= this.charts.rules.movementPoints;
  }

  /**
   * Resource centres of our own side's countries that the enemy controls
   * without standing on them: a raider passed through (11.31), and any of our
   * armies passing through takes them back.
   */
  lostHomeCentres(): Set<HexId> {
    const lost = new Set<HexId>();
    for (const [hex, side] of Object.entries(this.state.control)) {
      if (side === this.side || this.enemyAt.has(hex) || !this.board.hex(hex).resource) continue;
      if (alignmentOf(this.state, this.board.hex(hex).nation) === this.side) lost.add(hex);
    }
    return lost;
  }

  /** A hexside a unit could cross on land (5.1, 5.6; sea, lake and blocked hexsides stop it, 7.3). */
  private crossable(from: HexId, direction: Direction): boolean {
    const kind = this.board.side(from, direction);
    return kind === 'open' || kind === 'crossing';
  }

  /** Land the bot would walk on: playable, not neutral, not held by the enemy. */
  walkable(hex: HexId): boolean {
    if (!this.board.isPlayable(hex) || isNeutralNation(this.state, this.board.hex(hex).nation)) return false;
    return !this.enemyAt.has(hex);
  }

  /**
   * Hexes where a unit of `nation` standing there could trace supply now (7.0):
   * every hex a supply path reaches from its sources, and the hexes next to
   * them that lie in an enemy ZOC, because a unit negates the ZOC of the hex it
   * stands on (7.4) — without them no army would ever step up to the enemy.
   */
  suppliedArea(nation: NationId): Set<HexId> {
    let area = this.supplied.get(nation);
    if (area) return area;
    const traced = this.tracedSupply(nation);
    area = new Set(traced);
    const { state, board, enemyForts } = this;
    for (const hex of traced) {
      for (const { direction, id } of board.neighbours(hex)) {
        if (area.has(id) || !board.isPlayable(id) || this.enemyAt.has(id) || enemyForts.has(id)) continue;
        if (!this.crossable(hex, direction)) continue;
        const owner = board.hex(id).nation;
        if (owner !== nation && isNeutralNation(state, owner)) continue; // 7.3: not through neutral countries
        area.add(id);
      }
    }
    this.supplied.set(nation, area);
    return area;
  }

  /** Total attack of enemy units next to `hex` (what could strike it). */
  threatTo(hex: HexId): number {
    const known = this.threats.get(hex);
    if (known !== undefined) return known;
    let threat = 0;
    for (const { direction, id } of this.board.neighbours(hex)) {
      const enemy = this.enemyAt.get(id);
      if (enemy && this.board.side(hex, direction) === 'open') threat += unitStrength(enemy, this.charts).attack;
    }
    this.threats.set(hex, threat);
    return threat;
  }

  /** Defence of the weakest enemy next to `hex`, or null when there is none. */
  weakestEnemyNextTo(hex: HexId): number | null {
    if (this.weakest.has(hex)) return this.weakest.get(hex)!;
    let weakest: number | null = null;
    for (const { direction, id } of this.board.neighbours(hex)) {
      if (this.board.side(hex, direction) !== 'open') continue;
      if (!this.enemyAt.has(id)) continue;
      const defence = this.groundDefenceAt(id);
      weakest = weakest === null ? defence : Math.min(weakest, defence);
    }
    this.weakest.set(hex, weakest);
    return weakest;
  }

  /** What holding `hex` is worth to the bot's side: victory points, Russian objectives, duties (11.31, 10.1, 10.3, 10.22). */
  objectiveValue(hex: HexId): number {
    const place = this.board.hex(hex);
    if (!place.resource && !place.objective && !place.city) return 0;
    let value = 0;
    const heldByEnemy = controllerOf(this.state, this.board, hex) === otherSide(this.side);
    if (place.resource) value += heldByEnemy ? 12 : 4;
    if (place.objective && place.nation === 'russia' && this.side === 'central') value += 28;
    if (place.objective && place.nation === 'russia' && this.side === 'allies') value += 6;
    if (place.objective && heldByEnemy) value += 4;
    if (this.side === 'central' && russianGarrisonBinds(this.state) && place.nation === 'russia' && place.city) value += 20;
    return value + this.keyPlaceValue(hex);
  }

  /** The extra worth of one of KEY_PLACES to this side (0 elsewhere). */
  keyPlaceValue(hex: HexId): number {
    const city = this.board.hex(hex).city;
    return city ? (KEY_PLACES[this.side][city] ?? 0) : 0;
  }

  /**
   * Hexes of Germany and Austria-Hungary an Allied army may pass or end on this phase: those where
   * an Allied army stands, and those next to ground the Allies hold — a hex of another country they
   * control, or one of these with an Allied army on it. An army that rode deeper by rail (5.32)
   * would stand alone far from its reserves and its depots, which no commander of the war risked;
   * the rules allow it, the automated player does not.
   */
  get alliedFoothold(): Set<HexId> {
    if (this.foothold) return this.foothold;
    const { board, state } = this;
    const foothold = new Set<HexId>();
    const standing = new Set(this.mine.map((u) => u.hex!));
    const homeland = (hex: HexId) => CENTRAL_HOMELANDS.includes(board.hex(hex).nation ?? '');
    const base = (hex: HexId) => standing.has(hex) || (!homeland(hex) && controllerOf(state, board, hex) === 'allies');
    for (const hex of board.allHexes()) {
      if (!board.isPlayable(hex.id) || !homeland(hex.id)) continue;
      if (standing.has(hex.id) || board.neighbours(hex.id).some((n) => this.crossable(hex.id, n.direction) && board.isPlayable(n.id) && base(n.id))) foothold.add(hex.id);
    }
    this.foothold = foothold;
    return foothold;
  }

  /**
   * Defence an attack on the enemy army standing on `hex` must beat: the army,
   * its fort (10.51), rough ground (6.4) and winter (6.5).
   */
  armyDefenceAt(hex: HexId): number {
    const { charts, state } = this;
    if (!this.enemyAt.has(hex)) return 0;
    const fort = this.enemyForts.has(hex) ? (fortAt(state, hex)?.strength ?? 0) : 0;
    const winter = turnRecord(charts, state.turn).winter ? charts.rules.winterDefenceBonus : 0;
    return this.groundDefenceAt(hex) + fort + winter;
  }

  /** The enemy army on `hex` with its ground: its defence, plus rough terrain's (6.4). */
  private groundDefenceAt(hex: HexId): number {
    const rough = this.board.hex(hex).terrain === 'rough' ? this.charts.rules.roughDefenceBonus : 0;
    return unitStrength(this.enemyAt.get(hex)!, this.charts).defence + rough;
  }

  /**
   * Hexes where an army of ours would reach armies of ours cut off from supply
   * now, with how many it would reach: an army negates the enemy ZOC of the
   * hex it stands on (7.3, 7.4), so standing on a hex that joins the pocket to
   * the supplied ground opens a path again before the enemy attacks the armies
   * in it (6.7) or the turn ends (7.22).
   */
  get reliefHexes(): Map<HexId, number> {
    if (this.relief) return this.relief;
    const { state, board, charts } = this;
    const relief = new Map<HexId, number>();
    const supplied = supplyChecker(state, board, charts);
    // Paths run both ways, so armies of one nation in one pocket share its ground and its breaches: traced once.
    const pockets: { nation: NationId; ground: Set<HexId>; breaches: Set<HexId> }[] = [];
    for (const unit of this.mine) {
      if (supplied(unit.hex!, unit.nation)) continue;
      let pocket = pockets.find((p) => p.nation === unit.nation && p.ground.has(unit.hex!));
      if (!pocket) {
        const ground = supplyReach(state, board, unit.hex!, unit.nation, charts);
        pockets.push((pocket = { nation: unit.nation, ground, breaches: this.breachesOf(ground, this.tracedSupply(unit.nation)) }));
      }
      for (const breach of pocket.breaches) relief.set(breach, (relief.get(breach) ?? 0) + 1);
    }
    this.relief = relief;
    return relief;
  }

  /** Hexes outside `pocket`, free of the enemy, next to both the pocket and the supplied ground. */
  private breachesOf(pocket: ReadonlySet<HexId>, traced: ReadonlySet<HexId>): Set<HexId> {
    const { board } = this;
    const breaches = new Set<HexId>();
    for (const hex of pocket) {
      for (const { direction, id } of board.neighbours(hex)) {
        if (pocket.has(id) || breaches.has(id) || traced.has(id) || !this.crossable(hex, direction) || !this.walkable(id) || this.enemyForts.has(id)) continue;
        if (board.neighbours(id).some((n) => traced.has(n.id) && this.crossable(id, n.direction))) breaches.add(id);
      }
    }
    return breaches;
  }

  private tracedSupply(nation: NationId): Set<HexId> {
    let traced = this.traced.get(nation);
    if (!traced) this.traced.set(nation, (traced = suppliedHexes(this.state, this.board, nation, this.charts)));
    return traced;
  }

  /** Hexes of the enemy forts still standing. */
  get enemyForts(): Set<HexId> {
    this.forts ??= new Set(this.state.forts.filter((f) => !f.destroyed && isEnemyNation(this.state, f.nation, this.side)).map((f) => f.hex));
    return this.forts;
  }

  /** Gaps of the French edge a Central unit standing on `hex` would close (10.3). */
  edgeGapsClosedFrom(hex: HexId, gaps: Set<HexId>): number {
    if (!gaps.size) return 0;
    let closed = gaps.has(hex) ? 1 : 0;
    for (const { direction, id } of this.board.neighbours(hex)) if (gaps.has(id) && this.board.side(hex, direction) === 'open') closed++;
    return closed;
  }

  frenchEdgeGaps(): Set<HexId> {
    return this.side === 'central' && this.state.franceFallen ? new Set(frenchEdgeGaps(this.state, this.board, this.charts)) : new Set();
  }
}
