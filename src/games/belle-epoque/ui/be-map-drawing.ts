/**
 * SVG templates of the Belle Époque board: the continent panels, territories with
 * their plates of cube spaces, the fleet boxes (8.8), Africa's arms-rate box (8.9)
 * and the tracks (turn and era 6.1, turn order 8.10, prestige 11.0, fleets 8.1, VP 10.0).
 * Coordinates come from maps/belle-epoque/geometry.json.
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import geometryJson from '../../../../maps/belle-epoque/geometry.json';
import { loadBelleEpoqueData, POWER_IDS, type Continent, type PowerId } from '../engine/data';
import { effectivePrestige, holderOf } from '../engine/board';
import type { BelleEpoqueState, Space } from '../engine/state';
import { NAME_RISE, PLATE, spaceCentre } from './plate-metrics';
import { armsRate, colourClass, CONTINENT_NAMES, cubeLook, eraOf, fleetBoxLabel, fleetGlyph, fleetsIn, ownerName, POWER_COLOURS, POWER_LETTERS, territoryLabel, type Lang } from './map-layout';

type Rect = [number, number, number, number];
type Point = [number, number];
export interface BeGeometry {
  width: number;
  height: number;
  panels: { id: Continent; x: number; y: number; width: number; height: number; land: string; homes: Record<string, string> }[];
  territories: Record<string, { path: string; area: boolean; at: Point; plate: Rect; leader?: [Point, Point] }>;
  fleetBoxes: Record<Continent, Rect>;
  armsBoxes: Record<string, Rect>;
  tracks: Record<'turn' | 'order' | 'prestige' | 'fleet' | 'vp', Rect>;
}
export const geometry = geometryJson as unknown as BeGeometry;
const d = loadBelleEpoqueData();
const CUBE = PLATE.cube;
/** Where a text's baseline goes to sit centred on y: a third of its size below. */
const mid = (y: number, font: number) => y + font * 0.35;

export interface MapView {
  state: BelleEpoqueState;
  lang: Lang;
  selectable: readonly string[];
  selected: string | null;
  contest: { territory: string; space: number } | null;
}

const T = {
  en: { turn: 'Turn', era: 'Era', order: 'Turn order', next: 'Next', prestige: 'Prestige', fleet: 'Fleet track', vp: 'Victory points', fleets: 'Fleets', armsAfrica: 'Africa arms sale', army: 'army', cube: 'cube', scoring: 'scoring', setup: 'set-up', vpShort: 'VP' },
  it: { turn: 'Turno', era: 'Era', order: 'Ordine di turno', next: 'Prossimo', prestige: 'Prestigio', fleet: 'Tracciato flotte', vp: 'Punti vittoria', fleets: 'Flotte', armsAfrica: "Vendita d'armi Africa", army: 'esercito', cube: 'cubo', scoring: 'punteggio', setup: 'preparazione', vpShort: 'PV' },
} as const;
const ERA_YEARS = ['1880–1890', '1891–1902', '1903–1914'];
const ROMAN = ['I', 'II', 'III'];

export function panelsTemplate(lang: Lang): SVGTemplateResult {
  return svg`${geometry.panels.map(
    (p) => svg`<g class="panel">
      <rect class="sea" x=${p.x} y=${p.y} width=${p.width} height=${p.height}></rect>
      <path class="land" d=${p.land}></path>
      ${POWER_IDS.map((power) => (p.homes[power] ? svg`<path class="home ${colourClass('f', POWER_COLOURS[power])}" d=${p.homes[power]}></path>` : nothing))}
      <text class="panel-title" x=${p.x + p.width - 10} y=${p.y + 24} text-anchor="end">${CONTINENT_NAMES[p.id][lang]}</text>
    </g>`,
  )}`;
}

/** A territory's land, coloured by the power holding it (lightly; its name says who). */
export function territoryShape(view: MapView, id: string): SVGTemplateResult {
  const g = geometry.territories[id];
  const holder = holderOf(view.state, id);
  const kind = d.territories.find((t) => t.id === id)!.kind;
  const colour = holder ? colourClass('f', POWER_COLOURS[holder]) : '';
  const pickable = view.selectable.includes(id) ? 'pickable' : '';
  const selected = view.selected === id ? 'selected' : '';
  return svg`<path class="shape ${kind} ${g.area ? 'area' : ''} ${holder ? 'held' : ''} ${pickable} ${selected} ${colour}" data-territory=${id} d=${g.path}></path>`;
}

/** One cube, or a free space showing its die face (6.2). */
function cube(space: Space, at: Point, face: number, contested: boolean): SVGTemplateResult {
  const [x, y] = at;
  const base = cubeLook(space.cube);
  const h = CUBE / 2;
  const body =
    base.kind === 'free'
      ? svg`<rect class="free" x=${x - h} y=${y - h} width=${CUBE} height=${CUBE} rx="2"></rect><text class="face" x=${x} y=${mid(y, PLATE.detailFont)}>${face}</text>`
      : svg`<rect class="cube ${base.kind} ${colourClass('f', base.fill)}" x=${x - h} y=${y - h} width=${CUBE} height=${CUBE} rx="2"></rect><text class="glyph ${base.glyph.length > 1 ? 'two' : ''} ${colourClass('f', base.ink)}" x=${x} y=${mid(y, base.glyph.length > 1 ? PLATE.glyphTwoFont : PLATE.glyphFont)}>${base.glyph}</text>`;
  const top = space.top ? cubeLook(space.top) : null;
  return svg`<g class="space ${contested ? 'contest' : ''}">
    ${contested ? svg`<rect class="contest-ring" x=${x - h - 3} y=${y - h - 3} width=${CUBE + 6} height=${CUBE + 6} rx="3"></rect>` : nothing}
    ${body}
    ${top ? svg`<rect class="cube top ${colourClass('f', top.fill)}" x=${x - h + 5} y=${y - h - 6} width=${CUBE - 2} height=${CUBE - 2} rx="2"></rect><text class="glyph top ${colourClass('f', top.ink)}" x=${x + 4} y=${mid(y - 7, PLATE.glyphTwoFont)}>${top.glyph}</text>` : nothing}
  </g>`;
}

/** A plate's frame and name: the part inside the territory's button (its accessible name holds this text). */
export function territoryPlate(view: MapView, id: string): SVGTemplateResult {
  const g = geometry.territories[id];
  const t = d.territories.find((x) => x.id === id)!;
  const [x, y, w, h] = g.plate;
  return svg`${g.leader ? svg`<line class="leader" x1=${g.leader[0][0]} y1=${g.leader[0][1]} x2=${g.leader[1][0]} y2=${g.leader[1][1]}></line><circle class="leader-end" cx=${g.leader[1][0]} cy=${g.leader[1][1]} r="2"></circle>` : nothing}
    <rect class="plate-bg ${t.kind}" x=${x} y=${y} width=${w} height=${h} rx="3"></rect>
    <text class="name" x=${x + w / 2} y=${y - NAME_RISE}>${t.name[view.lang]}</text>`;
}

/** What a plate holds: VP, arms-sale rate, the cube spaces. Drawn over the buttons, hidden from the accessibility tree (the name says it all). */
export function plateDetails(view: MapView, id: string): SVGTemplateResult {
  const g = geometry.territories[id];
  const t = d.territories.find((x) => x.id === id)!;
  const [x, y, w] = g.plate;
  const rate = armsRate(id);
  const spaces = view.state.board[id] ?? [];
  const contested = (i: number) => !!view.contest && view.contest.territory === id && view.contest.space === i;
  return svg`<g class="details">
    <circle class="vp" cx=${x + PLATE.header / 2} cy=${y + PLATE.header / 2} r=${PLATE.header / 2 - 1.5}></circle><text class="vp-text" x=${x + PLATE.header / 2} y=${mid(y + PLATE.header / 2, PLATE.detailFont)}>${t.vp}</text>
    <text class="rate" x=${x + w - PLATE.pad} y=${mid(y + PLATE.header / 2, PLATE.detailFont)}>${rate.armies ? `${rate.armies}⚔` : ''}${rate.fleets ? `${rate.fleets}⚓` : ''}→${rate.cubes}■</text>
    ${spaces.map((sp, i) => cube(sp, spaceCentre(x, y, Math.min(i, 5)), i + 1, contested(i)))}
  </g>`;
}

export function fleetBoxesTemplate(view: MapView): SVGTemplateResult {
  const { lang, state } = view;
  return svg`${(Object.keys(geometry.fleetBoxes) as Continent[]).map((c) => {
    const [x, y, w, h] = geometry.fleetBoxes[c];
    const fleets = fleetsIn(state, c);
    return svg`<g class="fleet-box" role="img" aria-label=${fleetBoxLabel(state, c, lang)}>
      <rect class="box" x=${x} y=${y} width=${w} height=${h} rx="4"></rect>
      <text class="box-title" x=${x + 6} y=${y + 12}>${T[lang].fleets} · ${CONTINENT_NAMES[c][lang]}</text>
      ${fleets.map((f, i) => {
        const look = fleetGlyph(f);
        const fx = x + 6 + (i % 6) * 20;
        const fy = y + 18 + Math.floor(i / 6) * 14;
        // Exhausted: the counter's other side, hollow and struck through (2.4), not only paler.
        return f.exhausted
          ? svg`<g class="fleet exhausted"><rect class=${colourClass('s', look.fill === '#fff' ? '#111' : look.fill)} x=${fx} y=${fy} width="18" height="12" rx="2"></rect><text x=${fx + 9} y=${fy + 9}>${look.glyph}</text><line x1=${fx} y1=${fy + 12} x2=${fx + 18} y2=${fy}></line></g>`
          : svg`<g class="fleet"><rect class=${colourClass('f', look.fill)} x=${fx} y=${fy} width="18" height="12" rx="2"></rect><text class=${colourClass('f', look.ink)} x=${fx + 9} y=${fy + 9}>${look.glyph}</text></g>`;
      })}
    </g>`;
  })}
  ${Object.entries(geometry.armsBoxes).map(([, [x, y, w, h]]) => {
    const r = d.rules.africaArms;
    const text = `${T[lang].armsAfrica}: ${r.armies} ${T[lang].army} → ${r.cubes} ${T[lang].cube}`;
    return svg`<g class="arms-box" role="img" aria-label=${text}><rect class="box" x=${x} y=${y} width=${w} height=${h} rx="4"></rect><text class="box-title" x=${x + 6} y=${y + 13}>${T[lang].armsAfrica}</text><text class="rate-line" x=${x + 6} y=${y + 26}>${r.armies}⚔ → ${r.cubes}■</text></g>`;
  })}`;
}

/** A power's marker on a track: its colour and its letter. */
function marker(p: PowerId, x: number, y: number, r = 7): SVGTemplateResult {
  return svg`<circle class="marker ${colourClass('f', POWER_COLOURS[p])}" cx=${x} cy=${y} r=${r}></circle><text class="marker-text" x=${x} y=${y + 3.3}>${POWER_LETTERS[p]}</text>`;
}

function trackTitle(x: number, y: number, text: string): SVGTemplateResult {
  return svg`<text class="track-title" x=${x + 6} y=${y + 13}>${text}</text>`;
}

export function tracksTemplate(view: MapView): SVGTemplateResult {
  const { state, lang } = view;
  const t = T[lang];
  const name = (p: PowerId) => ownerName(p, lang);
  // Turn and era (6.1): nine cells in three eras, the scoring turns marked (10.1).
  const [tx, ty, tw, th] = geometry.tracks.turn;
  const cellW = (tw - 110) / 9;
  const turnLabel = `${t.turn}: ${state.turn || t.setup}${state.turn ? `, ${t.era} ${ROMAN[eraOf(state.turn) - 1]} (${ERA_YEARS[eraOf(state.turn) - 1]})` : ''}`;
  const turn = svg`<g class="track" role="img" aria-label=${turnLabel}>
    <rect class="box" x=${tx} y=${ty} width=${tw} height=${th} rx="4"></rect>${trackTitle(tx, ty, t.turn)}
    ${Array.from({ length: 9 }, (_, i) => {
      const n = i + 1;
      const cx = tx + 104 + i * cellW;
      const era = eraOf(n);
      return svg`<rect class="cell era${era} ${state.turn === n ? 'now' : ''}" x=${cx} y=${ty + 4} width=${cellW - 4} height=${th - 8} rx="3"></rect>
        <text class="cell-num" x=${cx + cellW / 2 - 2} y=${ty + 21}>${n}${d.rules.scoringTurns.includes(n) ? ' ★' : ''}</text>
        ${n % 3 === 1 ? svg`<text class="cell-sub era-name" x=${cx + 4} y=${ty + th - 8}>${t.era} ${ROMAN[era - 1]} · ${ERA_YEARS[era - 1]}</text>` : nothing}`;
    })}
  </g>`;
  // Turn order (8.10): this turn's, the power to act ringed; the next turn's as powers pass.
  const [ox, oy, ow, oh] = geometry.tracks.order;
  const orderLabel = `${t.order}: ${state.order.map(name).join(', ')}${state.nextOrder.length ? `; ${t.next}: ${state.nextOrder.map(name).join(', ')}` : ''}`;
  const order = svg`<g class="track" role="img" aria-label=${orderLabel}>
    <rect class="box" x=${ox} y=${oy} width=${ow} height=${oh} rx="4"></rect>${trackTitle(ox, oy, t.order)}
    ${state.order.map((p, i) => svg`${i === state.current && state.phase !== 'ended' ? svg`<circle class="now-ring" cx=${ox + 130 + i * 34} cy=${oy + oh / 2} r="13"></circle>` : nothing}${marker(p, ox + 130 + i * 34, oy + oh / 2, 10)}${state.powers[p].passed ? svg`<text class="passed" x=${ox + 130 + i * 34} y=${oy + oh - 2}>✓</text>` : nothing}`)}
    ${state.nextOrder.length ? svg`<text class="track-title" x=${ox + 290} y=${oy + oh / 2 + 4}>${t.next}</text>${state.nextOrder.map((p, i) => marker(p, ox + 370 + i * 30, oy + oh / 2, 9))}` : nothing}
  </g>`;
  // Prestige (11.0): sixteen spaces with their end VP and one-time bonus; each power's marker and bonus mark.
  const [px, py, pw, ph] = geometry.tracks.prestige;
  const spaces = d.prestige.spaces;
  const pW = (pw - 110) / spaces.length;
  const prestigeLabel = `${t.prestige}: ${POWER_IDS.map((p) => `${name(p)} ${effectivePrestige(state, p)}`).join(', ')}`;
  const prestige = svg`<g class="track" role="img" aria-label=${prestigeLabel}>
    <rect class="box" x=${px} y=${py} width=${pw} height=${ph} rx="4"></rect>${trackTitle(px, py, t.prestige)}
    ${spaces.map((s, i) => {
      const cx = px + 104 + i * pW;
      const bonus = s.bonus ? (s.bonus.kind === 'money' ? `£${s.bonus.amount}` : s.bonus.kind === 'cube' ? '+1■' : '+1🂠') : '';
      const here = POWER_IDS.filter((p) => effectivePrestige(state, p) === s.position);
      const marks = POWER_IDS.filter((p) => state.powers[p].bonusMark === s.position && s.bonus);
      return svg`<rect class="cell" x=${cx} y=${py + 4} width=${pW - 3} height=${ph - 8} rx="3"></rect>
        <text class="cell-num" x=${cx + pW / 2 - 1.5} y=${py + 19}>${s.position}</text>
        <text class="cell-sub" x=${cx + pW / 2 - 1.5} y=${py + 32}>${s.vp > 0 ? '+' : ''}${s.vp} ${t.vpShort}</text>
        ${bonus ? svg`<text class="bonus" x=${cx + pW / 2 - 1.5} y=${py + 45}>${bonus}</text>` : nothing}
        ${here.map((p, k) => marker(p, cx + 12 + (k % 2) * 17, py + 60 + Math.floor(k / 2) * 17, 8))}
        ${marks.map((p, k) => svg`<path class="bonus-mark ${colourClass('f', POWER_COLOURS[p])}" d="M${cx + 6 + k * 11} ${py + ph - 6}l4-7 4 7z"></path>`)}`;
    })}
  </g>`;
  // Fleet track (8.1, 8.3 Dreadnought).
  const [fx, fy, fw, fh] = geometry.tracks.fleet;
  const fleetCells = 7;
  const fW = (fw - 110) / fleetCells;
  const fleetLabel = `${t.fleet}: ${POWER_IDS.map((p) => `${name(p)} ${state.powers[p].fleetTrack}`).join(', ')}`;
  const fleet = svg`<g class="track" role="img" aria-label=${fleetLabel}>
    <rect class="box" x=${fx} y=${fy} width=${fw} height=${fh} rx="4"></rect>${trackTitle(fx, fy, t.fleet)}
    ${Array.from({ length: fleetCells }, (_, i) => {
      const cx = fx + 104 + i * fW;
      const here = POWER_IDS.filter((p) => Math.min(state.powers[p].fleetTrack, fleetCells - 1) === i);
      return svg`<rect class="cell" x=${cx} y=${fy + 4} width=${fW - 4} height=${fh - 8} rx="3"></rect><text class="cell-num" x=${cx + 12} y=${fy + 20}>${i}</text>
        ${here.map((p, k) => marker(p, cx + 34 + k * 20, fy + fh / 2 + 2, 8))}`;
    })}
  </g>`;
  // Victory points (10.0): one bar per power.
  const [vx, vy, vw, vh] = geometry.tracks.vp;
  const best = Math.max(100, ...POWER_IDS.map((p) => state.powers[p].vp));
  const barW = vw - 200;
  const vpLabel = `${t.vp}: ${POWER_IDS.map((p) => `${name(p)} ${state.powers[p].vp}`).join(', ')}`;
  const vp = svg`<g class="track" role="img" aria-label=${vpLabel}>
    <rect class="box" x=${vx} y=${vy} width=${vw} height=${vh} rx="4"></rect>${trackTitle(vx, vy, t.vp)}
    ${POWER_IDS.map((p, i) => {
      const y = vy + 28 + i * 19;
      const v = state.powers[p].vp;
      return svg`${marker(p, vx + 116, y, 8)}<rect class="bar-bg" x=${vx + 130} y=${y - 6} width=${barW} height="12" rx="2"></rect>
        <rect class="bar ${colourClass('f', POWER_COLOURS[p])}" x=${vx + 130} y=${y - 6} width=${(barW * v) / best} height="12" rx="2"></rect>
        <text class="bar-num" x=${vx + 140 + barW} y=${y + 4}>${v}</text>`;
    })}
  </g>`;
  return svg`${turn}${order}${prestige}${fleet}${vp}`;
}

export { territoryLabel };
