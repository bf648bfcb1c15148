/**
 * Referee play as a player's device sees it: other powers' cards are backs (engine/hidden.ts). The
 * view, the log and the text report show them as counts and never look one up.
 */
import { describe, expect, it } from 'vitest';
import type { TemplateResult } from 'lit';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../../../../src/games/belle-epoque/engine/module';
import { POWER_IDS, type PowerId } from '../../../../src/games/belle-epoque/engine/data';
import { describeBelleEpoque } from '../../../../src/games/belle-epoque/engine/text-report';
import { cloneState, HIDDEN_CARD } from '../../../../src/games/belle-epoque/engine/state';
import { handList, powerSheet } from '../../../../src/games/belle-epoque/ui/panels';
import { pendingPanel } from '../../../../src/games/belle-epoque/ui/action-panel';
import { emptyDraft } from '../../../../src/games/belle-epoque/ui/draft';
import { logLines } from '../../../../src/games/belle-epoque/ui/log-lines';
import { cardName } from '../../../../src/games/belle-epoque/ui/words';

const hidden = game.hidden!;

/** A template's text, its values written in place. */
function text(t: unknown): string {
  if (Array.isArray(t)) return t.map(text).join('');
  if (t && typeof t === 'object' && 'strings' in t) {
    const r = t as TemplateResult;
    return r.strings.map((s, i) => s + (i < r.values.length ? text(r.values[i]) : '')).join('');
  }
  return typeof t === 'string' || typeof t === 'number' ? String(t) : '';
}

/** States of a game with secret hands, as `viewer`'s device holds them: its own hand only. */
function views(viewer: PowerId): BelleEpoqueModuleState[] {
  let s = game.initialState('4', { hands: 'secret' }, new Uint8Array([8]));
  const out: BelleEpoqueModuleState[] = [];
  for (let i = 0; i < 260 && !game.ended(s); i++) {
    const { shown, secrets } = hidden.split(s);
    const own = secrets.get(viewer);
    out.push(hidden.join(shown, own ? new Map([[viewer, own]]) : new Map()));
    const p = game.turn(s).waitingFor[0];
    const acts = game.legalActions(s, p);
    s = game.apply(s, new Map([[p, acts[(i * 7) % acts.length]]]), new Uint8Array([i & 255, i >> 8, 5]));
  }
  return out;
}

const chain = views('fr');
const late = chain.filter((s) => POWER_IDS.every((p) => s.powers[p].hand.intrigue.length + s.powers[p].hand.national.length > 0)).at(-1)!;

describe('La Belle Époque view with secret hands', () => {
  it('a hidden card is named as such, in English and Italian', () => {
    expect(cardName(HIDDEN_CARD, 'en')).toBe('a hidden card');
    expect(cardName(HIDDEN_CARD, 'it')).toBe('una carta coperta');
  });

  it('another power\'s sheet and hand show counts only; the own hand shows its cards', () => {
    expect(late.powers.gb.hand.national.every((c) => c === HIDDEN_CARD)).toBe(true);
    const gb = text(handList(late, 'gb', 'en'));
    const n = late.powers.gb.hand.intrigue.length + late.powers.gb.hand.national.length;
    expect(gb).toContain(`${n} hidden cards`);
    expect(text(handList(late, 'gb', 'it'))).toContain(`${n} carte coperte`);
    expect(text(powerSheet(late, 'gb', 'en', { hand: false, acting: false }))).toContain(`${late.powers.gb.hand.intrigue.length} intrigue`);
    expect(text(handList(late, 'fr', 'en'))).not.toContain('hidden');
  });

  it('the log and the text report run over the chain without naming a hidden card', () => {
    for (const lang of ['en', 'it'] as const) {
      const lines = logLines(chain.slice(0, -1), chain.at(-1)!, lang);
      expect(lines.length).toBeGreaterThan(100);
      expect(lines.some((l) => l.text.includes(HIDDEN_CARD))).toBe(false);
    }
    for (const s of chain.slice(-40)) expect(() => describeBelleEpoque(s, 'en')).not.toThrow();
    const who = game.turn(late).waitingFor[0];
    if (who !== 'fr') expect(describeBelleEpoque(late, 'en')).toContain('hidden card');
  });

  it('the 8.2.3 choice of another power: a waiting line, not its cards', () => {
    const s = cloneState(late) as BelleEpoqueModuleState;
    s.pending = { kind: 'keepIntrigue', power: 'gb', cards: [HIDDEN_CARD, HIDDEN_CARD] };
    const t = text(pendingPanel(s, 'gb', 'en', emptyDraft(null), { setDraft: () => {}, submit: () => {} }));
    expect(t).toContain('keeps one of two intrigue cards drawn (8.2.3)');
    expect(t).not.toContain('<button');
  });
});
