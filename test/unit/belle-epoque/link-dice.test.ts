/**
 * La Belle Époque by link with shared dice (link-dice.ts): nobody learns a die
 * before choosing the action it decides, and nobody chooses a die. Each test
 * is an attack a player holding every link, its own secret and the source
 * could try; all must fail.
 */
import { describe, expect, it } from 'vitest';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { randomBelleEpoqueGame } from '../../../src/games/belle-epoque/engine/bench-links';
import { chainOf, countingRng, rollingRng, slotOf, type LinkAction } from '../../../src/games/belle-epoque/engine/link-dice';
import { applyAction, type Action } from '../../../src/games/belle-epoque/engine/actions';
import { MalformedError } from '../../../src/platform/codec/bits';
import { playerOf } from '../../../src/games/belle-epoque/engine/state';
import type { PowerId } from '../../../src/games/belle-epoque/engine/data';

const games = ([4, 3, 2] as const).map((players, i) => randomBelleEpoqueGame(i + 21, players, 700, 'shared'));
const steps = games.flat();
/** As the next browser gets it: through the link codec. */
const viaLink = (s: BelleEpoqueModuleState) => belleEpoqueGame.decodeState(belleEpoqueGame.encodeState(s));
const secret = (n: number) => new Uint8Array([n, 200, 3]);

/** A declared contest: the state the attacker acted on, its action, and the declared state. */
function declaredContest() {
  for (const game of games) {
    const i = game.findIndex((x) => x.state.shared?.declared?.action.kind === 'contestArmies');
    if (i > 0) return { before: game[i - 1].state, action: game[i].action!, declared: viaLink(game[i].state) };
  }
  throw new Error('no contest in the sample games');
}

/** The declared state with the roller's chain made from another secret: a roller the declarer cannot see into. */
function withRoller(state: BelleEpoqueModuleState, n: number): { state: BelleEpoqueModuleState; share: string } {
  const roller = state.shared!.declared!.roller;
  const slot = slotOf(state, roller);
  const chain = chainOf(secret(n), slot);
  const heads = state.shared!.heads.map((h, i) => (i === slot ? chain[0] : h));
  return { state: { ...state, shared: { ...state.shared!, heads } }, share: chain[1] };
}

const dieOf = (s: BelleEpoqueModuleState) => {
  const c = s.pending?.kind === 'contest' ? s.pending.contest.rolled : undefined;
  return (c ?? s.lastContest)!.attacker.die;
};

describe('La Belle Époque shared dice: nobody learns a die before choosing the action it decides', () => {
  it('the attacker cannot work out its dice: its armies are only declared, and the dice follow the roller\'s share it has not seen', () => {
    const { before, action, declared } = declaredContest();
    // Nothing fell: the board, the sheets and the contest are as they were, the action waits.
    expect({ ...declared, shared: undefined }).toEqual({ ...JSON.parse(JSON.stringify(before)), shared: undefined });
    expect(declared.shared!.declared).toMatchObject({ power: (before.pending as { contest: { attacker: PowerId } }).contest.attacker, nonce: action.nonce });
    expect(belleEpoqueGame.turn(declared).waitingFor).toEqual([declared.shared!.declared!.roller]);
    const dice = Array.from({ length: 30 }, (_, n) => {
      const { state, share } = withRoller(declared, n);
      return dieOf(belleEpoqueGame.apply(state, new Map([[state.shared!.declared!.roller, { kind: 'roll', share }]])));
    });
    // Thirty fair dice showing two faces or fewer: about once in 10^14 games.
    expect(new Set(dice).size).toBeGreaterThan(2);
  });

  it('the roller (here also the defender choosing its armies) cannot work out the dice: they follow the declarer\'s nonce, made after', () => {
    const { declared } = declaredContest();
    const { state, share } = withRoller(declared, 1);
    const x = state.shared!.declared!;
    const dice = Array.from({ length: 30 }, (_, n) => {
      const nonce = n.toString(16).padStart(16, '0');
      return dieOf(belleEpoqueGame.apply({ ...state, shared: { ...state.shared!, declared: { ...x, nonce } } }, new Map([[x.roller, { kind: 'roll', share }]])));
    });
    expect(new Set(dice).size).toBeGreaterThan(2);
  });

  it('the roller cannot choose the dice: only the share its last one committed to is taken, never an older or another chain\'s', () => {
    const { declared } = declaredContest();
    const { state, share } = withRoller(declared, 2);
    const roller = state.shared!.declared!.roller;
    const slot = slotOf(state, roller);
    for (let other = 3; other < 12; other++) {
      const forged = chainOf(secret(other), slot)[1];
      expect(belleEpoqueGame.validate(state, roller, { kind: 'roll', share: forged })?.en).toMatch(/committed/);
      expect(belleEpoqueGame.apply(state, new Map([[roller, { kind: 'roll', share: forged }]]))).toBe(state);
    }
    // The head itself (the share shown last time) and a share two steps on are refused too.
    expect(belleEpoqueGame.validate(state, roller, { kind: 'roll', share: state.shared!.heads[slot]! })?.en).toMatch(/committed/);
    expect(belleEpoqueGame.validate(state, roller, { kind: 'roll', share: chainOf(secret(2), slot)[2] })?.en).toMatch(/committed/);
    expect(belleEpoqueGame.validate(state, roller, { kind: 'roll' })?.en).toMatch(/committed/);
    expect(belleEpoqueGame.validate(state, roller, { kind: 'roll', share })).toBeNull();
    // The browser's own helper finds that share from the secret alone.
    expect(belleEpoqueGame.withDice(state, roller, { kind: 'roll' }, secret(2))).toEqual({ kind: 'roll', share });
  });

  it('while an action is declared only its roller acts, and only to roll; nobody rolls with nothing declared', () => {
    const { before, declared } = declaredContest();
    const x = declared.shared!.declared!;
    const { share } = withRoller(declared, 4);
    expect(belleEpoqueGame.validate(declared, x.power, { kind: 'roll', share })?.en).toMatch(/waits for its roll by another player/);
    expect(belleEpoqueGame.validate(declared, x.roller, { kind: 'pass' })?.en).toMatch(/First roll/);
    expect(belleEpoqueGame.legalActions(declared, x.power)).toEqual([]);
    expect(belleEpoqueGame.legalActions(declared, x.roller)).toEqual([{ kind: 'roll' }]);
    const actor = belleEpoqueGame.turn(before).waitingFor[0];
    expect(belleEpoqueGame.validate(before, actor, { kind: 'roll', share })?.en).toMatch(/No die is waiting/);
  });

  it('nobody rolls for their own action, and outside the rolls nothing is left to chance (contests 8.7, rerolls, events 6.2, reshuffles 7.0)', () => {
    let rolls = 0;
    for (let i = 1; i < steps.length; i++) {
      const { state, action } = steps[i];
      const prior = steps[i - 1].state;
      if (!action || prior.shared === undefined || state === prior) continue;
      if (action.kind === 'roll') {
        rolls++;
        const x = prior.shared.declared!;
        expect(playerOf(prior, x.roller)).not.toBe(playerOf(prior, x.power));
        continue;
      }
      const p = belleEpoqueGame.turn(prior).waitingFor[0] as PowerId;
      const rng = countingRng();
      if (!state.shared!.declared) {
        const { nonce: _n, head: _h, ...bare } = action;
        applyAction(prior, p, bare as Action, rng);
        expect(rng.count).toBe(0);
      }
    }
    expect(rolls).toBeGreaterThan(20);
  });

  it('the events of a new turn (6.2) are declared by the action that ends a turn, and placed only at the roll', () => {
    for (let i = 1; i < steps.length; i++) {
      const x = steps[i].state.shared?.declared;
      const next = steps[i + 1]?.state;
      if (!x || !next || next.turn === steps[i].state.turn) continue;
      expect(steps[i].state.lastEvents).toEqual(steps[i - 1].state.lastEvents);
      expect(next.lastEvents).not.toEqual(steps[i].state.lastEvents);
      return;
    }
    throw new Error('no new turn in the sample games');
  });

  it('an action that rolls without a fresh nonce, or a roller\'s first action without its chain\'s start, is refused', () => {
    const { before, action } = declaredContest();
    const p = belleEpoqueGame.turn(before).waitingFor[0];
    const { nonce: _n, ...without } = action;
    expect(belleEpoqueGame.validate(before, p, without)?.en).toMatch(/nonce/);
    expect(belleEpoqueGame.validate(before, p, { ...without, nonce: 'zz' })?.en).toMatch(/nonce/);
    expect(belleEpoqueGame.validate(before, p, action)).toBeNull();
    const fresh = belleEpoqueGame.initialState('2', { dice: 'shared' }, new Uint8Array([5]));
    const first = belleEpoqueGame.turn(fresh).waitingFor[0];
    const setup = belleEpoqueGame.legalActions(fresh, first)[0] as LinkAction;
    expect(belleEpoqueGame.validate(fresh, first, setup)?.en).toMatch(/start of your dice chain/);
    const signed = belleEpoqueGame.withDice(fresh, first, setup, secret(9));
    expect(signed.head).toBe(chainOf(secret(9), slotOf(fresh, first as PowerId))[0]);
    expect(belleEpoqueGame.validate(fresh, first, signed)).toBeNull();
  });

  it('crafted links: a roller\'s chain left out, or a declared action the rules refuse, is refused on opening and at the roll, with its rule', () => {
    const { declared } = declaredContest();
    const x = declared.shared!.declared!;
    const oneRoller = { ...declared, shared: { ...declared.shared!, heads: declared.shared!.heads.slice(0, 1) } };
    expect(() => belleEpoqueGame.decodeState(belleEpoqueGame.encodeState(oneRoller))).toThrow(MalformedError);
    const { state, share } = withRoller(declared, 5);
    const illegal = { ...state, shared: { ...state.shared!, declared: { ...x, action: { kind: 'contestArmies', armies: 99, minorArmies: [] } as Action } } };
    expect(belleEpoqueGame.validate(illegal, x.roller, { kind: 'roll', share })?.en).toMatch(/8\.7/);
    // Such a link is refused on opening already, and so is one declaring an action of the wrong shape.
    expect(() => viaLink(illegal)).toThrow(MalformedError);
    const junk = { ...state, shared: { ...state.shared!, declared: { ...x, action: { kind: 'defend' } as unknown as Action } } };
    expect(() => viaLink(junk)).toThrow(MalformedError);
    expect(belleEpoqueGame.validate(junk, x.roller, { kind: 'roll', share })?.en).toBeTruthy();
    // The dice of a roll are those of its nonce and share, nothing else of the state.
    expect(rollingRng(x.nonce, share).roll()).toBe(rollingRng(x.nonce, share).roll());
  });

  it('a game at one table (plain dice) keeps settling at once: nothing to hide at one screen', () => {
    const plain = randomBelleEpoqueGame(21, 4, 300);
    expect(plain.every(({ state }) => state.shared === undefined)).toBe(true);
    expect(plain.some(({ state }) => state.lastContest)).toBe(true);
  });
});
