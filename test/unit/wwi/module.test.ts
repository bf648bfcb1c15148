import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { linkView } from '../../../src/games/wwi/engine/codec';
import { botAction } from '../../../src/games/wwi/engine/bot';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { checkAction } from '../../../src/games/wwi/engine/actions';
import { sideToAct } from '../../../src/games/wwi/engine/sequence';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import type { WwiAction } from '../../../src/games/wwi/engine/actions';
import { toBase64Url } from './base64';

const seed = new Uint8Array([4, 8, 15, 16, 23, 42]);
/** The secret each side's browser keeps for its share of the dice seed. */
const secrets = { allies: new Uint8Array([1, 1, 1]), central: new Uint8Array([2, 2, 2]) };
const withDice = (state: WwiState, side: 'allies' | 'central', action: WwiAction) => wwiGame.withDice(state, side, action, secrets[side]);

describe('the WWI game module', () => {
  it('is "wwi" with link id 3, two powers and both scenarios', () => {
    expect(wwiGame.id).toBe('wwi');
    expect(wwiGame.linkId).toBe(3);
    expect(wwiGame.variants.map((v) => v.id)).toEqual(['historical', 'free']);
    const state = wwiGame.initialState('historical', { dice: 'plain' }, seed);
    expect(wwiGame.powers(state).map((p) => p.id)).toEqual(['allies', 'central']);
    expect(wwiGame.turn(state)).toEqual({ mode: 'sequential', waitingFor: [state.superior] });
    // By link (shared dice) the side acting second joins first (dice-prediction.test.ts).
    const shared = wwiGame.initialState('historical', {}, seed);
    expect(wwiGame.turn(shared)).toEqual({ mode: 'sequential', waitingFor: [shared.superior === 'allies' ? 'central' : 'allies'] });
  });

  it('round-trips states through the compact binary form, in a link-sized payload', () => {
    const state = wwiGame.initialState('historical', {}, seed);
    const bytes = wwiGame.encodeState(state);
    expect(wwiGame.decodeState(bytes)).toEqual(linkView(state));
    // Base64url of the state must leave room in a 2,000-character link.
    expect(toBase64Url(bytes).length).toBeLessThan(1200);
  });

  it('refuses corrupted payloads with an error rather than a wrong state', () => {
    const bytes = wwiGame.encodeState(wwiGame.initialState('historical', {}, seed));
    expect(() => wwiGame.decodeState(bytes.slice(0, 10))).toThrow();
    const wrongVersion = bytes.slice();
    wrongVersion[0] = 0xff;
    expect(() => wwiGame.decodeState(wrongVersion)).toThrow();
    // A link from a newer app says so (DESIGN "Links": "update the app").
    const newer = bytes.slice();
    newer[0] = 0x7f;
    expect(() => wwiGame.decodeState(newer)).toThrow(/update the app/);
  });

  it('says in both languages why an action is refused', () => {
    const state = wwiGame.initialState('historical', { dice: 'plain' }, seed);
    const wrongSide = state.superior === 'allies' ? 'central' : 'allies';
    const refusal = wwiGame.validate(state, wrongSide, { kind: 'end-attacks' });
    expect(refusal?.en).toMatch(/3\.0/);
    expect(refusal?.it).toMatch(/3\.0/);
    expect(wwiGame.validate(state, 'nobody', { kind: 'end-attacks' })).not.toBeNull();
  });

  it('offers legal actions that validate (the roll, a set-up, passing), and plays the first turns through encoded actions and states', () => {
    let state: WwiState = wwiGame.initialState('historical', {}, seed);
    const board = europeBoard();
    let steps = 0;
    while (state.turn < 3 && steps < 400) {
      const side = sideToAct(state)!;
      const offered = wwiGame.legalActions(state, side);
      for (const action of offered) expect(checkAction(state, board, side, withDice(state, side, action))).toBeNull();
      if (state.declared || state.phase.endsWith('movement') || state.phase.startsWith('build')) expect(offered.length).toBeGreaterThan(0);
      const action = wwiGame.decodeAction(state, side, wwiGame.encodeAction(state, side, withDice(state, side, botAction(state, board)!)));
      state = wwiGame.decodeState(wwiGame.encodeState(wwiGame.apply(state, new Map([[side, action]]))));
      steps++;
    }
    expect(state.turn).toBe(3);
    expect(state.frenchAttacksOwed).toBe(0);
    expect(wwiGame.phaseLabel(state, 'en')).toContain('Allied movement');
    expect(wwiGame.summary(state, 'it')).toContain('PR');
  });

  it('offers a whole free set-up that validates in a set-up phase (11.21)', () => {
    const state = wwiGame.initialState('free', { dice: 'plain' }, seed);
    const side = sideToAct(state)!;
    const offered = wwiGame.legalActions(state, side);
    expect(offered.map((a) => a.kind)).toContain('setup');
    for (const action of offered) expect(checkAction(state, europeBoard(), side, action)).toBeNull();
  });
});

describe('the automated player', () => {
  it('plays the whole free set-up game to a result with legal actions only', () => {
    const board = europeBoard();
    let state: WwiState = wwiGame.initialState('free', {}, seed);
    let steps = 0;
    while (!wwiGame.ended(state) && steps < 3000) {
      const side = sideToAct(state)!;
      const action = withDice(state, side, botAction(state, board)!);
      expect(checkAction(state, board, side, action)).toBeNull();
      state = wwiGame.apply(state, new Map([[side, action]]));
      steps++;
    }
    const end = wwiGame.ended(state);
    expect(end).not.toBeNull();
    expect(end!.reason.en).toMatch(/Victory points after turn 10/);
  });
});
