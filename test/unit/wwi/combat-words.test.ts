import { describe, expect, it } from 'vitest';
import { checkAttack, resolveAttack, type CombatCalculation } from '../../../src/games/wwi/engine/combat';
import { advantageWords, combatSentences, dieGroups, placeWords } from '../../../src/games/wwi/engine/combat-words';
import { lookupCrt } from '../../../src/games/wwi/engine/crt';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { diceRolling, frontBoard, stateWith } from './fixtures';

const centralAttacks: Partial<WwiState> = { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 };

/** A bare calculation with a given differential, as checkAttack would make it. */
function calcWith(differential: number, patch: Partial<CombatCalculation> = {}): CombatCalculation {
  return {
    attackers: [{ unit: 'germany:1', attack: 5 + differential }],
    attackTotal: 5 + differential,
    defence: [{ what: 'france:1', printed: 5, supplied: true, value: 5 }],
    defenceAfterSupply: 5,
    roughBonus: 0,
    winterBonus: 0,
    defenceTotal: 5,
    differential,
    doubled: null,
    infiltration: false,
    rules: ['6.1'],
    ...patch,
  };
}

/** Every differential of every CRT column, and one beyond the last. */
const differentials = [...new Set(CHARTS.crt.flatMap((c) => [c.from, Math.min(c.to, c.from + 1)]))].concat(120);

describe('combat in plain words (seed 002 6.1, 6.2, 6.36, 10.43)', () => {
  it('groups the die faces of every CRT column: 1 to 6 once each, losses as lookupCrt gives them', () => {
    for (const d of differentials) {
      const groups = dieGroups(calcWith(d));
      const faces = groups.flatMap((g) => Array.from({ length: g.to - g.from + 1 }, (_, i) => g.from + i));
      expect(faces, `differential ${d}`).toEqual([1, 2, 3, 4, 5, 6]);
      for (const g of groups) {
        for (let die = g.from; die <= g.to; die++) {
          const cell = lookupCrt(CHARTS.crt, d, die);
          expect([g.attacker, g.defender], `differential ${d}, die ${die}`).toEqual([cell.attacker, cell.defender]);
        }
      }
      // Neighbouring groups differ, or they would have been read together.
      groups.slice(1).forEach((g, i) => expect([g.attacker, g.defender]).not.toEqual([groups[i].attacker, groups[i].defender]));
    }
  });

  it('reads every group aloud before the roll, in both languages', () => {
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505' });
    for (const d of differentials) {
      const [forces, column, dice] = combatSentences(state, frontBoard(), calcWith(d), '0505');
      expect(forces.en).toContain(`with ${5 + d} against 5`);
      expect(forces.it).toContain(`con ${5 + d} contro 5`);
      expect(forces.en).toContain(advantageWords(d).en);
      expect(forces.it).toContain(advantageWords(d).it);
      expect(column.en).toContain(`column ${lookupCrt(CHARTS.crt, d, 1).column}`);
      for (const g of dieGroups(calcWith(d))) {
        const en = g.from === g.to ? `on a ${g.from} ` : g.to === g.from + 1 ? `on a ${g.from} or ${g.to} ` : `on ${g.from} to ${g.to} `;
        const it = g.from === g.to ? `con ${g.from} ` : g.to === g.from + 1 ? `con ${g.from} o ${g.to} ` : `da ${g.from} a ${g.to} `;
        expect(dice.en, `differential ${d}`).toContain(`${en}the attacker ${g.attacker ? `loses ${g.attacker}` : 'loses nothing'}`);
        expect(dice.it, `differential ${d}`).toContain(`${it}l'attaccante ${g.attacker ? `perde ${g.attacker}` : 'non perde nulla'}`);
        expect(dice.en).toContain(`the defender ${g.defender ? `loses ${g.defender}` : 'loses nothing'}`);
      }
    }
  });

  it('grows the advantage words with the differential', () => {
    expect(advantageWords(0).en).toContain('even');
    expect(advantageWords(1).en).toContain('small');
    expect(advantageWords(4).en).toContain('clear');
    expect(advantageWords(7).en).toContain('large');
    expect(advantageWords(11).en).toContain('overwhelming');
    expect(advantageWords(11).it).toContain('schiacciante');
  });

  it('says the printed example after the roll: differential 1, die 4, the defender loses 1 and the attacker 3 (6.2)', () => {
    const rough = frontBoard({ '0505': { terrain: 'rough', city: 'Verdun' } });
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505' }, { ...centralAttacks, dice: diceRolling(4) });
    const { calculation } = resolveAttack(state, rough, { attackers: ['germany:1'], target: '0505' });
    const [forces, die] = combatSentences(state, rough, calculation, '0505');
    expect(forces.en).toMatch(/^The German 1st Army attacks Verdun \(defenders: the French 1st Army; rough ground \+1\) with \d+ against \d+: 1 more, a small advantage/);
    expect(forces.it).toMatch(/^La 1ª Armata tedesca attacca Verdun \(in difesa: la 1ª Armata francese; terreno accidentato \+1\)/);
    expect(die.en).toBe('The die shows 4: the defender loses 1 loss point, the attacker loses 3 loss points.');
    expect(die.it).toBe('Il dado segna 4: il difensore perde 1 punto di perdita, l\'attaccante perde 3 punti di perdita.');
  });

  it('doubles Russian losses against Germans in the faces and after the roll (6.36)', () => {
    const before = calcWith(3, { doubled: 'defender' });
    for (const g of dieGroups(before)) expect(g.defender).toBe(lookupCrt(CHARTS.crt, 3, g.from).defender * 2);
    const state = stateWith({});
    expect(combatSentences(state, frontBoard(), before, '0505').some((s) => s.en.includes('lose double'))).toBe(true);
    const after = { ...before, die: 5, attackerLoss: 3, defenderLoss: 6 };
    const said = combatSentences(state, frontBoard(), after, '0505');
    expect(said[1].en).toContain('the defender loses 6 loss points');
    expect(said[2].en).toContain('(the table gives 3)');
    expect(said[2].it).toContain('(la tabella dà 3)');
  });

  it('says when infiltration forces a retreat, and not for an empty fort (10.43)', () => {
    const calc = calcWith(4, { infiltration: true });
    const forced = dieGroups(calc).filter((g) => g.forcedRetreat);
    expect(forced.length).toBeGreaterThan(0);
    for (const g of dieGroups(calc)) expect(g.forcedRetreat).toBe(g.defender >= CHARTS.rules.infiltrationForcedRetreatAt);
    const fortOnly = calcWith(4, { infiltration: true, defence: [{ what: 'fort:0505', printed: 2, supplied: true, value: 2 }] });
    expect(dieGroups(fortOnly).some((g) => g.forcedRetreat)).toBe(false);
    const state = stateWith({});
    const rolled = combatSentences(state, frontBoard(), { ...calc, die: 5 }, '0505');
    expect(rolled.at(-1)!.en).toBe('Infiltration: the defender must also retreat at least one hex.');
    const low = combatSentences(state, frontBoard(), { ...calc, die: 1 }, '0505');
    expect(low.at(-1)!.en).toContain('Infiltration changes nothing');
  });

  it('names the attacked hex by its town, else by the town next to it, else by number', () => {
    const board = europeBoard();
    expect(placeWords(board, '0114')).toEqual({ en: 'Paris', it: 'Parigi' });
    const nearParis = board.neighbours('0114').map((n) => n.id).find((id) => !board.hex(id).city)!;
    expect(placeWords(board, nearParis).en).toMatch(/^the hex next to /);
    expect(placeWords(board, nearParis).it).toMatch(/^l'esagono vicino a /);
    const plain = frontBoard();
    expect(placeWords(plain, '0505')).toEqual({ en: 'hex 0505', it: "l'esagono 0505" });
  });

  it('speaks of a checked attack before the roll, ending with what a loss point costs', () => {
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505' }, centralAttacks);
    const checked = checkAttack(state, frontBoard(), { attackers: ['germany:1'], target: '0505' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const said = combatSentences(state, frontBoard(), checked.value, '0505');
    expect(said[0].en).toContain('attacks hex 0505');
    expect(said.at(-1)!.en).toContain('Each loss point costs a resource point');
  });
});
