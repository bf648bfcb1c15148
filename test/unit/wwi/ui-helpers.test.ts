/** Pure helpers of the WWI view: reach, calculation lines, counter names, rules panel, notes, zoom. */
import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { checkMove } from '../../../src/games/wwi/engine/movement';
import { checkAttack, pendingCombatEntry, resolveAttack } from '../../../src/games/wwi/engine/combat';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { unitReach, moveEnd, routeLegs } from '../../../src/games/wwi/ui/reach';
import { reportLines, withRoll } from '../../../src/games/wwi/ui/combat-report';
import { counterName, placeName, strengthText } from '../../../src/games/wwi/ui/unit-labels';
import { armyName, ordinal } from '../../../src/games/wwi/ui/nations';
import { RULE_NOTES, RULE_TEXTS, ruleNote } from '../../../src/games/wwi/ui/rules-text';
import { RULE_TITLES, ruleTitle } from '../../../src/games/wwi/ui/rule-titles';
import { notesBetween } from '../../../src/games/wwi/ui/history-notes';
import { clampView, panView, zoomView, type ViewLimits } from '../../../src/platform/viewport';
import { boardExtent, hexPoint, insetFrame } from '../../../src/games/wwi/ui/geometry';
import { buildStaticMap } from '../../../src/games/wwi/ui/static-map';
import hexesJson from '../../../maps/wwi/hexes.json';
import cityNamesIt from '../../../maps/wwi/city-names-it.json';

const board = europeBoard();

function historical(): WwiState {
  return wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([7, 7, 7]));
}

/** The historical position, as if it were the Allied movement phase of turn 2. */
function alliedMovement(): WwiState {
  return { ...historical(), turn: 2, phase: 'allied-movement', attackPhase: 0 };
}

describe('ui-reach: where a unit can move', () => {
  it('offers only moves the engine accepts, at the engine\'s cost', () => {
    const state = alliedMovement();
    for (const unit of ['france:6', 'britain:BEF', 'russia:7', 'serbia:1']) {
      const reach = unitReach(state, board, unit);
      expect(reach.hexes.size).toBeGreaterThan(3);
      for (const r of reach.hexes.values()) {
        const checked = checkMove(state, board, r.move);
        expect(checked.ok, `${unit} to ${r.hex}`).toBe(true);
        if (checked.ok) expect(r.cost).toBe(checked.value.cost);
      }
    }
  });

  it('marks rail, sea and zone-of-control stops separately (5.3, 5.4, 4.0)', () => {
    const state = alliedMovement();
    const french = [...unitReach(state, board, 'france:6').hexes.values()];
    expect(french.some((r) => r.rail)).toBe(true);
    expect(french.some((r) => r.zocStop)).toBe(true);
    // A Western army on a clear coast (not the Baltic) may sail to the Adriatic or Aegean.
    const coastal = { ...state, units: state.units.map((u) => (u.id === 'france:9' ? { ...u, hex: '0112' } : u)) };
    const sailing = [...unitReach(coastal, board, 'france:9').hexes.values()].filter((r) => r.sea);
    expect(sailing.length).toBeGreaterThan(0);
    for (const r of sailing) expect(checkMove(coastal, board, r.move).ok).toBe(true);
    // Stops in an enemy zone are never passed through.
    for (const r of french.filter((x) => !x.sea)) {
      const passed = r.move.steps.slice(0, -1).map((s) => s.to);
      expect(passed.some((h) => french.find((x) => x.hex === h)?.zocStop && !french.find((x) => x.hex === h)?.sea)).toBe(false);
    }
  });

  it('offers the South Russia transit area to a Russian army that can reach Ekaterinoslav (5.5)', () => {
    const reach = unitReach(alliedMovement(), board, 'russia:7');
    expect(reach.transit.map((t) => t.area)).toContain('south-russia');
  });

  it('gives nothing to a unit of the side not moving', () => {
    expect(unitReach(alliedMovement(), board, 'germany:1').hexes.size).toBe(0);
  });

  it('draws a move as legs from hex to hex', () => {
    const move = { unit: 'x', steps: [{ to: '0314' }, { to: '0315', rail: true }] };
    expect(moveEnd(move)).toBe('0315');
    expect(routeLegs('0214', move)).toEqual([
      { from: '0214', to: '0314', rail: false },
      { from: '0314', to: '0315', rail: true },
    ]);
    expect(moveEnd({ ...move, enterTransit: 'anatolia' })).toBeNull();
  });
});

describe('ui-combat-report: the calculation a teacher reads', () => {
  const order = { attackers: ['france:2', 'france:3'], target: '0614' };

  it('lists attack, defence with the fort, differential and column, each with its rule', () => {
    const state = historical();
    const checked = checkAttack(state, board, order);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const lines = reportLines(state, board, checked.value, '0614', 'en');
    const byLabel = (label: string) => lines.find((l) => l.label.startsWith(label));
    expect(byLabel('Total attack')?.value).toBe(String(checked.value.attackTotal));
    expect(byLabel('Defence: Fort 0614 Metz')?.rule).toBe('10.51');
    expect(byLabel('Total defence')?.value).toBe(String(checked.value.defenceTotal));
    expect(byLabel('Differential')?.value).toBe(`${checked.value.attackTotal} − ${checked.value.defenceTotal} = ${checked.value.differential}`);
    expect(byLabel('CRT column')?.rule).toBe('6.2');
    expect(lines.every((l) => /^\d+\.\d+$/.test(l.rule))).toBe(true);
    const italian = reportLines(state, board, checked.value, '0614', 'it');
    expect(italian.some((l) => l.label.startsWith('Attacco totale'))).toBe(true);
  });

  it('applies a roll exactly as the engine does', () => {
    const state = historical();
    const rolled = resolveAttack(state, board, order);
    const checked = checkAttack(state, board, order);
    if (!checked.ok) throw new Error('attack refused');
    const mine = withRoll(checked.value, rolled.calculation.die!);
    expect(mine.cell).toBe(rolled.calculation.cell);
    expect(mine.attackerLoss).toBe(rolled.calculation.attackerLoss);
    expect(mine.defenderLoss).toBe(rolled.calculation.defenderLoss);
    const lines = reportLines(state, board, mine, '0614', 'en');
    expect(lines.find((l) => l.label === 'Die')?.value).toBe(String(rolled.calculation.die));
    // The state after the roll carries the combat's whole record in its log: nothing to rebuild.
    if (rolled.state.pending?.stage === 'defender') {
      const carried = pendingCombatEntry(rolled.state);
      expect(carried).toEqual(rolled.calculation);
      expect(carried?.differential).toBe(checked.value.differential);
    }
  });
});

describe('ui-labels: names of counters and places', () => {
  it('names a counter by nation, unit, strength and hex', () => {
    const state = historical();
    const german5 = state.units.find((u) => u.id === 'germany:5')!;
    expect(counterName(board, german5, 'en')).toBe('German 5th Army, 5–5, hex 0614 Metz');
    expect(counterName(board, german5, 'it')).toBe('5ª Armata tedesca, 5–5, esagono 0614 Metz');
    expect(strengthText({ ...german5, reduced: false })).toBe('5–5');
    const bef = state.units.find((u) => u.id === 'britain:BEF')!;
    expect(counterName(board, { ...bef, reduced: true }, 'en')).toContain('4–4, reduced');
  });

  it('writes ordinals and place names', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(String(n), 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(armyName('austria-hungary', '2', 'en')).toBe('Austro-Hungarian 2nd Army');
    expect(placeName(board, '0114', 'en')).toBe('0114 Paris');
    expect(placeName(board, '0113', 'en')).toBe('0113');
  });
});

describe('city names in Italian', () => {
  const cities = [...new Set(hexesJson.hexes.flatMap((h) => ('city' in h && h.city ? [h.city] : [])))].sort();
  const italian: Record<string, string> = cityNamesIt.names;

  it('has an Italian name for every city of hexes.json, and for no other', () => {
    expect(cities.length).toBeGreaterThan(100);
    expect(Object.keys(italian).sort()).toEqual(cities);
    for (const city of cities) expect(italian[city].trim(), city).not.toBe('');
    // Where Italian has its own name, the English one must not be left in place.
    const own = { Paris: 'Parigi', Vienna: 'Vienna', Warsaw: 'Varsavia', Belgrade: 'Belgrado', Constantinople: 'Costantinopoli', Munich: 'Monaco di Baviera', Cologne: 'Colonia', Brussels: 'Bruxelles', Antwerp: 'Anversa', Bucharest: 'Bucarest', Salonika: 'Salonicco', Florence: 'Firenze', Lemberg: 'Leopoli' };
    for (const [city, name] of Object.entries(own)) expect(italian[city], city).toBe(name);
  });

  it('names places, counters and the printed map in Italian', () => {
    expect(placeName(board, '0114', 'it')).toBe('0114 Parigi');
    expect(placeName(board, '0114', 'en')).toBe('0114 Paris');
    const state = historical();
    const warsaw = state.units.find((u) => u.id === 'russia:9')!;
    expect(counterName(board, warsaw, 'it')).toMatch(/, esagono 2310 Varsavia$/);
    expect(counterName(board, warsaw, 'en')).toMatch(/, hex 2310 Warsaw$/);
    const it = buildStaticMap(board, 'it');
    expect(it).toContain('class="city">Parigi</text>');
    expect(it).toContain('class="city">Monaco di Baviera</text>');
    expect(it).not.toContain('class="city">Paris</text>');
    expect(buildStaticMap(board, 'en')).toContain('class="city">Paris</text>');
  });

  it('writes each sea\'s name over water (the Atlantic\'s scattered hexes once put it in Austria-Hungary)', () => {
    const main = [...board.allHexes()].filter((h) => h.map === 'main');
    const names = [...buildStaticMap(board, 'en').matchAll(/<text x="([-\d.]+)" y="([-\d.]+)" class="sea">([^<]+)<\/text>/g)];
    expect(names.length).toBeGreaterThan(4);
    for (const [, x, y, name] of names) {
      const nearest = main.reduce((a, b) => (Math.hypot(hexPoint(b.id).x - +x, hexPoint(b.id).y - +y) < Math.hypot(hexPoint(a.id).x - +x, hexPoint(a.id).y - +y) ? b : a));
      expect(nearest.terrain, `${name} at ${nearest.id}`).toBe('sea');
    }
  });
});

describe('ui-rules-text: the rules panel', () => {
  it('has both languages for every rule and finds the nearest general rule', () => {
    for (const note of RULE_NOTES) {
      expect(note.text.en.length).toBeGreaterThan(20);
      expect(note.text.it.length).toBeGreaterThan(20);
    }
    expect(ruleNote('6.31')?.rule).toBe('6.31');
    expect(ruleNote('6.34')?.rule).toBe('6.3');
    expect(ruleNote('7.21')?.rule).toBe('7.0');
    expect(ruleNote('11.12')?.rule).toBe('11.12');
  });

  it('has a text for every title and a title for every text (the texts load with the panel, the titles name the rule buttons)', () => {
    expect([...RULE_TEXTS.keys()]).toEqual(RULE_TITLES.map((t) => t.rule));
    expect(ruleTitle('6.34')?.rule).toBe('6.3');
    expect(ruleTitle('7.21')?.title.en).toBe(ruleNote('7.21')?.title.en);
  });

  it('explains every rule the calculation cites', () => {
    for (const rule of ['6.1', '6.2', '6.31', '6.32', '6.36', '6.4', '6.5', '6.7', '10.42', '10.51', '10.52']) expect(ruleNote(rule), rule).toBeDefined();
  });
});

describe('ui-history-notes: when history happens', () => {
  it('notes Belgium at the start and a neutral joining later', () => {
    const start = historical();
    expect(notesBetween(null, start).map((n) => n.id)).toEqual(['belgium']);
    const italy = structuredClone(start);
    italy.nations['italy'].alignment = 'allies';
    expect(notesBetween(start, italy).map((n) => n.id)).toEqual(['italy']);
  });

  it('notes the Russian collapse and surrender, the Americans and the Stosstruppen', () => {
    const before = historical();
    const after = structuredClone(before);
    after.nations['russia'].collapsed = true;
    after.nations['russia'].surrendered = true;
    Object.assign(after.units.find((u) => u.id === 'usa:1')!, { status: 'map', hex: '0114' });
    after.units.find((u) => u.id === 'germany:1')!.stosstruppen = true;
    expect(notesBetween(before, after).map((n) => n.id)).toEqual(['collapse', 'surrender', 'usa', 'stoss']);
    expect(notesBetween(after, after)).toEqual([]);
  });
});

describe('ui-viewport and geometry', () => {
  const extent = boardExtent(board);
  // The WWI board's limits, as wwi-board.ts sets them.
  const limits: ViewLimits = { extent, minWidth: 130, slack: 1.05, keep: 'centre' };

  it('keeps zoom within limits and the centre over the board', () => {
    const view = { x: 0, y: 0, width: 800, height: 600 };
    const zoomed = zoomView(view, 0.5, { x: 400, y: 300 }, limits);
    expect(zoomed.width).toBeCloseTo(400);
    expect(zoomed.x).toBeCloseTo(200);
    const tiny = zoomView(view, 0.001, { x: 400, y: 300 }, limits);
    expect(tiny.width).toBeGreaterThan(100);
    const far = panView(view, 1e6, 1e6, limits);
    expect(far.x + far.width / 2).toBeLessThanOrEqual(extent.x + extent.width);
    expect(clampView(view, limits).width / clampView(view, limits).height).toBeCloseTo(4 / 3);
  });

  it('draws the Caucasus inset east of the main sheet, inside the board', () => {
    const erzerum = hexPoint('6406', 'caucasus');
    const angora = hexPoint('4028');
    expect(erzerum.x).toBeGreaterThan(angora.x);
    const frame = insetFrame(board);
    expect(frame.x + frame.width).toBeLessThanOrEqual(extent.x + extent.width + 1);
    expect(frame.y).toBeGreaterThanOrEqual(extent.y - 1);
  });
});
