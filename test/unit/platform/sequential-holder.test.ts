import { describe, expect, it } from 'vitest';
import { sequentialHolder, tableTurn } from '../../../src/platform/table-turn';

const SEATS = ['gb', 'fr', 'ru', 'ce'];

describe('one table, one seat acting at a time (sequentialHolder)', () => {
  it('seats with nothing private: the acting seat plays at once', () => {
    expect(sequentialHolder(tableTurn(SEATS, ['fr'], [], []), false, null)).toEqual({ seats: ['fr'] });
  });

  it('private seats (cards in hand), several people: the device is handed to the person to act before anything of theirs is shown', () => {
    const turn = tableTurn(SEATS, ['fr'], [], []);
    expect(sequentialHolder(turn, true, null)).toEqual({ handTo: 'fr' });
    expect(sequentialHolder(turn, true, 'gb')).toEqual({ handTo: 'fr' });
  });

  it('private seats: the person the device was handed to plays their own seat only, and keeps it for their next turns', () => {
    expect(sequentialHolder(tableTurn(SEATS, ['fr'], [], []), true, 'fr')).toEqual({ seats: ['fr'] });
    // Two people and two automated powers: still a hand-over between the two people.
    expect(sequentialHolder(tableTurn(SEATS, ['gb'], [], ['ru', 'ce']), true, 'fr')).toEqual({ handTo: 'gb' });
  });

  it('private seats with one person and the computer: nobody to hide from, no hand-over', () => {
    expect(sequentialHolder(tableTurn(SEATS, ['fr'], [], ['gb', 'ru', 'ce']), true, null)).toEqual({ seats: ['fr'] });
  });

  it('an automated power acting: no person is asked', () => {
    expect(sequentialHolder(tableTurn(SEATS, ['ru'], [], ['ru']), true, 'fr')).toEqual({ seats: [] });
  });
});
