import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/games/diplomacy/engine/types';
import {
  applyAmbassadors,
  atWar,
  decodeTreaties,
  encodeTreaties,
  parseAmbassador,
  describeBreach,
  penalisedStrength,
  phaseBreaches,
  treatiesTable,
  undeclaredAttacks,
  type Treaty,
} from '../../../src/games/romania1198/engine/treaties';
import { position, units } from './helpers';

const move = (loc: string, to: string): Order => ({ kind: 'move', unit: { type: 'A', loc }, to });

describe('Ambasciatori (P): orders in the seed notation and in English', () => {
  it('reads the seed example "P bis tim (alleanza)" and its English form', () => {
    expect(parseAmbassador('P bis tim (alleanza)', 'bistrita')).toEqual({ ok: true, order: { kind: 'ambassador', from: 'bistrita', to: 'targumures', treaty: 'alliance' } });
    expect(parseAmbassador('p Bis Tim (alliance)', 'bistrita')).toMatchObject({ ok: true, order: { treaty: 'alliance' } });
    expect(parseAmbassador('P clu ora (non belligeranza)', 'cluj')).toMatchObject({ ok: true, order: { to: 'oradea', treaty: 'nonBelligerence' } });
    expect(parseAmbassador('P cluj timisoara (declaration of war)', 'cluj')).toMatchObject({ ok: true, order: { to: 'timisoara', treaty: 'war' } });
  });

  it.each([
    ['P bis tim', 'bistrita'],
    ['P bis xyz (alleanza)', 'bistrita'],
    ['P bis tim (commercio)', 'bistrita'],
    ['P bis bis (alleanza)', 'bistrita'],
    ['P bis tim (alleanza)', 'cluj'],
    ['P ale tim (war)', 'bistrita'],
  ])('refuses %s for %s with a reason in both languages', (text, power) => {
    const r = parseAmbassador(text, power);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason.en.length).toBeGreaterThan(10);
      expect(r.reason.it.length).toBeGreaterThan(10);
      expect(r.reason.it).not.toBe(r.reason.en);
    }
  });
});

describe('Ambasciatori (P): treaties never constrain orders; an undeclared attack is penalised', () => {
  const pos = position(units('bistrita A bis', 'targumures A tim'));

  it('a declaration of war is in force from the next phase, not the one it is sent in', () => {
    const treaties = applyAmbassadors([], [{ kind: 'ambassador', from: 'bistrita', to: 'targumures', treaty: 'war' }], 4);
    expect(atWar(treaties, 'bistrita', 'targumures', 4)).toBe(false);
    expect(atWar(treaties, 'bistrita', 'targumures', 5)).toBe(true);
    expect(atWar(treaties, 'targumures', 'bistrita', 5)).toBe(false);
  });

  it('attacking without a declaration is a breach, shown to all, and the attacker fights at 80 %', () => {
    const breaches = undeclaredAttacks(pos, { bistrita: [move('bis', 'tim')] }, [], 3);
    expect(breaches).toEqual([{ attacker: 'bistrita', victim: 'targumures', from: 'bis', to: 'tim', broken: null }]);
    expect(penalisedStrength(1, true)).toBe(0.8);
    // A supported attack (1 × 0.8 + 1 support) still beats a lone hold.
    expect(penalisedStrength(1, true) + 1).toBeGreaterThan(1);
    expect(penalisedStrength(1, false)).toBe(1);
  });

  it('an alliance does not make the attack illegal, only undeclared; a war in force clears it', () => {
    const allied = applyAmbassadors([], [{ kind: 'ambassador', from: 'bistrita', to: 'targumures', treaty: 'alliance' }], 0);
    expect(undeclaredAttacks(pos, { bistrita: [move('bis', 'tim')] }, allied, 3)).toHaveLength(1);
    const war = applyAmbassadors(allied, [{ kind: 'ambassador', from: 'bistrita', to: 'targumures', treaty: 'war' }], 1);
    expect(war).toHaveLength(1);
    expect(undeclaredAttacks(pos, { bistrita: [move('bis', 'tim')] }, war, 3)).toEqual([]);
  });

  it('a played phase\'s breaches: who attacked whom, in breach of which of its treaties; a war in force, a refused move or a pass set out is none', () => {
    const before = position(units('bistrita A bis', 'bistrita A dej', 'bistrita A vat', 'targumures A tim', 'cluj A clu', 'zalau A zal'));
    const entry = (power: string, order: Order, status: 'succeeds' | 'fails' | 'illegal', reason: string) => ({ power, order, outcome: { status, reason } as never });
    const record = [
      entry('bistrita', move('bis', 'tim'), 'fails', 'bounced'),
      entry('bistrita', move('dej', 'clu'), 'succeeds', 'moved'),
      entry('bistrita', move('vat', 'zal'), 'illegal', 'not-adjacent'),
      entry('cluj', move('clu', 'zal'), 'succeeds', 'set-out-across-pass'),
      entry('zalau', move('zal', 'bis'), 'fails', 'bounced'),
    ];
    const treaties: Treaty[] = [
      { from: 'bistrita', to: 'targumures', treaty: 'alliance', since: 0 },
      { from: 'bistrita', to: 'cluj', treaty: 'nonBelligerence', since: 0 },
      // Zalău declared war on Bistrița: in force, no breach.
      { from: 'zalau', to: 'bistrita', treaty: 'war', since: 2 },
    ];
    const breaches = phaseBreaches(before, record, treaties, 3);
    expect(breaches).toEqual([
      { attacker: 'bistrita', victim: 'targumures', from: 'bis', to: 'tim', broken: 'alliance' },
      { attacker: 'bistrita', victim: 'cluj', from: 'dej', to: 'clu', broken: 'nonBelligerence' },
    ]);
    // A declaration sent in the phase itself is not yet in force: still a breach, of no treaty.
    expect(phaseBreaches(before, record.slice(4), [{ from: 'zalau', to: 'bistrita', treaty: 'war', since: 4 }], 3)).toEqual([{ attacker: 'zalau', victim: 'bistrita', from: 'zal', to: 'bis', broken: null }]);
    expect(describeBreach(breaches[0]!, 'en')).toBe('Bistrița attacked Târgu Mureș (Bistrița → Târgu Mureș) in breach of its alliance: the attacking unit fought at 80% of its strength.');
    expect(describeBreach(breaches[1]!, 'it')).toBe("Bistrița ha attaccato Cluj (Dej → Cluj) violando il patto di non belligeranza: l'unità attaccante ha combattuto all'80% della sua forza.");
    expect(describeBreach({ ...breaches[0]!, broken: null }, 'it')).toMatch(/senza dichiarazione di guerra/);
  });

  it('the treaties table lists every treaty and whether it is in force', () => {
    const t: Treaty[] = [{ from: 'cluj', to: 'oradea', treaty: 'war', since: 5 }];
    expect(treatiesTable(t, 4)).toEqual([{ from: 'cluj', to: 'oradea', treaty: 'war', name: { en: 'declaration of war', it: 'dichiarazione di guerra' }, inForce: false, mutual: false }]);
  });

  it('a treaty sent back by the other region is marked as both ways; a different one sent back is not', () => {
    const both: Treaty[] = [
      { from: 'cluj', to: 'oradea', treaty: 'alliance', since: 2 },
      { from: 'oradea', to: 'cluj', treaty: 'alliance', since: 3 },
      { from: 'zalau', to: 'cluj', treaty: 'nonBelligerence', since: 2 },
      { from: 'cluj', to: 'zalau', treaty: 'war', since: 2 },
    ];
    expect(treatiesTable(both, 4).map((r) => `${r.from}>${r.to} ${r.mutual}`)).toEqual(['cluj>oradea true', 'oradea>cluj true', 'zalau>cluj false', 'cluj>zalau false']);
  });
});

describe('Ambasciatori (P): the treaties record in a link', () => {
  const treaties: Treaty[] = [
    { from: 'bistrita', to: 'targumures', treaty: 'alliance', since: 1 },
    { from: 'cluj', to: 'oradea', treaty: 'war', since: 3 },
  ];

  it('decodes to the same treaties twice', () => {
    const bytes = encodeTreaties(treaties);
    expect(decodeTreaties(bytes, 3)).toEqual({ ok: true, treaties });
    expect(decodeTreaties(bytes.slice(), 3)).toEqual(decodeTreaties(bytes, 3));
  });

  it.each([
    ['a wrong length', Uint8Array.of(2, 0, 0, 0, 1)],
    ['an unknown region', Uint8Array.of(1, 49, 0, 0, 1)],
    ['a region with itself', Uint8Array.of(1, 0, 0, 0, 1)],
    ['an unknown kind', Uint8Array.of(1, 1, 3, 0, 1)],
    ['a pair twice', Uint8Array.of(2, 1, 0, 0, 1, 1, 2, 0, 1)],
    ['a treaty from a later phase', Uint8Array.of(1, 1, 0, 0, 9)],
  ])('a crafted record with %s is refused', (_name, bytes) => {
    expect(decodeTreaties(bytes, 3).ok).toBe(false);
  });
});
