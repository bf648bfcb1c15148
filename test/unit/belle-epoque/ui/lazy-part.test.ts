/**
 * LazyPart: a part of the view loaded after the first board. Nothing until its import
 * settles, then the value and one more drawing; a failed import says so and is tried
 * again at the next connection.
 */
import { describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LazyPart } from '../../../../src/games/belle-epoque/ui/lazy-part';

function fakeHost() {
  const controllers: ReactiveController[] = [];
  let updates = 0;
  const host: ReactiveControllerHost = {
    addController: (c) => controllers.push(c),
    removeController: () => {},
    requestUpdate: () => {
      updates++;
    },
    updateComplete: Promise.resolve(true),
  };
  return { host, connect: () => controllers.forEach((c) => c.hostConnected?.()), updates: () => updates };
}

describe('LazyPart', () => {
  it('holds nothing until the import settles, then the value and a new drawing; one import for many connections', async () => {
    const { host, connect, updates } = fakeHost();
    let loads = 0;
    let arrive!: (value: string) => void;
    const part = new LazyPart(host, () => {
      loads++;
      return new Promise<string>((resolve) => (arrive = resolve));
    });
    expect(loads).toBe(0);
    connect();
    connect();
    expect(loads).toBe(1);
    expect(part.value).toBe(null);
    expect(updates()).toBe(0);
    arrive('the log');
    await part.ready;
    expect(part.value).toBe('the log');
    expect(part.failed).toBe(false);
    expect(updates()).toBe(1);
  });

  it('says a failed import failed, and tries again at the next connection', async () => {
    const { host, connect, updates } = fakeHost();
    let loads = 0;
    const part = new LazyPart(host, () => (++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(42)));
    connect();
    await part.ready;
    await Promise.resolve();
    expect(part.failed).toBe(true);
    expect(part.value).toBe(null);
    expect(updates()).toBe(1);
    connect();
    await part.ready;
    expect(loads).toBe(2);
    expect(part.value).toBe(42);
    expect(part.failed).toBe(false);
  });
});
