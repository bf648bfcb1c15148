/** Loaded only when a Romania 1198 game is opened: the engine module, the Diplomacy view on this map, its ways to play, the computer's seats. */
import type { PlayWay } from '../../platform/game-ui';
import type { DipState } from '../diplomacy/engine/state';
import type { DipAction } from '../diplomacy/engine/module';
import { DIP_WAYS, prepareDipGame } from '../diplomacy/ui/ways';
import { automateDip, automatedDipSeats } from '../diplomacy/ui/solo';
import { romania } from './engine/module';
import { botDiplomacy } from './engine/bot-treaties';
import './ui/romania-view';

/** The person's region against the computer until they choose another on the game page. */
const SOLO_SEAT = 'cluj';

export const module = romania;
export const viewTag = 'romania-view';
export const ways: readonly PlayWay[] = DIP_WAYS.map((way) =>
  way.id === 'computer'
    ? {
        ...way,
        // Seven regions: in some set-ups for fewer players Cluj is neutral.
        options: { setup: 'romania-7' },
        help: {
          en: 'You play one region, Cluj unless you choose another on the game page; the computer plays the other six.',
          it: "Giocate una regione, Cluj se non ne scegliete un'altra nella pagina della partita; il computer gioca le altre sei.",
        },
      }
    : way,
);
export const prepare = (uid: string, way: string, roles: Record<string, string> = {}) => prepareDipGame(uid, way, roles, SOLO_SEAT);
export const automatedSeats = automatedDipSeats;
const romaniaWorker = () => new Worker(new URL('./ui/bot-worker.ts', import.meta.url), { type: 'module' });
// The computer's regions keep their treaties: no attack on an ally without declaring war first (bot-treaties.ts).
export const automate = (uid: string, state: DipState, seats: readonly string[], submit: (seat: string, action: DipAction) => void) =>
  automateDip(uid, state, seats, (seat, action) => submit(seat, botDiplomacy(state, action)), romaniaWorker);
