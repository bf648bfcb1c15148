import { describe, expect, it } from 'vitest';
import { PATIENCE_MS, resolveWithoutOffer } from '../../../src/platform/resolve-without';
import type { PhaseStatus } from '../../../src/platform/play';

const status = (patch: Partial<PhaseStatus>): PhaseStatus => ({
  mode: 'sealed', waiting: ['england', 'france', 'russia'], received: [], readable: [], revealed: [], isReferee: false, complete: false, ...patch,
});

describe('resolving a phase without some players', () => {
  const arrived = Date.UTC(2026, 0, 1, 12, 0);

  it('is not offered at once: only after the group could be waiting', () => {
    const waiting = status({ received: ['england', 'france'], readable: ['england'] });
    expect(resolveWithoutOffer(waiting, arrived, arrived + 1000)!.available).toBe(false);
    expect(resolveWithoutOffer(waiting, arrived, arrived + PATIENCE_MS - 1)!.available).toBe(false);
    const later = resolveWithoutOffer(waiting, arrived, arrived + PATIENCE_MS)!;
    expect(later.available).toBe(true);
    expect(later.availableAt).toBe(arrived + PATIENCE_MS);
  });

  it('names who holds, whose sealed orders will not be used, and whose orders are', () => {
    const offer = resolveWithoutOffer(status({ received: ['england', 'france'], readable: ['england'] }), arrived, arrived + PATIENCE_MS)!;
    expect(offer.used).toEqual(['england']);
    expect(offer.holding).toEqual(['france', 'russia']);
    expect(offer.unread).toEqual(['france']);
  });

  it('is never offered at one table, once every order is readable, or with nothing to resolve', () => {
    expect(resolveWithoutOffer(status({ mode: 'table', readable: ['england'] }), arrived, arrived + PATIENCE_MS)).toBeNull();
    expect(resolveWithoutOffer(status({ readable: ['england', 'france', 'russia'], complete: true }), arrived, arrived + PATIENCE_MS)).toBeNull();
    expect(resolveWithoutOffer(status({ received: ['france'] }), arrived, arrived + PATIENCE_MS)).toBeNull();
  });

  it('is offered at once, on nobody\'s orders, when the only seats waiting are ones the game plays itself; never while a player is among them', () => {
    const computerOnly = resolveWithoutOffer(status({ waiting: ['russia'], standIn: ['russia'] }), arrived, arrived)!;
    expect(computerOnly).toMatchObject({ available: true, used: [], holding: ['russia'] });
    expect(resolveWithoutOffer(status({ waiting: ['england', 'russia'], standIn: ['russia'] }), arrived, arrived + PATIENCE_MS)).toBeNull();
  });

  it('waits for a handed seat whose player came back with sealed orders, as for any player', () => {
    // Its sealed box arrived, its reveal code not yet: the seat is its player's again (a seat that sends orders takes itself back).
    const back = status({ waiting: ['england', 'russia'], received: ['england', 'russia'], readable: ['england'], revealed: ['england'], standIn: ['russia'] });
    expect(resolveWithoutOffer(back, arrived, arrived)!.available).toBe(false);
    expect(resolveWithoutOffer({ ...back, waiting: ['russia'], received: ['russia'], readable: [], revealed: [] }, arrived, arrived + PATIENCE_MS)).toBeNull();
  });

  it('is offered at once when every missing seat is one the game plays itself, and after the wait otherwise', () => {
    const handed = resolveWithoutOffer(status({ received: ['england', 'france'], readable: ['england', 'france'], standIn: ['russia'] }), arrived, arrived)!;
    expect(handed.available).toBe(true);
    expect(handed.holding).toEqual(['russia']);
    const mixed = resolveWithoutOffer(status({ received: ['england'], readable: ['england'], standIn: ['russia'] }), arrived, arrived)!;
    expect(mixed.available).toBe(false);
  });
});
