import { afterEach, describe, expect, it } from 'vitest';
import { belleEpoqueGame as game, automatedOf, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { BE_WAYS, DEFAULT_SOLO_POWER, automatedSeats, beStartOptions, prepareBelleEpoqueGame } from '../../../src/games/belle-epoque/ui/ways';
import { setSkipping, skippingToPerson } from '../../../src/games/belle-epoque/ui/pace-memory';
import { creationOptions } from '../../../src/platform/game-ui';

const UID = '0123456789ab';
const start = (variant: string, way: string, roles: Record<string, string>) =>
  game.initialState(variant, creationOptions({ startOptions: beStartOptions }, BE_WAYS.find((w) => w.id === way), { promo: 'no' }, roles), new Uint8Array([4, 1]));

describe('La Belle Époque: who plays which power at one device', () => {
  afterEach(() => setSkipping(UID, false));

  it('offers solo and one table, both at one device, each with a role per power; no link way yet', () => {
    expect(BE_WAYS.map((w) => [w.id, w.mode])).toEqual([['solo', 'table'], ['table', 'table']]);
    expect(BE_WAYS.every((w) => w.seatRoles?.length === 2)).toBe(true);
  });

  it('solo: the computer plays every power but yours (France when none is picked)', () => {
    expect(beStartOptions('solo', { gb: 'computer', fr: 'computer', ru: 'you', ce: 'computer' })).toEqual({ automated: 'gb,fr,ce' });
    expect(beStartOptions('solo', { gb: 'computer', fr: 'computer', ru: 'computer', ce: 'computer' })).toEqual({ automated: 'gb,ru,ce' });
    expect(DEFAULT_SOLO_POWER).toBe('fr');
  });

  it('one table: the powers given to the computer, none when people play them all', () => {
    expect(beStartOptions('table', { gb: 'person', fr: 'computer', ru: 'person', ce: 'computer' })).toEqual({ automated: 'fr,ce' });
    expect(beStartOptions('table', { gb: 'person', fr: 'person', ru: 'person', ce: 'person' })).toEqual({ automated: '' });
  });

  it('the first state holds the automated powers (13.1: only the common national cards); they survive the link codec', () => {
    const s = start('4', 'solo', { gb: 'you' });
    expect(s.automated).toEqual(['fr', 'ru', 'ce']);
    expect(s.powers.fr.money).toBe(0);
    expect(s.powers.fr.hand.national).toHaveLength(3);
    expect(s.powers.gb.hand.national.length).toBeGreaterThan(3);
    expect(game.decodeState(game.encodeState(s)).automated).toEqual(['fr', 'ru', 'ce']);
    expect(start('4', 'table', { gb: 'person', fr: 'person', ru: 'person', ce: 'person' }).automated).toBeUndefined();
  });

  it('in the 2- and 3-player games a grouping is automated only when all its powers are the computer\'s (3.2)', () => {
    expect(automatedOf('3', 'gb,ce,ru')).toEqual(['gb', 'ce']);
    expect(automatedOf('3', 'gb,ru,fr')).toEqual(['gb', 'fr', 'ru']);
    expect(automatedOf('2', 'ce,ru,gb')).toEqual(['ru', 'ce']);
    expect(automatedOf('4', 'xx,gb')).toEqual(['gb']);
    expect(start('3', 'solo', { fr: 'you' }).automated).toEqual(['gb', 'ce']);
  });

  it('automatedSeats is what the state says, nothing once the game is over; a person\'s turn ends a skip ahead', () => {
    const s = start('4', 'solo', { ru: 'you' });
    expect(automatedSeats(UID, s)).toEqual(['gb', 'fr', 'ce']);
    expect(automatedSeats(UID, { ...s, phase: 'ended' } as BelleEpoqueModuleState)).toEqual([]);
    setSkipping(UID, true);
    // The set-up begins with Russia (3.3.1): the person's turn.
    expect(game.turn(s).waitingFor).toEqual(['ru']);
    automatedSeats(UID, s);
    expect(skippingToPerson(UID)).toBe(false);
    setSkipping(UID, true);
    prepareBelleEpoqueGame(UID);
    expect(skippingToPerson(UID)).toBe(false);
  });

  it('New game passes options through untouched for a game without startOptions', () => {
    expect(creationOptions({}, BE_WAYS[0], { promo: 'yes' }, { gb: 'you' })).toEqual({ promo: 'yes' });
    expect(creationOptions({ startOptions: beStartOptions }, undefined, { promo: 'yes' })).toEqual({ promo: 'yes' });
  });
});
