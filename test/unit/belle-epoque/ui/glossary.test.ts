import { describe, expect, it } from 'vitest';
import { GLOSSARY, firstTurnHint } from '../../../../src/games/belle-epoque/ui/glossary';
import { initialState } from '../../../../src/games/belle-epoque/engine/setup';
import { actionState, scriptedRng } from '../helpers';

describe('the game\'s words', () => {
  it('explains embassy cubes, arms cubes, prestige, contests and eras, each with its rule, in both languages', () => {
    expect(GLOSSARY.map((g) => g.id)).toEqual(['embassy', 'arms', 'prestige', 'contest', 'era']);
    for (const g of GLOSSARY) for (const lang of ['en', 'it'] as const) expect(g.text[lang]).toMatch(/\(\d+\.\d+/);
  });

  it('suggests a first action at the start of turn 1\'s rounds only', () => {
    const one = actionState(1);
    expect(firstTurnHint(one, 'en')).toContain('diplomatic mission (8.2)');
    expect(firstTurnHint(one, 'it')).toContain('Missione diplomatica (8.2)');
    expect(firstTurnHint(actionState(2), 'en')).toBeNull();
    expect(firstTurnHint({ ...one, roundActions: ['buy'] } as typeof one, 'en')).toBeNull();
    expect(firstTurnHint(initialState({ players: 4 }, scriptedRng()), 'en')).toBeNull();
  });
});
