/**
 * What one automated power's step costs the page's thread at one table (the decision
 * itself runs in a Web Worker): the play service submits and resolves it (engine apply,
 * state encoding, hashing, the library), then the page decodes the new state to show it.
 * Solo games (France a person playing random legal actions, the others chapter 13's
 * procedure) through the same play service the site uses, over an in-memory library.
 */
import { Play } from '../../../platform/play';
import { fromBase64Url } from '../../../platform/codec/base64url';
import { MemoryLibrary } from '../../../platform/library/memory';
import type { GameMeta } from '../../../platform/game-ui';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../engine/module';
import { rngFromBytes } from '../engine/rng';
import { decide } from './automation';
import { beStartOptions } from './ways';

export interface StepFigure { name: string; value: number; unit: string; target?: number; note?: string }

export async function benchAutomatedSteps(games = 3): Promise<StepFigure[]> {
  const meta: GameMeta = { id: game.id, linkId: game.linkId, title: game.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: game, viewTag: '' }) };
  const play = new Play(new MemoryLibrary(), { byId: () => meta, byLinkId: () => meta, load: (m) => m.load() });
  const page: number[] = [];
  const decisions: number[] = [];
  const decodes: number[] = [];
  const applies: number[] = [];
  let steps = 0;
  for (let g = 0; g < games; g++) {
    const rng = rngFromBytes(new Uint8Array([g, 5, 1]));
    let { game: saved, node } = await play.create(meta, '4', beStartOptions('solo-fr'), { mode: 'table' });
    let state = game.decodeState(fromBase64Url(node.state)!) as BelleEpoqueModuleState;
    while (state.phase !== 'ended') {
      const power = game.turn(state).waitingFor[0];
      const automated = (state.automated ?? []).some((p) => p === power);
      let started = performance.now();
      let action;
      if (automated) {
        action = decide({ id: steps, state, seed: new Uint8Array([steps & 255, steps >> 8]) }).action!;
        decisions.push(performance.now() - started);
      } else {
        const legal = game.legalActions(state, power);
        const playing = legal.filter((a) => a.kind !== 'pass');
        action = playing.length && rng.below(4) > 0 ? playing[rng.below(playing.length)] : legal[rng.below(legal.length)];
      }
      const before = state;
      started = performance.now();
      await play.submit(meta, saved.uid, node.hash, power, action);
      ({ game: saved, node } = await play.resolve(meta, saved.uid, node.hash));
      state = game.decodeState(fromBase64Url(node.state)!) as BelleEpoqueModuleState;
      if (automated) {
        page.push(performance.now() - started);
        // Its parts on their own: the engine's step, and decoding the next state (the codec checks it can be played).
        started = performance.now();
        game.apply(before, new Map([[power, action]]), new Uint8Array(16));
        applies.push(performance.now() - started);
        started = performance.now();
        game.decodeState(fromBase64Url(node.state)!);
        decodes.push(performance.now() - started);
      }
      steps++;
    }
  }
  for (const xs of [page, decisions, decodes, applies]) xs.sort((a, b) => a - b);
  const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
  const note = `${page.length} automated steps in ${games} solo games; includes awaits, so an upper bound of one task`;
  return [
    { name: 'Belle Époque: one automated step on the page\'s thread, submit + resolve + decode (median)', value: at(page, 50), unit: 'ms', target: 50, note },
    { name: 'Belle Époque: one automated step on the page\'s thread, submit + resolve + decode (p95)', value: at(page, 95), unit: 'ms', target: 50 },
    { name: 'Belle Époque: one automated step on the page\'s thread, submit + resolve + decode (max)', value: at(page, 100), unit: 'ms', target: 50 },
    { name: 'Belle Époque: of which the engine applying the step (p95)', value: at(applies, 95), unit: 'ms' },
    { name: 'Belle Époque: of which decoding the next state (p95)', value: at(decodes, 95), unit: 'ms' },
    { name: 'Belle Époque: one automated decision in the worker (max)', value: at(decisions, 100), unit: 'ms' },
  ];
}
