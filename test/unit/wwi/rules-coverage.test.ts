/**
 * The numbered rules of seed 002 that had no test naming them, each checked
 * against the engine and the charts in maps/wwi/, and a last test that makes
 * sure every numbered rule of the rule book is named by some test title.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { applyAction, checkAction, possibleAttackers } from '../../../src/games/wwi/engine/actions';
import type { HexRecord } from '../../../src/games/wwi/engine/board';
import { applyBuild, checkBuild, collectResourcePoints } from '../../../src/games/wwi/engine/build';
import { CHARTS, type Charts, allArmies, turnRecord } from '../../../src/games/wwi/engine/charts';
import { checkAttack, resolveAttack, unitStrength } from '../../../src/games/wwi/engine/combat';
import { lookupCrt } from '../../../src/games/wwi/engine/crt';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { directionBetween, hexCenter, hexDistance } from '../../../src/games/wwi/engine/hex';
import { applyAttackerChoice, applyDefenderChoice, canRetreat, checkAttackerChoice, checkDefenderChoice, checkRetreat } from '../../../src/games/wwi/engine/losses';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { checkMove } from '../../../src/games/wwi/engine/movement';
import { checkActivation, invade, tryActivation } from '../../../src/games/wwi/engine/neutrals';
import { refuse } from '../../../src/games/wwi/engine/reasons';
import { checkFreeSetup, freeSetupArmies, freeSetupState, historicalState } from '../../../src/games/wwi/engine/scenario';
import { sideToAct, superiorSide, turnName } from '../../../src/games/wwi/engine/sequence';
import { emptyState } from '../../../src/games/wwi/engine/setup';
import { type Side, type WwiState, unitById } from '../../../src/games/wwi/engine/state';
import { isInSupply, supplySources } from '../../../src/games/wwi/engine/supply';
import { countVictoryPoints, winners } from '../../../src/games/wwi/engine/victory';
import { enemyZoc } from '../../../src/games/wwi/engine/zoc';
import { diceRolling, frontBoard, stateWith, testBoard, withUnits } from './fixtures';

const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);
const line = (...hexes: string[]) => hexes.map((to) => ({ to }));

// ---------------------------------------------------------------------------
// Reading the rule book and the test titles (used by 2.1 and by the last test).
// ---------------------------------------------------------------------------

const WWI_TESTS = new URL('./', import.meta.url);

/** The rule book's numbered rules, in order, kept as data (maps/wwi/rule-numbers.json): numbers only. */
function numberedRules(): string[] {
  const data = JSON.parse(readFileSync(new URL('../../../maps/wwi/rule-numbers.json', import.meta.url), 'utf8')) as { rules: string[] };
  return data.rules;
}

/** First string argument of every it/describe/test call of a test file. */
function testTitles(source: string): string[] {
  const titles: string[] = [];
  const call = /\b(?:it|describe|test)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const m of source.matchAll(call)) titles.push(m[2]);
  return titles;
}

/** A rule number as a point on its section's line: 5.4 < 5.41 < 5.47 < 5.5. */
function place(minor: string): number {
  return Number(`0.${minor}`);
}

/** Does a title name `ruleNumber`, alone or inside a range of its section ("5.0-5.34")? */
function titleNames(title: string, ruleNumber: string): boolean {
  const [major, minor] = ruleNumber.split('.');
  for (const m of title.matchAll(/(\d{1,2})\.(\d{1,2})\s*[-–]\s*(\d{1,2})\.(\d{1,2})(?![\d.])/g)) {
    if (m[1] === major && m[3] === major && place(m[2]) <= place(minor) && place(minor) <= place(m[4])) return true;
  }
  // "3.0 step 10.5" names a step of the sequence of play, not rule 10.5.
  for (const m of title.matchAll(/(?<![\d.])(?<!step )(\d{1,2}\.\d{1,2})(?![\d.])/g)) if (m[1] === ruleNumber) return true;
  return false;
}

// ---------------------------------------------------------------------------
// 1.0 and 2.x: the game, its components and scale.
// ---------------------------------------------------------------------------

describe('the game (seed 002 1.0)', () => {
  it('seed 002 1.0: two players, ten six-month turns from 1914 to 1918, each moving and then attacking in alternation', () => {
    expect(wwiGame.powers(wwiGame.initialState('historical', {}, new Uint8Array([1]))).map((p) => p.id)).toEqual(['allies', 'central']);
    // Ten turns, two a year: the first year of each turn's label steps one year every second turn.
    expect(CHARTS.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(CHARTS.victory.lastTurn).toBe(CHARTS.turns.length);
    for (const t of CHARTS.turns) expect(Number(/\d{4}/.exec(t.label.en)![0])).toBe(1914 + Math.floor((t.turn - 1) / 2));

    // One turn played through actions: who acts at each decision.
    const board = frontBoard();
    let state: WwiState = stateWith({ 'france:1': '0305', 'germany:1': '0805' }, { phase: 'allied-movement', turn: 5, diceMode: 'plain' });
    const actors: Side[] = [];
    const act = (action: Parameters<typeof applyAction>[3]) => {
      const side = sideToAct(state)!;
      actors.push(side);
      state = applyAction(state, board, side, action);
    };
    act({ kind: 'move', moves: [] });
    act({ kind: 'move', moves: [] });
    const superior = state.superior;
    const inferior: Side = superior === 'allies' ? 'central' : 'allies';
    for (let n = 0; n < 2 * CHARTS.rules.attackPhasesPerSide; n++) act({ kind: 'end-attacks' });
    act({ kind: 'build', orders: {} });
    act({ kind: 'build', orders: {} });
    expect(actors).toEqual(['allies', 'central', superior, inferior, superior, inferior, superior, inferior, 'allies', 'central']);
    expect(state).toMatchObject({ turn: 6, phase: 'allied-movement' });

    // After the construction phase of turn 10 the game is over.
    const last = stateWith({ 'france:1': '0305', 'germany:1': '0805' }, { phase: 'build-allies', turn: 10, diceMode: 'plain' });
    const afterAllies = applyAction(last, board, 'allies', { kind: 'build', orders: {} });
    const over = applyAction(afterAllies, board, 'central', { kind: 'build', orders: {} });
    expect(over.phase).toBe('over');
    expect(sideToAct(over)).toBeNull();
    expect(checkAction(over, board, 'allies', { kind: 'move', moves: [] })?.rule).toBe('11.3');
  });
});

describe('components, scale and definitions (seed 002 2.0-2.6)', () => {
  const board = europeBoard();

  it('seed 002 2.0: a hex map and a set of army counters, every counter a unit of the game', () => {
    const hexes = [...board.allHexes()];
    expect(hexes.filter((h) => board.isPlayable(h.id)).length).toBeGreaterThan(500);
    const state = emptyState();
    const counters = Object.keys(CHARTS.counters).flatMap((nation) => allArmies(CHARTS, nation).map((army) => `${nation}:${army}`));
    expect(state.units.map((u) => u.id).sort()).toEqual(counters.sort());
    for (const unit of state.units) {
      const printed = unitStrength(unit);
      expect(printed.attack, unit.id).toBeGreaterThan(0);
      expect(printed.defence, unit.id).toBeGreaterThan(0);
    }
  });

  it('seed 002 2.1: rules are numbered section.paragraph; every rule the engine cites exists and is given in brackets', () => {
    const known = new Set(numberedRules());
    const engine = new URL('../../../src/games/wwi/engine/', import.meta.url);
    const cited = new Set<string>();
    for (const file of readdirSync(engine).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, engine), 'utf8');
      for (const m of source.matchAll(/(?:refuse\(|rule: )'(\d{1,2}\.\d{1,2})'/g)) cited.add(m[1]);
    }
    expect(cited.size).toBeGreaterThan(30);
    expect([...cited].filter((r) => !known.has(r))).toEqual([]);
    const refusal = refuse('4.3', 'Not from one enemy zone of control to another', 'Non da una ZOC nemica a un\'altra');
    expect(refusal.en.endsWith('(4.3)')).toBe(true);
    expect(refusal.it.endsWith('(4.3)')).toBe(true);
  });

  it('seed 002 2.2: the map is cut into hexes with up to six neighbours, and units move from hex to adjacent hex', () => {
    for (const hex of board.allHexes()) {
      expect(hex.id).toMatch(/^\d{4}$/);
      const around = board.neighbours(hex.id);
      expect(around.length).toBeLessThanOrEqual(6);
      for (const n of around) expect(hexDistance(hex.id, n.id)).toBe(1);
    }
    // The theatres of the war: every nation with a country of its own in Europe has hexes.
    for (const nation of Object.keys(CHARTS.counters).filter((n) => n !== 'usa' && n !== 'britain')) {
      expect([...board.allHexes()].some((h) => h.nation === nation && board.isPlayable(h.id)), nation).toBe(true);
    }
    const small = testBoard({ columns: 6, rows: 6 });
    const state = stateWith({ 'france:1': '0303' }, { phase: 'allied-movement', turn: 2 });
    expect(checkMove(state, small, { unit: 'france:1', steps: line('0304') }).ok).toBe(true);
    expect(rule(checkMove(state, small, { unit: 'france:1', steps: line('0305') }))).toBe('5.1');
  });

  it('seed 002 2.3: the set-up chart places the armies, the CRT decides combats, the terrain chart prices movement and defence, the turn record names the turn', () => {
    // Set-up chart.
    const start = historicalState(board, new Uint8Array([3]));
    for (const entry of CHARTS.setupHistorical) expect(unitById(start, `${entry.nation}:${entry.army}`).hex).toBe(entry.hex);
    // Combat results table: the cell read for the differential and the die is the result applied.
    const front = frontBoard();
    const attack = { attackers: ['germany:1', 'germany:2'], target: '0505' };
    for (let die = 1; die <= 6; die++) {
      const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1, dice: diceRolling(die) });
      const { calculation } = resolveAttack(state, front, attack);
      const cell = lookupCrt(CHARTS.crt, calculation.differential, die);
      expect([calculation.die, calculation.attackerLoss, calculation.defenderLoss]).toEqual([die, cell.attacker, cell.defender]);
    }
    // Terrain effects chart as printed: clear 1 MP, rough 2 MP and +1 in defence.
    expect(CHARTS.rules.terrainCost).toEqual({ clear: 1, rough: 2 });
    expect(CHARTS.rules.roughDefenceBonus).toBe(1);
    const rough = testBoard({ columns: 6, rows: 6, hexes: { '0304': { terrain: 'rough' } } });
    const mover = stateWith({ 'france:1': '0303' }, { phase: 'allied-movement', turn: 2 });
    const cost = checkMove(mover, rough, { unit: 'france:1', steps: line('0304', '0305') });
    expect(cost.ok && cost.value.cost).toBe(CHARTS.rules.terrainCost.rough + CHARTS.rules.terrainCost.clear);
    // Turn record track: the turn's name comes from it.
    expect(turnName(6).en).toContain(turnRecord(CHARTS, 6).label.en);
  });

  it('seed 002 2.4: a hex is 70 km across, so distances on the map match real distances between cities', () => {
    const meta = JSON.parse(readFileSync(new URL('../../../maps/wwi/hexes.json', import.meta.url), 'utf8')).meta;
    expect(meta.hexAcrossFlatsKm).toBe(70);
    const places = JSON.parse(readFileSync(new URL('../../../maps/wwi/sources/cities.json', import.meta.url), 'utf8')).cities as { name: string; lon: number; lat: number }[];
    const hexOf = new Map([...board.allHexes()].filter((h) => h.city && h.map === 'main').map((h) => [h.city!, h.id]));
    const onMap = places.filter((p) => hexOf.has(p.name));
    expect(onMap.length).toBeGreaterThan(50);
    const rad = Math.PI / 180;
    const km = (a: { lon: number; lat: number }, b: { lon: number; lat: number }) => {
      const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    // Flat-topped hexes 70 km across the flats have their centre-to-corner size 70 / sqrt(3).
    const size = meta.hexAcrossFlatsKm / Math.sqrt(3);
    const ratios: number[] = [];
    for (let i = 0; i < onMap.length; i++) {
      for (let j = i + 1; j < onMap.length; j++) {
        const real = km(onMap[i], onMap[j]);
        if (real < 700) continue; // a hex's rounding is too large a share of short distances
        const a = hexCenter(hexOf.get(onMap[i].name)!, size);
        const b = hexCenter(hexOf.get(onMap[j].name)!, size);
        ratios.push(Math.hypot(a.x - b.x, a.y - b.y) / real);
      }
    }
    ratios.sort((x, y) => x - y);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeGreaterThan(0.97);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(1.03);
    expect(ratios[0]).toBeGreaterThan(0.85);
    expect(ratios.at(-1)!).toBeLessThan(1.15);
  });

  it('seed 002 2.4: a turn is six months, winter and summer in turn', () => {
    for (const t of CHARTS.turns) expect(t.winter, `turn ${t.turn}`).toBe(t.turn % 2 === 0);
  });

  it('seed 002 2.5: the Allied player moves American, British, French, Russian and Serbian units, the Central player German and Austro-Hungarian ones; the others join by diplomacy or invasion', () => {
    const colourList = ['usa', 'britain', 'france', 'russia', 'serbia', 'holland', 'belgium', 'italy', 'greece', 'bulgaria', 'romania', 'turkey', 'germany', 'austria-hungary'];
    for (const nation of colourList) expect(allArmies(CHARTS, nation).length, nation).toBeGreaterThan(0);
    const board6 = testBoard({ columns: 9, rows: 9 });
    const placed = { 'usa:1': '0101', 'britain:BEF': '0301', 'france:1': '0501', 'russia:1': '0701', 'serbia:1': '0901', 'germany:1': '0109', 'austria-hungary:1': '0309', 'italy:1': '0905' };
    const allied = stateWith(placed, { phase: 'allied-movement', turn: 2 });
    const central = { ...allied, phase: 'central-movement' as const };
    const step = (unit: string, hex: string) => ({ unit, steps: line(hex) });
    for (const [unit, to] of [['usa:1', '0102'], ['britain:BEF', '0302'], ['france:1', '0502'], ['russia:1', '0702'], ['serbia:1', '0902']]) {
      expect(checkMove(allied, board6, step(unit, to)).ok, unit).toBe(true);
      expect(rule(checkMove(central, board6, step(unit, to))), unit).toBe('3.0');
    }
    for (const [unit, to] of [['germany:1', '0108'], ['austria-hungary:1', '0308']]) {
      expect(checkMove(central, board6, step(unit, to)).ok, unit).toBe(true);
      expect(rule(checkMove(allied, board6, step(unit, to))), unit).toBe('3.0');
    }
    // Italy belongs to nobody until it joins; then its player moves it.
    expect(checkMove(allied, board6, step('italy:1', '0904')).ok).toBe(false);
    expect(checkMove(central, board6, step('italy:1', '0904')).ok).toBe(false);
    const joined = tryActivation({ ...allied, dice: diceRolling(6) }, board6, 'italy', 'allies').state;
    expect(joined.nations['italy'].alignment).toBe('allies');
    expect(checkMove(joined, board6, step('italy:1', '0904')).ok).toBe(true);
  });

  it('seed 002 2.6: attack strength counts when a unit attacks, defence strength when it defends', () => {
    const board2 = frontBoard();
    const placement = { 'germany:1': '0604', 'france:1': '0505' };
    const german = CHARTS.counters['germany'].armies[0];
    const french = CHARTS.counters['france'].armies[0];
    expect(french.attack).not.toBe(french.defence);
    const byGermany = checkAttack(stateWith(placement, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 }), board2, { attackers: ['germany:1'], target: '0505' });
    expect(byGermany.ok && [byGermany.value.attackTotal, byGermany.value.defenceTotal]).toEqual([german.attack, french.defence]);
    const byFrance = checkAttack(stateWith({ ...placement, 'france:2': '0605' }, { phase: 'attack', attackPhase: 1, superior: 'allies', turn: 1 }), board2, { attackers: ['france:1', 'france:2'], target: '0604' });
    expect(byFrance.ok && [byFrance.value.attackTotal, byFrance.value.defenceTotal]).toEqual([2 * french.attack, german.defence]);
  });
});

// ---------------------------------------------------------------------------
// 5.55, 6.3, 7.1, 7.2: movement, combat and supply rules without a test of their own.
// ---------------------------------------------------------------------------

describe('the Franco-Italian transit area in combat (seed 002 5.55)', () => {
  const board = testBoard({
    columns: 9,
    rows: 9,
    hexes: {
      '0102': { transit: 'franco-italian' },
      '0108': { nation: 'italy', transit: 'franco-italian' },
      '0905': { nation: 'germany', city: 'Berlin' },
      '0907': { nation: 'germany', city: 'Essen' },
    },
    transitAreas: [{ id: 'franco-italian', name: 'Franco-Italian', entries: ['0102', '0108'] }],
  });
  const inTransit = (state: WwiState): WwiState => {
    const next = structuredClone(state);
    next.nations['italy'].alignment = 'allies';
    Object.assign(unitById(next, 'france:1'), { status: 'transit', hex: null, transit: 'franco-italian', transitSince: -1 });
    return next;
  };

  it('seed 002 5.55: units in the transit area neither attack nor can be attacked', () => {
    const allied = inTransit(stateWith({ 'france:1': '0102', 'germany:1': '0202' }, { phase: 'attack', attackPhase: 1, superior: 'allies', turn: 3 }));
    expect(rule(checkAttack(allied, board, { attackers: ['france:1'], target: '0202' }))).toBe('5.55');
    const central = { ...allied, superior: 'central' as const };
    expect(rule(checkAttack(central, board, { attackers: ['germany:1'], target: '0102' }))).toBe('6.0');
    // The same French army standing on the entry hex can be attacked.
    const onMap = stateWith({ 'france:1': '0102', 'germany:1': '0202' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3 });
    expect(checkAttack(onMap, board, { attackers: ['germany:1'], target: '0102' }).ok).toBe(true);
  });

  it('seed 002 5.55: no zone of control reaches into or out of the transit area', () => {
    const onMap = stateWith({ 'france:1': '0102', 'germany:1': '0202' }, { phase: 'allied-movement', turn: 3 });
    expect(enemyZoc(onMap, board, 'central').has('0202')).toBe(true);
    const away = inTransit(onMap);
    expect(enemyZoc(away, board, 'central').size).toBe(0);
    // Leaving the area into an entry hex in the German ZOC is allowed (the area is not in a ZOC) ...
    expect(checkMove(away, board, { unit: 'france:1', fromTransit: true, steps: line('0102') }).ok).toBe(true);
    // ... whereas a unit starting on that hex may not go straight to another hex of the same ZOC (4.3).
    expect(rule(checkMove(onMap, board, { unit: 'france:1', steps: line('0103') }))).toBe('4.3');
  });

  it('seed 002 5.55: a defender on an entry hex cannot retreat into the transit area', () => {
    const state = stateWith({ 'france:1': '0102', 'germany:1': '0202', 'germany:2': '0201' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3 });
    state.nations['italy'].alignment = 'allies';
    expect(checkRetreat(state, board, '0102', ['0108'], 'allies').ok).toBe(false);
    expect(canRetreat(state, board, '0102', 1, 'allies')).toBe(false);
  });
});

describe('combat losses and retreats (seed 002 6.3, 6.87)', () => {
  it('seed 002 6.3: the defender pays by retreat and RP in any mix, the attacker by its RP only, both exactly the CRT\'s numbers', () => {
    const board = frontBoard();
    const placement = { 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' };
    const order = { attackers: ['germany:1', 'germany:2'], target: '0505' };
    const plan = checkAttack(stateWith(placement, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 }), board, order);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    // A die that costs both sides at least two points at this differential.
    const die = [1, 2, 3, 4, 5, 6].find((d) => lookupCrt(CHARTS.crt, plan.value.differential, d).attacker >= 1 && lookupCrt(CHARTS.crt, plan.value.differential, d).defender >= 2)!;
    expect(die).toBeDefined();
    const cell = lookupCrt(CHARTS.crt, plan.value.differential, die);
    const start = stateWith(placement, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1, dice: diceRolling(die) });
    const rolled = resolveAttack(start, board, order).state;
    expect(rolled.pending).toMatchObject({ stage: 'defender', attackerLoss: cell.attacker, defenderLoss: cell.defender });
    // The defender: one hex of retreat, the rest in RP; a total that does not add up is refused.
    expect(rule(checkDefenderChoice(rolled, board, { retreat: ['0405'], rp: cell.defender }))).toBe('6.31');
    const paid = applyDefenderChoice(rolled, board, { retreat: ['0405'], rp: cell.defender - 1 });
    expect(unitById(paid, 'france:1').hex).toBe('0405');
    expect(paid.nations['france'].rp).toBe(start.nations['france'].rp - (cell.defender - 1));
    // The attacker: RP only, exactly the loss; it never retreats.
    expect(rule(checkAttackerChoice(paid, board, { rp: { germany: cell.attacker - 1 } }))).toBe('6.32');
    const done = applyAttackerChoice(paid, board, { rp: { germany: cell.attacker } });
    expect(done.nations['germany'].rp).toBe(start.nations['germany'].rp - cell.attacker);
    expect([unitById(done, 'germany:1').hex, unitById(done, 'germany:2').hex]).toEqual(['0604', '0605']);
    expect(done.pending).toBeNull();
  });

  it('seed 002 6.87: a retreat ignores terrain, is one hex per loss point even along a railway, and never crosses the sea', () => {
    const west = directionBetween('0505', '0405')!;
    const further = directionBetween('0405', '0305')!;
    const board = testBoard({
      columns: 9,
      rows: 9,
      hexes: {
        '0505': { rail: [west] },
        '0405': { terrain: 'rough', rail: [further] },
        '0305': { terrain: 'rough' },
        '0905': { nation: 'germany', city: 'Berlin' },
        '0907': { nation: 'germany', city: 'Essen' },
      },
    });
    const placement = { 'germany:1': '0604', 'france:1': '0505' };
    const state = stateWith(placement, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3 });
    expect(board.isRailSide('0505', west) && board.isRailSide('0405', further)).toBe(true);
    // Two rough hexes cost two loss points, no more.
    expect(checkRetreat(state, board, '0505', ['0405', '0305'], 'allies').ok).toBe(true);
    const pending = (loss: number): WwiState => ({
      ...state,
      engaged: ['germany:1', 'france:1'],
      attackedHexes: ['0505'],
      pending: {
        stage: 'defender', attackers: ['germany:1'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 0, defenderLoss: loss, retreatCap: loss,
        minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      },
    });
    expect(checkDefenderChoice(pending(2), board, { retreat: ['0405', '0305'] }).ok).toBe(true);
    // The railway does not carry a retreat further: one point, one hex.
    expect(rule(checkDefenderChoice(pending(1), board, { retreat: ['0405', '0305'] }))).toBe('6.31');
    expect(checkDefenderChoice(pending(1), board, { retreat: ['0405'] }).ok).toBe(true);
    // A sea hexside stops a retreat as it stops movement.
    const coast = testBoard({ columns: 9, rows: 9, hexes: { '0505': { seaSides: { [west]: 'atlantic' } } } });
    expect(rule(checkRetreat(state, coast, '0505', ['0405'], 'allies'))).toBe('6.87');
  });
});

describe('supply sources and effects (seed 002 7.1, 7.2)', () => {
  // A small Europe: France with the west edge, Germany, Austria-Hungary, Serbia and Bulgaria, Russia with the east edge.
  const nations: Record<number, string> = { 1: 'france', 2: 'france', 3: 'germany', 4: 'germany', 5: 'austria-hungary', 6: 'serbia', 7: 'russia', 8: 'russia', 9: 'russia' };
  const hexes: Record<string, Partial<HexRecord>> = {};
  for (let c = 1; c <= 9; c++) {
    for (let r = 1; r <= 5; r++) {
      hexes[`0${c}0${r}`] = { nation: nations[c], ...(c === 1 ? { edge: 'west' as const } : {}), ...(c === 9 ? { edge: 'east' as const } : {}) };
    }
  }
  Object.assign(hexes, {
    '0203': { nation: 'france', city: 'Paris', supply: true },
    '0302': { nation: 'germany', city: 'Berlin', supply: true },
    '0304': { nation: 'germany', city: 'Essen', supply: true },
    '0502': { nation: 'austria-hungary', city: 'Vienna', supply: true },
    '0503': { nation: 'austria-hungary', city: 'Cracow' },
    '0504': { nation: 'austria-hungary', city: 'Budapest', supply: true },
    '0603': { nation: 'serbia', city: 'Nis' },
    '0605': { nation: 'bulgaria', city: 'Sofia' },
    '0803': { nation: 'russia', city: 'Kiev' },
  });
  const board = testBoard({ columns: 9, rows: 5, hexes });
  const column = (c: number) => [1, 2, 3, 4, 5].map((r) => `0${c}0${r}`);
  const sourcesOf = (state: WwiState, nation: string) => [...supplySources(state, board, nation).sources].sort();

  it('seed 002 7.1: each nationality traces only to its own kind of supply source', () => {
    const state = stateWith({});
    state.nations['bulgaria'].alignment = 'central';
    for (const western of ['france', 'britain', 'usa']) expect(sourcesOf(state, western), western).toEqual(column(1));
    expect(sourcesOf(state, 'russia')).toEqual(column(9));
    expect(sourcesOf(state, 'germany')).toEqual(['0302', '0304']);
    expect(sourcesOf(state, 'austria-hungary')).toEqual(['0502', '0504']);
    expect(sourcesOf(state, 'bulgaria')).toEqual(['0302', '0304', '0502', '0504', '0605']);
    expect(sourcesOf(state, 'serbia')).toEqual([...column(1), '0603', ...column(9)].sort());
  });

  it('seed 002 7.1: any number of units may use the same source', () => {
    const oneEdgeHex = testBoard({ columns: 6, rows: 6, hexes: { '0103': { edge: 'west' } } });
    const state = stateWith({ 'france:1': '0303', 'france:2': '0505', 'britain:BEF': '0602', 'usa:1': '0206' });
    expect(supplySources(state, oneEdgeHex, 'france').sources).toEqual(new Set(['0103']));
    for (const [nation, hex] of [['france', '0303'], ['france', '0505'], ['britain', '0602'], ['usa', '0206']]) expect(isInSupply(state, oneEdgeHex, hex, nation), hex).toBe(true);
  });

  it('seed 002 7.2: an unsupplied army cannot attack, defends at half strength rounded up, and moves normally', () => {
    // Neutral Holland fills column 03: the French army east of it has no path to the west edge.
    const wall = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => [`030${r}`, { nation: 'holland' }]));
    const pocket = frontBoard(wall);
    const open = frontBoard();
    const cut = stateWith({ 'france:1': '0505', 'austria-hungary:1': '0605' }, { phase: 'attack', attackPhase: 1, superior: 'allies', turn: 3 });
    expect(isInSupply(cut, pocket, '0505', 'france')).toBe(false);
    expect(isInSupply(cut, open, '0505', 'france')).toBe(true);
    expect(rule(checkAttack(cut, pocket, { attackers: ['france:1'], target: '0605' }))).toBe('6.7');
    // Supplied, the same attack is allowed: the refusal is for supply alone.
    expect(checkAttack(cut, open, { attackers: ['france:1'], target: '0605' }).ok).toBe(true);
    const defended = checkAttack({ ...cut, superior: 'central' }, pocket, { attackers: ['austria-hungary:1'], target: '0505' });
    const printed = CHARTS.counters['france'].armies[0].defence;
    expect(defended.ok && defended.value.defence[0]).toMatchObject({ supplied: false, printed, value: Math.ceil(printed / 2) });
    // Movement: the same five movement points as a supplied army.
    const moving = stateWith({ 'france:1': '0505' }, { phase: 'allied-movement', turn: 3 });
    const path = { unit: 'france:1', steps: line('0405', '0404', '0403', '0402', '0401') };
    const inPocket = checkMove(moving, pocket, path);
    const inOpen = checkMove(moving, open, path);
    expect(inPocket.ok && inPocket.value.cost).toBe(CHARTS.rules.movementPoints);
    expect(inOpen.ok && inOpen.value.cost).toBe(CHARTS.rules.movementPoints);
    expect(rule(checkMove(moving, pocket, { unit: 'france:1', steps: [...path.steps, { to: '0501' }] }))).toBe('5.0');
  });
});

// ---------------------------------------------------------------------------
// 8.0, 9.0: resource points and neutrals.
// ---------------------------------------------------------------------------

describe('resource points (seed 002 8.0)', () => {
  it('seed 002 8.0: nations start with the RP of the track; some start with none and never receive any', () => {
    const state = emptyState();
    for (const [nation, record] of Object.entries(state.nations)) {
      if (record.alignment !== 'neutral') expect(record.rp, nation).toBe(CHARTS.startingRp[nation] ?? 0);
    }
    const earning = (n: string) => (CHARTS.rpPerTurn[n] ?? []).some((rp) => rp > 0);
    const never = Object.keys(CHARTS.counters).filter((n) => !(CHARTS.startingRp[n] ?? 0) && !earning(n) && !(CHARTS.rpOnEntry[n] ?? 0));
    expect(never.length).toBeGreaterThan(0);
    // At war for the whole game, they still hold nothing; a nation with income grows.
    const atWar = emptyState();
    for (const n of never) atWar.nations[n].alignment = CHARTS.activation[n]?.allies ? 'allies' : 'central';
    for (let turn = 1; turn <= CHARTS.victory.lastTurn; turn++) collectResourcePoints({ ...atWar, turn });
    for (const n of never) expect(atWar.nations[n].rp, n).toBe(0);
    expect(atWar.nations['germany'].rp).toBeGreaterThan(state.nations['germany'].rp);
  });
});

describe('neutrals (seed 002 9.0)', () => {
  const board = europeBoard();
  const start = freeSetupState(board, new Uint8Array([5]));

  it('seed 002 9.0: some nations are neutral at the start, their armies on the map and unable to move', () => {
    const neutral = Object.entries(start.nations).filter(([, n]) => n.alignment === 'neutral').map(([id]) => id);
    for (const nation of ['italy', 'romania', 'bulgaria', 'turkey', 'greece', 'holland', 'belgium']) expect(neutral).toContain(nation);
    const italian = start.units.find((u) => u.nation === 'italy' && u.status === 'map')!;
    expect(italian).toBeDefined();
    const next = board.neighbours(italian.hex!).find((n) => board.isPlayable(n.id) && !start.units.some((u) => u.hex === n.id))!;
    for (const phase of ['allied-movement', 'central-movement'] as const) {
      expect(checkMove({ ...start, phase, turn: 2 }, board, { unit: italian.id, steps: line(next.id) }).ok).toBe(false);
    }
    // Holland can only enter the war by invasion.
    expect(checkActivation({ ...start, phase: 'allied-movement', turn: 3 }, 'holland', 'allies').ok).toBe(false);
    expect(checkActivation({ ...start, phase: 'central-movement', turn: 3 }, 'holland', 'central').ok).toBe(false);
  });

  it('seed 002 9.0: an invaded neutral gives victory points to the invader\'s enemy, an activated one gives none', () => {
    const invaded = invade(start, board, 'romania', 'central');
    expect(invaded.nations['romania']).toMatchObject({ alignment: 'allies', invadedBy: 'central' });
    expect(invaded.vp.allies - start.vp.allies).toBe(CHARTS.invasionVp['romania']);
    expect(CHARTS.invasionVp['romania']).toBeGreaterThan(0);
    const activated = tryActivation({ ...start, phase: 'allied-movement', turn: 3, dice: diceRolling(6) }, board, 'romania', 'allies').state;
    expect(activated.nations['romania'].alignment).toBe('allies');
    expect(activated.vp).toEqual(start.vp);
  });
});

// ---------------------------------------------------------------------------
// 10.0, 10.4, 10.42: special rules.
// ---------------------------------------------------------------------------

describe('special rules (seed 002 10.0)', () => {
  it('seed 002 10.0: the special restrictions bind the players\' actions — Austro-Hungarian armies may cross but not stay in France (10.6)', () => {
    const board = frontBoard();
    const state = stateWith({ 'austria-hungary:1': '0705', 'austria-hungary:2': '0405', 'france:1': '0102' }, { phase: 'central-movement', turn: 2, diceMode: 'plain' });
    const stay = { kind: 'move' as const, moves: [{ unit: 'austria-hungary:1', steps: line('0605', '0505') }] };
    expect(checkAction(state, board, 'central', stay)?.rule).toBe('10.6');
    const cross = { kind: 'move' as const, moves: [{ unit: 'austria-hungary:1', steps: line('0605', '0505', '0506', '0606') }] };
    expect(checkAction(state, board, 'central', cross)).toBeNull();
    // An army left in France (by a retreat) and not moved out is destroyed at the end of the movement.
    const after = applyAction(state, board, 'central', cross);
    expect(unitById(after, 'austria-hungary:2').status).toBe('eliminated');
    expect(unitById(after, 'austria-hungary:1').hex).toBe('0606');
  });
});

describe('forts (seed 002 10.5)', () => {
  it('seed 002 10.5: the forts printed on the map stand where printed, with their strength, and never attack', () => {
    const board = europeBoard();
    const state = historicalState(board, new Uint8Array([4]));
    const printed = [...board.allHexes()].filter((h) => h.fort > 0);
    expect(printed.length).toBeGreaterThan(10);
    // Standing, except those the set-up chart says had already fallen by September 1914 (11.1).
    const fallen = new Set(CHARTS.setupHistoricalFallenForts);
    expect(state.forts.map((f) => [f.hex, f.nation, f.strength, f.destroyed]).sort()).toEqual(printed.map((h) => [h.id, h.nation, h.fort, fallen.has(h.id)]).sort());
    // A German fort next to a French army gives the Central Powers no attack.
    const front = frontBoard();
    const alone = stateWith({ 'france:1': '0505' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, forts: [{ hex: '0604', nation: 'germany', strength: 3, destroyed: false }] });
    expect(possibleAttackers(alone, front, '0505')).toEqual([]);
    expect(checkAttack(alone, front, { attackers: ['fort 0604'], target: '0505' }).ok).toBe(false);
    // An army beside the fort can attack: the fort adds nothing to it.
    const withArmy = withUnits(alone, { 'germany:1': '0605' });
    const plan = checkAttack(withArmy, front, { attackers: ['germany:1'], target: '0505' });
    expect(plan.ok && plan.value.attackTotal).toBe(CHARTS.counters['germany'].armies[0].attack);
  });
});

describe('Stosstruppen and infiltration (seed 002 10.4, 10.42)', () => {
  const board = frontBoard();

  it('seed 002 10.4: from turn 6 a German army outside enemy ZOC becomes Stosstruppen for its cost, four at most, and attacks on that side', () => {
    const build = stateWith({ 'germany:1': '0604', 'germany:5': '0805', 'france:1': '0205' }, { phase: 'build-central', turn: CHARTS.rules.stosstruppenFromTurn });
    expect(rule(checkBuild({ ...build, turn: CHARTS.rules.stosstruppenFromTurn - 1 }, board, 'central', { stosstruppen: ['germany:1'] }))).toBe('10.41');
    const converted = applyBuild(build, board, 'central', { stosstruppen: ['germany:1'] });
    expect(unitById(converted, 'germany:1').stosstruppen).toBe(true);
    expect(converted.nations['germany'].rp).toBe(build.nations['germany'].rp - CHARTS.rules.stosstruppenCost);
    // Not in an enemy ZOC.
    const near = withUnits(build, { 'france:1': '0505' });
    expect(rule(checkBuild(near, board, 'central', { stosstruppen: ['germany:1'] }))).toBe('10.41');
    // Never more than four at once.
    const four = withUnits(build, { 'germany:2': '0807', 'germany:3': '0809', 'germany:4': '0801' });
    const ids = ['germany:1', 'germany:2', 'germany:3', 'germany:4'];
    expect(ids).toHaveLength(CHARTS.rules.stosstruppenMax);
    for (const id of ids) unitById(four, id).stosstruppen = true;
    expect(rule(checkBuild(four, board, 'central', { stosstruppen: ['germany:5'] }))).toBe('10.41');
    // On the map it attacks with the Stosstruppen side of its counter.
    const fight = { ...withUnits(converted, { 'france:1': '0505' }), phase: 'attack' as const, attackPhase: 1, superior: 'central' as const };
    const plan = checkAttack(fight, board, { attackers: ['germany:1'], target: '0505', infiltration: true });
    expect(plan.ok && plan.value.attackTotal).toBe(CHARTS.counters['germany'].stosstruppen!.attack);
    expect(plan.ok && plan.value.infiltration).toBe(true);
  });

  it('seed 002 10.42: infiltration is declared with the attack, before the die, needs a Stosstruppen army, and other armies may join it', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'austria-hungary:1': '0506', 'france:1': '0505' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 6 });
    unitById(state, 'germany:1').stosstruppen = true;
    const all = ['germany:1', 'germany:2', 'austria-hungary:1'];
    const plan = checkAttack(state, board, { attackers: all, target: '0505', infiltration: true });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    // The calculation shown before the roll already carries the declaration.
    expect(plan.value.die).toBeUndefined();
    expect(plan.value.infiltration).toBe(true);
    expect(plan.value.rules).toContain('10.42');
    expect(plan.value.attackTotal).toBe(all.reduce((sum, id) => sum + unitStrength(unitById(state, id)).attack, 0));
    // Without a Stosstruppen army there is no infiltration.
    expect(rule(checkAttack(state, board, { attackers: ['germany:2', 'austria-hungary:1'], target: '0505', infiltration: true }))).toBe('10.42');
    // The roll keeps what was declared: the same die with and without the declaration.
    const declared = resolveAttack({ ...state, dice: diceRolling(6) }, board, { attackers: all, target: '0505', infiltration: true });
    const plain = resolveAttack({ ...state, dice: diceRolling(6) }, board, { attackers: all, target: '0505' });
    expect(declared.calculation.die).toBe(plain.calculation.die);
    expect([declared.state.pending?.infiltration, plain.state.pending?.infiltration]).toEqual([true, false]);
  });
});

// ---------------------------------------------------------------------------
// 11.x: scenarios and victory.
// ---------------------------------------------------------------------------

describe('scenarios and victory (seed 002 11.0, 11.3)', () => {
  const board = europeBoard();

  it('seed 002 11.0: the set-up chart places every army it lists, neutrals too in both scenarios; unlisted armies can be built', () => {
    const historical = historicalState(board, new Uint8Array([7]));
    const listed = new Set(CHARTS.setupHistorical.map((e) => `${e.nation}:${e.army}`));
    for (const entry of CHARTS.setupHistorical) {
      expect(unitById(historical, `${entry.nation}:${entry.army}`)).toMatchObject({ status: 'map', hex: entry.hex });
    }
    for (const unit of historical.units.filter((u) => !listed.has(u.id))) expect(['pool', 'removed'], unit.id).toContain(unit.status);
    // An unlisted German army is built at a German supply city in a construction phase.
    const berlin = [...board.allHexes()].find((h) => h.city === 'Berlin')!.id;
    expect(listed.has('germany:9')).toBe(false);
    expect(checkBuild({ ...historical, phase: 'build-central' }, board, 'central', { armies: [{ unit: 'germany:9', hex: berlin }] }).ok).toBe(true);
    // Free set-up: the neutral armies stand where the chart puts them.
    const free = freeSetupState(board, new Uint8Array([7]));
    for (const entry of CHARTS.setupHistorical.filter((e) => CHARTS.counters[e.nation].side === 'neutral')) {
      expect(unitById(free, `${entry.nation}:${entry.army}`).hex).toBe(entry.hex);
    }
  });

  it('seed 002 11.16, 11.25: Montenegro is an Ally without an army in both scenarios, so Allied units enter it freely', () => {
    const historical = historicalState(board, new Uint8Array([7]));
    const free = freeSetupState(board, new Uint8Array([7]));
    for (const state of [historical, free]) {
      expect(state.nations['montenegro'].alignment).toBe('allies');
      expect(state.units.filter((u) => u.nation === 'montenegro')).toEqual([]);
    }
    // A Serbian army stepping into Montenegro invades nobody.
    const border = [...board.allHexes()].find((h) => h.nation === 'serbia' && board.isPlayable(h.id) && board.neighbours(h.id).some((n) => board.hex(n.id).nation === 'montenegro' && board.isPlayable(n.id) && board.side(h.id, n.direction) === 'open'))!;
    const into = board.neighbours(border.id).find((n) => board.hex(n.id).nation === 'montenegro' && board.isPlayable(n.id) && board.side(border.id, n.direction) === 'open')!;
    const state = { ...withUnits(free, { 'serbia:1': border.id }), phase: 'allied-movement' as const, turn: 2 };
    const move = checkMove(state, board, { unit: 'serbia:1', steps: line(into.id) });
    expect(move.ok && move.value.invades).toEqual([]);
  });

  /** Both sides' free set-up, armies on the first free hexes of their countries. */
  function freeGame(): WwiState {
    let state: WwiState = { ...freeSetupState(board, new Uint8Array([11])), diceMode: 'plain' };
    for (const side of ['allies', 'central'] as const) {
      const used = new Set(state.units.filter((u) => u.status === 'map').map((u) => u.hex!));
      const placements = freeSetupArmies(side).map(({ unit, group }) => {
        const hex = [...board.allHexes()]
          .filter((h) => board.isPlayable(h.id) && group.within.includes(h.nation ?? '') && !h.transit && !used.has(h.id))
          .map((h) => h.id)
          .sort()[0];
        used.add(hex);
        return { unit, hex };
      });
      expect(checkFreeSetup(state, board, side, placements).ok).toBe(true);
      state = applyAction(state, board, side, { kind: 'setup', placements });
    }
    return state;
  }

  it('seed 002 11.22: after the free set-up the game opens with the first phase of turn 1, Allied movement', () => {
    const state = freeGame();
    expect(state).toMatchObject({ turn: 1, phase: 'allied-movement' });
    expect(sideToAct(state)).toBe('allies');
    // Unlike the historical game (11.11), armies move in turn 1.
    const french = unitById(state, 'france:1');
    const to = board.neighbours(french.hex!).find((n) => board.hex(n.id).nation === 'france' && board.isPlayable(n.id) && !state.units.some((u) => u.hex === n.id) && board.side(french.hex!, n.direction) === 'open')!;
    expect(checkMove(state, board, { unit: 'france:1', steps: line(to.id) }).ok).toBe(true);
  });

  it('seed 002 11.23: the free set-up owes no French attacks in turn 1', () => {
    let state = freeGame();
    expect(state.frenchAttacksOwed).toBe(0);
    state = applyAction(state, board, 'allies', { kind: 'move', moves: [] });
    state = applyAction(state, board, 'central', { kind: 'move', moves: [] });
    expect(state.superior).toBe(superiorSide(state));
    for (let n = 1; n <= 2 * CHARTS.rules.attackPhasesPerSide; n++) {
      const side = sideToAct(state)!;
      expect(checkAction(state, board, side, { kind: 'end-attacks' }), `attack phase ${n}`).toBeNull();
      state = applyAction(state, board, side, { kind: 'end-attacks' });
    }
    expect(state).toMatchObject({ turn: 1, phase: 'build-allies' });
    // The historical game, by contrast, owes two.
    expect(historicalState(board, new Uint8Array([11])).frenchAttacksOwed).toBe(2);
  });

  it('seed 002 11.24: in the free set-up one US army arrives on the west edge in turn 8 and two in turn 9, at no RP cost', () => {
    expect(CHARTS.turns.filter((t) => t.usArmies > 0).map((t) => [t.turn, t.usArmies])).toEqual([[8, 1], [9, 2]]);
    const front = frontBoard();
    const turn8 = stateWith({ 'france:1': '0305' }, { scenario: 'free', phase: 'build-allies', turn: 8 });
    expect(rule(checkBuild(turn8, front, 'allies', {}))).toBe('9.8');
    const landed = applyBuild(turn8, front, 'allies', { armies: [{ unit: 'usa:1', hex: '0105' }] });
    expect(unitById(landed, 'usa:1')).toMatchObject({ status: 'map', hex: '0105' });
    expect(landed.nations['usa'].rp).toBe(turn8.nations['usa'].rp);
    const turn9 = { ...landed, turn: 9 };
    expect(rule(checkBuild(turn9, front, 'allies', { armies: [{ unit: 'usa:2', hex: '0103' }] }))).toBe('9.8');
    const both = applyBuild(turn9, front, 'allies', { armies: [{ unit: 'usa:2', hex: '0103' }, { unit: 'usa:3', hex: '0107' }] });
    expect(both.units.filter((u) => u.nation === 'usa' && u.status === 'map')).toHaveLength(3);
    expect(both.nations['usa'].rp).toBe(turn9.nations['usa'].rp);
    // Before turn 8 a US army is an ordinary build, paid in US RP (none yet).
    const turn7 = stateWith({ 'france:1': '0305' }, { scenario: 'free', phase: 'build-allies', turn: 7 });
    expect(rule(checkBuild(turn7, front, 'allies', { armies: [{ unit: 'usa:1', hex: '0105' }] }))).toBe('8.3');
  });

  it('seed 002 11.34: the Allies score 75 VP for the blockade of Germany in the final count', () => {
    expect(CHARTS.victory.alliedBlockadeVp).toBe(75);
    const empty = countVictoryPoints(stateWith({}), frontBoard());
    expect([empty.allies, empty.central]).toEqual([75, 0]);
    expect(empty.lines.filter((l) => l.rule === '11.34')).toEqual([expect.objectContaining({ side: 'allies', points: 75 })]);
    expect(winners(empty)).toEqual(['allies']);
    // On the real map, the blockade is exactly the difference from a count without it.
    const start = historicalState(board, new Uint8Array([2]));
    const noBlockade: Charts = { ...CHARTS, victory: { ...CHARTS.victory, alliedBlockadeVp: 0 } };
    const withIt = countVictoryPoints(start, board);
    const without = countVictoryPoints(start, board, noBlockade);
    expect([withIt.allies - without.allies, withIt.central - without.central]).toEqual([75, 0]);
  });
});

// ---------------------------------------------------------------------------
// Every numbered rule of the rule book is named by a test title.
// ---------------------------------------------------------------------------

describe('rule coverage', () => {
  it('every numbered rule of seed 002 is named by a test title', () => {
    const rules = numberedRules();
    expect(rules.length).toBeGreaterThan(100);
    expect(rules).toContain('5.55');
    const titles = readdirSync(WWI_TESTS)
      .filter((f) => f.endsWith('.test.ts'))
      .flatMap((f) => testTitles(readFileSync(new URL(f, WWI_TESTS), 'utf8')));
    const missing = rules.filter((r) => !titles.some((t) => titleNames(t, r)));
    expect(missing, `numbered rules no test title names: ${missing.join(' ')}`).toEqual([]);
  });

  it('reads ranges within a section and ignores steps of the sequence of play', () => {
    expect(titleNames('movement (seed 002 5.0-5.34)', '5.31')).toBe(true);
    expect(titleNames('movement (seed 002 5.0-5.34)', '5.4')).toBe(false);
    expect(titleNames('sea (seed 002 5.4-5.47)', '5.41')).toBe(true);
    expect(titleNames('supply attrition (seed 002 3.0 step 10.5, 7.22)', '10.5')).toBe(false);
    expect(titleNames('supply attrition (seed 002 3.0 step 10.5, 7.22)', '7.22')).toBe(true);
    expect(titleNames('seed 002 6.3: losses', '6.33')).toBe(false);
    expect(testTitles("describe('a (99.1)', () => { it('b\\'s (99.2)', () => {}); });")).toEqual(['a (99.1)', "b\\'s (99.2)"]);
  });
});
