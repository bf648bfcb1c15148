/**
 * The indexes both ends of a World War I link share (hexes, units, nations,
 * transit areas), used by the state codec and the log codec alike.
 */
import { type BitReader, type BitWriter, MalformedError } from '../../../platform/codec/bits';
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { emptyState } from './setup';

export class WwiIndex {
  readonly hexes: HexId[];
  private readonly hexIndex: Map<HexId, number>;
  readonly units: string[];
  private readonly unitIndex: Map<string, number>;
  readonly nations: NationId[];
  readonly transits: string[];

  constructor(board: Board, charts: Charts = CHARTS) {
    this.hexes = [...board.allHexes()].map((h) => h.id).sort();
    this.hexIndex = new Map(this.hexes.map((id, i) => [id, i]));
    this.units = emptyState(charts).units.map((u) => u.id);
    this.unitIndex = new Map(this.units.map((id, i) => [id, i]));
    this.nations = Object.keys(charts.counters).sort();
    this.transits = [...board.transitAreas.keys()].sort();
  }

  hasHex(hex: HexId): boolean {
    return this.hexIndex.has(hex);
  }

  writeHex(w: BitWriter, hex: HexId): void {
    const i = this.hexIndex.get(hex);
    if (i === undefined) throw new RangeError(`hex ${hex} is not on this map`);
    w.choice(i, this.hexes.length);
  }

  readHex(r: BitReader): HexId {
    const i = r.choice(this.hexes.length);
    if (i >= this.hexes.length) throw new MalformedError('hex index');
    return this.hexes[i];
  }

  writeHexes(w: BitWriter, hexes: HexId[]): void {
    w.varUint(hexes.length);
    hexes.forEach((h) => this.writeHex(w, h));
  }

  readHexes(r: BitReader, max = 64): HexId[] {
    const n = r.varUint();
    if (n > max) throw new MalformedError('hex list length');
    return Array.from({ length: n }, () => this.readHex(r));
  }

  writeUnit(w: BitWriter, id: string): void {
    const i = this.unitIndex.get(id);
    if (i === undefined) throw new RangeError(`no unit ${id}`);
    w.choice(i, this.units.length);
  }

  readUnit(r: BitReader): string {
    const i = r.choice(this.units.length);
    if (i >= this.units.length) throw new MalformedError('unit index');
    return this.units[i];
  }

  writeUnits(w: BitWriter, ids: string[]): void {
    w.varUint(ids.length);
    ids.forEach((id) => this.writeUnit(w, id));
  }

  readUnits(r: BitReader): string[] {
    const n = r.varUint();
    if (n > this.units.length) throw new MalformedError('unit list length');
    return Array.from({ length: n }, () => this.readUnit(r));
  }

  writeNation(w: BitWriter, nation: NationId): void {
    const i = this.nations.indexOf(nation);
    if (i < 0) throw new RangeError(`no nation ${nation}`);
    w.choice(i, this.nations.length);
  }

  readNation(r: BitReader): NationId {
    const i = r.choice(this.nations.length);
    if (i >= this.nations.length) throw new MalformedError('nation index');
    return this.nations[i];
  }
}

