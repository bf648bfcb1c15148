/**
 * An automated player, good enough to face a class: it moves reserves to the
 * front by rail, holds its line, takes objectives, attacks when the Combat
 * Results Table favours it, pays losses with judgement, builds and lends.
 * Every choice goes through the same checks as a human's; a candidate the
 * rules refuse is simply skipped.
 */
import type { Board } from './board';
import { CHARTS, type Charts } from './charts';
import type { Side, WwiState } from './state';
import { alignmentOf } from './sides';
import { type WwiAction, checkAction } from './actions';
import { sideToAct } from './sequence';
import { ignoringDiceShare } from './dice-share';
import { activationModifiers } from './neutrals';
import { planMoves } from './bot-move';
import { planAttacks, planDefence, planSettlement } from './bot-combat';
import { fallbackBuild, planBuild } from './bot-build';
import { freeSetupPlacements } from './scenario';

export interface BotSettings {
  /** Smallest differential the bot attacks at (the odds must also favour it, bot-combat.ts). */
  minimumDifferential: number;
  /** RP a nation keeps in hand before building. */
  reserve: number;
  /** Expected defender loss minus expected attacker loss an attack must promise. */
  minimumGain: number;
}

export const DEFAULT_BOT: BotSettings = { minimumDifferential: 1, reserve: 6, minimumGain: 0.4 };

/** The bot's action for the side to act now, or null if the game is over. */
export function botAction(state: WwiState, board: Board, settings: BotSettings = DEFAULT_BOT, charts: Charts = CHARTS): WwiAction | null {
  const side = sideToAct(state);
  if (!side) return null;
  // A declared attack or activation waits for this side's share: the roll is the only action (dice-share.ts).
  if (state.declared) return { kind: 'roll' };
  // The share of the dice seed is the UI's to attach (dice-share.ts); judge the orders themselves.
  const judged = ignoringDiceShare(state);
  for (const action of candidateActions(judged, board, side, settings, charts)) {
    if (!checkAction(judged, board, side, action, charts)) return action;
  }
  throw new Error(`bot found no legal action in ${state.phase}`);
}

/** Candidates best first, worked out only as far as needed: a movement plan is not made when a neutral's roll comes first. */
function* candidateActions(state: WwiState, board: Board, side: Side, settings: BotSettings, charts: Charts): Generator<WwiAction> {
  switch (state.phase) {
    case 'setup-allies':
    case 'setup-central':
      yield { kind: 'setup', placements: freeSetupPlacements(state, board, side, [], charts) };
      return;
    case 'allied-movement':
    case 'central-movement': {
      if (!state.activationTried) yield* activationTries(state, board, side, charts);
      yield { kind: 'move', moves: planMoves(state, board, side, charts) };
      yield { kind: 'move', moves: [] };
      return;
    }
    case 'attack':
      if (state.pending?.stage === 'defender') {
        yield* planDefence(state, board, side, charts);
        return;
      }
      if (state.pending?.stage === 'attacker') {
        yield* planSettlement(state, board, side, charts);
        return;
      }
      yield* planAttacks(state, board, side, { minimumGain: settings.minimumGain, minimumDifferential: settings.minimumDifferential }, charts);
      yield { kind: 'end-attacks' };
      return;
    case 'build-allies':
    case 'build-central':
      yield { kind: 'build', orders: planBuild(state, board, side, { reserve: settings.reserve }, charts) };
      yield { kind: 'build', orders: fallbackBuild(state, board, side, charts) };
      return;
    case 'over':
      return;
  }
}

/**
 * Neutrals a side's automated player never courts, though the table lets it roll (9.2): Greece,
 * whose king kept it out of the war while the Allied fleets held its coasts, and which in 1917
 * joined the Allies, never the Central Powers.
 */
const NOT_COURTED: Readonly<Record<Side, readonly string[]>> = { central: ['greece'], allies: [] };

/** Neutrals worth a roll this phase, likeliest first (9.2); none whose odds are nil. */
function activationTries(state: WwiState, board: Board, side: Side, charts: Charts): WwiAction[] {
  const tries: { nation: string; best: number }[] = [];
  for (const [nation, numbers] of Object.entries(charts.activation)) {
    const needed = numbers[side];
    if (needed === null || alignmentOf(state, nation) !== 'neutral' || NOT_COURTED[side].includes(nation)) continue;
    const bonus = activationModifiers(state, board, nation, side, charts).reduce((sum, m) => sum + m.value, 0);
    if (6 + bonus >= needed) tries.push({ nation, best: 6 + bonus - needed });
  }
  return tries.sort((a, b) => b.best - a.best || a.nation.localeCompare(b.nation)).map((t) => ({ kind: 'activate', nation: t.nation }));
}
