import { describe, expect, it } from 'vitest';
import { indexBelleEpoqueData, loadBelleEpoqueData, type Effect } from '../../../src/games/belle-epoque/engine/data';
import { describeEffect, describeEffects } from '../../../src/games/belle-epoque/engine/effect-text';

const d = loadBelleEpoqueData();
const idx = indexBelleEpoqueData(d);
const ids = [...d.territories.map((t) => t.id), ...d.minors.map((m) => m.id), ...d.powers.map((p) => p.id), ...d.nationalCards.map((c) => c.id)];

function everyEffect(): Effect[] {
  const all: Effect[] = [];
  const add = (list: Effect[]) => list.forEach((e) => { all.push(e); if (e.kind === 'choice') e.options.forEach(add); });
  d.events.forEach((e) => add(e.effects));
  d.nationalCards.forEach((c) => add(c.effects));
  d.intrigueCards.forEach((c) => c.halves.forEach((h) => add(h.effects)));
  d.powers.forEach((p) => add(p.greatWork.bonus));
  return all;
}

describe('effect sentences in English and Italian', () => {
  it('describes every effect in the data with names, never ids', () => {
    for (const e of everyEffect()) {
      for (const lang of ['en', 'it'] as const) {
        const text = describeEffect(e, lang, idx);
        expect(text.length).toBeGreaterThan(10);
        expect(text).not.toContain('undefined');
        // Italian words such as "usa" (uses) may equal a plain id; hyphenated ids never do.
        const words = text.split(/[^a-z-]+/);
        for (const id of ids.filter((x) => lang === 'en' || x.includes('-'))) expect(words).not.toContain(id);
      }
    }
  });

  it('reads the printed event of 6.2 in both languages', () => {
    const horn = d.events.find((e) => e.id === 'italian-horn')!;
    expect(describeEffects(horn.effects, 'en', idx)).toBe('Place 2 Italy cubes in Horn of Africa.');
    expect(describeEffects(horn.effects, 'it', idx)).toBe("Piazza 2 MD Italia in Corno d'Africa.");
  });

  it('names the chooser and both options of Social Policy', () => {
    const card = d.nationalCards.find((c) => c.id === 'gb-social-policy')!;
    expect(describeEffects(card.effects, 'en', idx)).toBe('The player chooses: The player: +2 prestige; or The player: +2 cubes in the embassies.');
  });
});
