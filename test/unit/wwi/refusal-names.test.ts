import { describe, expect, it } from 'vitest';
import { checkAction, type WwiAction } from '../../../src/games/wwi/engine/actions';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import type { Refusal } from '../../../src/games/wwi/engine/reasons';
import { playBotGame } from '../../../src/games/wwi/engine/self-play';
import { sideToAct } from '../../../src/games/wwi/engine/sequence';
import type { WwiState } from '../../../src/games/wwi/engine/state';

const board = europeBoard();
const RAW_UNIT_ID = /\b[a-z]+:\d+\b/;
const RAW_NATION_ID = /\b(germany|austria-hungary|france|britain|russia|serbia|belgium|italy|romania|bulgaria|turkey|usa|allies|central)\b/;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  return { int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

/** Orders of every kind, most of them illegal: any army, any hex, too many RP, unknown ids. */
function wildOrders(state: WwiState, seed: number, dice: WwiAction['dice']): WwiAction[] {
  const r = random(seed);
  const ids = [...state.units.map((u) => u.id), 'france:99'];
  const hexes = [...board.allHexes()].map((h) => h.id);
  const onMap = state.units.filter((u) => u.status === 'map' && u.hex).map((u) => u.hex!);
  const nations = Object.keys(state.nations);
  const near = (hex: string) => board.neighbours(hex).map((n) => n.id);
  const walk = (from: string, n: number) => {
    const out: string[] = [];
    let at = from;
    for (let i = 0; i < n; i++) out.push((at = r.int(3) ? r.pick(near(at).length ? near(at) : hexes) : r.pick(hexes)));
    return out;
  };
  const unitHex = (id: string) => state.units.find((u) => u.id === id)?.hex ?? r.pick(hexes);
  const orders: WwiAction[] = [];
  for (let i = 0; i < 6; i++) {
    const id = r.pick(ids);
    const other = r.pick(ids);
    const target = r.int(2) ? r.pick(onMap) : r.pick(hexes);
    orders.push(
      { kind: 'setup', placements: [{ unit: id, hex: r.pick(hexes) }, { unit: other, hex: r.pick(onMap) }] },
      { kind: 'activate', nation: r.pick(nations) },
      { kind: 'move', moves: [{ unit: id, steps: walk(unitHex(id), 1 + r.int(4)).map((to) => ({ to, rail: r.int(4) === 0 })) }] },
      { kind: 'move', moves: [{ unit: id, steps: [{ to: r.pick(near(unitHex(id))) }] }, { unit: r.int(2) ? id : other, steps: [{ to: r.pick(onMap) }] }] },
      { kind: 'move', moves: [{ unit: id, bySea: true, steps: [{ to: r.pick(hexes) }] }] },
      { kind: 'attack', order: { attackers: r.int(3) ? [id] : [id, other], target, infiltration: r.int(5) === 0 } },
      { kind: 'defend', choice: { retreat: walk(state.pending?.defenderHex ?? target, r.int(3)), rp: r.int(4), eliminate: r.int(6) === 0 } },
      { kind: 'settle', choice: { rp: { [r.pick(nations)]: r.int(5) }, eliminate: r.int(4) === 0 ? id : undefined, advance: [{ unit: id, path: walk(state.pending?.defenderHex ?? target, 1 + r.int(2)) }] } },
      { kind: 'end-attacks' },
      { kind: 'build', orders: { armies: [{ unit: id, hex: r.pick(r.int(2) ? onMap : hexes) }, { unit: other, hex: r.pick(hexes) }] } },
      { kind: 'build', orders: { stosstruppen: [id], forts: r.int(2) ? [r.pick(hexes)] : [], loans: r.int(2) ? [{ from: r.pick(nations), to: r.pick(nations), rp: 1 + r.int(3) }] : [] } },
    );
  }
  return orders.map((order) => ({ ...order, dice }));
}

describe('the rules name armies, nations and hexes as the player sees them (no raw ids)', () => {
  it('refuses hundreds of wild orders without a raw unit or nation id, in English and Italian', () => {
    const refusals: Refusal[] = [];
    for (const variant of ['free', 'historical'] as const) {
      playBotGame({
        variant,
        untilTurn: 2,
        onStep: (before, _after, step) => {
          const side = sideToAct(before)!;
          for (const action of wildOrders(before, refusals.length + 1, step.action.dice)) {
            const refusal = checkAction(before, board, side, action);
            if (refusal) refusals.push(refusal);
          }
        },
      });
    }
    const rules = new Set(refusals.map((r) => r.rule));
    // Enough variety that the messages naming units and hexes were reached.
    expect(refusals.length).toBeGreaterThan(1000);
    expect(rules.size).toBeGreaterThan(25);
    expect(refusals.some((r) => /Army|BEF/.test(r.en) && /Armata|BEF/.test(r.it))).toBe(true);
    expect(refusals.some((r) => /\bhex \d{4}\b/.test(r.en) && /\besagono \d{4}\b/.test(r.it))).toBe(true);
    for (const refusal of refusals) {
      for (const text of [refusal.en, refusal.it]) {
        expect(text).not.toMatch(RAW_UNIT_ID);
        expect(text).not.toMatch(RAW_NATION_ID);
      }
    }
  });

  it('says which army is not adjacent to which hex, with its town', () => {
    const state: WwiState = { ...wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([1])), phase: 'attack', attackPhase: 1, superior: 'allies', turn: 2 };
    expect(state.units.find((u) => u.id === 'france:4')!.hex).toBe('0414');
    const refusal = checkAction(state, board, 'allies', { kind: 'attack', order: { attackers: ['france:4'], target: '0614' } })!;
    expect(refusal.en).toBe('French 4th Army is not adjacent to hex 0614 Metz (6.0)');
    expect(refusal.it).toBe('4ª Armata francese non è adiacente all\'esagono 0614 Metz (6.0)');
  });
});
