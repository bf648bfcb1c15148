/**
 * The ways La Belle Époque is played, in its own words, for New game: alone with one
 * power against three automated powers (chapter 13), or at one table where each power
 * is a person or the computer. The automated powers are set up differently (13.1), so they are
 * fixed when the game is made: New game hands the roles to `startOptions`, which
 * names them in the engine's option `automated`, and the state carries them from then on.
 */
import type { PowerId } from '../../../platform/game';
import type { PlayWay } from '../../../platform/game-ui';
import { gameUidOfPage } from '../../../platform/device-memory';
import { loadBelleEpoqueData, POWER_IDS } from '../engine/data';
import type { Action } from '../engine/actions';
import type { BelleEpoqueModuleState } from '../engine/module';
import type { AutomatedRunner, WorkerLike } from './automation';
import { automatedPowers, automatedToAct } from './automated-seats';
import { readPace, setSkipping, skippingToPerson, writePace } from './pace-memory';

// At one device the dice are plain randomness (one screen hides nothing); by link they are shared
// (engine/link-dice.ts). No automated powers by link: nobody's browser is named to play their steps.
// Hands open at one device: a way chosen after the referee's does not keep its secret hands.
const AT_ONE_DEVICE = { dice: 'plain', hands: 'open' };
const BY_LINK = { dice: 'shared', hands: 'open' };
// With a referee its device holds every hand and deck (engine/hidden.ts) and rolls plain dice.
const BY_REFEREE = { dice: 'plain', hands: 'secret' };
// Each way decides its dice and hands: New game offers only what still means something (the promo cards).
const FIXES = ['dice', 'hands'];

/** Alone against the computer, one way per power, so the choice is plain: you play it, the computer the other three. */
const SOLO_WAYS: PlayWay[] = loadBelleEpoqueData().powers.map(({ id, name }) => ({
  id: `solo-${id}`,
  mode: 'table',
  options: AT_ONE_DEVICE,
  fixes: FIXES,
  label: { en: `Alone against the computer: ${name.en}`, it: `Da soli contro il computer: ${name.it}` },
  help: {
    en: `Your power: ${name.en}. The computer plays the other three, chapter 13's automated powers, one step at a time. Everything stays on this device.`,
    it: `La vostra Potenza: ${name.it}. Il computer gioca le altre tre, le Potenze Automatizzate del capitolo 13, un passo alla volta. Tutto resta su questo dispositivo.`,
  },
}));

export const BE_WAYS: readonly PlayWay[] = [
  ...SOLO_WAYS,
  {
    id: 'table',
    mode: 'table',
    options: AT_ONE_DEVICE,
    fixes: FIXES,
    label: { en: 'At one table (pass the device)', it: 'Allo stesso tavolo (passatevi il dispositivo)' },
    help: {
      en: 'Everyone on this device, taking turns; the computer may play some powers as automated powers (chapter 13), one step at a time so you can follow them.',
      it: 'Tutti su questo dispositivo, a turno; il computer può giocare alcune Potenze come Potenze Automatizzate (capitolo 13), un passo alla volta perché possiate seguirle.',
    },
    seatRoles: [
      { id: 'person', label: { en: 'A person', it: 'Una persona' } },
      { id: 'computer', label: { en: 'The computer', it: 'Il computer' } },
    ],
  },
  {
    id: 'link',
    mode: 'open',
    options: BY_LINK,
    fixes: FIXES,
    label: { en: 'By link, 2–4 people', it: 'Via link, 2–4 persone' },
    help: {
      en: 'Each person plays on their own device and sends the game link on after acting. The dice are shared: an action that rolls is declared, and another person\'s device rolls it, so nobody can foresee a die. Hands stay public: every link carries them.',
      it: 'Ognuno gioca sul proprio dispositivo e manda avanti il link della partita dopo aver agito. I dadi sono condivisi: un\'azione che tira è dichiarata, e il dispositivo di un\'altra persona la tira, così nessuno può prevedere un dado. Le mani restano pubbliche: ogni link le porta.',
    },
  },
  {
    id: 'referee',
    mode: 'referee',
    options: BY_REFEREE,
    fixes: FIXES,
    label: { en: 'By link, with a referee (hands secret)', it: 'Via link, con un arbitro (mani segrete)' },
    help: {
      en: 'A referee\'s device holds the decks and every hand, and passes each action on: each player sees only their own hand, the others\' only as counts. The referee\'s device draws the cards and rolls the dice.',
      it: 'Il dispositivo di un arbitro tiene i mazzi e tutte le mani, e passa avanti ogni azione: ogni giocatore vede solo la propria mano, quelle degli altri solo come numero di carte. Il dispositivo dell\'arbitro pesca le carte e tira i dadi.',
    },
  },
];

/** GameBundle.startOptions: the powers the computer plays, as the engine's option `automated` (power ids joined by commas). */
export function beStartOptions(way: string, roles: Record<PowerId, string> = {}): Record<string, string> {
  let automated: string[] = [];
  if (way.startsWith('solo-')) {
    const yours = way.slice('solo-'.length);
    automated = POWER_IDS.filter((p) => p !== yours);
  } else if (way === 'table') automated = POWER_IDS.filter((p) => roles[p] === 'computer');
  return { automated: automated.join(',') };
}

/** GameBundle.prepare: a new game starts at the pace this device keeps, skipping nothing. */
export function prepareBelleEpoqueGame(uid: string): void {
  setSkipping(uid, false);
}

/** GameBundle.automatedSeats: the powers chapter 13 plays, as the state says; a person's turn ends a skip ahead. */
export function automatedSeats(uid: string, state: BelleEpoqueModuleState): PowerId[] {
  const seats = automatedPowers(state);
  if (!automatedToAct(state, seats)) setSkipping(uid, false);
  return seats;
}

/** The worker for the decisions; none in Node or where the browser refuses one (then decided on the page: it is cheap). */
function makeWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./automated-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/** The runner comes with the first automated step: a game by link, which has none, never loads it. */
let runner: Promise<AutomatedRunner> | null = null;
function automatedRunner(): Promise<AutomatedRunner> {
  runner ??= import('./automation').then(
    ({ AutomatedRunner }) =>
      new AutomatedRunner({
        makeWorker,
        now: () => performance.now(),
        later: (run, ms) => setTimeout(run, ms),
        seed: () => crypto.getRandomValues(new Uint8Array(16)),
        pace: readPace,
        skipping: skippingToPerson,
      }),
    (error: unknown) => {
      // Asked again at the next drawing of the board.
      runner = null;
      throw error;
    },
  );
  return runner;
}

/** GameBundle.automate: the automated power to act now, decided in the worker, submitted after a pause to follow it. */
export function automate(uid: string, state: BelleEpoqueModuleState, seats: readonly PowerId[], submit: (seat: PowerId, action: Action) => void): void {
  if (!automatedToAct(state, seats)) return;
  automatedRunner().then(
    (r) => r.run(uid, state, seats, submit),
    () => {},
  );
}

/** The "skip to my turn" control: the automated powers act without pauses until a person's turn. */
export function skipToMyTurn(uid = gameUidOfPage()): void {
  setSkipping(uid, true);
  runner?.then(
    (r) => r.hurry(),
    () => {},
  );
}

/** The "faster" control: shorter pauses between automated steps on this device, or back to the usual. */
export function setQuickPace(quick: boolean): void {
  writePace(quick ? 'quick' : 'step');
}

export { readPace };
