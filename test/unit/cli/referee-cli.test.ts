/**
 * The referee CLI plays the first two years of seed 000's sample game
 * (its worked game with commentary, 1901–1902) using only links, as a referee in a
 * terminal would: one orders link per power, then adjudicate.
 * Orders are the seed's, with its OCR slips fixed as noted.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/dispaccio-lib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One seat key file per power, kept for the whole game as a player would. */
const keyDir = mkdtempSync(join(tmpdir(), 'dispaccio-seat-keys-'));
const seatKey = (power: string) => ['--seat-key', join(keyDir, `${power}.json`)];

async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (line) => out.push(...line.split('\n')), error: (line) => err.push(line) });
  return { code, out, err };
}

type PhaseOrders = Record<string, string[]>;

async function playPhase(link: string, orders: PhaseOrders): Promise<{ link: string; report: string[] }> {
  const ordersLinks: string[] = [];
  for (const [power, lines] of Object.entries(orders)) {
    const result = await cli('orders', link, '--power', power, ...seatKey(power), ...lines);
    expect(result.err.filter((line) => !line.startsWith('new seat key')), `${power}: ${result.err.join('; ')}`).toEqual([]);
    expect(result.code).toBe(0);
    ordersLinks.push(result.out[0]);
  }
  const adjudicated = await cli('adjudicate', link, ...ordersLinks);
  expect(adjudicated.code).toBe(0);
  return { link: adjudicated.out[adjudicated.out.length - 1], report: adjudicated.out };
}

function unitsLine(report: string[], power: string): string {
  const line = report.find((l) => l.trim().startsWith(`${power} (`));
  return line ?? '';
}

/** Units of a power as "A Par, F Bre" sorted, from the text report. */
function units(report: string[], power: string): string[] {
  const line = unitsLine(report, power);
  const list = line.slice(line.indexOf(':') + 1, line.indexOf('[')).trim();
  return list === '—' ? [] : list.split(', ').sort();
}

describe('referee CLI: seed 000 sample game 1901–1902', () => {
  it('plays two years from links alone', async () => {
    const created = await cli('new', 'diplomacy', '--edition', 'rulebook');
    expect(created.code).toBe(0);
    let link = created.out[0];
    expect(link).toMatch(/#[A-Za-z0-9_-]+$/);

    // Spring 1901
    let step = await playPhase(link, {
      England: ['A Lvp-Yor', 'F Lon-Nth', 'F Edi-Nrg'],
      Germany: ['A Ber-Kie', 'A Mun-Ruh', 'F Kie-Den'], // seed: "A Mun.-Ruh"
      Russia: ['A Mos-Ukr', 'A War-Gal', 'F StP/sc-Bot', 'F Sev-Bla'], // seed: "AWar-Gal", "F StP.-Bot"
      Turkey: ['A Con-Bul', 'A Smy-Con', 'F Ank-Bla'],
      Austria: ['A Vie-Tri', 'A Bud-Gal', 'F Tri-Alb'],
      Italy: ['A Ven-Pie', 'A Rom-Ven', 'F Nap-Ion'],
      France: ['A Par-Bur', 'A Mar-Spa', 'F Bre-Pic'],
    });
    // The sample game: every move succeeds but the two bounces, in Galicia and in the Black Sea.
    expect(units(step.report, 'Russia')).toEqual(['A Ukr', 'A War', 'F Bot', 'F Sev']);
    expect(units(step.report, 'Austria-Hungary')).toEqual(['A Bud', 'A Tri', 'F Alb']);
    expect(step.report[0]).toBe('Fall 1901 — movement');
    link = step.link;

    // Fall 1901
    step = await playPhase(link, {
      England: ['A Yor-Nwy', 'F Nth C A Yor-Nwy', 'F Nrg-Bar'], // seed: "F Nth Sea C"
      Germany: ['A Kie-Hol', 'A Ruh-Bel', 'F Den H'], // seed: "F Stands"
      Russia: ['A Ukr S F Sev-Rum', 'A War-Gal', 'F Bot-Swe', 'F Sev-Rum'],
      Turkey: ['A Bul-Ser', 'A Con-Bul', 'F Ank-Bla'],
      Austria: ['A Tri H', 'A Bud-Ser', 'F Alb-Gre'],
      Italy: ['A Ven H', 'A Pie-Mar', 'F Ion-Tun'],
      France: ['A Bur-Mar', 'A Spa-Por', 'F Pic-Bel'],
    });
    expect(step.report[0]).toBe('Winter 1901 — builds and disbands');
    expect(unitsLine(step.report, 'Germany')).toContain('(5)');
    expect(unitsLine(step.report, 'Russia')).toContain('(6)');
    link = step.link;

    // Winter 1901: the builds the sample game lists, one line per power.
    step = await playPhase(link, {
      England: ['Build F Edi'],
      Germany: ['Build F Kie', 'Build A Mun'],
      Russia: ['Build A StP', 'Build A Sev'],
      Turkey: ['Build A Smy'],
      Austria: ['Build A Vie'],
      Italy: ['Build F Nap'],
      France: ['Build F Mar'],
    });
    expect(step.report[0]).toBe('Spring 1902 — movement');
    link = step.link;

    // Spring 1902
    step = await playPhase(link, {
      Germany: ['A Hol-Bel', 'A Ruh S A Hol-Bel', 'A Mun-Bur', 'F Den H', 'F Kie-Hol'],
      Russia: ['A Ukr S F Rum', 'A Gal-Bud', 'A StP-Nwy', 'A Sev S F Rum', 'F Swe S A StP-Nwy', 'F Rum H'],
      Turkey: ['A Bul-Rum', 'A Con-Bul', 'A Smy-Arm', 'F Bla S A Bul-Rum'],
      Austria: ['A Tri-Bud', 'A Vie-Bud', 'A Bud-Ser', 'F Gre H'],
      // The seed writes the Tyrrhenian Sea "Tyr", Tyrolia's abbreviation; "Tys" is meant.
      Italy: ['A Ven H', 'A Pie-Mar', 'F Tun-Wes', 'F Nap-Tys'],
      France: ['A Bur S F Pic-Bel', 'A Por-Spa', 'F Pic-Bel', 'F Mar H'],
      England: ['A Nwy-StP', 'F Nth-Nwy', 'F Bar S A Nwy-StP', 'F Edi-Nth'],
    });
    // The sample game: only seven moves succeed (Hol-Bel, Kie-Hol, Smy-Arm, Bud-Ser, Tun-Wes, Nap-Tys, Por-Spa).
    expect(units(step.report, 'Germany')).toEqual(['A Bel', 'A Mun', 'A Ruh', 'F Den', 'F Hol']);
    expect(units(step.report, 'Russia')).toEqual(['A Gal', 'A Sev', 'A StP', 'A Ukr', 'F Rum', 'F Swe']);
    expect(units(step.report, 'England')).toEqual(['A Nwy', 'F Bar', 'F Edi', 'F Nth']);
    expect(step.report[0]).toBe('Fall 1902 — movement');
    link = step.link;

    // Fall 1902
    step = await playPhase(link, {
      Germany: ['A Ruh-Bur', 'A Mun S A Ruh-Bur', 'A Bel S A Ruh-Bur', 'F Den-Swe', 'F Hol S A Bel'],
      Russia: ['A StP-Nwy', 'F Swe S A StP-Nwy', 'F Rum S A Sev', 'A Sev S F Rum', 'A Gal S F Rum', 'A Ukr S A Sev'],
      Turkey: ['A Bul-Rum', 'A Con-Bul', 'A Arm-Sev', 'F Bla S A Bul-Rum'], // seed: "F S A Bul-Rum"
      Austria: ['A Vie-Gal', 'A Tri-Bud', 'A Ser S TURKISH A Bul-Rum', 'F Gre H'], // seed: "S Turk. A"
      Italy: ['A Ven-Pie', 'A Pie-Mar', 'F Wes-Mao', 'F Tys-Gol'], // seed: "A Ven-Pie-Mar", "F Wes-Mid", "F Tyr-Gul"
      France: ['A Bur-Bel', 'F Pic S A Bur-Bel', 'A Spa S F Mar', 'F Mar S A Spa'],
      England: ['A Nwy-StP', 'F Bar S A Nwy-StP', 'F Nth-Nwy', 'F Edi-Nth'],
    });
    // The sample game: the Russian fleet in Rumania is destroyed; Russia retreats StP-Mos, France Bur-Gas.
    expect(step.report[0]).toBe('Fall 1902 — retreats');
    expect(step.report.some((l) => /Dislodged: Russia A StP → .*Mos/.test(l))).toBe(true);
    expect(step.report.some((l) => /Dislodged: France A Bur → .*Gas/.test(l))).toBe(true);
    expect(units(step.report, 'Russia')).toEqual(['A Gal', 'A Sev', 'A Ukr', 'F Swe']);
    link = step.link;

    step = await playPhase(link, { Russia: ['A StP-Mos'], France: ['A Bur-Gas'] });
    expect(step.report[0]).toBe('Winter 1902 — builds and disbands');
    link = step.link;

    // Winter 1902: the adjustments the sample game lists (Russia disbands A Gal, the others build).
    step = await playPhase(link, {
      Germany: ['Build F Kie'],
      Russia: ['Disband A Gal'],
      Turkey: ['Build F Smy'],
      Austria: ['Build A Tri'],
      France: ['Build A Par'],
      England: ['Build F Lon'],
    });
    expect(step.report[0]).toBe('Spring 1903 — movement');
    const expected: Record<string, string[]> = {
      England: ['A StP', 'F Bar', 'F Lon', 'F Nth', 'F Nwy'],
      Germany: ['A Bel', 'A Bur', 'A Mun', 'F Den', 'F Hol', 'F Kie'],
      Russia: ['A Mos', 'A Sev', 'A Ukr', 'F Swe'],
      Turkey: ['A Arm', 'A Bul', 'A Rum', 'F Bla', 'F Smy'],
      'Austria-Hungary': ['A Bud', 'A Ser', 'A Tri', 'A Vie', 'F Gre'],
      Italy: ['A Pie', 'A Ven', 'F Gol', 'F Mao'],
      France: ['A Gas', 'A Par', 'A Spa', 'F Mar', 'F Pic'],
    };
    for (const [power, list] of Object.entries(expected)) expect(units(step.report, power), power).toEqual(list);
    // Show the final link works again as input.
    const shown = await cli('show', step.link, '--lang', 'it');
    expect(shown.out[0]).toBe('Primavera 1903 — movimento');
  });

  it('refuses bad input with a usage message and exit code 2', async () => {
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli('show', 'not-a-link')).err[0]).toContain('link refused: not-a-link');
    const created = await cli('new', 'diplomacy');
    const wrong = await cli('orders', created.out[0], '--power', 'Narnia', 'A Par-Bur');
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toContain('does not play');
    const unreadable = await cli('orders', created.out[0], '--power', 'France', 'A Par-Xyz');
    expect(unreadable.code).toBe(1);
    expect(unreadable.err[0]).toContain('"xyz" is not a place');
    const table = await cli('new', 'diplomacy', '--mode', 'table');
    const atTable = await cli('orders', table.out[0], '--power', 'France', 'A Par-Bur');
    expect(atTable.code).toBe(2);
    expect(atTable.err[0]).toContain('played at one table');
    const unsigned = await cli('orders', created.out[0], '--power', 'France', 'A Par-Bur');
    expect(unsigned.code).toBe(2);
    expect(unsigned.err[0]).toContain('--seat-key FILE');
    const missingKey = await cli('adjudicate', created.out[0], '--key', 'no-such-file.json');
    expect(missingKey.code).toBe(2);
    expect(missingKey.err[0]).toContain('cannot read the key file');
  });
});

describe('referee CLI: seats bound to keys', () => {
  it('once a power has sent signed orders, orders signed with another key file are refused, naming the power', async () => {
    const created = await cli('new', 'diplomacy');
    const first = await playPhase(created.out[0], { France: ['A Par-Bur'] });
    const impostor = await cli('orders', first.link, '--power', 'France', ...seatKey('impostor-France'), 'A Bur-Mun');
    expect(impostor.code).toBe(1);
    expect(impostor.err.join('\n')).toContain('refused: seat-claimed (france)');
    const real = await cli('orders', first.link, '--power', 'France', ...seatKey('France'), 'A Bur-Mun');
    expect(real.code).toBe(0);
  });
});

describe('referee CLI: seat invitations', () => {
  it('gives one private link per power; only the invited key file sends that power\'s orders, from the first phase', async () => {
    const created = await cli('new', 'diplomacy', '--invitations');
    expect(created.code).toBe(0);
    const [link, ...invitations] = created.out;
    const france = invitations.find((line) => line.startsWith('france: '))!.slice('france: '.length);
    expect(invitations).toHaveLength(7);
    const joined = await cli('join', france, ...seatKey('invited-France'));
    expect(joined.out[0]).toContain('seat key of france written to');
    const impostor = await cli('orders', link, '--power', 'France', ...seatKey('uninvited-France'), 'A Par-Bur');
    expect(impostor.err.join('\n')).toContain('refused: seat-claimed (france)');
    const real = await cli('orders', link, '--power', 'France', ...seatKey('invited-France'), 'A Par-Bur');
    expect(real.code).toBe(0);
    const phase = await cli('adjudicate', link, real.out[0]);
    expect(phase.code).toBe(0);
  });
});

describe('referee CLI: sealed and referee modes', () => {
  const spring1901: PhaseOrders = {
    England: ['F Lon-Nth'],
    France: ['A Par-Bur'],
    Germany: ['A Mun-Ruh'],
    Russia: ['A War-Gal'],
    Austria: ['A Bud-Gal'],
  };

  it('sealed: orders links and reveal codes, then anyone adjudicates', async () => {
    const link = (await cli('new', 'diplomacy', '--mode', 'sealed')).out[0];
    const ordersLinks: string[] = [];
    const reveals: string[] = [];
    for (const [power, lines] of Object.entries(spring1901)) {
      const result = await cli('orders', link, '--power', power, ...seatKey(power), '--seal', ...lines);
      expect(result.code).toBe(0);
      ordersLinks.push(result.out[0]);
      reveals.push(result.out[1]);
      expect(result.out[1].split('#')[1].length).toBeLessThanOrEqual(40);
    }
    expect((await cli('orders', link, '--power', 'Italy', 'A Ven H')).err[0]).toContain('add --seal');
    const adjudicated = await cli('adjudicate', link, ...ordersLinks, ...reveals);
    expect(adjudicated.code).toBe(0);
    expect(adjudicated.err[0]).toMatch(/civil disorder/);
    expect(units(adjudicated.out, 'France')).toEqual(['A Bur', 'A Mar', 'F Bre']);
    expect(units(adjudicated.out, 'Russia')).toContain('A War'); // bounced in Galicia
    // Without the reveal codes the sealed orders stay closed: no seat's orders can be read, and a phase
    // resolved on nobody's orders is one every browser refuses, so the command says what is missing instead.
    const blind = await cli('adjudicate', link, ...ordersLinks);
    expect(blind.code).not.toBe(0);
    expect(blind.err.join('\n')).toMatch(/missing-orders/);
    expect(blind.out).toEqual([]);
  });

  it('referee: a key pair in a file, orders encrypted to it, only the key holder adjudicates', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'dispaccio-'));
    const keyFile = join(dir, 'referee.json');
    expect((await cli('keys', '--out', keyFile)).code).toBe(0);
    const link = (await cli('new', 'diplomacy', '--mode', 'referee', '--referee-key', keyFile)).out[0];
    const ordersLinks: string[] = [];
    for (const [power, lines] of Object.entries(spring1901)) ordersLinks.push((await cli('orders', link, '--power', power, ...seatKey(`referee-${power}`), ...lines)).out[0]);
    const withoutKey = await cli('adjudicate', link, ...ordersLinks);
    expect(withoutKey.code).toBe(2);
    const adjudicated = await cli('adjudicate', link, '--key', keyFile, ...ordersLinks);
    expect(adjudicated.code).toBe(0);
    expect(units(adjudicated.out, 'England')).toEqual(['A Lvp', 'F Edi', 'F Nth']);
    expect(units(adjudicated.out, 'Germany')).toEqual(['A Ber', 'A Ruh', 'F Kie']);
  });
});
