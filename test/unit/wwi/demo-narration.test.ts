/** What a class demonstration says between combats (ui/demo-narration.ts). */
import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { applyAction } from '../../../src/games/wwi/engine/actions';
import { botAction } from '../../../src/games/wwi/engine/bot';
import { sideToAct, turnName } from '../../../src/games/wwi/engine/sequence';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { type NarratedLine, frontOf, narrate } from '../../../src/games/wwi/ui/demo-narration';

const board = europeBoard();
const start = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(4));
const onMap = (hex: string) => ({ status: 'map' as const, hex, transit: null });
/** Free land hexes of a nation, not next to any army (so nothing here depends on the position). */
function freeHexes(state: WwiState, nation: string, count: number): string[] {
  const taken = new Set(state.units.map((u) => u.hex));
  return [...board.allHexes()].filter((h) => h.nation === nation && h.map === 'main' && h.terrain !== 'sea' && h.terrain !== 'prohibited' && !taken.has(h.id)).slice(0, count).map((h) => h.id);
}

describe('demonstration narration: fronts', () => {
  it('puts each place on its front', () => {
    const fronts = Object.fromEntries(['0114', '0614', '0815', '1510', '1521', '1816', '2023', '2310', '2322', '2714', '3022', '3527', '6406'].map((hex) => [hex, frontOf(board, onMap(hex))]));
    expect(fronts).toEqual({
      '0114': 'west', // Paris
      '0614': 'west', // Metz
      '0815': 'west', // Strasbourg
      '1510': 'east', // Berlin
      '1521': 'italy', // Trieste
      '1816': 'east', // Vienna
      '2023': 'balkans', // Sarajevo
      '2310': 'east', // Warsaw
      '2322': 'balkans', // Belgrade
      '2714': 'east', // Lemberg
      '3022': 'east', // Bucharest
      '3527': 'ottoman', // Constantinople
      '6406': 'ottoman', // Erzerum, Caucasus sheet
    });
    expect(frontOf(board, { status: 'transit', hex: null, transit: 'franco-italian' })).toBe('transit');
    expect(frontOf(board, { status: 'pool', hex: null, transit: null })).toBe(null);
  });
});

describe('demonstration narration: one action', () => {
  it('groups a movement phase by front: 3 armies in the west and 2 in the east give one sentence each, naming them', () => {
    const before: WwiState = { ...start(), turn: 3, phase: 'allied-movement' };
    const after = structuredClone(before);
    const french = after.units.filter((u) => u.nation === 'france' && u.status === 'map').slice(0, 3);
    const russian = after.units.filter((u) => u.nation === 'russia' && u.status === 'map').slice(0, 2);
    freeHexes(after, 'france', 3).forEach((hex, i) => (french[i].hex = hex));
    freeHexes(after, 'russia', 2).forEach((hex, i) => (russian[i].hex = hex));
    const lines = narrate(before, after, 'allies', { kind: 'move', moves: [] }, board);
    expect(lines.map((l) => l.kind)).toEqual(['moves', 'moves']);
    expect(lines[0].text.en).toMatch(/^Western Front: the Allies move 3 armies — French .* and French /);
    expect(lines[1].text.en).toMatch(/^Eastern Front: the Allies move 2 armies — Russian .* and Russian /);
    expect(lines[0].text.it).toMatch(/^Fronte occidentale: gli Alleati muovono 3 armate — /);
    expect(lines[0].text.en.match(/French \d+\w+ Army/g)).toHaveLength(3);
    expect(lines[1].text.en.match(/Russian \d+\w+ Army/g)).toHaveLength(2);
    for (const line of lines) expect(line.text.en + line.text.it).not.toMatch(/france:|russia:/);
  });

  it('says nobody moves in the first turn of the historical game (11.11)', () => {
    const before = start();
    const [line] = narrate(before, structuredClone(before), 'allies', { kind: 'move', moves: [] }, board);
    expect(line).toMatchObject({ kind: 'moves', rule: '11.11' });
    expect(line.text.en).toBe('The Allies move no army: in the first turn of the historical game nobody moves.');
  });

  it('names the armies built, where, and the resource points spent, in one sentence', () => {
    const before: WwiState = { ...start(), phase: 'build-allies' };
    const after = structuredClone(before);
    const pool = after.units.filter((u) => u.nation === 'france' && u.status === 'pool').slice(0, 2);
    expect(pool).toHaveLength(2);
    const hexes = ['0114', '0112'];
    pool.forEach((u, i) => Object.assign(u, { status: 'map', hex: hexes[i] }));
    after.nations['france'].rp -= 7;
    const lines = narrate(before, after, 'allies', { kind: 'build', orders: { armies: pool.map((u, i) => ({ unit: u.id, hex: hexes[i] })) } }, board);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'builds', rule: '8.3' });
    expect(lines[0].text.en).toMatch(/^The Allies build 2 armies: French .* at Paris \(0114\) and French .* at hex 0112 \(7 resource points spent\)\.$/);
    expect(lines[0].text.it).toContain('(spesi 7 punti-risorsa)');
    expect(lines[0].text.it).toMatch(/^Gli Alleati costruiscono 2 armate: \S+ Armata francese a Parigi \(0114\) e \S+ Armata francese nell'esagono 0112 /);
  });

  it('tells the end of a turn: the armies lost out of supply together, then the new turn', () => {
    const before: WwiState = { ...start(), phase: 'build-central' };
    const after = structuredClone(before);
    after.turn = 2;
    after.phase = 'allied-movement';
    for (const id of ['germany:8', 'russia:1']) after.log.push({ turn: 1, phase: 'build-central', serial: before.phaseSerial, text: `${id} is out of supply and is removed for good (7.22)` });
    const lines = narrate(before, after, 'central', { kind: 'build', orders: {} }, board);
    expect(lines.map((l) => l.kind)).toEqual(['builds', 'supply', 'turn']);
    expect(lines[1].text.en).toBe('Out of supply at the end of the turn, removed for good: German 8th Army and Russian 1st Army.');
    expect(lines[2].text.en).toBe(`${turnName(2).en} begins.`);
  });

  it('tells the moments of history: a neutral joining, Russia collapsing, the Americans arriving, the turn\'s resource points', () => {
    const before: WwiState = { ...start(), turn: 8, phase: 'attack', attackPhase: 6 };
    const after = structuredClone(before);
    after.phase = 'build-allies';
    after.nations['italy'].alignment = 'allies';
    after.nations['russia'].collapsed = true;
    const us = after.units.find((u) => u.nation === 'usa')!;
    Object.assign(us, { status: 'map', hex: '0114' });
    after.nations['france'].rp += 7;
    after.nations['germany'].rp += 15;
    const lines = narrate(before, after, 'allies', { kind: 'end-attacks' }, board);
    const by = (kind: NarratedLine['kind']) => lines.filter((l) => l.kind === kind);
    expect(by('neutral').map((l) => [l.text.en, l.rule])).toEqual([['Italy enters the war on the side of the Allies.', '9.2']]);
    expect(by('russia').map((l) => l.rule)).toEqual(['10.1']);
    expect(by('usa').map((l) => l.rule)).toEqual(['9.8']);
    expect(by('rp').map((l) => l.text.en)).toEqual(['Resource points for the turn: the Allies +7 (France +7); the Central Powers +15 (Germany +15).']);
    expect(by('attacks')).toHaveLength(1);
  });
});

describe('demonstration narration: the automated players\' first two turns', () => {
  it('has something to say for every movement, build and end of attacks, and nothing for a combat\'s own steps', () => {
    let state = start();
    const said: { kind: string; lines: NarratedLine[] }[] = [];
    while (state.turn <= 2) {
      const side = sideToAct(state)!;
      const action = botAction(state, board)!;
      const next = applyAction(state, board, side, action);
      said.push({ kind: action.kind, lines: narrate(state, next, side, action, board) });
      state = wwiGame.decodeState(wwiGame.encodeState(next));
    }
    for (const { kind, lines } of said) {
      if (['move', 'build', 'end-attacks'].includes(kind)) expect(lines.length, kind).toBeGreaterThan(0);
      if (kind === 'defend' || kind === 'settle') expect(lines.filter((l) => l.kind === 'moves' || l.kind === 'builds')).toHaveLength(0);
      for (const line of lines) {
        expect(line.text.it).not.toBe(line.text.en);
        expect(line.text.en).not.toMatch(/[a-z-]+:\w+/);
      }
    }
    // Turn 2's movement phases moved armies, told front by front.
    expect(said.filter((s) => s.kind === 'move').flatMap((s) => s.lines).some((l) => / move \d+ arm/.test(l.text.en))).toBe(true);
  });
});
