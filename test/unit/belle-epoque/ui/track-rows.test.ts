import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../src/games/belle-epoque/engine/setup';
import { trackRows } from '../../../../src/games/belle-epoque/ui/track-rows';
import { actionState, scriptedRng } from '../helpers';

describe('the tracks as words and numbers', () => {
  it('before turn 1: the set-up, era I, the turn order, each power\'s prestige, fleets, money and VP', () => {
    const s = initialState({ players: 4 }, scriptedRng());
    const t = trackRows(s, 'en');
    expect(t.turn).toBe('Initial set-up, before turn 1');
    expect(t.era).toBe('Era I (1880–1890)');
    expect(t.powers.map((p) => p.name)).toEqual(['Great Britain', 'France', 'Russia', 'Central Empires']);
    const gb = t.powers[0]!;
    expect(gb.money).toBe(s.powers.gb.money);
    expect(gb.prestige).toBe(s.powers.gb.prestige);
    expect(t.powers.filter((p) => p.acting)).toHaveLength(1);
  });

  it('in play, in Italian: the turn of nine and the next scoring', () => {
    const s = actionState(2);
    const t = trackRows(s, 'it');
    expect(t.turn).toBe(`Turno ${s.turn} di 9`);
    expect(t.scoring).toContain('Punteggio alla fine dei turni 3');
  });
});
