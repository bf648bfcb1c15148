/**
 * The hand-off at the top of the game page: the status line (what this browser's person must do
 * now, with its one button) and the "Send this" card (each link someone else needs, under whom it
 * is for). platform/hand-off.ts decides; this module only words and draws it.
 */
import { html, nothing } from 'lit';
import { listFormat, local, t } from '../i18n';
import { handOff, type HandOff, type HandOffInput, type Recipient, type Send } from '../../platform/hand-off';
import type { PhaseStatus } from '../../platform/play';
import type { PowerId } from '../../platform/game';
import type { LibraryGame, LibraryNode } from '../../platform/library/merge';
import type { PlayMode } from '../../platform/codec/turn-link';
import type { PictureMaker } from '../widgets/share-panel';
import type { SendItem } from '../widgets/send-card';
import { sentLinks } from '../sent-links';
import { sendNote } from './send-note';
import '../widgets/send-card';
import '../widgets/next-step';

export interface HandOffPage {
  game: LibraryGame;
  node: LibraryNode;
  mode: PlayMode;
  status: PhaseStatus;
  /** Every seat, in the game's order. */
  seats: PowerId[];
  /** Who plays each seat, by the seat's index (the session's names); may be empty. */
  names: string[];
  sequential: boolean;
  current: boolean;
  ended: boolean;
  /** Orders links of this browser's seats for the shown state (full URLs). */
  myLinks: Record<PowerId, string>;
  /** Reveal codes shown, by seat (full URLs). */
  revealCodes: Record<PowerId, string>;
  /** Invitation links this browser keeps, by seat (full URLs). */
  invitations: Record<PowerId, string>;
  gameLink: string;
  /** Game links of earlier states that go first, oldest first: this browser's steps in a row did not fit one link (Play.gameLinks). */
  earlierLinks: { hash: string; url: string; phase: string }[];
  nameOf(seat: PowerId): string;
  picture: PictureMaker | null;
  /** The seats each person plays, when the game says (PeopleOf); else seats of one player's name go together. */
  people?: readonly (readonly PowerId[])[];
}

/**
 * What a game's bundle may add for the hand-off: the seats each person plays (several in some games),
 * so a person's invitations and links are listed together. Read by the app only; absent, one seat each.
 */
export interface PeopleOf {
  people?(state: unknown): readonly (readonly PowerId[])[];
}

/** The seats played by one person: seats of the same player's name belong together. */
function people(page: HandOffPage): readonly (readonly PowerId[])[] | undefined {
  if (page.people?.some((group) => group.length > 1)) return page.people;
  if (!page.names.some(Boolean)) return undefined;
  const byName = new Map<string, PowerId[]>();
  page.seats.forEach((seat, i) => {
    const name = page.names[i]?.trim();
    const key = name ? `name:${name.toLowerCase()}` : `seat:${seat}`;
    byName.set(key, [...(byName.get(key) ?? []), seat]);
  });
  return [...byName.values()];
}

/** This browser made the shown state: resolved it, or created the game (only a game created here has its mode in its settings). */
function madeHere(page: HandOffPage): boolean {
  return !!page.node.madeHere || (page.node.parentHash === null && !!page.game.settings['mode']);
}

export function pageHandOff(page: HandOffPage): HandOff {
  const input: HandOffInput = {
    mode: page.mode,
    status: page.status,
    myPowers: page.game.myPowers,
    seats: page.seats,
    sequential: page.sequential,
    current: page.current,
    ended: page.ended,
    hash: page.node.hash,
    first: page.node.parentHash === null,
    madeHere: madeHere(page),
    invitations: Object.keys(page.invitations),
    people: people(page),
    ordersLinks: Object.keys(page.myLinks),
    revealCodes: Object.keys(page.revealCodes),
    sent: sentLinks(page.game.uid),
    earlier: page.earlierLinks.map((link) => link.hash),
    // Keys are kept by power index, the order of `seats`.
    registered: Object.keys(page.node.seatKeys ?? {}).map((index) => page.seats[Number(index)]).filter(Boolean),
  };
  return handOff(input);
}

/** "Bruno (Russia)", or "Russia" when the game has no player names. */
function who(page: HandOffPage, seats: PowerId[]): string {
  const powers = listFormat(seats.map(page.nameOf));
  const name = seats.map((seat) => page.names[page.seats.indexOf(seat)]).find(Boolean);
  return name ? `${name} (${powers})` : powers;
}

function recipient(page: HandOffPage, to: Recipient, kind: Send['kind']): string {
  if (to.kind === 'group') return t('send.to.group');
  if (to.kind === 'referee') return t('send.to.referee');
  return t(kind === 'invite' ? 'send.to.private' : 'send.to.person', { who: who(page, to.seats) });
}

/** A game link of a run cut into several: its place among them ("Game link 1 of 3: …"). */
function part(page: HandOffPage, send: Send): { url: string; heading: string } | null {
  const count = page.earlierLinks.length + 1;
  const at = page.earlierLinks.findIndex((link) => link.hash === send.state);
  if (send.state && at < 0) return null;
  const phase = at < 0 ? local(page.node.phaseLabel) : page.earlierLinks[at].phase;
  return { url: at < 0 ? page.gameLink : page.earlierLinks[at].url, heading: t('send.part', { n: (at < 0 ? count - 1 : at) + 1, count, phase }) };
}

function item(page: HandOffPage, send: Send): SendItem | null {
  const seat = send.seat ?? '';
  const parts = send.kind === 'game' && page.earlierLinks.length ? part(page, send) : undefined;
  if (parts === null) return null;
  const url = parts?.url ?? { game: page.gameLink, orders: page.myLinks[seat], reveal: page.revealCodes[seat], invite: page.invitations[seat] }[send.kind];
  if (!url) return null;
  const heading = {
    game: () => parts?.heading ?? t('game.share.current', { phase: local(page.node.phaseLabel) }),
    orders: () => t('game.orders.link', { power: page.nameOf(seat) }),
    reveal: () => t('game.reveal.code', { power: page.nameOf(seat) }),
    invite: () => t('game.invitations.link', { power: page.nameOf(seat) }),
  }[send.kind]();
  return { id: send.id, url, heading, to: recipient(page, send.to, send.kind), required: send.required, done: send.done, picture: (send.kind === 'game' && !send.state) || send.kind === 'invite' ? page.picture : null, openHere: send.kind === 'invite' };
}

/** The status line's sentence and its button's label ('' for none). */
export function nextStepWords(page: HandOffPage, hand: HandOff): { sentence: string; button: string } {
  const sentence = page.sequential && hand.sentence === 'wait-orders' ? 'wait-turn' : hand.sentence;
  const powers = listFormat(hand.seats.map(page.nameOf));
  const button = {
    order: t('handoff.button.order'),
    reveal: hand.seats.length ? t('game.reveal.show', { power: page.nameOf(hand.seats[0]) }) : '',
    resolve: t('game.orders.adjudicate'),
  }[hand.action as 'order' | 'reveal' | 'resolve'] ?? '';
  return { sentence: t(`handoff.${sentence}`, { powers, next: listFormat((hand.next ?? []).map(page.nameOf)) }), button };
}

/** The send card, or nothing when this browser holds no link anyone needs. */
export function sendCard(page: HandOffPage, hand: HandOff) {
  const items = hand.sends.map((send) => item(page, send)).filter((i): i is SendItem => !!i);
  if (!items.length) return nothing;
  const first = hand.sends.find((send) => send.required && !send.done);
  const inviting = !!first && page.node.parentHash === null && madeHere(page) && (first.kind === 'invite' || first.kind === 'game');
  const note = sendNote({ mode: page.mode, sends: hand.sends, inviting: inviting ? (first!.kind === 'invite' ? 'invite' : 'game') : null });
  return html`<send-card .items=${items} .heading=${inviting ? t('send.invite') : ''} .note=${note ? t(`send.note.${note}`, { count: page.earlierLinks.length + 1 }) : ''}></send-card>`;
}
