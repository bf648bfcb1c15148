import { afterEach, describe, expect, it } from 'vitest';
import { belleEpoqueGame as game, automatedOf, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { BE_WAYS, automatedSeats, beStartOptions, prepareBelleEpoqueGame } from '../../../src/games/belle-epoque/ui/ways';
import { setSkipping, skippingToPerson } from '../../../src/games/belle-epoque/ui/pace-memory';
import { creationOptions } from '../../../src/platform/game-ui';

const UID = '0123456789ab';
const start = (variant: string, way: string, roles: Record<string, string>) =>
  game.initialState(variant, creationOptions({ startOptions: beStartOptions }, BE_WAYS.find((w) => w.id === way), { promo: 'no' }, roles), new Uint8Array([4, 1]));

describe('La Belle Époque: who plays which power at one device', () => {
  afterEach(() => setSkipping(UID, false));

  it('offers solo with each power and one table with a role per power, at one device, and one by link', () => {
    expect(BE_WAYS.map((w) => [w.id, w.mode])).toEqual([['solo-gb', 'table'], ['solo-fr', 'table'], ['solo-ru', 'table'], ['solo-ce', 'table'], ['table', 'table'], ['link', 'open'], ['referee', 'referee']]);
    expect(BE_WAYS.map((w) => w.seatRoles?.length ?? 0)).toEqual([0, 0, 0, 0, 2, 0, 0]);
    expect(BE_WAYS[3].label.it).toBe('Da soli contro il computer: Imperi Centrali');
  });

  it('each way decides its dice and hands, so New game offers only the promo cards (no choice that contradicts the way)', () => {
    for (const way of BE_WAYS) {
      expect(way.fixes, way.id).toEqual(['dice', 'hands']);
      expect(Object.keys(way.options ?? {}).sort(), way.id).toEqual(['dice', 'hands']);
    }
    expect(game.options.map((o) => o.id).filter((id) => !BE_WAYS[0]!.fixes!.includes(id))).toEqual(['promo']);
  });

  it('by link: shared dice, no automated powers', () => {
    // New game sets the way's options (PlayWay.options) on the options chosen, then adds startOptions.
    const link = BE_WAYS.find((w) => w.id === 'link')!;
    const s = game.initialState('2', creationOptions({ startOptions: beStartOptions }, link, { promo: 'no', ...link.options }), new Uint8Array([4, 1]));
    expect(s.automated).toBeUndefined();
    expect(s.shared).toEqual({ heads: [null, null], declared: null });
  });

  it('by link with a referee: plain dice, hands secret in the state, no automated powers', () => {
    const way = BE_WAYS.find((w) => w.id === 'referee')!;
    const s = game.initialState('4', creationOptions({ startOptions: beStartOptions }, way, { promo: 'no', ...way.options }), new Uint8Array([4, 1]));
    expect(s.hands).toBe('secret');
    expect(s.shared).toBeUndefined();
    expect(s.automated).toBeUndefined();
    expect(way.help.it).toContain('arbitro');
    // Secret hands are left behind when the open link way (shared dice) is chosen after it.
    const link = BE_WAYS.find((w) => w.id === 'link')!;
    expect(game.initialState('4', { ...way.options, ...link.options }).hands).toBeUndefined();
  });

  it('solo: the computer plays every power but yours', () => {
    expect(beStartOptions('solo-ru')).toEqual({ automated: 'gb,fr,ce' });
    expect(beStartOptions('solo-fr')).toEqual({ automated: 'gb,ru,ce' });
  });

  it('one table: the powers given to the computer, none when people play them all', () => {
    expect(beStartOptions('table', { gb: 'person', fr: 'computer', ru: 'person', ce: 'computer' })).toEqual({ automated: 'fr,ce' });
    expect(beStartOptions('table', { gb: 'person', fr: 'person', ru: 'person', ce: 'person' })).toEqual({ automated: '' });
  });

  it('the first state holds the automated powers (13.1: only the common national cards); they survive the link codec', () => {
    const s = start('4', 'solo-gb', {});
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
    expect(start('3', 'solo-fr', {}).automated).toEqual(['gb', 'ce']);
  });

  it('automatedSeats is what the state says, nothing once the game is over; a person\'s turn ends a skip ahead', () => {
    const s = start('4', 'solo-ru', {});
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
    expect(creationOptions({}, BE_WAYS[4], { promo: 'yes' }, { gb: 'computer' })).toEqual({ promo: 'yes' });
    expect(creationOptions({ startOptions: beStartOptions }, BE_WAYS[4], { promo: 'yes' }, { gb: 'computer' })).toEqual({ promo: 'yes', automated: 'gb' });
    expect(creationOptions({ startOptions: beStartOptions }, undefined, { promo: 'yes' })).toEqual({ promo: 'yes' });
  });
});
