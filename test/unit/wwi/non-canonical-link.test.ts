/**
 * A hostile player's World War I link whose state bytes are not the game's own encoding: they
 * decode to a state with a log line the encoder never writes (a text entry with no die), yet
 * encode back to the real state, so the link names the very state this browser holds (same hash).
 * What this browser reads of that state must be what its hash covers, never the extra line.
 */
import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { WwiIndex } from '../../../src/games/wwi/engine/codec';
import { writeLog } from '../../../src/games/wwi/engine/log-codec';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { BitReader, BitWriter } from '../../../src/platform/codec/bits';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { currentNode } from '../../../src/platform/library/merge';
import { fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';

const FORGED_LINE = 'The Central Powers surrender';

/**
 * The real state's bytes with `lines` written as its log (the log is the encoding's last field, after an
 * empty log's one-byte count): tried at each padding the encoding may end with, the first that decodes.
 */
function withForgedLog(real: Uint8Array, state: WwiState): Uint8Array {
  const index = new WwiIndex(europeBoard());
  for (let padding = 0; padding < 8; padding++) {
    const prefixBits = real.length * 8 - padding - 8;
    const reader = new BitReader(real);
    const writer = new BitWriter();
    for (let bit = 0; bit < prefixBits; bit++) writer.bool(reader.bool());
    writeLog(writer, state, [{ turn: state.turn, phase: state.phase, text: FORGED_LINE }], index, CHARTS);
    const crafted = writer.finish();
    try {
      if (wwiGame.decodeState(crafted).log.some((entry) => entry.text === FORGED_LINE)) return crafted;
    } catch {
      // Not the padding this encoding ended with.
    }
  }
  throw new Error('no padding fits');
}

describe('World War I: a non-canonical state in a link', () => {
  it('bytes that decode to more than their encoding holds name the held state, but this browser reads only what the hash covers', async () => {
    const meta = fixtureMeta(wwiGame, 'view');
    const creator = fixtureDevice(fixtureCatalog(meta));
    const victim = fixtureDevice(fixtureCatalog(meta));
    const { game, node } = await creator.play.create(meta, 'historical', { dice: 'shared' }, { mode: 'open' });
    const link = creator.play.gameLink(meta, game, node);
    expect(await victim.play.open(link)).toMatchObject({ ok: true });
    const decoded = decodeEnvelope(link);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const turn = readTurnPayload(decoded.envelope.payload);
    const real = wwiGame.decodeState(turn.state);
    expect(real.log.some((entry) => entry.text === FORGED_LINE)).toBe(false);
    const crafted = withForgedLog(turn.state, real);
    // The encoder drops the forged line: the crafted bytes are the real state to anyone who re-encodes them.
    expect(wwiGame.encodeState(wwiGame.decodeState(crafted))).toEqual(turn.state);

    const opened = await victim.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turn, state: crafted })));
    expect(opened).toMatchObject({ ok: true, node: { hash: node.hash } });
    const held = (await victim.library.get(game.uid))!;
    expect(Object.keys(held.nodes)).toEqual([node.hash]);
    const shown = victim.play.stateOf(wwiGame, currentNode(held));
    expect(shown.log.map((entry) => entry.text)).not.toContain(FORGED_LINE);
    expect(wwiGame.encodeState(shown)).toEqual(turn.state);
  });
});
