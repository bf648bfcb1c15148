/**
 * La Belle Époque with a referee and secret hands, through the site's play
 * service: three browsers (the referee and two people, two powers each, 3.2)
 * passing only invitations, orders links and game links. Every step the
 * person's device picks a legal action from what it may see; the referee
 * applies it with fresh chance. What each device and each link shows is checked.
 */
import { describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload } from '../../../src/platform/codec/turn-link';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { HIDDEN_CARD } from '../../../src/games/belle-epoque/engine/state';
import { POWER_IDS, type PowerId } from '../../../src/games/belle-epoque/engine/data';
import { rngFromBytes } from '../../../src/games/belle-epoque/engine/rng';
import { currentOf, fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';

const meta = fixtureMeta(game, '');
const catalog = fixtureCatalog(meta);
const device = () => fixtureDevice(catalog);
type Device = ReturnType<typeof device>;
const current = (who: Device, uid: string) => currentOf<BelleEpoqueModuleState>(who, game, uid);

const cardsOf = (s: BelleEpoqueModuleState, p: PowerId) => [...s.powers[p].hand.intrigue, ...s.powers[p].hand.national];

describe('La Belle Époque with a referee: secret hands', () => {
  it('a 2-player game by link: each person sees its own two hands, never the others\'; every link shows only card backs', async () => {
    const referee = device();
    const people = { alice: device(), bob: device() };
    const seats: Record<PowerId, Device> = { gb: people.alice, fr: people.alice, ce: people.bob, ru: people.bob };
    const { game: made, invitations } = await referee.play.create(meta, '2', { dice: 'plain', hands: 'secret' }, { mode: 'referee' });
    const uid = made.uid;
    for (const p of POWER_IDS) expect((await seats[p].play.open(invitations![p])).ok).toBe(true);
    const rng = rngFromBytes(new Uint8Array([3, 1, 4]));
    let cardsSeen = 0;
    for (let step = 0; step < 160; step++) {
      const whole = (await current(referee, uid)).state;
      if (whole.phase === 'ended') break;
      const power = game.turn(whole).waitingFor[0] as PowerId;
      const who = seats[power];
      const { hash, state: view } = await current(who, uid);
      // The person's device: its own powers' hands as the referee holds them, the other two as backs only.
      for (const p of POWER_IDS) {
        if (seats[p] === who) expect(cardsOf(view, p)).toEqual(cardsOf(whole, p));
        else expect(cardsOf(view, p).every((c) => c === HIDDEN_CARD)).toBe(true);
        expect(cardsOf(view, p)).toHaveLength(cardsOf(whole, p).length);
      }
      cardsSeen += cardsOf(whole, power).length;
      const legal = game.legalActions(view, power);
      expect(legal).toEqual(game.legalActions(whole, power));
      const playing = legal.filter((a) => a.kind !== 'pass');
      const action = playing.length && rng.below(3) > 0 ? playing[rng.below(playing.length)] : legal[rng.below(legal.length)];
      const { ordersLink } = await who.play.submit(meta, uid, hash, power, action);
      expect((await referee.play.open(ordersLink!)).ok).toBe(true);
      const { node } = await referee.play.resolve(meta, uid, hash);
      const link = referee.play.gameLink(meta, (await referee.library.get(uid))!, node);
      // What anyone in the chat reads in the link: card backs, the intrigue deck as a count, no dice generator.
      const decoded = decodeEnvelope(link);
      if (!decoded.ok) throw new Error('game link');
      const shown = game.decodeState(readTurnPayload(decoded.envelope.payload).state);
      for (const p of POWER_IDS) expect(cardsOf(shown, p).every((c) => c === HIDDEN_CARD)).toBe(true);
      expect(shown.intrigue.deck.every((c) => c === HIDDEN_CARD)).toBe(true);
      expect(shown.dice).toEqual([0, 0, 0, 0]);
      expect(link.length).toBeLessThan(2000);
      for (const person of Object.values(people)) expect((await person.play.open(link)).ok).toBe(true);
    }
    // The game went far enough for hands to matter: cards were held along the way.
    expect(cardsSeen).toBeGreaterThan(0);
    expect((await current(referee, uid)).state.turn).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
