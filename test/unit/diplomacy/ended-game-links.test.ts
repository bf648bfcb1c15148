/**
 * A hostile link on a finished Diplomacy game: the three players agreed a draw (seed 000 XIV.2 set-up
 * 3a), so nobody has orders to give. A next phase with nobody's orders needs no key to make, and the
 * engine would play it (a draw is voted afresh each phase), so it would undo the agreed end. Every
 * browser holding the drawn phase must refuse it.
 */
import { describe, expect, it } from 'vitest';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { Play, type GameCatalog } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { currentNode } from '../../../src/platform/library/merge';
import type { GameMeta } from '../../../src/platform/game-ui';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload, type PlayMode } from '../../../src/platform/codec/turn-link';

const meta: GameMeta = { id: diplomacy.id, linkId: diplomacy.linkId, title: diplomacy.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: diplomacy, viewTag: 'dip-view' }) };
const catalog: GameCatalog = { byLinkId: () => meta, byId: () => meta, load: (m) => m.load() };
const browser = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, catalog, new MemoryKeyStore()) };
};
const SEATS = ['russia', 'england+france+germany', 'austria+italy+turkey'];
const draw: DipAction = { orders: [], draw: true };

/** Every seat votes the draw in its first orders; the first seat resolves and everyone opens the drawn phase. */
async function drawnGame(mode: PlayMode) {
  const creator = browser();
  const { game, node } = await creator.play.create(meta, 'standard', { setup: '3a' }, { mode });
  const first = creator.play.gameLink(meta, game, node);
  const players = SEATS.map(() => browser());
  for (const [i, who] of players.entries()) {
    await who.play.open(first);
    await who.play.setMyPowers(game.uid, [SEATS[i]]);
  }
  const everyone = [creator, ...players];
  const orders = [];
  for (const [i, who] of players.entries()) orders.push((await who.play.submit(meta, game.uid, node.hash, SEATS[i], draw)).ordersLink!);
  for (const who of everyone) for (const link of orders) await who.play.open(link);
  if (mode === 'sealed') {
    const codes = await Promise.all(players.map((who, i) => who.play.revealCode(meta, game.uid, node.hash, SEATS[i])));
    for (const who of everyone) for (const code of codes) await who.play.open(code);
  }
  const resolved = await players[0].play.resolve(meta, game.uid, node.hash);
  const drawn = players[0].play.gameLink(meta, resolved.game, resolved.node);
  for (const who of everyone) await who.play.open(drawn);
  return { creator, uid: game.uid, drawn, drawnHash: resolved.node.hash };
}

describe('Diplomacy: nothing follows a finished game', () => {
  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: a next phase with nobody's orders after an agreed draw is refused, and the draw stays the end`, async () => {
      const { creator, uid, drawn, drawnHash } = await drawnGame(mode);
      const decoded = decodeEnvelope(drawn);
      if (!decoded.ok) throw new Error(decoded.error.code);
      const turn = readTurnPayload(decoded.envelope.payload);
      const end = diplomacy.decodeState(turn.state);
      expect(diplomacy.ended(end)?.winners).toHaveLength(3);
      const resumed = diplomacy.apply(end, new Map());
      // What the attack is after: the engine's next phase is a game again.
      expect(diplomacy.ended(resumed)).toBeNull();
      const crafted = encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turn, ply: turn.ply + 1, parentHash: drawnHash, made: { seats: 0, digests: [] }, state: diplomacy.encodeState(resumed) }));
      const opened = await creator.play.open(crafted);
      expect(opened.ok ? 'accepted' : opened.error.code).toBe('does-not-follow');
      expect(currentNode((await creator.library.get(uid))!)!.hash).toBe(drawnHash);
    });

    it(`${mode}: this browser resolves nothing after the agreed draw either (the next phase every other browser refuses)`, async () => {
      const { creator, uid, drawnHash } = await drawnGame(mode);
      await expect(creator.play.resolve(meta, uid, drawnHash, { proceedWithout: true })).rejects.toMatchObject({ error: { code: 'rejected' } });
      expect(currentNode((await creator.library.get(uid))!)!.hash).toBe(drawnHash);
    });
  }
});
