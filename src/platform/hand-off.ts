/**
 * The hand-off: what this browser's person must do now, and which link goes to whom.
 *
 * Passing links is the whole of play by link, so every screen says it in one sentence with one
 * button, and lists the links this browser holds that someone else needs ("Send to the group",
 * "Send to the referee", "Send to Bruno (Russia)"). Pure: it reads what the page knows (the phase's
 * status, the mode, the seats this browser plays, the links it made and those marked sent) and
 * names nothing of any game. The page draws the result (src/app/widgets/send-card.ts, next-step.ts).
 *
 * Links per person per phase, by mode (counted in test/unit/platform/hand-off.test.ts):
 *  - open, orders together: one orders link each to the group; whoever holds them all resolves.
 *  - sealed: the orders link, then the reveal code, to the group: two each.
 *  - referee: each player's orders link to the referee, and the referee's game link back: one each way.
 *  - one seat acting at a time (open): the game link of the state this action made, to the one who acts next.
 * A state resolved here from everyone's orders in open or sealed play offers its game link to the group,
 * but as a courtesy only: every browser holding the same orders makes the same state by resolving.
 */
import type { PlayMode } from './codec/turn-link';
import type { PowerId } from './game';
import { playedByComputer } from './resolve-without';

export type LinkKind = 'game' | 'orders' | 'reveal' | 'invite';

/** Who needs a link: everyone in the chat, the referee, or one person (the seats they play). */
export type Recipient = { kind: 'group' } | { kind: 'referee' } | { kind: 'person'; seats: PowerId[] };

export interface Send {
  /** Stable for one link of one state, to remember it was sent: `kind:hash[:seat]`. */
  id: string;
  kind: LinkKind;
  to: Recipient;
  /** The seat whose orders, reveal code or invitation it is. */
  seat?: PowerId;
  /** A game link of an earlier state, sent first: this browser's run of steps was cut to fit the shown state's link (chain-parts.ts). */
  state?: string;
  /** Someone cannot go on without it (else a courtesy: they could make the same state themselves). */
  required: boolean;
  /** Shared or copied on this device. */
  done: boolean;
}

export type NextAction =
  /** Give orders (or take the action) for `seats`. */
  | 'order'
  /** Send the first link not yet sent (`sends`). */
  | 'send'
  /** Sealed: show the reveal code of `seats` (then send it). */
  | 'reveal'
  /** Every order can be read here, or `seats` are played by the game itself: resolve the phase (without `seats`). */
  | 'resolve'
  /** Nothing to do but wait for `seats` (or the referee when empty, in referee mode). */
  | 'wait'
  /** The referee waits for orders links from `seats`. */
  | 'wait-orders'
  /** Choose which powers this browser plays. */
  | 'pick-powers'
  /** An earlier phase is shown. */
  | 'old'
  | 'ended';

export interface HandOff {
  action: NextAction;
  /** The sentence's message key (`handoff.<key>` in the app's strings), about `seats`. */
  sentence: string;
  seats: PowerId[];
  /** Links this browser holds that someone else needs, the required ones first. */
  sends: Send[];
  /** Sending a game link to a person of several seats: the one of them who acts next (named apart). */
  next?: PowerId[];
}

export interface HandOffStatus {
  waiting: readonly PowerId[];
  received: readonly PowerId[];
  revealed: readonly PowerId[];
  isReferee: boolean;
  complete: boolean;
  /** Seats whose orders this browser can read (absent: those received, as in open play). */
  readable?: readonly PowerId[];
  /** Waiting seats the game plays itself when they send nothing (Turn.standIn). */
  standIn?: readonly PowerId[];
}

export interface HandOffInput {
  mode: PlayMode;
  status: HandOffStatus;
  /** Seats this browser plays. */
  myPowers: readonly PowerId[];
  /** Every seat of the game, in order (invitations are listed so). */
  seats: readonly PowerId[];
  /** One seat acts at a time: its action is the whole phase and is resolved at once (open play). */
  sequential: boolean;
  /** The shown state is the game's current one. */
  current: boolean;
  ended: boolean;
  /** The shown state's hash. */
  hash: string;
  /** The shown state is the game's first. */
  first: boolean;
  /** This browser made the shown state: created the game or resolved the phase. */
  madeHere: boolean;
  /** Seats whose private invitation link this browser keeps (it created the game with invitations). */
  invitations: readonly PowerId[];
  /** Seats played by one person each, in the game's own grouping (several seats per person in some games); absent: one seat each. */
  people?: readonly (readonly PowerId[])[];
  /** This browser's seats with an orders link made for the shown state. */
  ordersLinks: readonly PowerId[];
  /** Sealed: this browser's seats whose reveal code is shown. */
  revealCodes: readonly PowerId[];
  /** Ids of the sends marked done on this device. */
  sent: ReadonlySet<string>;
  /**
   * Earlier states whose game links must go before the shown state's, oldest first: the steps this
   * browser took in a row do not all fit one link (platform/chain-parts.ts). Absent or empty: one link.
   */
  earlier?: readonly string[];
  /** Seats whose key is registered (taken by an invitation or a first use); absent: none known. */
  registered?: readonly PowerId[];
}

export const sendId = (kind: LinkKind, hash: string, seat?: PowerId): string => (seat ? `${kind}:${hash}:${seat}` : `${kind}:${hash}`);

/** The person playing `seat`: the group of seats it belongs to. */
function personOf(seat: PowerId, people: readonly (readonly PowerId[])[] | undefined): PowerId[] {
  return [...(people?.find((group) => group.includes(seat)) ?? [seat])];
}

/** The links this browser holds that someone else needs now. */
export function sendsOf(input: HandOffInput): Send[] {
  const { mode, status, hash, sent } = input;
  if (mode === 'table') return [];
  const sends: Send[] = [];
  const mine = (seat: PowerId) => input.myPowers.includes(seat);
  // Orders from another seat are here: whoever sent them had the game, so it went out (by any way).
  const othersHaveIt = status.received.some((seat) => !mine(seat));
  const add = (kind: LinkKind, to: Recipient, required: boolean, seat?: PowerId, arrived = false) => {
    const id = sendId(kind, hash, seat);
    sends.push({ id, kind, to, required, done: sent.has(id) || arrived, ...(seat ? { seat } : {}) });
  };
  // The shown state's game link, after the earlier ones its receiver needs to check it, in order.
  const addGame = (to: Recipient, required: boolean, arrived = false) => {
    for (const state of input.earlier ?? []) {
      const id = sendId('game', state);
      sends.push({ id, kind: 'game', to, state, required, done: sent.has(id) || arrived });
    }
    add('game', to, required, undefined, arrived);
  };
  if (input.first && input.madeHere) {
    // After Create: the players are invited, each privately when seats have invitations.
    if (input.invitations.length) {
      const done = new Set<PowerId>();
      for (const seat of input.seats.filter((s) => input.invitations.includes(s))) {
        if (done.has(seat)) continue;
        const person = personOf(seat, input.people).filter((s) => input.invitations.includes(s));
        person.forEach((s) => done.add(s));
        for (const s of person) {
          // Opened here: nobody else needs this seat's key, and it was never sent (not "Already sent: send again").
          if (mine(s) && sent.has(sendId('invite', hash, s))) continue;
          add('invite', { kind: 'person', seats: person }, !mine(s), s, status.received.includes(s));
        }
      }
    } else if (input.current) add('game', { kind: 'group' }, true, undefined, othersHaveIt);
  } else if (input.madeHere && input.current) {
    if (mode === 'referee') {
      if (status.isReferee) addGame({ kind: 'group' }, true, othersHaveIt);
    } else if (input.ended) addGame({ kind: 'group' }, true);
    else if (input.sequential) {
      const next = status.waiting.filter((seat) => !mine(seat));
      if (next.length) addGame(next.length === 1 ? { kind: 'person', seats: personOf(next[0], input.people) } : { kind: 'group' }, true, othersHaveIt);
    } else addGame({ kind: 'group' }, false, othersHaveIt);
  }
  if (input.current && !input.ended) {
    for (const seat of input.ordersLinks) add('orders', mode === 'referee' ? { kind: 'referee' } : { kind: 'group' }, !(mode === 'referee' && status.isReferee), seat);
    for (const seat of input.revealCodes) add('reveal', { kind: 'group' }, true, seat);
  }
  return [...sends.filter((s) => s.required), ...sends.filter((s) => !s.required)];
}

/** Seats played by the same person as this browser's, taken by an invitation not opened here. */
function partnersOf(input: HandOffInput): PowerId[] {
  if (input.mode === 'table' || !input.people || !input.registered) return [];
  const mine = input.people.filter((group) => group.some((seat) => input.myPowers.includes(seat))).flat();
  return mine.filter((seat) => !input.myPowers.includes(seat) && input.registered!.includes(seat));
}

/** What this browser's person must do now, in one sentence, and the links to send. */
export function handOff(input: HandOffInput): HandOff {
  const { mode, status } = input;
  const sends = sendsOf(input);
  const result = (action: NextAction, sentence: string, seats: PowerId[] = []): HandOff => ({ action, sentence, seats, sends });
  if (!input.current) return result('old', 'old');
  if (input.ended) return result('ended', 'ended');
  const pendingSend = sends.find((send) => send.required && !send.done);
  const invitationsOut = pendingSend && (pendingSend.kind === 'invite' || (input.first && pendingSend.kind === 'game'));
  // The players come first: nobody can play before they have the game.
  if (invitationsOut) return result('send', pendingSend.kind === 'invite' ? 'invite' : 'invite-group', pendingSend.kind === 'invite' && pendingSend.to.kind === 'person' ? pendingSend.to.seats : []);
  if (input.myPowers.length === 0 && !status.isReferee && mode !== 'table') return result('pick-powers', 'pick-powers');
  const waiting = status.waiting;
  if (!waiting.length) return result('wait', 'nobody');
  const mine = waiting.filter((seat) => input.myPowers.includes(seat));
  const toOrder = mine.filter((seat) => !status.received.includes(seat));
  if (toOrder.length) return result('order', mode === 'sealed' ? 'order-sealed' : 'order', toOrder);
  // A run cut into several links: said plainly, with who gets them.
  const parts = pendingSend?.kind === 'game' && sends.some((send) => send.state) ? '-parts' : '';
  if (pendingSend?.kind === 'game' && pendingSend.to.kind === 'person' && !parts) {
    // A person of several seats is sent the game for one of them: that one is named, not all ("their turn").
    const person = pendingSend.to.seats;
    const next = waiting.filter((seat) => person.includes(seat));
    if (next.length && next.length < person.length) return { ...result('send', 'send-game-person-next', [...person]), next };
  }
  if (pendingSend) return result('send', `send-${pendingSend.kind}${parts}-${pendingSend.to.kind}`, pendingSend.seat ? [pendingSend.seat] : pendingSend.to.kind === 'person' ? pendingSend.to.seats : []);
  // A person given several seats gets one invitation each: until all are opened here, the others
  // are theirs to open, not someone else's to play.
  const unopened = partnersOf(input).filter((seat) => waiting.includes(seat) && !status.received.includes(seat));
  if (unopened.length) return result('wait', 'open-invitation', unopened);
  const missing = waiting.filter((seat) => !status.received.includes(seat));
  // A player's browser never sees the others' orders (they go to the referee): it waits for the referee's link.
  if (mode === 'referee' && !status.isReferee) return mine.length ? result('wait', 'wait-referee') : result('wait', 'wait-others-referee', [...waiting]);
  // Seats the game plays itself send nothing: once every other seat's orders can be read here, anyone resolves at once
  // (resolve-without.ts offers it; the next phase is the same whoever makes it). A handed seat whose orders arrived is
  // its player's again (a seat that sends orders takes itself back): its sealed box waits for its reveal code.
  const unread = waiting.filter((seat) => !(status.readable ?? status.received).includes(seat));
  const computerOnly = unread.every((seat) => playedByComputer(status, seat));
  if ((mode === 'open' || mode === 'sealed') && unread.length && computerOnly) return result('resolve', 'resolve-computer', unread);
  if (missing.length) {
    if (mode === 'referee') return result('wait-orders', 'wait-orders-referee', missing);
    return result('wait', mode === 'sealed' ? 'wait-sealed' : 'wait-orders', missing);
  }
  if (mode === 'sealed' && !status.complete) {
    const toReveal = mine.filter((seat) => !input.revealCodes.includes(seat) && !input.sent.has(sendId('reveal', input.hash, seat)));
    if (toReveal.length) return result('reveal', 'reveal', toReveal);
    return result('wait', 'wait-reveals', waiting.filter((seat) => !status.revealed.includes(seat)));
  }
  if (status.complete) return result('resolve', mode === 'referee' ? 'resolve-referee' : 'resolve');
  return result('wait', 'wait-orders', missing);
}

/** How many links each recipient kind gets among required sends (for counting in tests and the bench). */
export function requiredSends(handOffs: readonly HandOff[]): number {
  return handOffs.reduce((count, h) => count + h.sends.filter((s) => s.required).length, 0);
}
