/**
 * The printed map as one SVG string, built once per language from the board
 * data: terrain, the 1914 borders, coasts, lakes and straits, crossing arrows,
 * railways, places, seas, the Caucasus inset and the transit areas. Nothing on
 * it changes during play, so the browser parses it once (the counters and
 * highlights are drawn on top by Lit).
 */
import hexesJson from '../../../../maps/wwi/hexes.json';
import type { Board, Hex } from '../engine/board';
import { DIRECTIONS, neighbourId } from '../engine/hex';
import type { Lang } from '../../../platform/game';
import { HEX, type Point, boardExtent, hexOutline, hexPoint, hexsideEnds, insetFrame, round, transitBox } from './geometry';
import { nationLook } from './nations';
import { hexNumberPath } from './hex-numbers';
import { SEA_NAMES, TRANSIT_NAMES, MAP_WORDS, cityName } from './map-words';
import { escapeXml } from '../../../platform/xml-text';

const SEA_FILL = '#b9d4e8';
const PROHIBITED_FILL = '#e9e4d8';

function centroid(points: Point[]): Point {
  const sum = points.reduce((a, p) => ({ x: a.x + p.x, y: a.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** Land hexes of the same nation on the same sheet share a fill; the rest of the work is per hexside. */
export function buildStaticMap(board: Board, lang: Lang): string {
  const extent = boardExtent(board);
  const out: string[] = [];
  out.push(`<defs>
<pattern id="wwi-rough" width="10" height="8" patternUnits="userSpaceOnUse"><path d="M1 7 L4 2.5 L7 7" fill="none" stroke="#7b6a4f" stroke-width="0.9" stroke-linejoin="round"/></pattern>
<pattern id="wwi-prohibited" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#cfc7b4" stroke-width="1.4"/></pattern>
<marker id="wwi-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#0b3d91"/></marker>
</defs>`);
  out.push(`<rect x="${extent.x}" y="${extent.y}" width="${extent.width}" height="${extent.height}" fill="${SEA_FILL}"/>`);

  // One path per fill rather than one polygon per hex: ~20 elements instead of ~1,800 for the browser to parse and lay out.
  const land: Hex[] = [];
  const outlines = { sea: [] as string[], land: [] as string[], prohibited: [] as string[], rough: [] as string[] };
  const byFill = new Map<string, string[]>();
  const ids: string[] = [];
  for (const hex of board.allHexes()) {
    const c = hexPoint(hex.id, hex.map);
    const outline = hexOutline(c);
    if (hex.terrain === 'sea') {
      outlines.sea.push(outline);
      continue;
    }
    land.push(hex);
    const fill = hex.terrain === 'prohibited' ? PROHIBITED_FILL : nationLook(hex.nation).land;
    const sameFill = byFill.get(fill);
    if (sameFill) sameFill.push(outline);
    else byFill.set(fill, [outline]);
    outlines.land.push(outline);
    if (hex.terrain === 'prohibited') outlines.prohibited.push(outline);
    if (hex.terrain === 'rough') outlines.rough.push(hexOutline(c, HEX * 0.92));
    if (hex.terrain !== 'prohibited') ids.push(hexNumberPath(hex.id, { x: c.x, y: c.y - HEX * 0.62 }));
  }
  const fills = [...byFill].map(([fill, shapes]) => `<path d="${shapes.join('')}" fill="${fill}"/>`);
  out.push(`<g class="terrain"><path d="${outlines.sea.join('')}" fill="none" stroke="#a6c4dc" stroke-width="0.5"/>${fills.join('')}`
    + `<path d="${outlines.land.join('')}" fill="none" stroke="#9c9583" stroke-width="0.45"/>`
    + `<path d="${outlines.prohibited.join('')}" fill="url(#wwi-prohibited)"/><path d="${outlines.rough.join('')}" fill="url(#wwi-rough)"/></g>`);

  // Hexsides: coasts, 1914 borders, water between land hexes, blocked sides, crossing arrows.
  const coasts: string[] = [];
  const borders: string[] = [];
  const waters: string[] = [];
  const blocked: string[] = [];
  const arrows: string[] = [];
  const rails: string[] = [];
  const seen = new Set<string>();
  for (const hex of land) {
    const c = hexPoint(hex.id, hex.map);
    DIRECTIONS.forEach((direction, i) => {
      const otherId = neighbourId(hex.id, direction);
      const other = otherId && board.has(otherId) && board.hex(otherId).map === hex.map ? board.hex(otherId) : null;
      const [a, b] = hexsideEnds(c, i);
      const segment = `M${round(a.x)} ${round(a.y)}L${round(b.x)} ${round(b.y)}`;
      if (!other || other.terrain === 'sea') {
        coasts.push(segment);
        return;
      }
      const key = hex.id < other.id ? `${hex.id}${other.id}` : `${other.id}${hex.id}`;
      if (seen.has(key)) return;
      seen.add(key);
      const kind = board.side(hex.id, direction);
      if (kind === 'sea' || kind === 'lake') waters.push(segment);
      else if (kind === 'blocked') blocked.push(segment);
      if (kind === 'crossing') {
        const o = hexPoint(other.id, other.map);
        waters.push(segment);
        arrows.push(`M${round(c.x + (o.x - c.x) * 0.2)} ${round(c.y + (o.y - c.y) * 0.2)}L${round(c.x + (o.x - c.x) * 0.8)} ${round(c.y + (o.y - c.y) * 0.8)}`);
      }
      if ((hex.nation ?? '') !== (other.nation ?? '') && kind !== 'sea' && kind !== 'lake') borders.push(segment);
      if (board.isRailSide(hex.id, direction)) {
        const o = hexPoint(other.id, other.map);
        rails.push(`M${round(c.x)} ${round(c.y)}L${round(o.x)} ${round(o.y)}`);
      }
    });
  }
  out.push(`<path d="${waters.join('')}" fill="none" stroke="#3f7fb8" stroke-width="3" stroke-linecap="round"/>`);
  out.push(`<path d="${coasts.join('')}" fill="none" stroke="#4a7ca6" stroke-width="1.3" stroke-linecap="round"/>`);
  out.push(`<path d="${borders.join('')}" fill="none" stroke="#fffdf6" stroke-width="3.6" stroke-linecap="round" opacity="0.8"/>`);
  out.push(`<path d="${borders.join('')}" fill="none" stroke="#6b2d2d" stroke-width="1.7" stroke-dasharray="5 2.2 1.2 2.2" stroke-linecap="butt"/>`);
  out.push(`<path d="${blocked.join('')}" fill="none" stroke="#2b2b2b" stroke-width="3.2" stroke-linecap="round"/>`);
  out.push(`<path d="${rails.join('')}" fill="none" stroke="#2c2a27" stroke-width="3.4" stroke-dasharray="0.9 2.6" class="rail-ties"/>`);
  out.push(`<path d="${rails.join('')}" fill="none" stroke="#2c2a27" stroke-width="1.1"/>`);
  out.push(`<path d="${arrows.join('')}" fill="none" stroke="#0b3d91" stroke-width="1.8" marker-end="url(#wwi-arrow)" marker-start="url(#wwi-arrow)"/>`);

  // Places: resource centres (squares), objectives (ringed), other cities (dots).
  const places: string[] = [];
  const labels: string[] = [];
  for (const hex of land) {
    if (!hex.city) continue;
    const c = hexPoint(hex.id, hex.map);
    const y = c.y + HEX * 0.12;
    if (hex.resource) places.push(`<rect x="${round(c.x - 3.4)}" y="${round(y - 3.4)}" width="6.8" height="6.8" fill="#b3261e" stroke="#fff" stroke-width="1"/>`);
    else places.push(`<circle cx="${round(c.x)}" cy="${round(y)}" r="2.6" fill="#1d232b" stroke="#fff" stroke-width="0.8"/>`);
    if (hex.objective) places.push(`<circle cx="${round(c.x)}" cy="${round(y)}" r="5.6" fill="none" stroke="#1d232b" stroke-width="1.1"/>`);
    labels.push(`<text x="${round(c.x)}" y="${round(c.y + HEX * 0.72)}" class="city">${escapeXml(cityName(hex.city, lang))}</text>`);
  }
  out.push(`<g class="places">${places.join('')}</g>`);

  // Nations and seas, in big faint letters under the counters.
  const byNation = new Map<string, Point[]>();
  const bySea = new Map<string, Point[]>();
  for (const hex of board.allHexes()) {
    if (hex.map !== 'main') continue;
    const c = hexPoint(hex.id, hex.map);
    if (!hex.nation || hex.terrain === 'sea') continue;
    const points = byNation.get(hex.nation);
    if (points) points.push(c);
    else byNation.set(hex.nation, [c]);
  }
  for (const [seaId, points] of seaHexes(board)) bySea.set(seaId, points);
  const nationLabels: string[] = [];
  for (const [nation, points] of byNation) {
    if (points.length < 6 || nation === 'switzerland') continue;
    const c = NATION_LABEL_AT[nation] ? hexPoint(NATION_LABEL_AT[nation]) : centroid(points);
    nationLabels.push(`<text x="${round(c.x)}" y="${round(c.y)}" class="nation">${escapeXml(nationLook(nation).name[lang].toUpperCase())}</text>`);
  }
  for (const [sea, points] of bySea) {
    const name = SEA_NAMES[sea]?.[lang];
    if (!name) continue;
    const c = SEA_LABEL_AT[sea] ? hexPoint(SEA_LABEL_AT[sea]) : centroid(points);
    nationLabels.push(`<text x="${round(c.x)}" y="${round(c.y)}" class="sea">${escapeXml(name)}</text>`);
  }
  out.push(`<g class="names">${nationLabels.join('')}</g>`);
  out.push(`<g class="labels">${labels.join('')}<path class="hexid" d="${ids.join('')}"/></g>`);

  // The Caucasus inset and the transit areas.
  const frame = insetFrame(board);
  out.push(`<rect x="${round(frame.x)}" y="${round(frame.y)}" width="${round(frame.width)}" height="${round(frame.height)}" fill="none" stroke="#1d232b" stroke-width="1.6"/>`);
  out.push(`<text x="${round(frame.x + 6)}" y="${round(frame.y + 14)}" class="inset-title">${escapeXml(MAP_WORDS.caucasus[lang])}</text>`);
  for (const [area, record] of board.transitAreas) {
    const box = transitBox(board, area);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (const entry of record.entries) {
      const p = hexPoint(entry, board.hex(entry).map);
      out.push(`<path d="M${round(centre.x)} ${round(centre.y)}L${round(p.x)} ${round(p.y)}" stroke="#5a3d7a" stroke-width="1.6" stroke-dasharray="4 3" fill="none"/>`);
    }
    out.push(`<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="4" fill="#f4eefb" stroke="#5a3d7a" stroke-width="1.6"/>`);
    out.push(`<text x="${round(centre.x)}" y="${round(box.y + 10)}" class="transit-title">${escapeXml(TRANSIT_NAMES[area]?.[lang] ?? record.name)}</text>`);
  }
  return out.join('\n');
}

/** Sea hexes grouped by sea name (read from the raw records through the board's water sides is not enough for open sea). */
function seaHexes(board: Board): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const hex of board.allHexes()) {
    if (hex.terrain !== 'sea' || hex.map !== 'main') continue;
    const sea = SEA_OF_HEX.get(hex.id);
    if (!sea) continue;
    const points = out.get(sea);
    if (points) points.push(hexPoint(hex.id));
    else out.set(sea, [hexPoint(hex.id)]);
  }
  return out;
}

/** The Board keeps no name for open sea hexes, so read it from the map file. */
const SEA_OF_HEX = new Map<string, string>(
  (hexesJson as { hexes: { id: string; sea?: string }[] }).hexes.filter((h) => h.sea).map((h) => [h.id, h.sea!]),
);

/** Hand-placed labels where a centroid would fall on land or off the sheet. */
const NATION_LABEL_AT: Record<string, string> = {
  russia: '3409',
  'austria-hungary': '2017',
  germany: '1510',
  france: '0217',
  turkey: '3530',
  italy: '1224',
};
const SEA_LABEL_AT: Record<string, string> = {
  // The hexes named Atlantic lie far apart on the sheet (west, north, south): their centroid falls in Austria-Hungary.
  atlantic: '0111',
  mediterranean: '1530',
  'black-sea': '3724',
  baltic: '1805',
  'north-sea': '0806',
};
