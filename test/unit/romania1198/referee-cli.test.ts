/**
 * Until its board is drawn, Romania 1198 is played by link with the referee
 * CLI: Autumn 1198 to Spring 1199 in open mode, orders written in the seed's
 * notation, one orders link per region, then adjudicate.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/dispaccio-lib';
import { decodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload } from '../../../src/platform/codec/turn-link';
import { romania } from '../../../src/games/romania1198/engine/module';
import { romaniaSpecial } from '../../../src/games/romania1198/engine/specials';

const keyDir = mkdtempSync(join(tmpdir(), 'romania-seat-keys-'));

async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (line) => out.push(...line.split('\n')), error: (line) => err.push(line) });
  return { code, out, err };
}

describe('Romania 1198 by the referee CLI', () => {
  it('course of play: seven regions send orders in the seed\'s notation; Autumn 1198 is adjudicated into Spring 1199', async () => {
    const created = await cli('new', 'romania1198');
    expect(created.code).toBe(0);
    const link = created.out[0];
    const shown = await cli('show', link);
    expect(shown.out[0]).toBe('Autumn 1198 — movement');
    const orders: Record<string, string[]> = {
      Zalău: ['A zal - clu', 'A bai XXX', 'F sat - so1'],
      Oradea: ['A ora - vas', 'A sal XXX', 'F ara XXX'],
      Cluj: ['A clu - dej', 'A tur XXX', 'F sib XXX'],
      Bistrița: ['A bis XXX', 'F dej XXX', 'A vat XXX'],
      'Târgu Mureș': ['F tim XXX', 'A med - sig', 'A odo XXX'],
      Brașov: ['F bra – sib', 'A sfi - ghe', 'A mie XXX'],
      Timișoara: ['A tms - res', 'A lug XXX', 'F sin XXX'],
    };
    const links: string[] = [];
    for (const [region, lines] of Object.entries(orders)) {
      const sent = await cli('orders', link, '--power', region, '--seat-key', join(keyDir, `${lines[0].replace(/\W/g, '')}.json`), ...lines);
      expect(sent.err.filter((line) => !line.startsWith('new seat key')), region).toEqual([]);
      expect(sent.code).toBe(0);
      links.push(sent.out[0]);
    }
    const done = await cli('adjudicate', link, ...links);
    expect(done.code).toBe(0);
    expect(done.out[0]).toBe('Spring 1199 — movement');
    const report = done.out.join('\n');
    expect(report).toContain('A Zal (in the pass towards Clu)');
    expect(report).toMatch(/A Clu - Dej — bounced in Dej/);
    expect(report).toContain('F Sib');
  });

  it('an illegal order is refused with its reason before it is sent, and the unit will hold', async () => {
    const link = (await cli('new', 'romania1198')).out[0];
    const sent = await cli('orders', link, '--power', 'Oradea', '--seat-key', join(keyDir, 'oradea2.json'), 'A ora - ara');
    expect(sent.code).toBe(0);
    expect(sent.err.join('\n')).toContain('A Ora - Ara: Arad is not adjacent (the unit will hold)');
  });

  it('set-ups for fewer players and named units: --players 2 gives two seats of three regions, --named-units the roster (a longer link); Diplomacy refuses the option', async () => {
    const plain = (await cli('new', 'romania1198', '--players', '2')).out[0];
    const named = await cli('new', 'romania1198', '--players', '2', '--named-units');
    expect(named.code).toBe(0);
    const shown = await cli('show', named.out[0]);
    expect(shown.out.join('\n')).toContain('Waiting for orders from: Zalău + Oradea + Brașov; Bistrița + Târgu Mureș + Timișoara');
    expect(named.out[0].length).toBeGreaterThan(plain.length + 10);
    expect((await cli('new', 'romania1198', '--players', '9')).err.join('\n')).toContain('--players is one of 7, 6, 5, 4, 3a, 3b, 2');
    expect((await cli('new', 'diplomacy', '--named-units')).code).not.toBe(0);
    // An order naming its unit: the right name is read, another name makes it unclear and it is not sent.
    const seven = (await cli('new', 'romania1198', '--named-units')).out[0];
    const right = await cli('orders', seven, '--power', 'Cluj', '--seat-key', join(keyDir, 'cluj-named.json'), 'A (Mannari) clu - dej');
    expect(right.err.filter((line) => !line.startsWith('new seat key'))).toEqual([]);
    const wrong = await cli('orders', seven, '--power', 'Cluj', '--seat-key', join(keyDir, 'cluj-named.json'), 'A (stella rossa) clu - dej');
    expect(wrong.err.join('\n')).toContain('The unit there is “Mannari”, not “stella rossa”: the order is unclear and the unit will hold.');
  });

  it('--ambassadors and --spies switch the special troops on: their orders are sent beside the units\'', async () => {
    // Spies are not played in open mode (the last sender would steer their dice): refused with the reason.
    const open = await cli('new', 'romania1198', '--ambassadors', '--spies', '--mode', 'open');
    expect(open.code).not.toBe(0);
    expect(open.err.join('\n')).toContain('Spies need sealed orders or a referee');
    const link = (await cli('new', 'romania1198', '--ambassadors', '--spies', '--mode', 'sealed')).out[0];
    const sent = await cli('orders', link, '--power', 'Cluj', '--seat-key', join(keyDir, 'cluj-specials.json'), '--seal', 'A tur - med', 'P clu ora (alleanza)', 'S clu ara (esercito)');
    expect(sent.err.filter((line) => !line.startsWith('new seat key'))).toEqual([]);
    expect(sent.code).toBe(0);
    const done = await cli('adjudicate', link, sent.out[0], sent.out[1]);
    expect(done.code).toBe(0);
    const plain = (await cli('new', 'romania1198')).out[0];
    const refused = await cli('orders', plain, '--power', 'Cluj', '--seat-key', join(keyDir, 'cluj-plain.json'), 'P clu ora (alleanza)');
    // Without the option the line is no order at all.
    expect(refused.code).not.toBe(0);
    expect(refused.err.join('\n')).toContain('P clu ora (alleanza)');
  });

  it('a referee with --spies: the key file keeps the invitations, and the adjudicated link seals the spies not caught', async () => {
    const keyFile = join(keyDir, 'referee.json');
    expect((await cli('keys', '--out', keyFile)).code).toBe(0);
    // Each game's dice are its own: a few games, until one has a spy that was not caught (about 99 in 100 at the first).
    let sealed = 0;
    for (let attempt = 0; attempt < 5 && !sealed; attempt++) {
      const created = await cli('new', 'romania1198', '--mode', 'referee', '--referee-key', keyFile, '--spies');
      expect(created.code).toBe(0);
      const link = created.out[0];
      const invitations = created.out.slice(1).map((line) => line.slice(line.indexOf(': ') + 2));
      expect(invitations).toHaveLength(7);
      expect(Object.keys(JSON.parse(readFileSync(keyFile, 'utf8')).invitations)).toHaveLength(attempt + 1);
      const sent: string[] = [];
      for (const [i, invitation] of invitations.entries()) {
        const seatKey = join(keyDir, `referee-seat-${attempt}-${i}.json`);
        expect((await cli('join', invitation, '--seat-key', seatKey)).code).toBe(0);
        const region = created.out[i + 1]!.slice(0, created.out[i + 1]!.indexOf(':'));
        // Every region sends spies to two of the smallest towns (its own excepted): most are caught.
        const spies = ['zal', 'ora'].filter((town) => !region.startsWith(town)).map((town) => `S ${region} ${town} (army)`);
        const orders = await cli('orders', link, '--power', region, '--seat-key', seatKey, ...spies);
        expect(orders.err.filter((line) => !line.startsWith('new seat key')), region).toEqual([]);
        sent.push(orders.out[0]!);
      }
      const done = await cli('adjudicate', link, ...sent, '--key', keyFile);
      expect(done.code).toBe(0);
      const next = done.out.at(-1)!;
      const decoded = decodeEnvelope(next.slice(next.indexOf('#') + 1));
      if (!decoded.ok) throw new Error('game link');
      const special = romaniaSpecial(romania.decodeState(readTurnPayload(decoded.envelope.payload).state))!;
      // The link holds the caught spies only; the others are sealed.
      expect(special.missions.every((m) => m.caught)).toBe(true);
      expect(special.missions.length + (special.sealed ? 1 : 0)).toBeGreaterThan(0);
      sealed = special.sealed?.length ?? 0;
    }
    expect(sealed).toBeGreaterThan(8);
  });
});
