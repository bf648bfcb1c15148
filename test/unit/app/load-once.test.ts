import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/app/load-once';

describe('code loaded on demand', () => {
  it('downloads once per key and shares the answer; a failed download is tried again', async () => {
    const asked: string[] = [];
    let fail = true;
    const load = loadOnce(
      (arg: { id: string }) => {
        asked.push(arg.id);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(arg.id.toUpperCase());
      },
      (arg) => arg.id,
    );
    await expect(load({ id: 'a' })).rejects.toThrow('offline');
    fail = false;
    const first = load({ id: 'a' });
    expect(load({ id: 'a' })).toBe(first);
    expect(await first).toBe('A');
    expect(await load({ id: 'b' })).toBe('B');
    expect(asked).toEqual(['a', 'a', 'b']);
  });
});
