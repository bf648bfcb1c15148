/**
 * World War I as a game module of the platform (src/platform/game.ts).
 * Two powers, "allies" and "central", acting one at a time.
 */
import type { GameEnd, GameModule, GameOption, Lang, Localized, PowerId, PowerInfo, Turn, Variant } from '../../../platform/game';
import type { Board } from './board';
import { CHARTS } from './charts';
import type { Side, WwiState } from './state';
import { europeBoard } from './europe';
import { freeSetupPlacements, freeSetupState, historicalState } from './scenario';
import { type WwiAction, applyAction, checkAction } from './actions';
import { phaseName, sideResourcePoints, sideToAct, turnName } from './sequence';
import { countVictoryPoints, winners } from './victory';
import { type StartOf, WwiIndex, decodeWwiAction, decodeWwiState, encodeWwiAction, encodeWwiState } from './codec';
import { canUndo, mayTakeBackAction, undoLast } from './undo';
import { diceContributionFor, ignoringDiceShare, owesDiceContribution } from './dice-share';
import { withFreshDice } from './dice';
import { type CombatReport, recentCombats } from './combat-report';

const POWERS: PowerInfo[] = [
  { id: 'allies', name: { en: 'Allies', it: 'Alleati' }, color: '#3b6fb6' },
  { id: 'central', name: { en: 'Central Powers', it: 'Potenze Centrali' }, color: '#6b6b6b' },
];

/** The side a declaration waits for (to join, or to roll its die): the other one. */
function waitedSideName(declared: { side: string }, lang: Lang): string {
  return POWERS.find((p) => p.id !== declared.side)!.name[lang];
}

const VARIANTS: Variant[] = [
  {
    id: 'historical',
    label: { en: 'The historical situation', it: 'La situazione storica' },
    description: {
      en: 'Armies on their positions of August-September 1914; Belgium already invaded; play opens with the first attacks (11.1).',
      it: 'Eserciti sulle posizioni dell\'agosto-settembre 1914; Belgio già invaso; si comincia dai primi attacchi (11.1).',
    },
  },
  {
    id: 'free',
    label: { en: 'Free set-up', it: 'Piazzamento libero' },
    description: {
      en: 'Each side places its armies inside its own countries; Belgium is still neutral (11.2).',
      it: 'Ogni parte piazza i suoi eserciti nei propri paesi; il Belgio è ancora neutrale (11.2).',
    },
  },
];

/** How dice are rolled (DESIGN "Dice"): shared seeded dice for link play, plain randomness on one device. */
const DICE_OPTION: GameOption = {
  id: 'dice',
  label: { en: 'Dice', it: 'Dadi' },
  choices: [
    { value: 'shared', label: { en: 'Shared seed: both players feed the dice (play by link)', it: 'Seme condiviso: entrambi i giocatori alimentano i dadi (gioco via link)' } },
    { value: 'plain', label: { en: 'Plain random dice (one device)', it: 'Dadi casuali semplici (un solo dispositivo)' } },
  ],
  defaultValue: 'shared',
};

/** The platform's interface, plus what the WWI board needs beyond it (undo, dice hand-off, combat reports). */
export interface WwiGameModule extends GameModule<WwiState, WwiAction> {
  /** Can `power` take back its last action (none since a die roll)? */
  canUndo(state: WwiState, power: PowerId): boolean;
  /** The state before `power`'s last action, or null when it cannot be taken back. */
  undo(state: WwiState, power: PowerId): WwiState | null;
  /** Must the next action of `power` carry its share of the dice seed? */
  owesDice(state: WwiState, power: PowerId): boolean;
  /** Attach the share of the dice seed `power` owes, made from a secret its browser keeps for this game. */
  withDice(state: WwiState, power: PowerId, action: WwiAction, secret: Uint8Array): WwiAction;
  /** Combats of the current and the previous phase with their full calculation (they travel in links). */
  recentCombats(state: WwiState): CombatReport[];
}

let sharedIndex: WwiIndex | null = null;
function index(board: Board): WwiIndex {
  sharedIndex ??= new WwiIndex(board);
  return sharedIndex;
}

/** Where each unit stands in `state`: a move action's paths are written from there (move-paths.ts). */
function startOf(state: WwiState): StartOf {
  return (unit) => state.units.find((u) => u.id === unit)?.hex ?? null;
}

function isSide(power: PowerId): power is Side {
  return power === 'allies' || power === 'central';
}

export const wwiGame: WwiGameModule = {
  id: 'wwi',
  linkId: 3,
  title: { en: 'World War I 1914-1918', it: 'Prima Guerra Mondiale 1914-1918' },
  variants: VARIANTS,
  options: [DICE_OPTION],

  powers(): PowerInfo[] {
    return POWERS;
  },

  initialState(variant: string, options: Record<string, string>, seed?: Uint8Array): WwiState {
    const board = europeBoard();
    const bytes = seed ?? new Uint8Array([0]);
    const state = variant === 'free' ? freeSetupState(board, bytes) : historicalState(board, bytes);
    state.diceMode = options['dice'] === 'plain' ? 'plain' : 'shared';
    if (state.diceMode === 'shared') {
      // The creator seeded the dice. The side that acts second joins first: its share joins the seed and
      // promises its next one before the first side can declare an attack, so no first share is ever
      // chosen knowing what it will roll (the dice hand-off, platform/dice-share.ts).
      const first = sideToAct(state)!;
      state.declared = { kind: 'join', side: first };
      state.diceOwedBy = sideToAct(state);
    }
    return state;
  },

  turn(state: WwiState): Turn {
    const side = sideToAct(state);
    return { waitingFor: side ? [side] : [], mode: 'sequential' };
  },

  legalActions(state: WwiState, power: PowerId): WwiAction[] {
    if (!isSide(power) || sideToAct(state) !== power) return [];
    // The action space is huge: offer the roll a declaration waits for, a free set-up, and passing where passing is
    // allowed. The automated player's choice (engine/bot.ts) is not offered: a link's first board loads without it.
    if (state.declared) return [{ kind: 'roll' }];
    const board = europeBoard();
    const setup: WwiAction[] = state.phase === 'setup-allies' || state.phase === 'setup-central' ? [{ kind: 'setup', placements: freeSetupPlacements(state, board, power) }] : [];
    const passes: WwiAction[] = [{ kind: 'end-attacks' }, { kind: 'move', moves: [] }, { kind: 'build', orders: {} }];
    return [...setup, ...passes].filter((action) => !checkAction(ignoringDiceShare(state), board, power, action));
  },

  validate(state: WwiState, power: PowerId, action: WwiAction): Localized | null {
    if (!isSide(power)) return { en: `No power "${power}" in this game`, it: `Nessuna potenza "${power}" in questo gioco` };
    const refusal = checkAction(state, europeBoard(), power, action);
    return refusal ? { en: refusal.en, it: refusal.it } : null;
  },

  apply(state: WwiState, actions: ReadonlyMap<PowerId, WwiAction>, randomness?: Uint8Array): WwiState {
    const side = sideToAct(state);
    const action = side ? actions.get(side) : undefined;
    if (!side || !action) return state;
    // Plain dice (one device): the platform's fresh bytes reseed the generator, so apply itself stays pure.
    return applyAction(randomness && state.diceMode === 'plain' ? withFreshDice(state, randomness) : state, europeBoard(), side, action);
  },

  phaseLabel(state: WwiState, lang: Lang): string {
    // Before the first action the side that acts second joins (the dice hand-off): the label names who acts now.
    if (state.declared?.kind === 'join') {
      const joiner = waitedSideName(state.declared, lang);
      const turn = turnName(state.turn)[lang];
      return lang === 'it' ? `${turn}: ${joiner}, ingresso nella partita` : `${turn}: the ${joiner} join the game`;
    }
    return phaseName(state)[lang];
  },

  // Plain dice follow from the state, so the side that acts would know each roll before choosing: one device only.
  modeProblem(state: WwiState, mode): Localized | null {
    return state.diceMode === 'plain' && mode !== 'table'
      ? { en: 'This game rolls plain dice, which only work at one device: played by link, the side to act would know every roll in advance.', it: 'Questa partita usa dadi semplici, che funzionano solo su un dispositivo: giocata via link, la parte di turno conoscerebbe ogni tiro in anticipo.' }
      : null;
  },

  // Several states share a phase (each attack, each choice of losses): say where in the phase this one is.
  historyLabel(state: WwiState, lang: Lang): string {
    const parts = [phaseName(state)[lang]];
    if (state.activationTried && (state.phase === 'allied-movement' || state.phase === 'central-movement')) {
      parts.push(lang === 'it' ? 'dopo il tentativo di attivare un neutrale' : 'after trying to activate a neutral');
    }
    const attacks = state.phase === 'attack' ? state.attackedHexes.length : 0;
    if (attacks) parts.push(lang === 'it' ? (attacks === 1 ? '1 attacco fatto' : `${attacks} attacchi fatti`) : attacks === 1 ? '1 attack made' : `${attacks} attacks made`);
    if (state.declared) {
      const roller = waitedSideName(state.declared, lang);
      if (state.declared.kind === 'join') parts.push(lang === 'it' ? `in attesa che si unisca: ${roller}` : `waiting for the ${roller} to join`);
      else {
        const what = state.declared.kind === 'attack' ? (lang === 'it' ? 'attacco dichiarato' : 'attack declared') : lang === 'it' ? 'attivazione dichiarata' : 'activation declared';
        parts.push(lang === 'it' ? `${what}, il dado attende: ${roller}` : `${what}, the die waits for the ${roller}`);
      }
    }
    if (state.pending) {
      const defender = state.pending.stage === 'defender';
      parts.push(lang === 'it' ? (defender ? 'il difensore sceglie le perdite' : "l'attaccante sceglie perdite e avanzate") : defender ? 'the defender chooses losses' : 'the attacker chooses losses and advances');
    }
    return parts.join(' — ');
  },

  summary(state: WwiState, lang: Lang): string {
    const allies = sideResourcePoints(state, 'allies');
    const central = sideResourcePoints(state, 'central');
    const phase = phaseName(state)[lang];
    return lang === 'it'
      ? `${phase}. PR: Alleati ${allies}, Potenze Centrali ${central}.`
      : `${phase}. RP: Allies ${allies}, Central Powers ${central}.`;
  },

  ended(state: WwiState): GameEnd | null {
    if (state.phase !== 'over') return null;
    const count = countVictoryPoints(state, europeBoard(), CHARTS);
    return {
      winners: winners(count),
      reason: {
        en: `Victory points after turn ${state.turn}: Allies ${count.allies}, Central Powers ${count.central} (11.3)`,
        it: `Punti vittoria dopo il turno ${state.turn}: Alleati ${count.allies}, Potenze Centrali ${count.central} (11.3)`,
      },
    };
  },

  encodeState(state: WwiState): Uint8Array {
    return encodeWwiState(state, index(europeBoard()));
  },

  decodeState(bytes: Uint8Array): WwiState {
    return decodeWwiState(bytes, index(europeBoard()));
  },

  encodeAction(state: WwiState, _power: PowerId, action: WwiAction): Uint8Array {
    return encodeWwiAction(action, index(europeBoard()), !!state.declared, startOf(state));
  },

  decodeAction(state: WwiState, _power: PowerId, bytes: Uint8Array): WwiAction {
    return decodeWwiAction(bytes, index(europeBoard()), !!state.declared, startOf(state));
  },

  mayTakeBack(before: WwiState, after: WwiState, power: PowerId): boolean {
    // No die rolled since, and with shared dice no hand-off (undo.ts; DESIGN "Dice").
    return isSide(power) && mayTakeBackAction(before, after, power);
  },

  canUndo(state: WwiState, power: PowerId): boolean {
    return isSide(power) && canUndo(state, power);
  },

  undo(state: WwiState, power: PowerId): WwiState | null {
    return isSide(power) ? undoLast(state, power) : null;
  },

  owesDice(state: WwiState, power: PowerId): boolean {
    return isSide(power) && owesDiceContribution(state, power);
  },

  withDice(state: WwiState, power: PowerId, action: WwiAction, secret: Uint8Array): WwiAction {
    if (!isSide(power) || !owesDiceContribution(state, power)) return action;
    return { ...action, dice: diceContributionFor(state, power, secret) };
  },

  recentCombats(state: WwiState): CombatReport[] {
    return recentCombats(state);
  },
};
