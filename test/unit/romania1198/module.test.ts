/**
 * Romania 1198 as a game module: the calendar, victory, revolt (civil
 * disorder), links, and the standard game left as it was.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { STANDARD_FORMAT } from '../../../src/games/diplomacy/engine/codec';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import { centreCount } from '../../../src/games/diplomacy/engine/position';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { romania } from '../../../src/games/romania1198/engine/module';
import { meta } from '../../../src/games/romania1198/meta';

const map = romania.map;

/** Every seat the phase waits for acts (with no orders when none are written), except the silent ones. */
function act(state: DipState, written: Record<string, string[]>, silent: string[] = []): DipState {
  const actions = new Map<string, DipAction>();
  for (const seat of romania.turn(state).waitingFor) {
    if (silent.includes(seat)) continue;
    const orders = (written[seat] ?? []).map((text) => {
      const parsed = parseOrder(text, map, { power: seat, phase: state.position.phase });
      if (!parsed.ok) throw new Error(text);
      return { power: seat, order: parsed.order };
    });
    actions.set(seat, { draw: false, orders });
  }
  return romania.apply(state, actions);
}

const relink = (state: DipState): DipState => romania.decodeState(romania.encodeState(state));

describe('Romania 1198 module: set-up and calendar', () => {
  const start = romania.initialState('standard', {}, new Uint8Array([1, 2]));

  it('R1198-01 set-up: seven regions, each with at least one army and one fleet', () => {
    expect(romania.powers(start).map((p) => p.id)).toEqual(['zalau', 'oradea', 'cluj', 'bistrita', 'targumures', 'brasov', 'timisoara']);
    for (const power of map.data.powers) {
      const own = start.position.units.filter((u) => u.power === power.id).map((u) => u.type);
      expect(own, power.id).toContain('A');
      expect(own, power.id).toContain('F');
    }
  });

  it('R1198-02 first move: the game opens in Autumn 1198', () => {
    expect(romania.phaseLabel(start, 'en')).toBe('Autumn 1198 — movement');
    expect(romania.phaseLabel(start, 'it')).toBe('Autunno 1198 — movimento');
  });

  it('R1198-03 half-year turns: after Autumn 1198 comes Spring 1199, with no count of centres (adjustments from 1199)', () => {
    const spring = act(start, { oradea: ['A ora - car'] });
    expect([spring.position.season, spring.position.year, spring.position.phase]).toEqual(['spring', 1199, 'movement']);
    expect(spring.position.owners.car).toBeUndefined();
    const autumn = act(spring, {});
    expect(romania.phaseLabel(autumn, 'en')).toBe('Autumn 1199 — movement');
    const winter = act(autumn, {});
    // The first count: Carei is Oradea's, and so are Brad and Deva for Oradea and Cluj, whose fourth armies
    // start there (fourth re-balance, README): Oradea builds two units in its empty home centres, Cluj one;
    // Zalău, four units on three centres (its second fleet), disbands one.
    expect(winter.position.owners.car).toBe('oradea');
    expect([winter.position.owners.brd, winter.position.owners.dev]).toEqual(['oradea', 'cluj']);
    expect(romania.phaseLabel(winter, 'en')).toBe('Winter 1199 — builds and disbands');
    expect(romania.turn(winter).waitingFor).toEqual(['zalau', 'oradea', 'cluj']);
  });

  it('R1198-37 mountain crossing: a unit in a mountain pass travels in the game link and completes its crossing the next movement phase', () => {
    const spring = relink(act(start, { zalau: ['A zal - clu'] }));
    expect(spring.position.units.find((u) => u.loc === 'zal')).toEqual({ power: 'zalau', type: 'A', loc: 'zal', pass: 'clu' });
    expect(romania.historyLabel!(spring, 'en')).toBe('Results of Autumn 1198 — movement; then Spring 1199 — movement');
    const autumn = relink(act(spring, {}));
    // Cluj's army still stands in Cluj: the crossing bounces and is over.
    expect(autumn.position.units.find((u) => u.loc === 'zal')).toEqual({ power: 'zalau', type: 'A', loc: 'zal' });
    const noCluj: DipState = { ...start, position: { ...start.position, units: start.position.units.filter((u) => u.loc !== 'clu') } };
    const cleared = act(noCluj, { zalau: ['A zal - clu'] });
    expect(cleared.position.units.some((u) => u.loc === 'clu')).toBe(false);
    const moved = act(cleared, {});
    expect(moved.position.units.find((u) => u.power === 'zalau' && u.loc === 'clu')).toBeTruthy();
  });

  it('R1198-35 length of the game: the first round ends after Autumn 1210; the most centres wins, ties share', () => {
    const late: DipState = { ...start, position: { ...start.position, year: 1210, season: 'fall' } };
    expect(romania.ended(late)).toBeNull();
    const done = act(late, { oradea: ['A ora - car'] });
    const end = romania.ended(done);
    expect(end?.winners).toEqual(['oradea']);
    expect(end?.reason.en).toBe('most centres at the end of 1210');
    // Oradea's four home centres, Brad (where its fourth army starts) and Carei; Cluj is next with five.
    expect(centreCount(done.position, 'oradea')).toBe(6);
    expect(centreCount(done.position, 'cluj')).toBe(5);
  });

  it('victory: 26 of the 51 centres (more than half) win at once', () => {
    expect(map.supplyCenters()).toHaveLength(51);
    const centres = map.supplyCenters();
    const owners = Object.fromEntries(centres.map((c, i) => [c, i < 26 ? 'cluj' : 'oradea']));
    const won = romania.ended({ ...start, position: { ...start.position, owners } });
    expect(won).toMatchObject({ winners: ['cluj'], reason: { en: '26 supply centres' } });
    const owners25 = Object.fromEntries(centres.map((c, i) => [c, i < 25 ? 'cluj' : i < 38 ? 'oradea' : 'brasov']));
    expect(romania.ended({ ...start, position: { ...start.position, owners: owners25 } })).toBeNull();
  });

  it('R1198-36 revolt: a region that sends no orders holds, without supporting, and is disbanded when dislodged', () => {
    const attacked: DipState = {
      ...start,
      position: {
        ...start.position,
        units: [
          { power: 'zalau', type: 'A', loc: 'zal' },
          { power: 'oradea', type: 'A', loc: 'ora' },
          { power: 'oradea', type: 'A', loc: 'sat' },
        ],
      },
    };
    const next = act(attacked, { oradea: ['A ora - zal', 'A sat APP A ora - zal'] }, ['zalau']);
    expect(next.last?.civilDisorder).toContain('zalau');
    expect(next.position.units.some((u) => u.power === 'zalau')).toBe(false);
    expect(next.position.phase).toBe('movement');
  });

  it('R1198-36 revolt, points 1-3: forced disbands take the unit farthest from home (a mountain pass counting two moves), then a fleet, then by name', () => {
    // Zalău keeps 3 centres and has 5 units: two are disbanded by the revolt rule.
    const winter: DipState = {
      ...start,
      position: {
        ...start.position,
        year: 1199,
        season: 'winter',
        phase: 'adjustment',
        units: [
          { power: 'zalau', type: 'A', loc: 'zal' },
          { power: 'zalau', type: 'A', loc: 'ora' },
          { power: 'zalau', type: 'F', loc: 'so1' },
          { power: 'zalau', type: 'A', loc: 'dej' },
          { power: 'zalau', type: 'A', loc: 'clu' },
        ],
      },
    };
    const next = romania.apply(winter, new Map());
    const kept = next.position.units.filter((u) => u.power === 'zalau').map((u) => u.loc);
    const disbanded = winter.position.units.map((u) => u.loc).filter((loc) => !kept.includes(loc));
    // Cluj is 2 from Zalău (over the Meseș pass) and 2 from Satu Mare via Dej/Baia Mare: farthest. Then the fleet before the armies at 1.
    expect(disbanded.sort()).toEqual(['clu', 'so1']);
  });
});

describe('Romania 1198 module: links and registration', () => {
  it('its links carry units in a mountain pass; the standard game\'s link format is unchanged', () => {
    expect(diplomacy.format).toBe(STANDARD_FORMAT);
    expect(romania.format.passes).toBe(true);
    const start = romania.initialState('standard', {});
    const withPass: DipState = { ...start, position: { ...start.position, units: [{ power: 'zalau', type: 'A', loc: 'zal', pass: 'clu' }] } };
    expect(relink(withPass).position.units).toEqual(withPass.position.units);
    const standard = diplomacy.initialState('standard', {});
    expect(diplomacy.decodeState(diplomacy.encodeState(standard))).toEqual(standard);
  });

  it('a link naming a pass that is not an edge of the unit is refused', () => {
    const start = romania.initialState('standard', {});
    const bad: DipState = { ...start, position: { ...start.position, units: [{ power: 'zalau', type: 'A', loc: 'zal', pass: 'buc' }] } };
    expect(() => romania.decodeState(romania.encodeState(bad))).toThrow();
  });

  it('holds the longest order set of a region with 25 units in its padded box, with a draw, a concession and the vote for the computer', () => {
    const state = romania.initialState('standard', {});
    const locations = map.locations;
    const powers = map.data.powers.map((p) => p.id);
    const last = locations[locations.length - 1];
    const orders = Array.from({ length: 25 }, () => ({
      power: powers[powers.length - 1],
      order: { kind: 'support' as const, unit: { type: 'F' as const, loc: last }, supported: { type: 'F' as const, loc: last }, supportedPower: powers[powers.length - 1], to: last },
    }));
    const bytes = romania.encodeAction(state, powers[0], { draw: true, concede: powers[powers.length - 1], bots: true, orders });
    expect(bytes.length + 2).toBeLessThanOrEqual(romania.boxBytes!);
  });

  it('is registered as its own game (link id 2), offered in New game on its drawn board', () => {
    // The bundle (the board, a browser component) is loaded by the e2e test test/e2e/romania-play.e2e.ts.
    expect(meta).toMatchObject({ id: 'romania1198', linkId: 2, playable: true });
  });

  it('the standard Diplomacy engine never names Romania', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    for (const file of files('src/games/diplomacy')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/romania|romanian|rom[aâ]nia/i);
  });
});
