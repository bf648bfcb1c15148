import { describe, expect, it } from 'vitest';
import { currentEntryWords } from '../../../src/app/pages/history-now';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import { belleEpoqueGame } from '../../../src/games/belle-epoque/engine/module';

describe("the Phases list's current entry beside the page heading", () => {
  it('says "Now" for the words the heading already shows, then what the entry adds', () => {
    const heading = 'Turn 1 (Summer-Autumn 1914): first attack of the superior player (Allied)';
    expect(currentEntryWords(heading, heading, 'Now')).toBe('Now');
    expect(currentEntryWords(`${heading} — 1 attack made — the defender chooses losses`, heading, 'Now')).toBe('Now — 1 attack made — the defender chooses losses');
  });

  it('keeps an entry that says something else than the heading, and every entry without a heading to compare', () => {
    expect(currentEntryWords('Results of Spring 1901 — movement; then Fall 1901 — movement', 'Fall 1901 — movement', 'Now')).toBe('Results of Spring 1901 — movement; then Fall 1901 — movement');
    expect(currentEntryWords('Turn 1: first attack', '', 'Now')).toBe('Turn 1: first attack');
  });

  it("reads so for each game's own words: World War I's steps of a phase, Diplomacy's results, La Belle Époque's phase", () => {
    const wwi = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
    const attacked = { ...wwi, attackedHexes: ['0412'] };
    expect(currentEntryWords(wwiGame.historyLabel!(attacked, 'it'), wwiGame.phaseLabel(attacked, 'it'), 'Ora')).toBe('Ora — 1 attacco fatto');
    expect(currentEntryWords(wwiGame.historyLabel!(wwi, 'en'), wwiGame.phaseLabel(wwi, 'en'), 'Now')).toBe('Now');
    const dip = diplomacy.initialState('standard', {});
    expect(currentEntryWords(diplomacy.historyLabel!(dip, 'en'), diplomacy.phaseLabel(dip, 'en'), 'Now')).toBe('Start — Spring 1901 — movement');
    const be = belleEpoqueGame.initialState('4', {}, new Uint8Array([3, 1, 4]));
    expect(currentEntryWords(belleEpoqueGame.phaseLabel(be, 'en'), belleEpoqueGame.phaseLabel(be, 'en'), 'Now')).toBe('Now');
  });
});
