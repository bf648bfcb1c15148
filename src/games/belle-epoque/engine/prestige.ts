/** The prestige track (11.0) and its one-time bonuses (11.1). */
import { loadBelleEpoqueData, type PowerId } from './data';
import { drawIntrigueCard } from './decks';
import type { Rng } from './rng';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();
export const PRESTIGE_MAX = d.prestige.spaces.length - 1;

/**
 * Moves a power's prestige marker by `delta` (mutates `s`). Moving forward, every space
 * reached beyond the bonus marker gives its bonus once (11.0, 11.1); moving back never
 * moves the bonus marker. `bonuses: false` for 10.2.1's end-of-game colonies.
 */
export function movePrestige(s: BelleEpoqueState, p: PowerId, delta: number, rng: Rng, bonuses = true): void {
  const ps = s.powers[p];
  const to = Math.max(0, Math.min(PRESTIGE_MAX, ps.prestige + delta));
  if (bonuses) {
    for (let pos = ps.bonusMark + 1; pos <= to; pos++) {
      const bonus = d.prestige.spaces[pos].bonus;
      if (!bonus) continue;
      // 13.6: an automated power takes the cubes and cards, never the money.
      if (bonus.kind === 'money') { if (!(s.automated ?? []).includes(p)) ps.money += bonus.amount; }
      else if (bonus.kind === 'cube') {
        if (s.reserve[p] > 0) {
          s.reserve[p] -= 1;
          ps.embassy += 1;
        }
      } else {
        const card = drawIntrigueCard(s, rng);
        if (card) ps.hand.intrigue.push(card);
      }
    }
    ps.bonusMark = Math.max(ps.bonusMark, to);
  }
  ps.prestige = to;
}
