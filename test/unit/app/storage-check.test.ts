/** The start-up storage check: one key read, not the whole library; a refusal or silence is reported. */
import { describe, expect, it, vi } from 'vitest';
import { checkStorage } from '../../../src/app/storage-check';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { StorageError } from '../../../src/platform/library/store';

describe('checkStorage', () => {
  it('reads no game record: the library is not listed, one missing key is read', async () => {
    const library = new MemoryLibrary();
    await library.addNode('a1', 'guess', { hash: 'h', parentHash: null, ply: 0, state: 'AA', phaseLabel: { en: '', it: '' }, summary: { en: '', it: '' }, waitingFor: [], waitingNames: { en: [], it: [] }, receivedAt: 1 });
    const list = vi.spyOn(library, 'list');
    const get = vi.spyOn(library, 'get');
    const lost = vi.fn();
    await checkStorage(library, lost);
    expect(list).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
    expect(await get.mock.results[0].value).toBeUndefined();
    expect(lost).not.toHaveBeenCalled();
  });

  it('reports a refused storage as unavailable, and its own code when it says one', async () => {
    const lost = vi.fn();
    await checkStorage({ get: () => Promise.reject(new Error('refused')) }, lost);
    await checkStorage({ get: () => Promise.reject(new StorageError('quota')) }, lost);
    expect(lost.mock.calls).toEqual([['unavailable'], ['quota']]);
  });

  it('reports a storage that never answers as stalled', async () => {
    vi.useFakeTimers();
    try {
      const lost = vi.fn();
      const checked = checkStorage({ get: () => new Promise(() => undefined) }, lost);
      await vi.advanceTimersByTimeAsync(10_000);
      await checked;
      expect(lost).toHaveBeenCalledWith('stalled');
    } finally {
      vi.useRealTimers();
    }
  });
});
