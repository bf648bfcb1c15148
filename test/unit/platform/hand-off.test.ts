/**
 * The hand-off (src/platform/hand-off.ts): browsers that do exactly what their status line says
 * play phases through, passing only the links the send card lists. Counted per person per phase:
 * open 1 link, sealed 2, referee 1 each way, one seat at a time 1; and nobody is ever left without
 * a next step or told to wait for a link nobody was told to send.
 */
import { describe, expect, it } from 'vitest';
import { handOff, sendId, type HandOff, type HandOffInput } from '../../../src/platform/hand-off';
import type { PlayMode } from '../../../src/platform/codec/turn-link';

interface Browser {
  name: string;
  myPowers: string[];
  referee: boolean;
  hash: string;
  madeHere: boolean;
  received: Set<string>;
  revealed: Set<string>;
  ordersLinks: string[];
  revealCodes: string[];
  sent: Set<string>;
  /** Links this person sent, by kind. */
  links: number;
  steps: number;
}

const browser = (name: string, myPowers: string[], referee = false, hash = 'h0', madeHere = false): Browser => ({
  name, myPowers, referee, hash, madeHere, received: new Set(), revealed: new Set(), ordersLinks: [], revealCodes: [], sent: new Set(), links: 0, steps: 0,
});

function inputOf(b: Browser, mode: PlayMode, seats: string[], waiting: string[], extra: Partial<HandOffInput> = {}): HandOffInput {
  const received = waiting.filter((s) => b.received.has(s));
  const revealed = waiting.filter((s) => b.revealed.has(s));
  const readable = mode === 'open' ? received : mode === 'sealed' ? received.filter((s) => revealed.includes(s)) : b.referee ? received : received.filter((s) => b.myPowers.includes(s));
  return {
    mode,
    status: { waiting, received, revealed, isReferee: b.referee, complete: readable.length === waiting.length },
    myPowers: b.myPowers,
    seats,
    sequential: false,
    current: true,
    ended: false,
    hash: b.hash,
    first: false,
    madeHere: b.madeHere,
    invitations: [],
    ordersLinks: b.ordersLinks,
    revealCodes: b.revealCodes,
    sent: b.sent,
    ...extra,
  };
}

/** Plays one simultaneous phase: each browser in turn does what its hand-off says, until all are at the next phase. */
function playPhase(mode: PlayMode, browsers: Browser[], seats: string[]): { log: string[] } {
  const log: string[] = [];
  const next = 'h1';
  for (let round = 0; round < 20; round++) {
    const hands = browsers.map((b) => handOff(inputOf(b, mode, seats, seats)));
    // Done when everyone is at the next phase and nobody holds a link someone still needs.
    if (browsers.every((b, i) => b.hash === next && hands[i].action !== 'send')) return { log };
    for (const b of browsers) {
      const h = handOff(inputOf(b, mode, seats, seats));
      // At the next phase, only what is left to send of the one before.
      if (b.hash === next && h.action !== 'send') continue;
      log.push(`${b.name}:${h.action}:${h.sentence}:${b.received.size}`);
      act(b, h, mode, browsers, next);
    }
  }
  throw new Error(`the phase never ended: ${log.slice(-8).join(' ')}`);
}

function act(b: Browser, h: HandOff, mode: PlayMode, browsers: Browser[], next: string) {
  switch (h.action) {
    case 'order':
      b.steps++;
      for (const seat of h.seats) {
        b.received.add(seat);
        b.revealed.add(seat);
        b.ordersLinks.push(seat);
      }
      return;
    case 'send': {
      b.steps++;
      const send = h.sends.find((s) => s.required && !s.done)!;
      b.sent.add(send.id);
      b.links++;
      const to = browsers.filter((o) => o !== b && (send.to.kind === 'group' || (send.to.kind === 'referee' ? o.referee : send.to.seats.some((s) => o.myPowers.includes(s)))));
      for (const o of to) {
        if (send.kind === 'orders') o.received.add(send.seat!);
        if (send.kind === 'reveal') o.revealed.add(send.seat!);
        if (send.kind === 'game' && o.hash !== next) Object.assign(o, { hash: next, madeHere: false, received: new Set(), revealed: new Set(), ordersLinks: [], revealCodes: [] });
      }
      return;
    }
    case 'reveal':
      b.steps++;
      b.revealCodes.push(...h.seats);
      return;
    case 'resolve':
      b.steps++;
      Object.assign(b, { hash: next, madeHere: true, received: new Set(), revealed: new Set(), ordersLinks: [], revealCodes: [] });
      return;
    case 'wait':
    case 'wait-orders':
      return;
    default:
      throw new Error(`${b.name} was told ${h.action}`);
  }
  void mode;
}

const SEATS = ['england', 'france', 'germany'];

describe('hand-off: links per person per phase', () => {
  it('open: one orders link each, then everyone resolves', () => {
    const people = SEATS.map((seat) => browser(seat, [seat]));
    playPhase('open', people, SEATS);
    expect(people.map((p) => p.links)).toEqual([1, 1, 1]);
    // Order, send, resolve: three steps each.
    expect(people.map((p) => p.steps)).toEqual([3, 3, 3]);
  });

  it('sealed: the orders link, then the reveal code: two each', () => {
    const people = SEATS.map((seat) => browser(seat, [seat]));
    const { log } = playPhase('sealed', people, SEATS);
    expect(people.map((p) => p.links)).toEqual([2, 2, 2]);
    // Nobody is told to reveal before every sealed order is in here.
    const reveals = log.filter((l) => l.includes(':reveal:'));
    expect(reveals).toHaveLength(3);
    for (const line of reveals) expect(line.endsWith(':3')).toBe(true);
  });

  it('referee: one link to the referee from each player, one game link back from the referee', () => {
    const referee = browser('referee', [], true);
    const people = SEATS.map((seat) => browser(seat, [seat]));
    const { log } = playPhase('referee', [...people, referee], SEATS);
    expect(people.map((p) => p.links)).toEqual([1, 1, 1]);
    expect(referee.links).toBe(1);
    // A player who has sent its orders waits for the referee, and is never told that everything is in.
    expect(log.filter((l) => l.startsWith('england:')).slice(-1)[0]).toMatch(/^england:wait:wait-referee:/);
    expect(log.some((l) => l.startsWith('referee:wait-orders:'))).toBe(true);
  });

  it('referee: a player with nothing to do this phase waits for the others through the referee', () => {
    const player = browser('france', ['france']);
    expect(handOff(inputOf(player, 'referee', SEATS, ['england']))).toMatchObject({ action: 'wait', sentence: 'wait-others-referee', seats: ['england'] });
  });

  it('referee: before sending, a player is told to send its orders to the referee, not that all is in', () => {
    const player = browser('france', ['france']);
    player.received.add('france');
    player.ordersLinks.push('france');
    const h = handOff(inputOf(player, 'referee', ['france'], ['france']));
    expect(h).toMatchObject({ action: 'send', sentence: 'send-orders-referee', seats: ['france'] });
    expect(h.sends).toEqual([{ id: sendId('orders', 'h0', 'france'), kind: 'orders', to: { kind: 'referee' }, seat: 'france', required: true, done: false }]);
  });

  it('open, resolved here: the next game link is offered to the group, never required, never collapsed behind the next orders', () => {
    const b = browser('england', ['england'], false, 'h1', true);
    const h = handOff(inputOf(b, 'open', SEATS, SEATS));
    expect(h.action).toBe('order');
    expect(h.sends).toEqual([{ id: 'game:h1', kind: 'game', to: { kind: 'group' }, required: false, done: false }]);
  });

  it('a game link made here is done once orders of another seat for that state arrive (it reached them, however it was sent)', () => {
    const referee = browser('referee', [], true, 'h1', true);
    expect(handOff(inputOf(referee, 'referee', SEATS, SEATS)).action).toBe('send');
    referee.received.add('england');
    const h = handOff(inputOf(referee, 'referee', SEATS, SEATS));
    expect(h.sends[0]).toMatchObject({ kind: 'game', done: true });
    expect(h).toMatchObject({ action: 'wait-orders', seats: ['france', 'germany'] });
  });

  it('one seat at a time: the game link goes to the person who acts next, one link per action', () => {
    const b = browser('alice', ['allies'], false, 'h1', true);
    const h = handOff(inputOf(b, 'open', ['allies', 'central'], ['central'], { sequential: true }));
    expect(h).toMatchObject({ action: 'send', sentence: 'send-game-person', seats: ['central'] });
    expect(h.sends.filter((s) => s.required)).toHaveLength(1);
    // Two seats of one person acting in a row: nothing to send in between.
    const both = browser('alice', ['allies', 'central'], false, 'h1', true);
    expect(handOff(inputOf(both, 'open', ['allies', 'central'], ['central'], { sequential: true })).sends).toEqual([]);
  });

  it('one seat at a time, a run too long for one link: the earlier game links first, in order, to the same person, said plainly', () => {
    const b = browser('alice', ['allies'], false, 'h9', true);
    const h = handOff(inputOf(b, 'open', ['allies', 'central'], ['central'], { sequential: true, earlier: ['h3', 'h6'] }));
    expect(h.sends.map((s) => [s.id, s.state, s.required, s.to])).toEqual([
      ['game:h3', 'h3', true, { kind: 'person', seats: ['central'] }],
      ['game:h6', 'h6', true, { kind: 'person', seats: ['central'] }],
      ['game:h9', undefined, true, { kind: 'person', seats: ['central'] }],
    ]);
    expect(h).toMatchObject({ action: 'send', sentence: 'send-game-parts-person', seats: ['central'] });
    // Each marked sent in turn: the next one is asked for, until all three went out.
    b.sent.add('game:h3');
    b.sent.add('game:h6');
    expect(handOff(inputOf(b, 'open', ['allies', 'central'], ['central'], { sequential: true, earlier: ['h3', 'h6'] })).sends.filter((s) => !s.done).map((s) => s.id)).toEqual(['game:h9']);
    b.sent.add('game:h9');
    expect(handOff(inputOf(b, 'open', ['allies', 'central'], ['central'], { sequential: true, earlier: ['h3', 'h6'] }))).toMatchObject({ action: 'wait', sentence: 'wait-orders' });
  });

  it('after Create: invite the players first; with invitations, grouped by person, each sent privately', () => {
    const creator = browser('creator', [], false, 'h0', true);
    const group = handOff(inputOf(creator, 'open', SEATS, SEATS, { first: true }));
    expect(group).toMatchObject({ action: 'send', sentence: 'invite-group' });
    // Another seat's orders are here: the game went out, however it was sent.
    creator.received.add('france');
    expect(handOff(inputOf(creator, 'open', SEATS, SEATS, { first: true })).sends[0]).toMatchObject({ kind: 'game', done: true });
    creator.received.clear();
    const invited = handOff(inputOf(creator, 'referee', ['gb', 'fr', 'de', 'ru'], ['gb'], {
      first: true, invitations: ['gb', 'fr', 'de', 'ru'], people: [['gb', 'de'], ['fr', 'ru']],
    }));
    expect(invited.sends.map((s) => [s.seat, s.to])).toEqual([
      ['gb', { kind: 'person', seats: ['gb', 'de'] }],
      ['de', { kind: 'person', seats: ['gb', 'de'] }],
      ['fr', { kind: 'person', seats: ['fr', 'ru'] }],
      ['ru', { kind: 'person', seats: ['fr', 'ru'] }],
    ]);
    expect(invited).toMatchObject({ action: 'send', sentence: 'invite', seats: ['gb', 'de'] });
  });

  it('an invitation opened here is no link to send: not listed as sent, nor offered to send again', () => {
    const creator = browser('creator', ['gb'], false, 'h0', true);
    creator.sent.add(sendId('invite', 'h0', 'gb'));
    creator.sent.add(sendId('invite', 'h0', 'fr'));
    const hand = handOff(inputOf(creator, 'open', ['gb', 'fr'], ['gb'], { first: true, invitations: ['gb', 'fr'] }));
    expect(hand.sends.map((s) => [s.seat, s.done])).toEqual([['fr', true]]);
    expect(hand).toMatchObject({ action: 'order', seats: ['gb'] });
  });

  it('a link marked sent stays listed, done, and the next step moves on', () => {
    const b = browser('france', ['france']);
    b.received.add('france');
    b.ordersLinks.push('france');
    b.sent.add(sendId('orders', 'h0', 'france'));
    const h = handOff(inputOf(b, 'open', SEATS, SEATS));
    expect(h).toMatchObject({ action: 'wait', sentence: 'wait-orders', seats: ['england', 'germany'] });
    expect(h.sends[0].done).toBe(true);
  });

  it('at one table nothing is sent; an old phase and an ended game say so', () => {
    const b = browser('table', SEATS);
    expect(handOff(inputOf(b, 'table', SEATS, SEATS)).sends).toEqual([]);
    expect(handOff(inputOf(b, 'open', SEATS, SEATS, { current: false })).action).toBe('old');
    expect(handOff(inputOf(b, 'open', SEATS, SEATS, { ended: true })).action).toBe('ended');
  });
});

describe('seats the computer plays', () => {
  const seats = ['england', 'france', 'russia'];
  it('open: once the players\' orders are in, the step is to resolve without the computer\'s seats, not to wait for orders nobody sends', () => {
    const b = browser('Anna', ['england']);
    for (const seat of ['england', 'france']) b.received.add(seat);
    b.sent.add(sendId('orders', 'h0', 'england'));
    b.ordersLinks.push('england');
    const input = inputOf(b, 'open', seats, seats);
    const hand = handOff({ ...input, status: { ...input.status, readable: ['england', 'france'], standIn: ['russia'] } });
    expect(hand).toMatchObject({ action: 'resolve', sentence: 'resolve-computer', seats: ['russia'] });
    // A player's orders still missing: wait for them, as before.
    const early = { ...input, status: { ...input.status, received: ['england'], readable: ['england'], standIn: ['russia'] } };
    expect(handOff(early)).toMatchObject({ action: 'wait', seats: ['france', 'russia'] });
  });

  it('sealed: not before every player\'s orders can be read (their reveal codes are in)', () => {
    const b = browser('Anna', ['england']);
    const input = inputOf(b, 'sealed', seats, ['england', 'russia']);
    const status = { ...input.status, received: ['england'], revealed: [], readable: [], standIn: ['russia'] };
    expect(handOff({ ...input, status, revealCodes: [] }).action).not.toBe('resolve');
    expect(handOff({ ...input, status: { ...status, revealed: ['england'], readable: ['england'] } })).toMatchObject({ action: 'resolve', seats: ['russia'] });
  });

  it('sealed: a handed seat whose player came back and sent sealed orders is waited for, not resolved without', () => {
    // The engine gives a seat back to its player once it sends orders (diplomacy phase.ts handedSeats): its box is the player's.
    const b = browser('Anna', ['england']);
    b.sent.add(sendId('orders', 'h0', 'england'));
    b.sent.add(sendId('reveal', 'h0', 'england'));
    const input = inputOf(b, 'sealed', seats, ['england', 'russia']);
    const status = { ...input.status, received: ['england', 'russia'], revealed: ['england'], readable: ['england'], complete: false, standIn: ['russia'] };
    expect(handOff({ ...input, status, revealCodes: ['england'] })).toMatchObject({ action: 'wait', sentence: 'wait-reveals', seats: ['russia'] });
  });
});

describe('a person given several seats, one invitation each', () => {
  const seats = ['GB', 'FR', 'CE', 'RU'];
  const people = [['GB', 'FR'], ['CE', 'RU']];
  const opened = (myPowers: string[], mode: PlayMode, waiting: string[]) =>
    handOff(inputOf(browser('B', myPowers), mode, seats, waiting, { sequential: true, people, registered: seats }));

  it('is told to open the other invitation, not to wait for its seat to play, while that seat must act', () => {
    for (const mode of ['open', 'referee'] as PlayMode[]) {
      const hand = opened(['CE'], mode, ['RU']);
      expect(hand.sentence, mode).toBe('open-invitation');
      expect(hand.seats).toEqual(['RU']);
    }
  });

  it('still waits for another person, and orders its own seat first', () => {
    expect(opened(['CE'], 'open', ['GB']).sentence).toBe('wait-orders');
    expect(opened(['CE'], 'open', ['CE']).action).toBe('order');
    expect(opened(['CE', 'RU'], 'open', ['RU']).action).toBe('order');
  });

  it('says nothing of a seat nobody has taken (first use): it is picked among the powers', () => {
    const hand = handOff(inputOf(browser('B', ['CE']), 'open', seats, ['RU'], { sequential: true, people, registered: ['CE'] }));
    expect(hand.sentence).toBe('wait-orders');
  });
});

describe('the game link sent to a person of several seats', () => {
  it('names the seat that acts next, not all of the person\'s seats as if each had its turn', () => {
    const b = browser('B', ['CE', 'RU'], false, 'h1', true);
    const input = inputOf(b, 'open', ['GB', 'FR', 'CE', 'RU'], ['FR'], { sequential: true, people: [['GB', 'FR'], ['CE', 'RU']] });
    expect(handOff(input)).toMatchObject({ action: 'send', sentence: 'send-game-person-next', seats: ['GB', 'FR'], next: ['FR'] });
  });

  it('keeps the plain sentence when the person has one seat', () => {
    const b = browser('A', ['allies'], false, 'h1', true);
    expect(handOff(inputOf(b, 'open', ['allies', 'central'], ['central'], { sequential: true }))).toMatchObject({ sentence: 'send-game-person', seats: ['central'] });
  });
});
