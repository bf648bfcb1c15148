/**
 * The ways Diplomacy is played, in its own words, for New game: everyone at one
 * device, one person against the computer, or by link in the platform's modes.
 * The by-link labels are the platform's own, so they read the same for every game.
 */
import type { PlayWay } from '../../../platform/game-ui';
import type { BotLevel } from '../engine/bot';
import { setSeatPlan, type SeatPlan } from './solo-memory';

/** The person's power until they choose another on the game page. */
export const DEFAULT_SOLO_SEAT = 'france';

export const DIP_WAYS: readonly PlayWay[] = [
  {
    id: 'table',
    mode: 'table',
    label: { en: 'At one table (pass the device)', it: 'Allo stesso tavolo (passatevi il dispositivo)' },
    help: { en: 'Everyone on this device, passing it round; orders stay hidden behind a “pass the device” screen. The computer may play some powers.', it: 'Tutti su questo dispositivo, passandolo di mano; gli ordini restano nascosti dietro la schermata “passa il dispositivo”. Il computer può giocare alcune potenze.' },
    seatRoles: [
      { id: 'person', label: { en: 'A person', it: 'Una persona' } },
      { id: 'computer-1', label: { en: 'Computer, beginner', it: 'Computer, principiante' } },
      { id: 'computer-2', label: { en: 'Computer, club player', it: 'Computer, giocatore di club' } },
    ],
  },
  {
    id: 'computer',
    mode: 'table',
    label: { en: 'Against the computer', it: 'Contro il computer' },
    help: { en: 'You play one power, France unless you choose another on the game page; the computer plays the other six.', it: 'Giocate una potenza, la Francia se non ne scegliete un\'altra nella pagina della partita; il computer gioca le altre sei.' },
  },
  {
    id: 'open',
    mode: 'open',
    label: { en: 'By link, open orders', it: 'Via link, ordini in chiaro' },
    help: { en: 'Each player orders on their own device and sends an orders link to the group chat. Orders are readable by all.', it: 'Ogni giocatore dà gli ordini sul proprio dispositivo e manda un link degli ordini nella chat del gruppo. Gli ordini sono leggibili da tutti.' },
  },
  {
    id: 'sealed',
    mode: 'sealed',
    label: { en: 'By link, sealed orders', it: 'Via link, ordini sigillati' },
    help: { en: 'No referee: each player sends sealed orders, then a short reveal code once everyone\'s orders are in. Anyone holding every code resolves the phase, and everyone gets the same result.', it: 'Nessun arbitro: ogni giocatore manda gli ordini sigillati, poi un breve codice di rivelazione quando sono arrivati gli ordini di tutti. Chiunque abbia tutti i codici risolve la fase, e tutti ottengono lo stesso risultato.' },
  },
  {
    id: 'referee',
    mode: 'referee',
    label: { en: 'By link, with a referee', it: 'Via link, con un arbitro' },
    help: { en: 'Orders are encrypted so that only the referee — this browser — can read them. The referee resolves each phase and sends the next link. The referee may be a non-player, such as a teacher.', it: 'Gli ordini sono cifrati in modo che solo l\'arbitro — questo browser — possa leggerli. L\'arbitro risolve ogni fase e manda il link successivo. L\'arbitro può non giocare, ad esempio un insegnante.' },
  },
];

/** The seat plan a mixed table asks for, or null when people play every seat. Roles are PlayWay.seatRoles ids by seat. */
export function planOfRoles(roles: Record<string, string>): SeatPlan | null {
  const levels: Record<string, BotLevel> = {};
  const people: string[] = [];
  for (const [seat, role] of Object.entries(roles)) {
    if (role === 'computer-1' || role === 'computer-2') levels[seat] = role === 'computer-1' ? 1 : 2;
    else people.push(seat);
  }
  return Object.keys(levels).length ? { people, level: 1, levels } : null;
}

/**
 * Remembers on this device who plays what: against the computer, the person
 * plays France and the computer every other seat at level 1; at one table,
 * the seats given to the computer, each at its level.
 */
export function prepareDipGame(uid: string, way: string, roles: Record<string, string> = {}, soloSeat = DEFAULT_SOLO_SEAT): void {
  const plan = way === 'computer' ? { people: [soloSeat], level: 1 as const, levels: {} } : way === 'table' ? planOfRoles(roles) : null;
  if (plan) setSeatPlan(uid, plan);
}
