/** Where a replay of the game log stands, and how it plays on by itself. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LogReplay } from '../../../src/games/wwi/ui/log-replay';

class Host implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  addController(controller: ReactiveController) {
    this.controllers.push(controller);
  }
  removeController() {}
  requestUpdate() {
    this.updates++;
  }
}

describe('log replay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function replayOf(count: number) {
    const host = new Host();
    const moved: number[] = [];
    const replay = new LogReplay(host, () => count, () => 1000, (index) => moved.push(index));
    return { host, replay, moved };
  }

  it('starts at the first step, playing one step per delay, and pauses at the last', () => {
    const { host, replay, moved } = replayOf(3);
    expect(host.controllers).toEqual([replay]);
    expect(replay.active).toBe(false);
    replay.start();
    expect([replay.index, replay.playing]).toEqual([0, true]);
    vi.advanceTimersByTime(1000);
    expect(replay.index).toBe(1);
    vi.advanceTimersByTime(1000);
    expect([replay.index, replay.playing]).toEqual([2, false]);
    vi.advanceTimersByTime(5000);
    expect(replay.index).toBe(2);
    expect(moved).toEqual([0, 1, 2]);
    expect(host.updates).toBeGreaterThanOrEqual(3);
  });

  it('steps by hand within the steps, pauses and plays again from the start once at the end', () => {
    const { replay } = replayOf(3);
    replay.start();
    replay.toggle();
    expect(replay.playing).toBe(false);
    replay.go(-1);
    expect(replay.index).toBe(0);
    replay.go(5);
    expect(replay.index).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(replay.index).toBe(2);
    replay.toggle();
    expect([replay.index, replay.playing]).toEqual([0, true]);
  });

  it('stops, and stops its timer when the host leaves the page', () => {
    const { replay } = replayOf(4);
    replay.start();
    replay.stop();
    expect([replay.active, replay.playing]).toEqual([false, false]);
    vi.advanceTimersByTime(5000);
    expect(replay.index).toBe(-1);
    replay.start();
    replay.hostDisconnected();
    vi.advanceTimersByTime(5000);
    expect(replay.index).toBe(0);
  });

  it('does nothing without steps', () => {
    const { replay } = replayOf(0);
    replay.start();
    expect(replay.active).toBe(false);
  });
});
