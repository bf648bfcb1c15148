/** Storage that stops answering or fails after start-up: the app carries on in memory and says so once. */
import { describe, expect, it } from 'vitest';
import { answerWithin, withFallback } from '../../../src/platform/library/fallback';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { StorageError } from '../../../src/platform/library/store';
import type { LibraryBackend } from '../../../src/platform/play';

const neverAnswers = () => new Promise<never>(() => undefined);

function failingLibrary(failure: () => Promise<never>): LibraryBackend {
  return { list: failure, get: failure, addNode: failure, patch: failure };
}

describe('storage fallback', () => {
  it('turns silence into a stalled error within the time given', async () => {
    await expect(answerWithin(neverAnswers(), 20)).rejects.toMatchObject({ code: 'stalled' });
    expect(await answerWithin(Promise.resolve(7), 20)).toBe(7);
  });

  it('an IndexedDB that never answers: the call is served from memory and the app is told once', async () => {
    const told: string[] = [];
    const library = withFallback<LibraryBackend>(failingLibrary(neverAnswers), () => new MemoryLibrary(), (code) => told.push(code), 20);
    expect(await library.list()).toEqual([]);
    expect(await library.get('abc')).toBeUndefined();
    expect(told).toEqual(['stalled']);
  });

  it('an IndexedDB that fails after start-up: the failing write lands in memory, so links and new games keep working', async () => {
    const told: string[] = [];
    let calls = 0;
    const memory = new MemoryLibrary();
    const primary: LibraryBackend = {
      ...failingLibrary(async () => {
        throw new StorageError('unavailable');
      }),
      list: async () => (calls++, []),
    };
    const library = withFallback<LibraryBackend>(primary, () => memory, (code) => told.push(code), 20);
    expect(await library.list()).toEqual([]);
    const node = { hash: 'a', parentHash: null, ply: 0, state: '', phaseLabel: { en: '', it: '' }, summary: { en: '', it: '' }, waitingFor: [], waitingNames: { en: [], it: [] }, receivedAt: 1 };
    expect((await library.addNode('g1', 'guess', node)).outcome).toBe('new-game');
    expect(told).toEqual(['unavailable']);
    expect((await library.list()).map((game) => game.uid)).toEqual(['g1']);
    expect(calls).toBe(1);
  });

  it('a full disk is the player\'s to act on: passed on, no switch', async () => {
    const told: string[] = [];
    const library = withFallback<LibraryBackend>(
      failingLibrary(async () => {
        throw new StorageError('quota');
      }),
      () => new MemoryLibrary(),
      (code) => told.push(code),
      20,
    );
    await expect(library.list()).rejects.toMatchObject({ code: 'quota' });
    expect(told).toEqual([]);
  });
});
