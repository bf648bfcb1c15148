/**
 * Chapter 13 as it plays at a table: each automated power acts once a turn (13.3),
 * its sheet's steps all count (13.5), and the cards it plays reach their end (13.4).
 */
import { describe, expect, it } from 'vitest';
import { POWER_IDS, loadBelleEpoqueData, type PowerId } from '../../../src/games/belle-epoque/engine/data';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction, type Action } from '../../../src/games/belle-epoque/engine/actions';
import { automatedAction } from '../../../src/games/belle-epoque/engine/automated';
import { automatonPhase } from '../../../src/games/belle-epoque/engine/automated/turn';
import { playCards } from '../../../src/games/belle-epoque/engine/automated/cards';
import { allyOf } from '../../../src/games/belle-epoque/engine/board';
import { intriguePhase } from '../../../src/games/belle-epoque/engine/sequence';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { describeBelleEpoque } from '../../../src/games/belle-epoque/engine/text-report';
import { legalActions } from '../../../src/games/belle-epoque/engine/legal';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { actionState, scriptedRng, seeded, setSpaces, autoState } from './helpers';

const d = loadBelleEpoqueData();

/** Plays a game to the end, people at random among their legal actions; counts the automated phases per turn and power. */
function playCounting(seed: number, automated: PowerId[]): { phases: Map<string, number>; turns: number; final: BelleEpoqueState } {
  const rng = seeded(seed);
  let s = initialState({ players: 4, automated }, rng);
  const phases = new Map<string, number>();
  for (let step = 0; step < 4000 && s.phase !== 'ended'; step++) {
    const p = actor(s)!;
    let a = automatedAction(s, rng);
    if (!a) {
      const legal = legalActions(s);
      const busy = legal.filter((x) => x.kind !== 'pass');
      a = busy.length && rng.below(3) > 0 ? busy[rng.below(busy.length)] : legal[0];
    }
    if (a.kind === 'automaton') phases.set(`${s.turn}/${p}`, (phases.get(`${s.turn}/${p}`) ?? 0) + 1);
    s = applyAction(s, p, a, rng);
  }
  return { phases, turns: s.turn, final: s };
}

describe('13.3: one action phase per automated power per turn', () => {
  const setUps: [string, PowerId[]][] = [['solo', ['fr', 'ru', 'ce']], ['two people, two automated', ['gb', 'ce']], ['four automated', [...POWER_IDS]]];
  for (const [name, automated] of setUps) {
    it(`13.3 ${name}: every automated power takes exactly one phase in every turn played`, () => {
      for (let g = 0; g < 3; g++) {
        const { phases, turns, final } = playCounting(900 + g, automated);
        expect(final.phase).toBe('ended');
        // The turn Sarajevo ends (6.3) is not played.
        const played = final.endReason === 'sarajevo' ? turns - 1 : turns;
        for (let t = 1; t <= played; t++) for (const p of automated) expect(phases.get(`${t}/${p}`) ?? 0, `turn ${t} ${p}`).toBe(1);
        expect([...phases.values()].reduce((a, b) => a + b, 0)).toBe(played * automated.length);
      }
    }, 60_000);
  }
});

describe('13.5 with 13.4.2: a card played the same turn', () => {
  it('13.5: France\'s turn 3 (card and fleet on its sheet) still moves the fleet track up one', () => {
    const s = autoState(['fr'], 3);
    s.powers.fr.hand.national = ['fr-social-policy'];
    const prestige = s.powers.fr.prestige;
    automatonPhase(s, 'fr', seeded(3));
    expect(s.powers.fr.hand.national).toEqual([]);
    expect(s.powers.fr.prestige).toBeGreaterThanOrEqual(prestige + 2);
    expect(s.powers.fr.fleetTrack).toBe(1);
  });
  it('13.3: after its phase the automated power has passed and is in the next turn order once', () => {
    const s = autoState(['fr'], 3);
    s.powers.fr.hand.national = ['fr-social-policy'];
    const t = applyAction(s, 'fr', { kind: 'automaton' }, seeded(4));
    expect(t.powers.fr.passed).toBe(true);
    expect(t.nextOrder.filter((p) => p === 'fr')).toHaveLength(1);
  });
});

describe('13.4.6 Political Scandal played by an automated power', () => {
  /** Britain automated in turn 3 (an intrigue turn) holding only Political Scandal; `high` has the most prestige (13.4.3). */
  function scandal(auto: PowerId[], high: PowerId): BelleEpoqueState {
    const s = autoState(auto, 3);
    s.powers.gb.hand.intrigue = ['intrigue-13'];
    for (const p of POWER_IDS) {
      s.powers[p].prestige = p === high ? 9 : 3;
      s.powers[p].bonusMark = s.powers[p].prestige;
    }
    s.powers[high].embassy = 2;
    return s;
  }
  it('13.4.6: an automated target loses 1 prestige on an even die, 1 embassy cube on an odd one', () => {
    for (const [die, lost] of [[2, 'prestige'], [4, 'prestige'], [1, 'embassy'], [5, 'embassy']] as const) {
      const s = scandal(['gb', 'fr'], 'fr');
      const before = { prestige: s.powers.fr.prestige, embassy: s.powers.fr.embassy };
      const played = playCards(s, 'gb', { intrigue: true, national: false }, scriptedRng([die]));
      expect(played).toEqual(['intrigue-13']);
      expect(s.powers.fr.prestige).toBe(before.prestige - (lost === 'prestige' ? 1 : 0));
      expect(s.powers.fr.embassy).toBe(before.embassy - (lost === 'embassy' ? 1 : 0));
      expect(s.marked).toContain('fr');
    }
  });
  it('13.4.6 with 8.6: a person\'s power targeted chooses, and play goes on after its choice', () => {
    const s = scandal(['gb'], 'ru');
    const t = applyAction(s, 'gb', { kind: 'automaton' }, scriptedRng());
    expect(t.pending).toMatchObject({ kind: 'targetChoice', power: 'ru', by: 'gb', card: 'intrigue-13' });
    expect(actor(t)).toBe('ru');
    expect(t.powers.gb.passed).toBe(true);
    const embassy = t.powers.ru.embassy;
    const u = applyAction(t, 'ru', { kind: 'choose', option: 1 }, scriptedRng());
    expect(u.powers.ru.embassy).toBe(embassy - 1);
    expect(u.pending).toBeNull();
    expect(u.marked).toContain('ru');
    // The automated power has had its phase; the next person acts.
    expect(actor(u)).toBe('fr');
    expect(u.powers.gb.passed).toBe(true);
  });
});

describe('13.4: a person\'s automaton half never hits an automated power', () => {
  /** Britain a person with the card in hand, France automated, Japan holding a French and a Russian cube. */
  function withCard(card: string): BelleEpoqueState {
    const s = autoState(['fr'], 5);
    s.order = ['gb', 'fr', 'ru', 'ce'];
    s.powers.fr.passed = true;
    s.powers.gb.hand.intrigue = [card];
    setSpaces(s, 'japan', ['japan', 'fr', 'ru', null, null, null]);
    return s;
  }
  for (const [card, name] of [['intrigue-01', 'Big Stick Policy (replacing)'], ['intrigue-20', 'Ambassador Expelled (removing)']] as const) {
    it(`13.4: ${name} may take a person's power's cube but not an automated power's`, () => {
      const s = withCard(card);
      const at = (space: number): Action => ({ kind: 'intrigue', card, half: 0, choices: { spaces: [{ territory: 'japan', space }] } });
      expect(checkAction(s, 'gb', at(1))?.rule).toBe('13.4');
      expect(checkAction(s, 'gb', at(2))).toBeNull();
      // The other half (no automaton symbol) stays open against it.
      expect(d.intrigueCards.find((c) => c.id === card)!.halves[1].automaton).toBe(false);
    });
  }
});

describe('8.6.1: a power hit by a card this turn is not hit again, replacements included', () => {
  for (const [card, territory] of [['intrigue-01', 'japan'], ['intrigue-03', 'horn-of-africa'], ['intrigue-05', 'manchuria-korea']] as const) {
    it(`8.6.1: ${d.intrigueCards.find((c) => c.id === card)!.halves[0].name.en} cannot replace a cube of a power already marked`, () => {
      const s = actionState(5);
      s.powers.gb.hand.intrigue = [card];
      setSpaces(s, territory, ['ru', 'fr', null, null, null, null]);
      s.marked = ['ru'];
      const at = (space: number): Action => ({ kind: 'intrigue', card, half: 0, choices: { spaces: [{ territory, space }] } });
      expect(checkAction(s, 'gb', at(0))?.rule).toBe('8.6.1');
      expect(checkAction(s, 'gb', at(1))).toBeNull();
    });
  }
  it('8.6.1: with no free space and no pick, the default replacement passes over a marked power\'s cubes', () => {
    const s = actionState(5);
    s.powers.gb.hand.intrigue = ['intrigue-01'];
    setSpaces(s, 'japan', ['ru', 'ru', 'fr', 'ru', 'ce', 'ru']);
    s.marked = ['ru'];
    const t = applyAction(s, 'gb', { kind: 'intrigue', card: 'intrigue-01', half: 0 }, scriptedRng());
    expect(t.board.japan.filter((sp) => sp.cube === 'ru')).toHaveLength(4);
    expect(t.board.japan.filter((sp) => sp.cube === 'usa')).toHaveLength(1);
  });
});

describe('13.7 note: of an allied minor only fleets and prestige bonuses reach an automated power', () => {
  it('13.7 note with 8.2.3: an automated ally of the Ottoman Empire draws one intrigue card, a person\'s ally two and keeps one', () => {
    for (const auto of [true, false]) {
      const s = autoState(auto ? ['ru'] : [], 2);
      setSpaces(s, 'ottoman-empire', ['ru', 'ru', 'ru', 'ru', null, null]);
      expect(allyOf(s, 'ottoman-empire')).toBe('ru');
      const hand = s.powers.ru.hand.intrigue.length;
      intriguePhase(s, seeded(5));
      if (auto) {
        expect(s.pending).toBeNull();
        expect(s.powers.ru.hand.intrigue).toHaveLength(hand + 1);
      } else expect(s.pending).toMatchObject({ kind: 'keepIntrigue', power: 'ru' });
    }
  });
});

describe('13.0, 13.10: who wins with automated powers', () => {
  /** A finished game (after turn `turn`, or Sarajevo) with these final VP and `auto` automated. */
  function finished(auto: PowerId[], vp: Record<PowerId, number>, turn = 9, reason: 'turns' | 'sarajevo' = 'turns'): BelleEpoqueModuleState {
    const s = autoState(auto, turn) as BelleEpoqueModuleState;
    s.phase = 'ended';
    s.endReason = reason;
    for (const p of POWER_IDS) s.powers[p].vp = vp[p];
    return s;
  }
  it('13.0: at a table of people and automated powers the best person wins, however many VP an automated power has', () => {
    const s = finished(['fr', 'ce'], { gb: 40, fr: 90, ru: 55, ce: 70 });
    expect(game.ended(s)!.winners).toEqual(['ru']);
    expect(game.ended(finished(['fr', 'ce'], { gb: 60, fr: 90, ru: 55, ce: 70 }))!.winners).toEqual(['gb']);
  });
  it('13.10: solo, the ladder decides: a victory from 85 VP, counting +10 for a game over in turn 7 and +5 in turn 8', () => {
    const auto: PowerId[] = ['fr', 'ru', 'ce'];
    const cases: [number, number, 'turns' | 'sarajevo', boolean, string][] = [
      [84, 9, 'turns', false, 'Marginal defeat'],
      [85, 9, 'turns', true, 'Minor victory'],
      [70, 9, 'turns', false, 'Crushing defeat'],
      [75, 7, 'sarajevo', true, 'Minor victory'],
      [79, 8, 'sarajevo', false, 'Marginal defeat'],
      [80, 8, 'sarajevo', true, 'Minor victory'],
      [110, 9, 'turns', true, 'Crushing victory'],
    ];
    for (const [vp, turn, reason, won, result] of cases) {
      const s = finished(auto, { gb: vp, fr: 150, ru: 150, ce: 150 }, turn, reason);
      const end = game.ended(s)!;
      expect(end.winners, `${vp} VP, turn ${turn}`).toEqual(won ? ['gb'] : []);
      expect(end.reason.en).toContain(result);
      // The command line's end screen says it too.
      expect(describeBelleEpoque(s, 'en')).toContain(result);
    }
  });
  it('13.10: a final score below zero is still a crushing defeat (below 75)', () => {
    const end = game.ended(finished(['fr', 'ru', 'ce'], { gb: -4, fr: 50, ru: 50, ce: 50 }))!;
    expect(end.winners).toEqual([]);
    expect(end.reason.en).toContain('Crushing defeat');
  });
  it('13.0: with no person at the table no automated power is declared the winner', () => {
    expect(game.ended(finished([...POWER_IDS], { gb: 40, fr: 90, ru: 55, ce: 70 }))!.winners).toEqual([]);
  });
  it('10.2 unchanged without automated powers: the most VP wins', () => {
    expect(game.ended(finished([], { gb: 40, fr: 90, ru: 55, ce: 70 }))!.winners).toEqual(['fr']);
  });
  it('13.0 in play: over whole mixed and solo games no automated power is ever a winner', () => {
    for (const [g, automated] of [[0, ['gb', 'ce']], [1, ['fr', 'ru', 'ce']], [2, ['ru']]] as [number, PowerId[]][]) {
      const { final } = playCounting(950 + g, automated);
      const end = game.ended(final as BelleEpoqueModuleState)!;
      expect(end.winners.filter((p) => automated.includes(p as PowerId))).toEqual([]);
      if (automated.length < 3) expect(end.winners.length).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('13.8 example and France\'s Objective Priorities', () => {
  const vpOf = (id: string) => d.territories.find((t) => t.id === id)!.vp;
  const france = () => d.automated.find((x) => x.power === 'fr')!.priorities;
  it('13.8 example: France\'s objectives worth most are Italy and China (5 VP), the next tier is 3 VP, none at 4', () => {
    const tiers = [...new Set(france().map(vpOf))].sort((a, b) => b - a);
    expect(tiers.slice(0, 2)).toEqual([5, 3]);
    expect(france().filter((id) => vpOf(id) === 5)).toEqual(['italy', 'china']);
  });
  it('13.8 example: its 3-VP objectives are Belgium, then Melanesia, French Guinea and Namibia in that order', () => {
    expect(france().filter((id) => vpOf(id) === 3)).toEqual(['belgium', 'melanesia', 'french-guinea', 'namibia']);
  });
  it('13.4.4 example: the priorities open with Belgium, Italy, Melanesia', () => {
    expect(france().slice(0, 3)).toEqual(['belgium', 'italy', 'melanesia']);
  });
});

describe('13.4 with the engine\'s default picks', () => {
  it('13.4: Ambassador Expelled with no cube picked takes a person\'s power\'s cube, passing over the automated power\'s', () => {
    const s = autoState(['fr'], 5);
    s.order = ['gb', 'fr', 'ru', 'ce'];
    s.powers.fr.passed = true;
    s.powers.gb.hand.intrigue = ['intrigue-20'];
    setSpaces(s, 'japan', ['japan', 'ru', 'fr', null, null, null]);
    const a: Action = { kind: 'intrigue', card: 'intrigue-20', half: 0 };
    expect(checkAction(s, 'gb', a)).toBeNull();
    const t = applyAction(s, 'gb', a, scriptedRng());
    expect(t.board.japan.map((x) => x.cube)).toEqual(['japan', null, 'fr', null, null, null]);
  });
});
