/**
 * La Belle Époque by link in the site: each device sends its actions through
 * `sentAction` with its own secret per person. A person holding two powers
 * (the 2-player game, 3.2) rolls from one chain whichever of its powers is
 * the roller, so every step the view would send must be accepted.
 */
import { describe, expect, it } from 'vitest';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../../../../src/games/belle-epoque/engine/module';
import { legalActions } from '../../../../src/games/belle-epoque/engine/legal';
import type { LinkAction } from '../../../../src/games/belle-epoque/engine/link-dice';
import type { PowerId } from '../../../../src/games/belle-epoque/engine/data';
import { sentAction, toAct } from '../../../../src/games/belle-epoque/ui/roll-panel';
import { BE_WAYS } from '../../../../src/games/belle-epoque/ui/ways';

/** Plays `steps` steps as the view would, each person's device with its own secret; returns the states and the rolls made. */
function playByLink(players: 2 | 3 | 4, steps: number) {
  let s: BelleEpoqueModuleState = belleEpoqueGame.initialState(String(players), { dice: 'shared' }, new Uint8Array([9, players]));
  let seed = 12345;
  const pick = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const secret = (player: number) => new Uint8Array(32).fill(player + 1);
  let rolls = 0;
  for (let i = 0; i < steps; i++) {
    const p = toAct(s) as PowerId | null;
    if (!p) break;
    expect(belleEpoqueGame.turn(s).waitingFor).toEqual([p]);
    let move: LinkAction;
    if (s.shared?.declared) {
      move = { kind: 'roll' };
      rolls++;
    } else {
      const legal = legalActions(s);
      // Contests first, where the rules allow one: they roll dice (8.7 i).
      const rolling = legal.filter((a) => a.kind === 'contestArmies' || a.kind === 'contest');
      const active = legal.filter((a) => a.kind !== 'pass');
      move = rolling.length ? rolling[0] : active.length && pick(6) > 0 ? active[pick(active.length)] : legal[pick(legal.length)];
    }
    const action = sentAction(s, p, move, secret);
    expect(belleEpoqueGame.validate(s, p, action), `step ${i}: ${p} ${JSON.stringify(move)}`).toBeNull();
    s = belleEpoqueGame.apply(s, new Map([[p, action]]));
  }
  return { state: s, rolls };
}

describe('Belle Époque by link in the site', () => {
  it('offers a way by link with shared dice; the ways at one device keep plain dice', () => {
    const link = BE_WAYS.find((w) => w.id === 'link')!;
    expect(link.mode).toBe('open');
    expect(link.options).toEqual({ dice: 'shared', hands: 'open' });
    for (const way of BE_WAYS.filter((w) => w.mode === 'table')) expect(way.options).toEqual({ dice: 'plain', hands: 'open' });
  });

  it('every step a device sends is accepted, rolls included, when one person holds two powers', () => {
    const { rolls, state } = playByLink(2, 400);
    expect(rolls).toBeGreaterThan(2);
    expect(state.shared!.heads.every((h) => h !== null)).toBe(true);
  });

  it('also with four people, the first two rolling for the others', () => {
    expect(playByLink(4, 300).rolls).toBeGreaterThan(2);
  });

  it('without shared dice the action goes as it is', () => {
    const s = belleEpoqueGame.initialState('2', {}, new Uint8Array([1]));
    const move = legalActions(s)[0];
    expect(sentAction(s, toAct(s)!, move, () => new Uint8Array(32))).toBe(move);
  });
});
