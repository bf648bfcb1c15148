/**
 * The referee CLI with La Belle Époque: a new game for 2, 3 and 4 players
 * (3.2's groupings), `show` with powers, money, board, the hand and legal
 * actions of the power to act, and `act` taking one action by number,
 * notation or JSON and printing the next link; illegal actions are refused
 * with the rule.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/dispaccio-lib';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import type { GameMeta } from '../../../src/platform/game-ui';
import { belleEpoqueGame } from '../../../src/games/belle-epoque/engine/module';

async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (line) => out.push(...line.split('\n')), error: (line) => err.push(line) });
  return { code, out, err };
}

const LINK = /^http:\/\/127\.0\.0\.1:4173\/#[A-Za-z0-9_-]+$/;

describe('referee CLI: La Belle Époque', () => {
  it('creates games for 2, 3 and 4 players and shows who holds which power', async () => {
    const expected: Record<string, string> = {
      '2': 'Players: 1: Great Britain + France; 2: Central Empires + Russia',
      '3': 'Players: 1: Great Britain; 2: Central Empires; 3: Russia + France',
      '4': 'Players: 1: Great Britain; 2: France; 3: Russia; 4: Central Empires',
    };
    for (const players of ['2', '3', '4']) {
      const created = await cli('new', 'belle-epoque', '--players', players);
      expect(created.code).toBe(0);
      expect(created.out[0]).toMatch(LINK);
      expect(created.out[0].length).toBeLessThan(2000);
      const shown = await cli('show', created.out[0]);
      expect(shown.code).toBe(0);
      expect(shown.out[0]).toBe('Turn 0/9 — Initial set-up');
      expect(shown.out[1]).toBe(expected[players]);
      expect(shown.out).toContain(`To act: Russia (player ${players === '2' ? 2 : 3})`);
      expect(shown.out.some((l) => /^ {2}Great Britain \[gb\]: £\d+/.test(l))).toBe(true);
      expect(shown.out.some((l) => l.startsWith('  Belgium [belgium] (europe, minor'))).toBe(true);
      expect(shown.out).toContain('  1. setup belgium');
    }
  });

  it('plays actions by number, notation and JSON, printing the next link; refuses an illegal one with its rule', async () => {
    const link = (await cli('new', 'belle-epoque', '--players', '4')).out[0];
    const first = await cli('act', link, '1');
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe('ru: setup belgium');
    expect(first.out[1]).toMatch(LINK);
    const second = await cli('act', first.out[1], 'setup', 'holland');
    expect(second.code).toBe(0);
    expect(second.out[0]).toMatch(/^\w\w: setup holland$/);
    const third = await cli('act', second.out[1], '{"kind":"setup","territory":"serbia"}');
    expect(third.code).toBe(0);
    const shown = await cli('show', third.out[1]);
    const cubes = (id: string) => shown.out.find((l) => l.includes(`[${id}]`))!;
    expect(cubes('belgium')).toMatch(/: ru /);
    expect(cubes('holland')).toMatch(/: \w\w /);
    const illegal = await cli('act', third.out[1], 'buy 1 0');
    expect(illegal.code).toBe(1);
    expect(illegal.err[0]).toMatch(/^dispaccio: buy 1 0: .*\(\d/);
    const unknown = await cli('act', third.out[1], 'fly');
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toBe('dispaccio: unknown action "fly"');
  });

  it('refuses --automated plainly, and act on another game', async () => {
    const automated = await cli('new', 'belle-epoque', '--automated', 'gb');
    expect(automated.code).toBe(2);
    expect(automated.err[0]).toMatch(/automated powers of La Belle Époque are not available yet/);
    const wwi = (await cli('new', 'wwi')).out[0];
    const act = await cli('act', wwi, 'pass');
    expect(act.code).toBe(2);
    expect(act.err[0]).toMatch(/act is for La Belle Époque games/);
  });

  it('refuses to play by link a game made with plain dice, which anyone holding a link could predict (README)', async () => {
    const meta: GameMeta = { id: belleEpoqueGame.id, linkId: belleEpoqueGame.linkId, title: belleEpoqueGame.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: belleEpoqueGame, viewTag: '' }) };
    const play = new Play(new MemoryLibrary(), { byId: () => meta, byLinkId: () => meta, load: (m) => m.load() }, { get: async () => undefined, put: async () => undefined });
    const { game, node } = await play.create(meta, '4', { promo: 'no' }, { mode: 'open' });
    const link = `http://127.0.0.1:4173/#${play.gameLink(meta, game, node)}`;
    expect((await cli('show', link)).code).toBe(0);
    const act = await cli('act', link, '1');
    expect(act.code).toBe(2);
    expect(act.err[0]).toMatch(/plain dice, which anyone holding a link can predict/);
  });

  it('plays by link with shared dice: each person signs with its seat key and feeds the dice from its secret; a roll is another person\'s, with its own secret only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'be-link-'));
    const files = (player: number) => ['--seat-key', join(dir, `p${player}.key`), '--dice-secret', join(dir, `p${player}.dice`)];
    let link = (await cli('new', 'belle-epoque', '--players', '2', '--mode', 'open')).out[0];
    expect(link).toMatch(LINK);
    const longest: number[] = [];
    let rolled = false;
    for (let step = 0; step < 200 && !rolled; step++) {
      const shown = (await cli('show', link)).out;
      const line = shown.find((l) => l.startsWith('To act: '))!;
      const player = Number(/\(player (\d)\)/.exec(line)![1]);
      if (line.includes('— roll:')) {
        // The other person's secret cannot make this roll: its chain is not the roller's.
        const forged = await cli('act', link, 'roll', ...files(3 - player));
        expect(forged.code).toBe(1);
        expect(forged.err[0]).toMatch(/committed/);
        const roll = await cli('act', link, 'roll', ...files(player));
        expect(roll.code).toBe(0);
        link = roll.out[1];
        rolled = true;
        continue;
      }
      // Act with the last legal action: passing ends a power's turn, so a new turn's events are declared soon.
      const legal = shown.filter((l) => /^ {2}\d+\. /.test(l)).length;
      const acted = await cli('act', link, String(legal), ...files(player));
      expect(acted.code, acted.err.join('\n')).toBe(0);
      link = acted.out[1];
      longest.push(link.length);
    }
    expect(rolled).toBe(true);
    expect(Math.max(...longest)).toBeLessThan(2000);
    const noSecret = await cli('act', link, '1');
    expect(noSecret.code).toBe(2);
    expect(noSecret.err[0]).toMatch(/--dice-secret/);
  });
});
