/**
 * How the automated player sees the board: where the front is, how far each
 * hex is from it, which hexes each nation could be supplied in, what is worth
 * taking. Pure judgement helpers; bot-move, bot-combat and bot-build decide.
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type Unit, type WwiState, unitsOnMap } from './state';
import { alignmentOf, controllerOf, isEnemyNation, isNeutralNation, otherSide } from './sides';
import { suppliedHexes } from './supply';
import { unitStrength } from './combat';
import { frenchEdgeGaps, russianGarrisonBinds } from './occupation';

export class BotView {
  readonly enemies: Unit[];
  readonly mine: Unit[];
  private frontHexes: Set<HexId> | null = null;
  private distances: Map<HexId, number> | null = null;
  private readonly supplied = new Map<NationId, Set<HexId>>();
  /** Enemy armies by hex, for quick look-ups. */
  readonly enemyAt = new Map<HexId, Unit>();
  private readonly threats = new Map<HexId, number>();
  private readonly weakest = new Map<HexId, number | null>();

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
    const { state, board, side } = this;
    const front = new Set<HexId>();
    const enemyHexes = [...this.enemies.map((u) => u.hex!), ...state.forts.filter((f) => !f.destroyed && isEnemyNation(state, f.nation, side)).map((f) => f.hex)];
    for (const hex of enemyHexes) {
      for (const { direction, id } of board.neighbours(hex)) {
        if (board.side(hex, direction) === 'open' && this.walkable(id)) front.add(id);
      }
    }
    this.frontHexes = front;
    return front;
  }

  /** Hexes from the front, walking over land (the front itself is 0); worked out when first asked (the attack phases never ask). */
  get distanceToFront(): Map<HexId, number> {
    if (this.distances) return this.distances;
    const distances = new Map<HexId, number>();
    const queue = [...this.front];
    for (const hex of queue) distances.set(hex, 0);
    for (let i = 0; i < queue.length; i++) {
      const hex = queue[i];
      const d = distances.get(hex)!;
      for (const { direction, id } of this.board.neighbours(hex)) {
        const kind = this.board.side(hex, direction);
        if ((kind !== 'open' && kind !== 'crossing') || distances.has(id) || !this.walkable(id)) continue;
        distances.set(id, d + 1);
        queue.push(id);
      }
    }
    this.distances = distances;
    return distances;
  }

  /** Land the bot would walk on: playable, not neutral, not held by the enemy. */
  walkable(hex: HexId): boolean {
    if (!this.board.isPlayable(hex) || isNeutralNation(this.state, this.board.hex(hex).nation)) return false;
    return !this.enemyAt.has(hex);
  }

  /** Hexes where a unit of `nation` could trace supply now (traced outward from its sources, 7.0). */
  suppliedArea(nation: NationId): Set<HexId> {
    let area = this.supplied.get(nation);
    if (area) return area;
    area = suppliedHexes(this.state, this.board, nation, this.charts);
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
      const enemy = this.enemyAt.get(id);
      if (!enemy) continue;
      const defence = unitStrength(enemy, this.charts).defence + (this.board.hex(id).terrain === 'rough' ? this.charts.rules.roughDefenceBonus : 0);
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
    if (place.objective && place.nation === 'russia' && this.side === 'central') value += 14;
    if (place.objective && place.nation === 'russia' && this.side === 'allies') value += 6;
    if (place.objective && heldByEnemy) value += 4;
    if (this.side === 'central' && russianGarrisonBinds(this.state) && place.nation === 'russia' && place.city) value += 20;
    return value;
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
