/**
 * Plain dice follow from the state, so in a game that travels by link the
 * player who acts would know every roll before choosing. Such a game is never
 * made for play by link, and a link crafted with one is refused, in World War I
 * and La Belle Époque (GameModule.modeProblem, checked by the verifier).
 */
import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { belleEpoqueGame } from '../../../src/games/belle-epoque/engine/module';
import type { GameModule } from '../../../src/platform/game';
import { encodeEnvelope } from '../../../src/platform/codec/envelope';
import { writeTurnPayload, type PlayMode } from '../../../src/platform/codec/turn-link';
import { fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';

const games: [string, GameModule<any, any>, string][] = [
  ['World War I', wwiGame, 'historical'],
  ['La Belle Époque', belleEpoqueGame, '4'],
];

async function created(module: GameModule<any, any>, variant: string, dice: string, mode: PlayMode) {
  const meta = fixtureMeta(module, 'view');
  return fixtureDevice(fixtureCatalog(meta))
    .play.create(meta, variant, { dice }, { mode })
    .then(() => 'made', (error) => error.error.code);
}

describe('plain dice never travel by link', () => {
  for (const [name, module, variant] of games) {
    it(`${name}: a game by link with plain dice is not made; with shared dice, or plain at one table, it is`, async () => {
      expect(await created(module, variant, 'plain', 'open')).toBe('rejected');
      expect(await created(module, variant, 'plain', 'sealed')).toBe('rejected');
      expect(await created(module, variant, 'shared', 'open')).toBe('made');
      expect(await created(module, variant, 'plain', 'table')).toBe('made');
    });

    it(`${name}: a crafted open link of a plain-dice game is refused, with the reason, and nothing is written`, async () => {
      const meta = fixtureMeta(module, 'view');
      const victim = fixtureDevice(fixtureCatalog(meta));
      const state = module.initialState(variant, { dice: 'plain' }, new Uint8Array([3, 1, 4]));
      const link = encodeEnvelope('game', module.linkId, writeTurnPayload({ gameUid: '0a1b2c3d4e5f', ply: 0, parentHash: null, session: { mode: 'open' }, state: module.encodeState(state) }));
      const opened = await victim.play.open(link);
      expect(opened.ok ? 'accepted' : opened.error.code).toBe('rejected');
      if (!opened.ok && opened.error.code === 'rejected' && 'reason' in opened.error) expect(opened.error.reason.en).toMatch(/plain dice/);
      expect(await victim.library.list()).toEqual([]);
    });
  }

  it('La Belle Époque with a referee keeps plain dice: the referee draws them with fresh chance', async () => {
    expect(await created(belleEpoqueGame, '2', 'plain', 'referee')).toBe('made');
    expect(await created(wwiGame, 'historical', 'plain', 'referee')).toBe('rejected');
  });
});
