/**
 * Builds La Belle Époque's board picture (run: npx tsx src/cli/maps-belle-epoque.ts).
 *
 * Three panels, one per continent (the rules know no other geography, 8.8), each
 * with its own projection of Natural Earth 1:50m land (world-atlas). Minor nations
 * are modern countries; colonies are our coarse 1880-1914 outlines cut to the coast;
 * the powers' home countries are drawn for orientation. Each territory gets a plate
 * (name, VP, six cube spaces) where maps/belle-epoque/colonies.json puts it, or at
 * its inner point; the fleet boxes and the tracks (VP, turn order, prestige, fleets,
 * turn) have fixed places. Writes maps/belle-epoque/geometry.json; same inputs, same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { geoConicConformal, geoMercator, type GeoProjection } from 'd3-geo';
import polygonClipping from 'polygon-clipping';
import { encodePath, innerPoint, insideShape, ringArea, type Point, type Ring } from '../games/diplomacy/ui/map-geometry';
import { dropSlivers, fitFrame, loadTopology, projectedPolygons, unionAll, type ClipMultiPolygon, type ClipPolygon, type Frame, type LonLat } from './map-build-lib';
import { answerHelp } from './usage';
import { PLATE, PLATE_H, PLATE_W } from '../games/belle-epoque/ui/plate-metrics';

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  answerHelp(`usage: npx tsx src/cli/maps-belle-epoque.ts [--out FILE]
Builds La Belle Époque's board (maps/belle-epoque/geometry.json) from Natural Earth and the coarse
colony outlines in maps/belle-epoque/colonies.json; byte for byte reproducible.
  --out FILE   write the picture to FILE instead`);
}

type Continent = 'europe' | 'africa' | 'asia';
const CONTINENTS: Continent[] = ['europe', 'asia', 'africa'];
interface PanelSpec {
  projection: 'conic' | 'mercator';
  parallels?: [number, number];
  centre?: number;
  /** west, south, east, north */
  box: [number, number, number, number];
  width: number;
}
interface Sources {
  colonies: Record<string, { clip: 'land' | 'area'; ring: LonLat[] }>;
  minors: Record<string, string[]>;
  homes: Record<string, string[]>;
  panels: Record<Continent, PanelSpec>;
  /** Where a plate's centre goes (lon/lat), when not at the territory's inner point. */
  plates: Record<string, LonLat>;
  /** Where a continent's fleet box's centre goes (lon/lat). */
  fleetBoxes: Record<string, LonLat>;
  /** Where a continent's own arms-sale rate is printed (Africa, 8.9). */
  armsBox: Record<string, LonLat>;
}
interface TerritoryData {
  id: string;
  continent: Continent;
  name: { en: string; it: string };
}

const here = dirname(fileURLToPath(import.meta.url));
const mapDir = join(here, '..', '..', 'maps', 'belle-epoque');
const sources = JSON.parse(readFileSync(join(mapDir, 'colonies.json'), 'utf8')) as Sources;
const territories = (JSON.parse(readFileSync(join(mapDir, 'territories.json'), 'utf8')) as { territories: TerritoryData[] }).territories;

/** Detail below this many pixels is dropped; pieces under MIN_AREA square pixels too. */
const TOLERANCE = 0.9;
const MIN_AREA = 6;
const GAP = 8;
/** Room kept between two plates (their name lines included). */
const PLATE_MARGIN = 4;
const FLEET_BOX = { width: 132, height: 46 };

/** A d3 projection fitted into a panel of the given width; the box's outline is sampled so bulging edges stay inside. */
function panelFrame(spec: PanelSpec): Frame {
  const projection: GeoProjection =
    spec.projection === 'conic'
      ? geoConicConformal().parallels(spec.parallels!).rotate([-(spec.centre ?? 0), 0]).scale(1).translate([0, 0])
      : geoMercator().rotate([-(spec.box[0] + spec.box[2]) / 2, 0]).scale(1).translate([0, 0]);
  const [w, s, e, n] = spec.box;
  const outline: LonLat[] = [];
  for (let k = 0; k <= 20; k++) {
    const lon = w + ((e - w) * k) / 20;
    const lat = s + ((n - s) * k) / 20;
    outline.push([lon, s], [lon, n], [w, lat], [e, lat]);
  }
  return fitFrame(projection, outline, spec.width, [[[w - 4, s - 4], [e + 4, s - 4], [e + 4, n + 4], [w - 4, n + 4], [w - 4, s - 4]]]);
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const pt = (p: Point): Point => [round1(p[0]), round1(p[1])];
/**
 * A shape's outline in whole board units. The outlines are already simplified to TOLERANCE (0.9 units),
 * so tenths only spent bytes: a whole unit moves a point at most 0.71 units, under that tolerance, and at the
 * closest zoom (a tenth of the board's width across a 390-pixel phone) that is under 2 CSS pixels. Points
 * rounded on one grid keep shared borders shared; a point left on a straight line, or a ring rounded flat, goes.
 */
export function wholeUnitPath(rings: readonly Ring[]): string {
  const whole: Ring[] = [];
  for (const ring of rings) {
    const points: Point[] = [];
    for (const [x, y] of ring) {
      const p: Point = [Math.round(x), Math.round(y)];
      const last = points[points.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
    }
    while (points.length > 1 && points[0][0] === points[points.length - 1][0] && points[0][1] === points[points.length - 1][1]) points.pop();
    const kept = points.filter((p, i) => {
      const a = points[(i + points.length - 1) % points.length];
      const b = points[(i + 1) % points.length];
      return (p[0] - a[0]) * (b[1] - a[1]) !== (p[1] - a[1]) * (b[0] - a[0]);
    });
    if (kept.length >= 3 && ringArea([...kept, kept[0]]) !== 0) whole.push([...kept, kept[0]]);
  }
  return encodePath(whole);
}

const shift = (shape: ClipMultiPolygon, dx: number, dy: number): ClipMultiPolygon => shape.map((poly) => poly.map((ring) => ring.map(([x, y]) => [x + dx, y + dy] as [number, number])));

/** The board picture as the JSON written, and what looked wrong while building it. */
export function buildBelleEpoqueGeometry(): { json: string; warnings: string[] } {
  const landTopology = loadTopology('world-atlas/land-50m.json');
  const countryTopology = loadTopology('world-atlas/countries-50m.json');

  interface Panel {
    id: Continent;
    frame: Frame;
    x: number;
    y: number;
  }
  const frames = Object.fromEntries(CONTINENTS.map((c) => [c, panelFrame(sources.panels[c])])) as Record<Continent, Frame>;
  // Europe and Asia side by side on top; Africa under Europe; the tracks beside Africa.
  const topHeight = Math.max(frames.europe.height, frames.asia.height);
  const panels: Panel[] = [
    { id: 'europe', frame: frames.europe, x: 0, y: 0 },
    { id: 'asia', frame: frames.asia, x: frames.europe.width + GAP, y: 0 },
    { id: 'africa', frame: frames.africa, x: 0, y: topHeight + GAP },
  ];
  const width = frames.europe.width + GAP + frames.asia.width;
  const height = topHeight + GAP + frames.africa.height;

  const out: {
    width: number;
    height: number;
    panels: { id: Continent; x: number; y: number; width: number; height: number; land: string; homes: Record<string, string> }[];
    territories: Record<string, { path: string; area: boolean; at: Point; plate: [number, number, number, number]; leader?: [Point, Point] }>;
    fleetBoxes: Record<Continent, [number, number, number, number]>;
    armsBoxes: Record<string, [number, number, number, number]>;
    tracks: Record<string, [number, number, number, number]>;
  } = { width, height, panels: [], territories: {}, fleetBoxes: {} as Record<Continent, [number, number, number, number]>, armsBoxes: {}, tracks: {} };

  const plates: [number, number, number, number][] = [];
  const warnings: string[] = [];

  for (const panel of panels) {
    const { frame } = panel;
    const land = projectedPolygons(landTopology, 'land', frame, TOLERANCE, MIN_AREA);
    // Countries share Natural Earth's coastline with the land: no need to cut them to it.
    const countries = (names: string[]) => projectedPolygons(countryTopology, 'countries', frame, TOLERANCE, MIN_AREA, (p) => names.includes(p.name as string));
    const homes: Record<string, string> = {};
    for (const [power, names] of Object.entries(sources.homes)) {
      const shape = countries(names);
      if (shape.length) homes[power] = wholeUnitPath(dropSlivers(shift(shape, panel.x, panel.y), MIN_AREA));
    }
    out.panels.push({ id: panel.id, x: panel.x, y: panel.y, width: frame.width, height: frame.height, land: wholeUnitPath(dropSlivers(shift(land, panel.x, panel.y), MIN_AREA)), homes });

    // The boxes first: plates keep clear of them.
    const box = sources.fleetBoxes[panel.id];
    const c: Point = box ? (([x, y]) => [x + panel.x, y + panel.y] as Point)(frame.project(box)) : [panel.x + 8 + FLEET_BOX.width / 2, panel.y + frame.height - 8 - FLEET_BOX.height / 2];
    out.fleetBoxes[panel.id] = [round1(c[0] - FLEET_BOX.width / 2), round1(c[1] - FLEET_BOX.height / 2), FLEET_BOX.width, FLEET_BOX.height];
    const arms = sources.armsBox[panel.id];
    if (arms) {
      const [x, y] = frame.project(arms);
      out.armsBoxes[panel.id] = [round1(x + panel.x - FLEET_BOX.width / 2), round1(y + panel.y - 16), FLEET_BOX.width, 32];
    }

    const taken: ClipPolygon[] = [];
    const drawn: { t: TerritoryData; rings: Ring[]; at: Point; centre: Point }[] = [];
    for (const t of territories.filter((x) => x.continent === panel.id)) {
      const colony = sources.colonies[t.id];
      let shape: ClipMultiPolygon;
      if (colony) {
        const ring = [...colony.ring, colony.ring[0]].map((p) => frame.project(p));
        shape = colony.clip === 'land' ? polygonClipping.intersection([ring], land) : [[ring]];
      } else {
        // Neighbouring countries simplified apart leave hairline holes between them; a minor nation has no real holes.
        shape = countries(sources.minors[t.id] ?? []).map((polygon) => [polygon[0]]);
      }
      // An outline drawn before keeps its land: coarse colony outlines may overlap at their edges.
      if (taken.length && colony?.clip !== 'area') shape = polygonClipping.difference(shape, unionAll(taken));
      shape = polygonClipping.intersection(shape, [frame.ring]);
      taken.push(...shape);
      const rings = dropSlivers(shift(shape, panel.x, panel.y), MIN_AREA) as Ring[];
      if (!rings.length) {
        warnings.push(`${t.id}: nothing drawn`);
        continue;
      }
      const biggest = rings.filter((r) => ringArea(r) !== 0).reduce((a, b) => (Math.abs(ringArea(b)) > Math.abs(ringArea(a)) ? b : a));
      const at = pt(innerPoint([biggest]));
      const wanted = sources.plates[t.id];
      const centre: Point = wanted ? (([x, y]) => [x + panel.x, y + panel.y] as Point)(frame.project(wanted)) : at;
      drawn.push({ t, rings, at, centre });
    }
    const fixed = [out.fleetBoxes[panel.id], ...(out.armsBoxes[panel.id] ? [out.armsBoxes[panel.id]] : [])];
    const centres = spreadPlates(drawn.map((x) => ({ centre: x.centre, nameWidth: nameWidth(x.t) })), fixed, [panel.x, panel.y, frame.width, frame.height]);
    for (const [k, { t, rings, at }] of drawn.entries()) {
      const centre = centres[k];
      const plate: [number, number, number, number] = [round1(centre[0] - PLATE_W / 2), round1(centre[1] - PLATE_H / 2), PLATE_W, PLATE_H];
      const entry: (typeof out.territories)[string] = { path: wholeUnitPath(rings), area: sources.colonies[t.id]?.clip === 'area', at, plate };
      // A plate away from its land points back to it.
      if (!insideShape(centre, rings)) entry.leader = [pt(centre), at];
      for (const other of plates) if (overlaps(plate, other)) warnings.push(`${t.id}: plate overlaps another`);
      plates.push(plate);
      out.territories[t.id] = entry;
    }
  }


  // The tracks, beside Africa: one row each (the component draws their cells).
  {
    const x = frames.africa.width + GAP * 3;
    const w = width - x - GAP;
    let y = topHeight + GAP * 3;
    const row = (id: string, h: number) => {
      out.tracks[id] = [x, y, w, h];
      y += h + GAP * 2;
    };
    row('turn', 44);
    row('order', 44);
    row('prestige', 100);
    row('fleet', 60);
    row('vp', 100);
    if (y > height) warnings.push(`tracks run ${y - height} pixels past the bottom`);
  }
  return { json: JSON.stringify(out) + '\n', warnings };
}

/** How wide a territory's longer name is drawn (bold serif, about 0.56 em a letter). */
function nameWidth(t: TerritoryData): number {
  return Math.max(t.name.en.length, t.name.it.length) * PLATE.nameFont * 0.56;
}

type Rect = [number, number, number, number];

/** What a plate covers: the plate and the name line over it, which may be wider. */
function footprint(centre: Point, nameW: number): Rect {
  const w = Math.max(PLATE_W, nameW);
  return [centre[0] - w / 2, centre[1] - PLATE_H / 2 - PLATE.nameLine, w, PLATE_H + PLATE.nameLine];
}

/**
 * Plates big enough to read no longer fit where they were wanted (the Balkans hold four):
 * each overlapping pair is pushed apart along its shorter overlap, plates off the boxes,
 * all kept inside the panel, until nothing overlaps. Same order, same moves: reproducible.
 */
function spreadPlates(items: { centre: Point; nameWidth: number }[], fixed: Rect[], bounds: Rect): Point[] {
  const at = items.map((i) => [...i.centre] as Point);
  const box = (k: number) => footprint(at[k], items[k].nameWidth);
  const clamp = (k: number) => {
    const [x, y, w, h] = box(k);
    at[k][0] += Math.max(0, bounds[0] + PLATE_MARGIN - x) - Math.max(0, x + w - (bounds[0] + bounds[2] - PLATE_MARGIN));
    at[k][1] += Math.max(0, bounds[1] + PLATE_MARGIN - y) - Math.max(0, y + h - (bounds[1] + bounds[3] - PLATE_MARGIN));
  };
  /** How far `a` must move (dx or dy, the shorter) to clear `b`; null when they do not meet. */
  const push = (a: Rect, b: Rect): Point | null => {
    const right = b[0] + b[2] + PLATE_MARGIN - a[0];
    const left = a[0] + a[2] + PLATE_MARGIN - b[0];
    const down = b[1] + b[3] + PLATE_MARGIN - a[1];
    const up = a[1] + a[3] + PLATE_MARGIN - b[1];
    if (right <= 0 || left <= 0 || down <= 0 || up <= 0) return null;
    const dx = right < left ? right : -left;
    const dy = down < up ? down : -up;
    return Math.abs(dx) < Math.abs(dy) ? [dx, 0] : [0, dy];
  };
  for (let round = 0; round < 500; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const p = push(box(i), box(j));
        if (!p) continue;
        at[i][0] += p[0] / 2;
        at[i][1] += p[1] / 2;
        at[j][0] -= p[0] / 2;
        at[j][1] -= p[1] / 2;
        moved = true;
      }
      for (const f of fixed) {
        const p = push(box(i), f);
        if (!p) continue;
        at[i][0] += p[0];
        at[i][1] += p[1];
        moved = true;
      }
    }
    at.forEach((_, k) => clamp(k));
    if (!moved) break;
  }
  return at;
}

function overlaps(a: readonly number[], b: readonly number[]): boolean {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

if (runAsScript) {
  const { json, warnings } = buildBelleEpoqueGeometry();
  const target = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : join(mapDir, 'geometry.json');
  writeFileSync(target, json);
  for (const w of warnings) console.warn('warning:', w);
  console.log(`${target}: ${json.length} bytes`);
}
