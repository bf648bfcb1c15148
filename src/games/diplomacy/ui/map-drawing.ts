/**
 * Drawing the Diplomacy board: SVG templates for centres, labels, units, build
 * sites and orders, from the generated map picture. No state and no events:
 * <dip-map> calls these and wires the input.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { escapeXml } from '../../../platform/xml-text';
import type { Lang } from '../../../platform/game';
import type { Loc, ProvinceId, UnitData, UnitType } from '../engine/types';
import type { Position } from '../engine/position';
import { adjustmentsOwed, buildableCentres } from '../engine/position';
import { printOrder, type Notation } from '../engine/notation';
import { describeOutcome, type Outcome } from '../engine/adjudicator/outcome';
import type { PowerId } from '../../../platform/game';
import type { Order } from '../engine/types';
import { board } from './board';
import type { Point } from './map-geometry';
import { text, type TextKey } from './i18n';


/** An order to draw: a draft (maybe with a problem) or a result with its outcome. */
export interface MapOrder {
  power: PowerId;
  order: Order;
  /** Why a draft would be refused, in the UI language. */
  problem?: string;
  outcome?: Outcome;
}

/** The language and notation the marks' notes are written in. */
export interface Words {
  lang: Lang;
  notation: Notation;
}

export const UNIT_RADIUS = 11;
/** Offset of a dislodged unit from the unit that beat it. */
export const DISLODGED_OFFSET: Point = [11, -10];
export const LAND = '#efe7d2';

export function mix(colour: string, base: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const a = parse(colour);
  const b = parse(base);
  return '#' + a.map((value, i) => Math.round(value * amount + b[i] * (1 - amount)).toString(16).padStart(2, '0')).join('');
}

/** Black or white, whichever reads better on the power's colour. */
export function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? '#111' : '#fff';
}

export const provinceOfLoc = (loc: Loc) => board().map.provinceOf(loc);

/** A place's full name, with its coast when it has one: "St Petersburg (south coast)". */
export function locName(loc: Loc, lang: Lang): string {
  const coast = board().map.coastOf(loc);
  const name = board().map.province(provinceOfLoc(loc))?.name[lang] ?? provinceOfLoc(loc);
  return coast ? `${name} (${text(lang, `coast_${coast}` as TextKey)})` : name;
}

/** A unit's one accessible name, on the map and in the lists alike: "Fleet, St Petersburg (south coast), Russia". */
export function unitName(unit: UnitData, lang: Lang): string {
  return text(lang, 'unitName', {
    kind: text(lang, unit.type === 'A' ? 'army' : 'fleet'),
    place: locName(unit.loc, lang),
    power: board().map.power(unit.power)?.name[lang] ?? unit.power,
  }) + (unit.pass ? text(lang, 'inPass', { place: locName(unit.pass, lang) }) : '') + namedText(unit, lang);
}

/** A named unit's name, strength and troops (the named-units option), or nothing. */
function namedText(unit: UnitData, lang: Lang): string {
  const entry = unit.named === undefined ? undefined : board().module.config.roster?.[unit.named];
  if (!entry) return '';
  return text(lang, 'namedUnit', { name: board().unitNames?.[entry.name]?.[lang] ?? entry.name, strength: lang === 'it' ? String(entry.strength).replace('.', ',') : String(entry.strength), troops: entry.troops[lang] });
}

export function unitPoint(loc: Loc): Point {
  return board().geometry.coasts[loc] ?? board().geometry.provinces[provinceOfLoc(loc)].unit;
}

export function labelPoint(province: ProvinceId): Point {
  return board().geometry.provinces[province].label;
}

/** A point `by` pixels from `from` towards `to`. */
export function along(from: Point, to: Point, by: number): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [from[0] + ((to[0] - from[0]) * by) / length, from[1] + ((to[1] - from[1]) * by) / length];
}

export function shortened(from: Point, to: Point, start: number, end: number): [Point, Point] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (length <= start + end + 2) return [from, to];
  return [along(from, to, start), along(to, from, end)];
}

export const fmt = (n: number) => Math.round(n * 10) / 10;

/** Every space, filled by its owner's colour, named for screen readers (<dip-map> chooses the one Tab reaches). */
export function drawSpaces(position: Position, lang: Lang) {
  const owners = position.owners;
  // River sectors lie over the land they cross: drawn last.
  const provinces = [...board().map.data.provinces.filter((p) => p.kind !== 'river'), ...board().map.data.provinces.filter((p) => p.kind === 'river')];
  // One piece of markup, parsed by the browser at once: 75 to 88 spaces of seven attributes each, made as
  // template parts, were the largest part of the board's first drawing on a phone. Every space is out of
  // the tab order here; <dip-map> puts the one with the keyboard's focus back in it (roving focus).
  return unsafeSVG(provinces.map((province) => {
    const river = province.kind === 'river';
    const sea = province.kind === 'sea' || river;
    const owner = province.supplyCenter ? owners[province.id] : undefined;
    const colour = owner ? board().map.power(owner)!.color : undefined;
    const fill = river ? 'var(--river)' : sea ? 'var(--sea)' : province.kind === 'impassable' ? 'url(#hatch)' : colour ? mix(colour, LAND, 0.3) : LAND;
    const description = province.supplyCenter ? (owner ? text(lang, 'centreOf', { power: board().map.power(owner)!.name[lang] }) : text(lang, 'neutralCentre')) : '';
    const role = province.kind === 'impassable' ? 'img' : 'button';
    // Every value escaped, those from the bundled map data too: a map added later cannot write markup.
    return `<path class="space ${river ? 'river' : sea ? 'sea' : 'land'}" d="${escapeXml(board().geometry.provinces[province.id].d)}" fill="${escapeXml(fill)}" fill-rule="evenodd" data-province="${escapeXml(province.id)}" role="${role}" tabindex="-1" aria-label="${escapeXml(province.name[lang])}"${description ? ` aria-description="${escapeXml(description)}"` : ''}></path>`;
  }).join(''));
}

/** Units, then dislodged units beside the unit that beat them with a line to each open retreat. */
export function drawUnits(position: Position, selected: UnitData | null, nameOf: (unit: UnitData, dislodged: boolean) => string) {
  // An army in a mountain pass: a dashed arrow half-way towards where it is going (seed 003's two-phase crossing).
  const passes = position.units.filter((u) => u.pass).map((unit) => {
    const from = unitPoint(unit.loc);
    const to = unitPoint(unit.pass!);
    const [a, b] = shortened(from, along(from, to, Math.hypot(to[0] - from[0], to[1] - from[1]) * 0.6), UNIT_RADIUS + 1, 0);
    return svg`<path class="pass-route" d="M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}" aria-hidden="true"></path>`;
  });
  const units = position.units.map((unit) => drawUnit(unit, unitPoint(unit.loc), false, unit === selected, nameOf(unit, false)));
  const dislodged = position.dislodged.map((d) => {
    const [x, y] = unitPoint(d.unit.loc);
    const at: Point = [x + DISLODGED_OFFSET[0], y + DISLODGED_OFFSET[1]];
    const options = d.retreats.map((loc) => {
      const [a, b] = shortened(at, unitPoint(loc), 8, 10);
      return svg`<path class="retreat-option" d="M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}"></path>`;
    });
    return svg`${options}${drawUnit(d.unit, at, true, d.unit === selected, nameOf(d.unit, true))}`;
  });
  return svg`${passes}${units}${dislodged}`;
}

/** An order's colour is its power's; the outline is black or white, whichever sets that colour off. */
export function orderInks(power: PowerId): { colour: string; outline: string } {
  const colour = board().map.power(power)?.color ?? '#1b1b1b';
  return { colour, outline: inkOn(colour) };
}

/** Arrow heads per power (orders that stand) and per problem status, and the hatching of impassable land. */
export function drawDefs() {
  const arrow = (id: string, colour: string, outline: string) =>
    svg`<marker id=${id} viewBox="-1 -1 12 12" refX="7" refY="5" markerWidth="3.6" markerHeight="3.6" orient="auto-start-reverse" markerUnits="strokeWidth">
      <path d="M0 0L10 5L0 10z" fill=${colour} stroke=${outline} stroke-width="0.9" stroke-linejoin="round"></path></marker>`;
  const powers = board().map.data.powers.map((power) => arrow(`arrow-ok-${power.id}`, power.color, inkOn(power.color)));
  return svg`<defs>
    ${powers}${arrow('arrow-failed', '#c62828', '#fff')}${arrow('arrow-illegal', '#b35c00', '#fff')}${arrow('arrow-void', '#777777', '#fff')}
    <pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="5" height="5" fill="#cfc6b0"></rect><path d="M0 0V5" stroke="#a99d82" stroke-width="1.6"></path>
    </pattern>
  </defs>`;
}

/** Supply centres, each with its owner's colour and letter. */
export function drawCentres(position: Position) {
  return unsafeSVG(board().map.data.provinces
    .filter((p) => p.supplyCenter)
    .map((province) => {
      const [x, y] = board().geometry.provinces[province.id].centre!;
      const owner = position.owners[province.id];
      const power = owner ? board().map.power(owner) : undefined;
      const mark = power ? `<text class="centre-letter" x="${x}" y="${y + 0.3}" fill="${escapeXml(inkOn(power.color))}">${escapeXml(power.letter)}</text>` : `<circle cx="${x}" cy="${y}" r="1.4" fill="#2b2418"></circle>`;
      return `<g aria-hidden="true" class="centre-mark"><circle class="centre" cx="${x}" cy="${y}" r="4.6" fill="${escapeXml(power ? power.color : '#fffdf6')}"></circle>${mark}</g>`;
    }).join(''));
}

/** Every space's abbreviation in the chosen notation. */
export function drawLabels(notation: Notation) {
  return unsafeSVG(board().map.data.provinces.map((province) => {
    const [x, y] = labelPoint(province.id);
    return `<text class="label ${province.kind === 'sea' ? 'sea' : ''}" x="${x}" y="${y}" aria-hidden="true">${escapeXml(province.abbr[notation])}</text>`;
  }).join(''));
}

/** Where each power owed a build may build (seed 000 adjustments). */
export function drawBuildSites(position: Position) {
  if (position.phase !== 'adjustment') return nothing;
  return board().map.data.powers.flatMap((power) => {
    if (adjustmentsOwed(board().map, position, power.id) <= 0) return [];
    return buildableCentres(board().map, position, power.id).map((province) => {
      const [x, y] = board().geometry.provinces[province].unit;
      return svg`<g aria-hidden="true"><circle class="build-site" cx=${x} cy=${y} r="10" stroke=${power.color}></circle>
        <path class="build-plus" d="M${x - 4} ${y}h8M${x} ${y - 4}v8" stroke=${power.color}></path></g>`;
    });
  });
}

/** A unit counter; `name` is its accessible name. */
export function drawUnit(unit: UnitData, [x, y]: Point, dislodged: boolean, selected: boolean, name: string) {
  const power = board().map.power(unit.power)!;
  const ink = inkOn(power.color);
  return svg`<g class="unit ${dislodged ? 'dislodged' : ''} ${selected ? 'selected' : ''}" transform="translate(${fmt(x)} ${fmt(y)})"
    data-province=${provinceOfLoc(unit.loc)} role="img" aria-label=${name}>
    ${unit.named === undefined ? nothing : svg`<title>${name}</title>`}
    ${unitShape(unit.type, power.color)}
    <text class="letter" y=${unit.type === 'F' ? 1.8 : 0.4} fill=${ink}>${power.letter}</text>
    ${unit.pass ? svg`<path class="pass-badge" d="M4 -6L9.5 -15L15 -6z"></path>` : nothing}
  </g>`;
}

/** Orders as arrows, circles and crosses; a failed order carries a tappable cross with its reason. */
export function drawOrders(orders: MapOrder[], position: Position, words: Words) {
  // A convoy is drawn once per convoyed army: one dotted path from the army
  // through its fleets to the landing, which is also the army's move arrow.
  const convoys = new Map<string, ConvoyGroup>();
  const keyOf = (army: ProvinceId, to: ProvinceId) => `${army}>${to}`;
  for (const entry of orders) {
    if (entry.order.kind !== 'convoy') continue;
    const key = keyOf(entry.order.army, entry.order.to);
    const group = convoys.get(key) ?? { power: entry.power, army: entry.order.army, to: entry.order.to, fleets: [], status: 'ok', notes: [] };
    group.fleets.push(entry.order.unit.loc);
    const status = statusOf(entry);
    if (status !== 'ok') group.status = status;
    const note = noteOf(entry, words);
    if (note) group.notes.push(note);
    convoys.set(key, group);
  }
  const marks: SVGTemplateResult[] = [];
  for (const entry of orders) {
    const order = entry.order;
    if (order.kind === 'convoy') continue;
    const status = statusOf(entry);
    const note = noteOf(entry, words);
    const group = order.kind === 'move' && order.unit.type !== 'F' ? convoys.get(keyOf(provinceOfLoc(order.unit.loc), provinceOfLoc(order.to))) : undefined;
    if (group) {
      // The army's own result decides the colour; the fleets' problems are listed too.
      if (status !== 'ok' || group.status === 'ok') group.status = status;
      group.power = entry.power;
      if (note) group.notes.unshift(note);
      continue;
    }
    marks.push(drawOrder(entry, status, note, position));
  }
  for (const group of convoys.values()) marks.unshift(drawConvoy(group));
  return marks;
}

function statusOf(entry: MapOrder): 'ok' | 'failed' | 'illegal' | 'void' {
  if (entry.problem) return 'illegal';
  if (!entry.outcome) return 'ok';
  return entry.outcome.status === 'succeeds' ? 'ok' : entry.outcome.status === 'fails' ? 'failed' : entry.outcome.status === 'illegal' ? 'illegal' : 'void';
}

/** The sentence shown on hover or tap of a failed order's mark. */
function noteOf(entry: MapOrder, { lang, notation }: Words): string {
  const placeName = (province: ProvinceId) => board().map.province(province)?.name[lang] ?? province;
  const reason = entry.problem ?? (entry.outcome && entry.outcome.status !== 'succeeds' ? describeOutcome(entry.outcome, lang, placeName) : '');
  return reason ? text(lang, 'orderMark', { order: printOrder(entry.order, board().map, notation), reason }) : '';
}

/** An order's line in its power's colour over an outline; a problem's colour (CSS) overrides the power's. */
function line(points: Point[], kind: string, status: string, arrow: boolean, power: PowerId) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('');
  const { colour, outline } = orderInks(power);
  const head = status === 'ok' ? `url(#arrow-ok-${power})` : `url(#arrow-${status})`;
  return svg`<path class="order-halo ${kind}" d=${d} stroke=${outline}></path>
    <path class="order ${kind} ${status}" d=${d} stroke=${colour} marker-end=${arrow ? head : nothing}></path>`;
}

/** A tappable cross on a failed or illegal order, carrying its reason. */
function cross([x, y]: Point, status: string, note: string) {
  if (!note || status === 'ok') return nothing;
  return svg`<g class="cross ${status}" data-tip=${note} data-at="${fmt(x)} ${fmt(y)}" transform="translate(${fmt(x)} ${fmt(y)})">
    <title>${note}</title>
    <circle r="5.2"></circle><path d="M-2.4 -2.4L2.4 2.4M2.4 -2.4L-2.4 2.4"></path></g>`;
}

function drawOrder(entry: MapOrder, status: string, note: string, position: Position) {
  const order = entry.order;
  const { colour, outline } = orderInks(entry.power);
  switch (order.kind) {
    case 'hold': {
      const [x, y] = unitPoint(order.unit.loc);
      return svg`<g><circle class="order-halo" cx=${x} cy=${y} r="13" stroke=${outline}></circle>
        <circle class="order hold ${status}" cx=${x} cy=${y} r="13" stroke=${colour}></circle>
        ${cross([x + 11, y - 11], status, note)}</g>`;
    }
    case 'move':
    case 'retreat': {
      const start = unitPoint(order.unit.loc);
      const from: Point = order.kind === 'retreat' ? [start[0] + DISLODGED_OFFSET[0], start[1] + DISLODGED_OFFSET[1]] : start;
      const to = unitPoint(order.to);
      const [a, b] = shortened(from, to, UNIT_RADIUS, UNIT_RADIUS - 1);
      const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      return svg`<g>${line([a, b], 'move', status, true, entry.power)}${cross(middle, status, note)}</g>`;
    }
    case 'support': {
      const from = unitPoint(order.unit.loc);
      const supported = unitPoint(order.supported.loc);
      if (order.to === undefined) {
        const [a, b] = shortened(from, supported, UNIT_RADIUS, 13);
        return svg`<g>${line([a, b], 'support', status, false, entry.power)}
          <circle class="order support ${status}" cx=${supported[0]} cy=${supported[1]} r="13" stroke=${colour}></circle>${cross(along(b, a, 6), status, note)}</g>`;
      }
      const target = unitPoint(order.to);
      const [s, e] = shortened(supported, target, UNIT_RADIUS, UNIT_RADIUS);
      const aim: Point = [(s[0] + e[0]) / 2, (s[1] + e[1]) / 2];
      const [a, b] = shortened(from, aim, UNIT_RADIUS, 2);
      return svg`<g>${line([a, b], 'support', status, true, entry.power)}${cross([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], status, note)}</g>`;
    }
    case 'build': {
      const [x, y] = unitPoint(order.loc);
      const power = board().map.power(entry.power)!;
      return svg`<g aria-hidden="true" opacity="0.85">
        <g transform="translate(${x} ${y})">${unitShape(order.unitType, power.color)}<text class="letter" y="0.6" fill=${inkOn(power.color)}>+</text></g>
        ${cross([x + 11, y - 11], status, note)}</g>`;
    }
    case 'disband': {
      const base = unitPoint(order.unit.loc);
      const [x, y] = position.phase === 'retreat' && position.dislodged.length ? [base[0] + DISLODGED_OFFSET[0], base[1] + DISLODGED_OFFSET[1]] : base;
      const d = `M${x - 10} ${y - 10}L${x + 10} ${y + 10}M${x + 10} ${y - 10}L${x - 10} ${y + 10}`;
      return svg`<g><path class="order-halo" d=${d} stroke=${outline}></path>
        <path class="order ${status}" d=${d} stroke=${colour}></path>${cross([x + 12, y - 12], status, note)}</g>`;
    }
    default:
      return svg``;
  }
}

function drawConvoy(group: ConvoyGroup) {
  // Fleets in chain order: each next fleet is the nearest to the last point.
  const path: Point[] = [unitPoint(group.army)];
  const left = group.fleets.map(unitPoint);
  while (left.length) {
    const last = path[path.length - 1];
    left.sort((p, q) => Math.hypot(q[0] - last[0], q[1] - last[1]) - Math.hypot(p[0] - last[0], p[1] - last[1]));
    path.push(left.pop()!);
  }
  const end = unitPoint(group.to);
  path.push(end);
  const [first] = shortened(path[0], path[1], UNIT_RADIUS, 0);
  const [, last] = shortened(path[path.length - 2], end, 0, UNIT_RADIUS);
  const points = [first, ...path.slice(1, -1), last];
  const note = group.notes.join(' · ');
  return svg`<g>${line(points, 'convoy', group.status, true, group.power)}${cross(path[1], group.status, note)}</g>`;
}

interface ConvoyGroup {
  /** The army's power when it was ordered, else the first convoying fleet's. */
  power: PowerId;
  army: ProvinceId;
  to: ProvinceId;
  fleets: Loc[];
  status: string;
  notes: string[];
}

/** Army: a square counter; fleet: a hull with a mast. The shapes differ even in greyscale. */
export function unitShape(type: UnitType, colour: string) {
  return type === 'A'
    ? svg`<rect class="body" x="-9.5" y="-8" width="19" height="16" rx="3.5" fill=${colour}></rect>`
    : svg`<path class="body" d="M-13 -4H13L8 7.5H-8Z M-1 -4V-10.5H1V-4Z" fill=${colour}></path>`;
}
