/**
 * La Belle Époque as a game module of the platform (src/platform/game.ts).
 * Four powers acting one at a time; in the 2- and 3-player games (3.2) one
 * person holds two powers' seats. Links are bit-packed (codec.ts).
 */
import type { GameEnd, GameModule, Lang, Localized, PowerId, PowerInfo, Turn, Variant } from '../../../platform/game';
import { SeededDice } from '../../../platform/dice';
import { loadBelleEpoqueData, POWER_IDS, type PowerId as BePower } from './data';
import { type Action, actor, applyAction, checkAction } from './actions';
import { legalActions } from './legal';
import { decodeBelleEpoqueAction, decodeBelleEpoqueState, encodeBelleEpoqueAction, encodeBelleEpoqueState } from './codec';
import type { Rng } from './rng';
import { playerScores, winningPlayers } from './scoring';
import { initialState } from './setup';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

const COLOURS: Record<string, string> = { red: '#c0392b', blue: '#2e5aa8', green: '#2f7d3b', grey: '#6b6b6b' };
/** The powers with their names and board colours (2.3). */
export const POWERS: PowerInfo[] = d.powers.map((p) => ({ id: p.id, name: p.name, color: COLOURS[p.colour] ?? p.colour }));

const VARIANTS: Variant[] = [
  { id: '4', label: { en: 'Four players', it: 'Quattro giocatori' }, description: { en: 'Each player one power.', it: 'Ogni giocatore una Potenza.' } },
  {
    id: '3', label: { en: 'Three players', it: 'Tre giocatori' },
    description: { en: 'Britain; Central Empires; Russia and France together, scoring their average (3.2, 10.2).', it: 'Gran Bretagna; Imperi Centrali; Russia e Francia insieme, con la media dei PV (3.2, 10.2).' },
  },
  {
    id: '2', label: { en: 'Two players', it: 'Due giocatori' },
    description: { en: 'Britain and France against the Central Empires and Russia, each scoring the average (3.2, 10.2).', it: 'Gran Bretagna e Francia contro Imperi Centrali e Russia, ciascuno con la media dei PV (3.2, 10.2).' },
  },
];

/** The state with the dice generator it continues from (never Math.random: the seed or the platform's bytes). */
export type BelleEpoqueModuleState = BelleEpoqueState & { dice: [number, number, number, number] };

function isPower(p: PowerId): p is BePower {
  return (POWER_IDS as readonly string[]).includes(p);
}

/**
 * The powers chapter 13 plays, from the option `automated` (power ids joined by commas).
 * In the 2- and 3-player games a grouping of 3.2 is one player's: it is automated only
 * when every power of it is listed, so a person never shares a grouping with the procedure.
 */
export function automatedOf(variant: string, option: string | undefined): BePower[] {
  const listed = (option ?? '').split(',').filter(isPower);
  const groupings = variant === '2' || variant === '3' ? d.rules.players[variant] : POWER_IDS.map((p) => [p]);
  return POWER_IDS.filter((p) => groupings.some((g) => g.includes(p) && g.every((q) => listed.includes(q))));
}

function diceRng(dice: SeededDice): Rng {
  return { roll: () => dice.roll(6), below: (n) => dice.below(n) };
}

const PHASE: Record<BelleEpoqueState['phase'], Localized> = {
  setup: { en: 'Initial set-up', it: 'Setup iniziale' },
  actions: { en: 'Action phase', it: 'Fase delle Azioni' },
  ended: { en: 'Game over', it: 'Partita terminata' },
};

function phaseLabel(state: BelleEpoqueState, lang: Lang): string {
  const phase = PHASE[state.phase][lang];
  return state.turn > 0 && state.phase !== 'ended' ? `${lang === 'it' ? 'Turno' : 'Turn'} ${state.turn} — ${phase}` : phase;
}

export const belleEpoqueGame: GameModule<BelleEpoqueModuleState, Action> = {
  id: 'belle-epoque',
  linkId: 4,
  title: { en: 'La Belle Époque 1880–1914', it: 'La Belle Époque 1880–1914' },
  variants: VARIANTS,
  options: [{
    id: 'promo',
    label: { en: 'Promo cards', it: 'Carte promo' },
    choices: [{ value: 'no', label: { en: 'Without', it: 'Senza' } }, { value: 'yes', label: { en: 'With', it: 'Con' } }],
    defaultValue: 'no',
  }],

  powers: () => POWERS,

  initialState(variant: string, options: Record<string, string>, seed?: Uint8Array): BelleEpoqueModuleState {
    const dice = new SeededDice(seed ?? new Uint8Array([0]));
    const players = variant === '2' ? 2 : variant === '3' ? 3 : 4;
    const automated = automatedOf(variant, options['automated']);
    const s = initialState({ players, promo: options['promo'] === 'yes', ...(automated.length ? { automated } : {}) }, diceRng(dice));
    return { ...s, dice: dice.snapshot() };
  },

  turn(state): Turn {
    const p = actor(state);
    return { waitingFor: p ? [p] : [], mode: 'sequential' };
  },

  legalActions(state, power): Action[] {
    return actor(state) === power ? legalActions(state) : [];
  },

  validate(state, power, action): Localized | null {
    if (!isPower(power)) return { en: `No power "${power}" in this game`, it: `Nessuna potenza "${power}" in questo gioco` };
    const r = checkAction(state, power, action, diceRng(SeededDice.restore(state.dice)));
    return r ? { en: `${r.en} (${r.rule})`, it: `${r.it} (${r.rule})` } : null;
  },

  apply(state, actions, randomness?: Uint8Array): BelleEpoqueModuleState {
    const p = actor(state);
    const action = p ? actions.get(p) : undefined;
    if (!p || !action) return state;
    // Fresh platform bytes reseed the dice; without them the seeded dice of the state continue.
    const dice = randomness ? new SeededDice(randomness) : SeededDice.restore(state.dice);
    const next = applyAction(state, p, action, diceRng(dice));
    return { ...next, dice: dice.snapshot() };
  },

  phaseLabel,

  summary(state, lang: Lang): string {
    const vp = POWERS.map((p) => `${p.name[lang]} ${state.powers[p.id as BePower].vp}`).join(', ');
    return `${phaseLabel(state, lang)}. ${lang === 'it' ? 'PV' : 'VP'}: ${vp}.`;
  },

  ended(state): GameEnd | null {
    if (state.phase !== 'ended') return null;
    const scores = playerScores(state);
    const winners = winningPlayers(state).flatMap((i) => state.players[i]);
    const why = state.endReason === 'sarajevo' ? { en: 'Sarajevo ended the game (6.3)', it: 'Sarajevo ha chiuso la partita (6.3)' } : { en: 'After turn 9 (10.2)', it: 'Dopo il turno 9 (10.2)' };
    return {
      winners,
      reason: { en: `${why.en}: ${scores.join(', ')} VP`, it: `${why.it}: ${scores.join(', ')} PV` },
    };
  },

  encodeState: (state) => encodeBelleEpoqueState(state),
  decodeState: (bytes) => decodeBelleEpoqueState<BelleEpoqueModuleState>(bytes),
  encodeAction: (_state, _power, action) => encodeBelleEpoqueAction(action),
  decodeAction: (_state, _power, bytes) => decodeBelleEpoqueAction(bytes),
};
