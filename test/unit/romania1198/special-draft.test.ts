import { describe, expect, it } from 'vitest';
import { romania } from '../../../src/games/romania1198/engine/module';
import { ROMANIA_SPECIALS } from '../../../src/games/romania1198/engine/specials';
import { ambassadorLine, emptySpecialDraft, spyCities, spyLine, spyRisk, stillToSend, toggleInfo } from '../../../src/games/romania1198/ui/special-draft';

const game = () => romania.initialState('standard', { ambassadors: 'on', spies: 'on' }, new Uint8Array([1, 2]));

describe('ambassadors and spies drafted with buttons', () => {
  it('each choice writes the line the engine reads, in English and Italian words', () => {
    const s = game();
    for (const lang of ['en', 'it'] as const) {
      for (const line of [ambassadorLine('cluj', 'bistrita', 'alliance', lang), ambassadorLine('cluj', 'zalau', 'war', lang), spyLine('cluj', 'med', ['resources', 'army'], lang)]) {
        const parsed = ROMANIA_SPECIALS.parseLine(line, s, ['cluj']);
        expect(parsed?.ok, line).toBe(true);
      }
    }
    expect(spyLine('cluj', 'med', ['resources', 'army'], 'en')).toBe('S cluj med (army - resources)');
    expect(ROMANIA_SPECIALS.parseLine(ambassadorLine('cluj', 'bistrita', 'nonBelligerence', 'it'), s, ['cluj'])).toMatchObject({ ok: true, order: { treaty: 'nonBelligerence' } });
  });

  it('counts what the region may still send this phase: one ambassador, two spies', () => {
    const s = game();
    expect(stillToSend(s, 'cluj', [])).toEqual({ ambassadors: 1, spies: 2 });
    expect(stillToSend(s, 'cluj', ['A clu - tur', 'P clu bis (alliance)', 'S cluj med (army)', 'S zalau med (army)'])).toEqual({ ambassadors: 0, spies: 1 });
    expect(stillToSend(romania.initialState('standard', {}, new Uint8Array([1])), 'cluj', [])).toBeNull();
  });

  it('the risk is the seed formula\'s threshold as a percentage, growing with the city and the questions', () => {
    const city = spyCities('en')[0]!;
    const one = spyRisk(city.id, 1);
    expect(one.percent).toBe(Math.ceil(one.threshold) - 1);
    expect(spyRisk(city.id, 3).percent).toBe(one.percent + 2);
    expect(spyCities('en').length).toBeGreaterThan(40);
  });

  it('at least one thing to learn, at most three', () => {
    const d = emptySpecialDraft();
    expect(toggleInfo(d, 'army')).toBe(d);
    expect(toggleInfo(toggleInfo(d, 'resources'), 'equipment').infos).toEqual(['army', 'resources', 'equipment']);
  });
});
