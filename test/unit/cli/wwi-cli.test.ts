/**
 * The referee CLI with World War I links: a new game of either scenario, and
 * `show` reading turn, phase, every army with its hex and strength, RP per
 * nation and VP per side, in English and Italian (seed 002 3.0, 6.1, 8.0, 11.3).
 * Diplomacy-only commands refuse these links.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/dispaccio-lib';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { unitStrength } from '../../../src/games/wwi/engine/combat';

async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (line) => out.push(...line.split('\n')), error: (line) => err.push(line) });
  return { code, out, err };
}

/** The historical set-up does not depend on the dice seed. */
const historical = wwiGame.initialState('historical', {}, new Uint8Array(16));

describe('referee CLI: World War I links', () => {
  it('creates a historical game and shows every army with its hex and strength', async () => {
    const created = await cli('new', 'wwi');
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(/^http:\/\/127\.0\.0\.1:4173\/#[A-Za-z0-9_-]+$/);
    const shown = await cli('show', created.out[0]);
    expect(shown.code).toBe(0);
    expect(shown.out[0]).toBe('Turn 1/10');
    expect(shown.out[1]).toMatch(/^Turn 1 \(Summer-Autumn 1914\): first attack/);
    const onMap = historical.units.filter((u) => u.status === 'map');
    expect(onMap.length).toBeGreaterThan(20);
    for (const unit of onMap) {
      const strength = unitStrength(unit);
      const line = shown.out.find((l) => l.includes(`[${unit.id}]`));
      expect(line, unit.id).toContain(`] ${unit.hex} ${strength.attack}-${strength.defence}`);
    }
    expect(shown.out).toContain('    British Expeditionary Force (BEF) [britain:BEF] ' + historical.units.find((u) => u.id === 'britain:BEF')!.hex + ' 5-5');
    expect(shown.out).toContain(`  Germany (Central Powers): ${historical.nations['germany'].rp}`);
    expect(shown.out).toContain(`  France (Allies): ${historical.nations['france'].rp}`);
    const vp = shown.out.findIndex((l) => l.startsWith('Victory points'));
    // seed 002 11.34: the blockade alone gives the Allies more than the Central Powers at the start.
    const points = (line: string) => Number(/: (\d+)/.exec(line)![1]);
    expect(points(shown.out[vp + 1])).toBeGreaterThan(points(shown.out[vp + 2]));
    expect(shown.out[vp + 1]).toMatch(/^ {2}Allies: \d+/);
    expect(shown.out[vp + 2]).toMatch(/^ {2}Central Powers: \d+/);
  });

  it('shows the same game in Italian with --lang it', async () => {
    const created = await cli('new', 'wwi', '--mode', 'table');
    expect(created.code).toBe(0);
    const shown = await cli('show', created.out[0], '--lang', 'it');
    expect(shown.out[0]).toBe('Turno 1/10');
    expect(shown.out[1]).toMatch(/^Turno 1 \(Estate-Autunno 1914\)/);
    expect(shown.out).toContain(`  Germania (Potenze Centrali): ${historical.nations['germany'].rp}`);
    expect(shown.out).toContain('Punti vittoria se la partita finisse ora (11.3):');
    expect(shown.out.some((l) => /^ {4}1ª Armata tedesca \[germany:1\] \d{4} \d+-\d+$/.test(l))).toBe(true);
  });

  it('creates a free set-up game that opens with the Allied set-up (11.2), the Central Powers joining the dice first', async () => {
    const created = await cli('new', 'wwi', '--scenario', 'free');
    expect(created.code).toBe(0);
    const shown = await cli('show', created.out[0]);
    expect(shown.out[1]).toMatch(/Allied set-up$/);
    // By link the side acting second promises its dice share before anything can be declared.
    expect(shown.out).toContain('To act: Central Powers');
  });

  it('refuses unknown scenarios, modes it does not offer, and Diplomacy commands on its links', async () => {
    expect((await cli('new', 'wwi', '--scenario', 'alternate')).code).toBe(2);
    const sealed = await cli('new', 'wwi', '--mode', 'sealed');
    expect(sealed.code).toBe(2);
    expect(sealed.err[0]).toMatch(/--mode is one of table, open/);
    const link = (await cli('new', 'wwi')).out[0];
    const orders = await cli('orders', link, '--power', 'allies', 'A Par H');
    expect(orders.code).toBe(2);
    expect(orders.err[0]).toMatch(/for Diplomacy games/);
    expect((await cli('adjudicate', link)).code).toBe(2);
  });
});
