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
import { encodeEnvelope } from '../../../src/platform/codec/envelope';
import { writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/dispaccio-lib';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import type { GameMeta } from '../../../src/platform/game-ui';
import { belleEpoqueGame } from '../../../src/games/belle-epoque/engine/module';
import { formatAction, parseAction } from '../../../src/games/belle-epoque/engine/text-report';
import type { Action } from '../../../src/games/belle-epoque/engine/actions';
import { legalActions } from '../../../src/games/belle-epoque/engine/legal';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';

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

  it('plays the automated powers by chapter 13 after each person\'s act, and show lists what they did (13.3)', async () => {
    let link = (await cli('new', 'belle-epoque', '--players', '4', '--automated', 'gb', 'fr', 'ru')).out[0];
    expect(link).toMatch(LINK);
    let shown = await cli('show', link);
    expect(shown.out[1]).toBe('Players: 1: Great Britain (automated); 2: France (automated); 3: Russia (automated); 4: Central Empires');
    // 13.1: the automated powers' set-up is on the map; the person places the Central Empires' 9 cubes.
    expect(shown.out).toContain('To act: Central Empires (player 4)');
    for (let i = 0; i < 9; i++) {
      const acted = await cli('act', link, '1');
      expect(acted.code).toBe(0);
      expect(acted.out[0]).toMatch(/^ce: setup /);
      link = acted.out[1];
    }
    // 3.3.2: the first territory offered each time is European, so the Central Empires end two African
    // cubes short of their minimums and move two cubes at the end of the set-up.
    for (let i = 0; i < 2; i++) {
      const acted = await cli('act', link, '1');
      expect(acted.out[0]).toMatch(/^ce: rearrange [a-z-]+ [a-z-]+$/);
      link = acted.out[1];
    }
    shown = await cli('show', link);
    // Turn 1: the three automated powers act first (13.2) and have passed when the person is asked.
    expect(shown.out[0]).toBe('Turn 1/9 — Action phase');
    expect(shown.out).toContain('To act: Central Empires (player 4)');
    const at = shown.out.indexOf('Automated powers, since a person last acted:');
    expect(at).toBeGreaterThan(0);
    const records = shown.out.slice(at + 1, at + 4).map((l) => l.split(':')[0].trim()).sort();
    expect(records).toEqual(['France', 'Great Britain', 'Russia']);
    expect(shown.out[at + 1]).toMatch(/missions \(row [1-6]\)/);
    const italian = await cli('show', link, '--lang', 'it');
    expect(italian.out).toContain('Potenze automatizzate, dall\'ultima azione di un giocatore:');
    // The person's next action clears the record until the automated powers act again.
    const passed = await cli('act', link, 'pass');
    expect(passed.code).toBe(0);
    expect(passed.out[0]).toBe('ce: pass');
  });

  it('plays a game of four automated powers to its end at once', async () => {
    const created = await cli('new', 'belle-epoque', '--automated', 'gb,fr,ru,ce');
    expect(created.code).toBe(0);
    const shown = await cli('show', created.out[0]);
    expect(shown.out[0]).toMatch(/Game over$/);
  }, 60_000);

  it('refuses unknown powers, a split grouping of the 2- and 3-player games, and act on another game', async () => {
    const unknown = await cli('new', 'belle-epoque', '--automated', 'xx');
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toBe('dispaccio: --automated: unknown power "xx" (gb, fr, ru, ce)');
    const split = await cli('new', 'belle-epoque', '--players', '2', '--automated', 'gb');
    expect(split.code).toBe(2);
    expect(split.err[0]).toBe('dispaccio: --automated: gb and fr are one player\'s: automate both or neither');
    const wwi = (await cli('new', 'wwi')).out[0];
    const act = await cli('act', wwi, 'pass');
    expect(act.code).toBe(2);
    expect(act.err[0]).toMatch(/act is for La Belle Époque games/);
  });

  it('reads and prints the action notation in Italian too (--lang it), like Diplomacy\'s Italian notation', async () => {
    const link = (await cli('new', 'belle-epoque', '--players', '4')).out[0];
    const shown = await cli('show', link, '--lang', 'it');
    expect(shown.out[0]).toBe('Turno 0/9 — Setup iniziale');
    expect(shown.out).toContain('  1. piazza belgio');
    const first = await cli('act', link, 'piazza', 'olanda', '--lang', 'it');
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe('ru: piazza olanda');
    // Either language is read whatever --lang says; the echo follows --lang.
    const second = await cli('act', first.out[1], 'setup', 'belgium', '--lang', 'it');
    expect(second.out[0]).toMatch(/^\w\w: piazza belgio$/);
    const third = await cli('act', second.out[1], 'piazza serbia');
    expect(third.out[0]).toMatch(/^\w\w: setup serbia$/);
    const illegal = await cli('act', third.out[1], 'acquista 1 0', '--lang', 'it');
    expect(illegal.err[0]).toMatch(/^dispaccio: acquista 1 0: /);
  });

  it('every legal action reads back from its Italian and its English notation', async () => {
    const s = belleEpoqueGame.initialState('4', { promo: 'no', automated: 'gb,fr,ru,ce' });
    const t = { ...s, automated: ['gb', 'fr', 'ru'] as BelleEpoqueState['automated'], turn: 5 };
    t.powers.ce.money = 60;
    t.powers.ce.embassy = 3;
    t.phase = 'actions';
    t.order = ['ce'];
    t.current = 0;
    t.pending = null;
    t.powers.ce.passed = false;
    const legal = legalActions(t);
    expect(legal.length).toBeGreaterThan(20);
    const it = legal.map((a) => formatAction(a, 'it'));
    expect(it).toContain('passa');
    expect(it.some((x) => x.startsWith('missione '))).toBe(true);
    for (const a of legal) {
      expect(parseAction(t, formatAction(a, 'it'))).toEqual(a);
      expect(parseAction(t, formatAction(a, 'en'))).toEqual(a);
    }
    expect(formatAction({ kind: 'deploy', moves: [{ fleet: 'ce-fleet1', to: 'europe' }] }, 'it')).toBe('schiera ce-fleet1:europa');
    expect(parseAction(t, 'schiera ce-fleet1:europa')).toEqual({ kind: 'deploy', moves: [{ fleet: 'ce-fleet1', to: 'europe' }] });
    expect(parseAction(t, 'vendiArmi corno-d-africa - -')).toEqual({ kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] });
    // A card's choices in words, in both languages, not JSON.
    const legion: Action = { kind: 'national', card: 'fr-foreign-legion', choices: { territories: ['congo', 'horn-of-africa'] } };
    expect(formatAction(legion)).toBe('national fr-foreign-legion territories congo,horn-of-africa');
    expect(formatAction(legion, 'it')).toMatch(/^nazionale fr-foreign-legion territori [a-z-]+,corno-d-africa$/);
    const attack: Action = { kind: 'intrigue', card: 'intrigue-15', half: 0, choices: { target: 'ru', spaces: [{ territory: 'horn-of-africa', space: 2 }], option: 1 } };
    expect(formatAction(attack)).toBe('intrigue intrigue-15 0 target ru spaces horn-of-africa:2 option 1');
    expect(formatAction(attack, 'it')).toBe('intrigo intrigue-15 0 bersaglio ru spazi corno-d-africa:2 opzione 1');
    for (const a of [legion, attack]) for (const lang of ['en', 'it'] as const) expect(parseAction(t, formatAction(a, lang))).toEqual(a);
    expect(parseAction(t, 'intrigue intrigue-15 0 bersaglio')).toMatch(/cannot read the card's choices/);
    expect(parseAction(t, 'national fr-foreign-legion {"territories":["congo"]}')).toEqual({ kind: 'national', card: 'fr-foreign-legion', choices: { territories: ['congo'] } });
  });

  it('refuses to play by link a game made with plain dice, which anyone holding a link could predict (docs/guarantees.md)', async () => {
    const meta: GameMeta = { id: belleEpoqueGame.id, linkId: belleEpoqueGame.linkId, title: belleEpoqueGame.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: belleEpoqueGame, viewTag: '' }) };
    const play = new Play(new MemoryLibrary(), { byId: () => meta, byLinkId: () => meta, load: (m) => m.load() }, { get: async () => undefined, put: async () => undefined });
    // Such a game cannot be made for play by link any more…
    const made = await play.create(meta, '4', { promo: 'no' }, { mode: 'open' }).then(() => 'made', (error) => error.error.code);
    expect(made).toBe('rejected');
    // …and a link crafted with one is refused wherever it is opened.
    const state = belleEpoqueGame.initialState('4', { promo: 'no' }, new Uint8Array([5]));
    const crafted = encodeEnvelope('game', belleEpoqueGame.linkId, writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply: 0, parentHash: null, session: { mode: 'open' }, state: belleEpoqueGame.encodeState(state) }));
    const link = `http://127.0.0.1:4173/#${crafted}`;
    expect((await cli('show', link)).code).toBe(2);
    const act = await cli('act', link, '1');
    expect(act.code).toBe(2);
    expect(act.err.join(' ')).toMatch(/plain dice/);
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
