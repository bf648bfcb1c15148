/** The game and phase an orders link or reveal code names (they carry the phase's hash, not the game). */
import type { GameModule } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame } from '../library/merge';
import type { PlayContext } from './context';
import { PlayFailure } from './errors';

/** The game of this library holding a phase. */
export async function gameWithPhase(ctx: PlayContext, meta: GameMeta, phaseHash: string): Promise<LibraryGame> {
  const owner = (await ctx.guard(() => ctx.library.list())).find((g) => g.gameId === meta.id && g.nodes[phaseHash]);
  if (!owner) throw new PlayFailure({ code: 'no-game' });
  return owner;
}

/** The game, phase and seat named by an orders link or reveal code, or the reason it cannot apply. */
export async function phaseOf(ctx: PlayContext, meta: GameMeta, module: GameModule, uid: string, phaseHash: string, powerIndex: number) {
  const game = await ctx.guard(() => ctx.library.get(uid));
  if (!game || game.gameId !== meta.id) throw new PlayFailure({ code: 'no-game' });
  const node = game.nodes[phaseHash];
  // Orders apply only to a phase still being played: one no later phase was built on; or, as evidence,
  // to a phase whose continuation this browser has not yet checked (the orders may prove or refute it).
  const continuations = Object.values(game.nodes).filter((other) => other.parentHash === phaseHash);
  const resolved = continuations.length > 0;
  const unchecked = continuations.filter((other) => !other.check && !other.madeHere && other.made);
  if (!node || (resolved && (!unchecked.length || continuations.some((other) => other.madeHere)))) throw new PlayFailure({ code: 'wrong-phase' });
  const state = ctx.stateOf(module, node);
  const power = module.powers(state)[powerIndex]?.id;
  if (!power || !module.turn(state).waitingFor.includes(power)) throw new PlayFailure({ code: 'wrong-phase' });
  return { game, node, state, power, resolved, unchecked, powerIndex };
}
