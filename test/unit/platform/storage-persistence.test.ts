import { describe, expect, it } from 'vitest';
import { keepStorage, type PersistentStorage } from '../../../src/platform/storage-persistence';

function storage(persisted: boolean, granted: boolean): PersistentStorage & { asked: number } {
  const out = {
    asked: 0,
    persisted: async () => persisted,
    persist: async () => {
      out.asked++;
      return granted;
    },
  };
  return out;
}

describe('keeping the library for good', () => {
  it('asks only when a seat is at stake, once, and reports what the browser said', async () => {
    const idle = storage(false, true);
    expect(await keepStorage(idle, false)).toBe('may-be-cleared');
    expect(idle.asked).toBe(0);
    const granted = storage(false, true);
    expect(await keepStorage(granted, true)).toBe('persistent');
    expect(granted.asked).toBe(1);
    const refused = storage(false, false);
    expect(await keepStorage(refused, true)).toBe('may-be-cleared');
    const already = storage(true, false);
    expect(await keepStorage(already, true)).toBe('persistent');
    expect(already.asked).toBe(0);
  });

  it('says it does not know where the browser has no such API or it fails', async () => {
    expect(await keepStorage(undefined, true)).toBe('unknown');
    expect(await keepStorage({}, true)).toBe('unknown');
    expect(await keepStorage({ persisted: async () => { throw new Error('no'); } }, true)).toBe('unknown');
  });
});
