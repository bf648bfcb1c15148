/**
 * La Belle Époque as a game module of the platform (src/platform/game.ts).
 * Four powers acting one at a time; in the 2- and 3-player games (3.2) one
 * person holds two powers' seats. Links are bit-packed (codec.ts).
 * Dice: "plain" (one table: the platform's fresh bytes at each step) or
 * "shared" (play by link: rolls are declared, then resolved with a roller's
 * committed share, link-dice.ts).
 */
import type { GameEnd, GameModule, Lang, Localized, PowerId, PowerInfo, Turn, Variant } from '../../../platform/game';
import { SeededDice } from '../../../platform/dice';
import { loadBelleEpoqueData, POWER_IDS, type PowerId as BePower } from './data';
import { type Action, actor, applyAction, checkAction } from './actions';
import { legalActions } from './legal';
import { decodeBelleEpoqueAction, decodeBelleEpoqueState, encodeBelleEpoqueAction, encodeBelleEpoqueState } from './codec';
import type { Rng } from './rng';
import { chainOf, countingRng, nonceFor, NONCE_HEX, opens, owesHead, rollerFor, rollingRng, shareFor, slotOf, type LinkAction, type SharedDice } from './link-dice';
import { finalVerdict } from './automated/victory';
import { verdictText } from './text-report';
import { initialState } from './setup';
import { cloneState, type BelleEpoqueState } from './state';
import { hiddenParts, shuffleDrawPiles } from './hidden';

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

/**
 * The state with the dice generator it continues from (never Math.random: the seed or the platform's bytes),
 * and with shared dice the rollers' heads and the action waiting for its roll (then the generator is unused).
 */
export type BelleEpoqueModuleState = BelleEpoqueState & { dice: [number, number, number, number]; shared?: SharedDice };

/** What the UI needs beyond the platform's interface to play by link with shared dice. */
export interface BelleEpoqueGameModule extends GameModule<BelleEpoqueModuleState, LinkAction> {
  /** The action with what the dice need from its sender (its roller's first head, a nonce, the roll's share), made from a secret its browser keeps for this game. */
  withDice(state: BelleEpoqueModuleState, power: PowerId, action: LinkAction, secret: Uint8Array): LinkAction;
}

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
  // Each set-up step apart in the list of phases: whose cube, which of how many (3.3).
  const placer = state.phase === 'setup' ? actor(state) : null;
  // 3.3.2: after the last cube, a power short of its minimums moves cubes.
  if (placer && state.pending?.kind === 'rearrange') {
    const name = POWERS.find((x) => x.id === placer)!.name[lang];
    return `${phase} — ${name}, ${lang === 'it' ? 'sposta cubi per i minimi' : 'moving cubes to meet the minimums'} (3.3.2)`;
  }
  if (placer) {
    const total = d.powers.find((x) => x.id === placer)!.setup.cubes;
    const name = POWERS.find((x) => x.id === placer)!.name[lang];
    return `${phase} — ${name}, ${lang === 'it' ? 'cubo' : 'cube'} ${total - state.setupLeft[placer] + 1} ${lang === 'it' ? 'di' : 'of'} ${total}`;
  }
  return state.turn > 0 && state.phase !== 'ended' ? `${lang === 'it' ? 'Turno' : 'Turn'} ${state.turn} — ${phase}` : phase;
}

const ZERO_DICE: BelleEpoqueModuleState['dice'] = [0, 0, 0, 0];

/** Whether an action is refused, and whether it leaves anything to chance. */
function probe(state: BelleEpoqueState, power: BePower, action: Action): { refusal: Localized | null; rolls: boolean } {
  const rng = countingRng();
  const r = checkAction(state, power, action, rng);
  return { refusal: r ? { en: `${r.en} (${r.rule})`, it: `${r.it} (${r.rule})` } : null, rolls: rng.count > 0 };
}

/** The engine's action without what link play adds. */
function bare(action: LinkAction): Action {
  const { nonce: _n, share: _s, head: _h, ...rest } = action;
  return rest as Action;
}

const said = (en: string, it: string): Localized => ({ en: `${en} (6.2, 8.7)`, it: `${it} (6.2, 8.7)` });

/** Why an action is refused with shared dice, or null. */
function validateShared(state: BelleEpoqueModuleState, shared: SharedDice, power: BePower, action: LinkAction): Localized | null {
  const declared = shared.declared;
  if (declared) {
    if (power !== declared.roller) return said('A declared action waits for its roll by another player', 'Un\'azione dichiarata attende il tiro di un altro giocatore');
    if (action.kind !== 'roll') return said('First roll the dice of the action declared', 'Prima tirate i dadi dell\'azione dichiarata');
    if (!opens(shared.heads[slotOf(state, power)], action.share)) return said('This share is not the one your last share committed to', 'Questa quota non è quella impegnata dalla vostra quota precedente');
    let r;
    try {
      r = checkAction(state, declared.power, declared.action, rollingRng(declared.nonce, action.share!));
    } catch {
      // Only a crafted state declares an action the engine cannot read.
      return said('The declared action cannot be read', 'L\'azione dichiarata è illeggibile');
    }
    return r ? { en: `${r.en} (${r.rule})`, it: `${r.it} (${r.rule})` } : null;
  }
  if (action.kind === 'roll') return said('No die is waiting to be rolled', 'Nessun dado attende di essere tirato');
  if (owesHead(state, shared, power) && !(action.head && /^[0-9a-f]{32}$/.test(action.head))) return said('Your first action carries the start of your dice chain', 'La vostra prima azione porta l\'inizio della vostra catena di dadi');
  const { refusal, rolls } = probe(state, power, bare(action));
  if (refusal) return refusal;
  if (rolls && !(action.nonce && NONCE_HEX.test(action.nonce))) return said('An action that rolls dice carries a fresh nonce', 'Un\'azione che tira i dadi porta un nonce nuovo');
  if (rolls && !rollerFor(state, shared, power)) return said('The dice need the first two players to have acted once', 'I dadi richiedono che i primi due giocatori abbiano agito una volta');
  return null;
}

/** Applies an action with shared dice: one that rolls is only declared; a roll resolves the declared one. */
function applyShared(state: BelleEpoqueModuleState, shared: SharedDice, power: BePower, action: LinkAction): BelleEpoqueModuleState {
  const declared = shared.declared;
  if (declared) {
    const slot = slotOf(state, power);
    if (action.kind !== 'roll' || power !== declared.roller || !opens(shared.heads[slot], action.share)) return state;
    const next = applyAction(state, declared.power, declared.action, rollingRng(declared.nonce, action.share!));
    const heads = shared.heads.map((h, i) => (i === slot ? action.share! : h));
    return { ...next, dice: ZERO_DICE, shared: { heads, declared: null } };
  }
  if (action.kind === 'roll') return state;
  const slot = slotOf(state, power);
  const heads = shared.heads.map((h, i) => (i === slot && h === null && action.head ? action.head : h));
  const rng = countingRng();
  const a = bare(action);
  const next = applyAction(state, power, a, rng);
  if (rng.count === 0) return { ...next, dice: ZERO_DICE, shared: { heads, declared: null } };
  const roller = rollerFor(state, { heads, declared: null }, power);
  if (!roller || !action.nonce) return state;
  return { ...state, shared: { heads, declared: { power, roller, action: a, nonce: action.nonce } } };
}

export const belleEpoqueGame: BelleEpoqueGameModule = {
  id: 'belle-epoque',
  linkId: 4,
  // Intrigue and national cards in hand (3.0): at one table each person gets the device before their turn.
  privateSeats: true,
  title: { en: 'La Belle Époque 1880–1914', it: 'La Belle Époque 1880–1914' },
  variants: VARIANTS,
  options: [{
    id: 'dice',
    label: { en: 'Dice', it: 'Dadi' },
    choices: [
      { value: 'plain', label: { en: 'Plain random dice (one device)', it: 'Dadi casuali semplici (un solo dispositivo)' } },
      { value: 'shared', label: { en: 'Shared: declared, then rolled with another player\'s committed share (play by link)', it: 'Condivisi: dichiarati, poi tirati con la quota impegnata di un altro giocatore (gioco via link)' } },
    ],
    defaultValue: 'plain',
  }, {
    id: 'promo',
    label: { en: 'Promo cards', it: 'Carte promo' },
    choices: [{ value: 'no', label: { en: 'Without', it: 'Senza' } }, { value: 'yes', label: { en: 'With', it: 'Con' } }],
    defaultValue: 'no',
  }, {
    id: 'hands',
    label: { en: 'Hands of cards', it: 'Mani di carte' },
    choices: [
      { value: 'open', label: { en: 'Open: every device holds every hand', it: 'Aperte: ogni dispositivo ha tutte le mani' } },
      { value: 'secret', label: { en: 'Secret: a referee holds the decks and the hands, each player sees only their own', it: 'Segrete: un arbitro tiene i mazzi e le mani, ogni giocatore vede solo la propria' } },
    ],
    defaultValue: 'open',
  }],

  // Referee play: each power's hand sealed to it, the decks with the referee (hidden.ts).
  hidden: hiddenParts<BelleEpoqueModuleState>(),

  powers: () => POWERS,

  initialState(variant: string, options: Record<string, string>, seed?: Uint8Array): BelleEpoqueModuleState {
    const dice = new SeededDice(seed ?? new Uint8Array([0]));
    const players = variant === '2' ? 2 : variant === '3' ? 3 : 4;
    const automated = automatedOf(variant, options['automated']);
    const made = initialState({ players, promo: options['promo'] === 'yes', ...(automated.length ? { automated } : {}) }, diceRng(dice));
    // Secret hands need a referee drawing with fresh chance (plain dice); shared dice are open link play.
    const s: BelleEpoqueState = options['hands'] === 'secret' && options['dice'] !== 'shared' ? { ...made, hands: 'secret' } : made;
    // Shared dice: the creator's seed shuffled the decks (public anyway); no generator continues from it.
    if (options['dice'] === 'shared') return { ...s, dice: ZERO_DICE, shared: { heads: s.players.slice(0, 2).map(() => null), declared: null } };
    return { ...s, dice: dice.snapshot() };
  },

  // Plain dice follow from the state: by link the acting power would know each roll before choosing.
  // A referee draws them with fresh chance (play/resolve.ts), so only open and sealed play refuse them.
  modeProblem(state, mode): Localized | null {
    return !state.shared && (mode === 'open' || mode === 'sealed')
      ? { en: 'This game rolls plain dice, which only work at one device or with a referee: by link, the power to act would know every roll in advance.', it: 'Questa partita usa dadi semplici, che funzionano solo su un dispositivo o con un arbitro: via link, la potenza di turno conoscerebbe ogni tiro in anticipo.' }
      : null;
  },

  turn(state): Turn {
    const declared = state.shared?.declared;
    if (declared) return { waitingFor: [declared.roller], mode: 'sequential' };
    const p = actor(state);
    return { waitingFor: p ? [p] : [], mode: 'sequential' };
  },

  legalActions(state, power): LinkAction[] {
    const declared = state.shared?.declared;
    if (declared) return declared.roller === power ? [{ kind: 'roll' }] : [];
    return actor(state) === power ? legalActions(state) : [];
  },

  validate(state, power, action): Localized | null {
    if (!isPower(power)) return { en: `No power "${power}" in this game`, it: `Nessuna potenza "${power}" in questo gioco` };
    if (state.shared) return validateShared(state, state.shared, power, action);
    if (action.kind === 'roll') return said('No die is waiting to be rolled', 'Nessun dado attende di essere tirato');
    const r = checkAction(state, power, bare(action), diceRng(SeededDice.restore(state.dice)));
    return r ? { en: `${r.en} (${r.rule})`, it: `${r.it} (${r.rule})` } : null;
  },

  apply(state, actions, randomness?: Uint8Array): BelleEpoqueModuleState {
    const p = state.shared?.declared?.roller ?? actor(state);
    const action = p ? actions.get(p) : undefined;
    if (!p || !action || !isPower(p)) return state;
    if (state.shared) return applyShared(state, state.shared, p, action);
    if (action.kind === 'roll') return state;
    // Fresh platform bytes reseed the dice; without them the seeded dice of the state continue.
    const dice = randomness ? new SeededDice(randomness) : SeededDice.restore(state.dice);
    let from: BelleEpoqueState = state;
    // Secret hands: the shown piles are in the data's order, so fresh chance shuffles them before any draw.
    if (randomness && state.hands === 'secret') {
      from = cloneState(state);
      shuffleDrawPiles(from, diceRng(dice));
    }
    const next = applyAction(from, p, bare(action), diceRng(dice));
    return { ...next, dice: dice.snapshot() };
  },

  withDice(state, power, action, secret): LinkAction {
    const shared = state.shared;
    if (!shared || !isPower(power)) return action;
    const slot = slotOf(state, power);
    if (shared.declared) {
      const share = action.kind === 'roll' && slot >= 0 ? shareFor(secret, slot, shared.heads[slot] ?? '') : null;
      return share ? { ...action, share } : action;
    }
    const out: LinkAction = { ...action };
    if (owesHead(state, shared, power)) out.head = chainOf(secret, slot)[0];
    if (action.kind !== 'roll' && probe(state, power, bare(action)).rolls) out.nonce = nonceFor(secret, encodeBelleEpoqueState(state));
    return out;
  },

  phaseLabel,

  // A set-up cube (3.3) leaves nothing to chance until the last one starts turn 1 (its events).
  mayTakeBack: (before, after) => before.phase === 'setup' && after.phase === 'setup',

  summary(state, lang: Lang): string {
    const vp = POWERS.map((p) => `${p.name[lang]} ${state.powers[p.id as BePower].vp}`).join(', ');
    return `${phaseLabel(state, lang)}. ${lang === 'it' ? 'PV' : 'VP'}: ${vp}.`;
  },

  ended(state): GameEnd | null {
    if (state.phase !== 'ended') return null;
    // 13.0: automated powers are never winners; solo, the 13.10 ladder decides whether the person won.
    return { winners: finalVerdict(state).winners, reason: { en: verdictText(state, 'en'), it: verdictText(state, 'it') } };
  },

  encodeState: (state) => encodeBelleEpoqueState(state),
  decodeState: (bytes) => decodeBelleEpoqueState<BelleEpoqueModuleState>(bytes),
  encodeAction: (_state, _power, action) => encodeBelleEpoqueAction(action),
  decodeAction: (_state, _power, bytes) => decodeBelleEpoqueAction(bytes),
};
