/**
 * The map as the rules see it: hexes with terrain, nation and hexside features,
 * read from the plain records of maps/wwi/hexes.json (or a small test map).
 * Hexside features are stored on one or both hexes in the file; the board makes
 * them symmetric so a hand edit on either side is enough.
 */
import { DIRECTIONS, type Direction, type HexId, neighbourId, oppositeDirection } from './hex';

const DIRECTION_INDEX: Record<Direction, number> = { n: 0, ne: 1, se: 2, s: 3, sw: 4, nw: 5 };

export type Terrain = 'clear' | 'rough' | 'sea' | 'prohibited';
export type NationId = string;

/** One hex exactly as written in hexes.json. */
export interface HexRecord {
  id: HexId;
  map?: 'main' | 'caucasus';
  terrain: Terrain;
  nation?: NationId;
  sea?: string;
  city?: string;
  also?: string[];
  resource?: boolean;
  objective?: boolean;
  supply?: boolean;
  fort?: number;
  edge?: 'west' | 'east';
  transit?: string;
  seaSides?: Partial<Record<Direction, string>>;
  lakeSides?: Direction[];
  blockedSides?: Direction[];
  crossing?: Direction[];
  rail?: Direction[];
}

export interface TransitAreaRecord {
  id: string;
  name: string;
  entries: HexId[];
}

export interface MapData {
  meta: { transitAreas: TransitAreaRecord[] };
  hexes: HexRecord[];
}

/** What lies along one hexside, for movement, combat, ZOC and supply. */
export type SideKind = 'open' | 'sea' | 'lake' | 'blocked' | 'crossing';

export interface Hex {
  readonly id: HexId;
  readonly terrain: Terrain;
  readonly nation: NationId | null;
  readonly map: 'main' | 'caucasus';
  readonly city: string | null;
  readonly resource: boolean;
  readonly objective: boolean;
  readonly supplyCity: boolean;
  readonly fort: number;
  readonly edge: 'west' | 'east' | null;
  readonly transit: string | null;
  /** Name of the sea beyond each water hexside (lakes are "lake"). */
  readonly waterSides: ReadonlyMap<Direction, string>;
}

export class Board {
  private readonly hexes = new Map<HexId, Hex>();
  private readonly sides = new Map<string, SideKind>();
  private readonly railSides = new Set<string>();
  private readonly neighbourCache = new Map<HexId, { direction: Direction; id: HexId }[]>();
  private readonly sideCache = new Map<HexId, SideKind[]>();
  private readonly railCache = new Map<HexId, boolean[]>();
  readonly transitAreas: ReadonlyMap<string, TransitAreaRecord>;

  constructor(data: MapData) {
    const water = new Map<HexId, Map<Direction, string>>();
    const waterOf = (id: HexId) => {
      let m = water.get(id);
      if (!m) water.set(id, (m = new Map()));
      return m;
    };
    for (const record of data.hexes) {
      this.hexes.set(record.id, {
        id: record.id,
        terrain: record.terrain,
        nation: record.nation ?? null,
        map: record.map ?? 'main',
        city: record.city ?? null,
        resource: !!record.resource,
        objective: !!record.objective,
        supplyCity: !!record.supply,
        fort: record.fort ?? 0,
        edge: record.edge ?? null,
        transit: record.transit ?? null,
        waterSides: waterOf(record.id),
      });
    }
    for (const record of data.hexes) {
      for (const direction of DIRECTIONS) {
        const other = neighbourId(record.id, direction);
        if (!other) continue;
        const seaName = record.seaSides?.[direction];
        const lake = record.lakeSides?.includes(direction);
        if (seaName || lake) {
          waterOf(record.id).set(direction, seaName ?? 'lake');
          if (this.hexes.get(other)?.terrain !== 'sea') waterOf(other).set(oppositeDirection(direction), seaName ?? 'lake');
          this.setSide(record.id, direction, seaName ? 'sea' : 'lake');
        }
        if (record.blockedSides?.includes(direction)) this.setSide(record.id, direction, 'blocked');
        if (record.rail?.includes(direction)) this.railSides.add(this.sideKey(record.id, direction));
      }
    }
    // Crossing arrows last: they turn a sea hexside into a crossable one (5.6).
    for (const record of data.hexes) {
      for (const direction of record.crossing ?? []) this.setSide(record.id, direction, 'crossing');
    }
    this.transitAreas = new Map(data.meta.transitAreas.map((a) => [a.id, a]));
  }

  /** One key per hexside, the same from both hexes. */
  private sideKey(id: HexId, direction: Direction): string {
    const other = neighbourId(id, direction)!;
    return id < other ? `${id}:${direction}` : `${other}:${oppositeDirection(direction)}`;
  }

  private setSide(id: HexId, direction: Direction, kind: SideKind): void {
    const key = this.sideKey(id, direction);
    const current = this.sides.get(key);
    if (current === 'crossing' || current === 'blocked') return;
    this.sides.set(key, kind);
  }

  has(id: HexId): boolean {
    return this.hexes.has(id);
  }

  hex(id: HexId): Hex {
    const hex = this.hexes.get(id);
    if (!hex) throw new RangeError(`no hex ${id} on the map`);
    return hex;
  }

  allHexes(): Iterable<Hex> {
    return this.hexes.values();
  }

  /** Land a unit may stand on (Switzerland and the lands outside the war are prohibited). */
  isPlayable(id: HexId): boolean {
    const hex = this.hexes.get(id);
    return !!hex && (hex.terrain === 'clear' || hex.terrain === 'rough');
  }

  /** Neighbours on the same map sheet (the Caucasus inset touches the main map only through transit areas). */
  neighbours(id: HexId): readonly { direction: Direction; id: HexId }[] {
    // Supply, ZOC and movement ask this millions of times in a game: remember each answer.
    let out = this.neighbourCache.get(id);
    if (out) return out;
    out = [];
    const here = this.hex(id);
    for (const direction of DIRECTIONS) {
      const other = neighbourId(id, direction);
      if (other && this.hexes.get(other)?.map === here.map) out.push({ direction, id: other });
    }
    this.neighbourCache.set(id, out);
    return out;
  }

  side(id: HexId, direction: Direction): SideKind {
    let kinds = this.sideCache.get(id);
    if (!kinds) {
      kinds = DIRECTIONS.map((d) => this.computeSide(id, d));
      this.sideCache.set(id, kinds);
    }
    return kinds[DIRECTION_INDEX[direction]];
  }

  private computeSide(id: HexId, direction: Direction): SideKind {
    const other = neighbourId(id, direction);
    if (!other) return 'blocked';
    const kind = this.sides.get(this.sideKey(id, direction));
    if (kind) return kind;
    if (this.hexes.get(other)?.terrain === 'sea' || this.hex(id).terrain === 'sea') return 'sea';
    return 'open';
  }

  isRailSide(id: HexId, direction: Direction): boolean {
    // Asked at every step of every movement search: remembered per hex like `side`.
    let rails = this.railCache.get(id);
    if (!rails) {
      rails = DIRECTIONS.map((d) => neighbourId(id, d) !== null && this.railSides.has(this.sideKey(id, d)));
      this.railCache.set(id, rails);
    }
    return rails[DIRECTION_INDEX[direction]];
  }

  /** Hexes that touch a given sea across a water hexside. */
  bordersSea(id: HexId, sea: string): boolean {
    for (const name of this.hex(id).waterSides.values()) if (name === sea) return true;
    return false;
  }

  isCoastal(id: HexId): boolean {
    for (const name of this.hex(id).waterSides.values()) if (name !== 'lake') return true;
    return false;
  }
}
