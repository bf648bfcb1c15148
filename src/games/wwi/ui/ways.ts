/**
 * The ways World War I is played, in its own words, for New game: two people at one device,
 * against the computer (either side), a class demonstration, or by link between two players.
 */
import type { PlayWay } from '../../../platform/game-ui';
import { requestDemonstration, setComputerSide } from './device-memory';

// At one device the dice are plain randomness: nothing is hidden between people at one screen, so an
// attack is settled at once. By link both sides feed the dice, and the defender's share decides each roll.
const AT_ONE_DEVICE = { dice: 'plain' };

export const WWI_WAYS: readonly PlayWay[] = [
  {
    id: 'table',
    mode: 'table',
    options: AT_ONE_DEVICE,
    label: { en: 'Two players at this device', it: 'Due giocatori a questo dispositivo' },
    help: { en: 'Allies and Central Powers take turns on one screen: a laptop, or a projector in class.', it: 'Alleati e Potenze Centrali si alternano su un solo schermo: un portatile, o il proiettore in classe.' },
  },
  {
    id: 'computer-central',
    mode: 'table',
    options: AT_ONE_DEVICE,
    label: { en: 'Against the computer, commanding the Allies', it: 'Contro il computer, al comando degli Alleati' },
    help: { en: 'The computer plays the Central Powers on this device. You can change sides later.', it: 'Il computer gioca le Potenze Centrali su questo dispositivo. Potete cambiare lato in seguito.' },
  },
  {
    id: 'computer-allies',
    mode: 'table',
    options: AT_ONE_DEVICE,
    label: { en: 'Against the computer, commanding the Central Powers', it: 'Contro il computer, al comando delle Potenze Centrali' },
    help: { en: 'The computer plays the Allies on this device. You can change sides later.', it: 'Il computer gioca gli Alleati su questo dispositivo. Potete cambiare lato in seguito.' },
  },
  {
    id: 'demo',
    mode: 'table',
    options: AT_ONE_DEVICE,
    label: { en: 'Class demonstration', it: 'Dimostrazione in classe' },
    help: { en: 'Two computer players fight the war on screen, every combat shown with its calculation; pause it to explain.', it: 'Due giocatori automatici combattono la guerra sullo schermo, ogni combattimento col suo calcolo; mettete in pausa per spiegare.' },
  },
  {
    id: 'link',
    mode: 'open',
    options: { dice: 'shared' },
    label: { en: 'By link, two players', it: 'Via link, due giocatori' },
    help: { en: 'Each side plays on its own device and sends the game link to the other after its turn; both feed the dice, and the defender\'s device rolls for each attack.', it: 'Ogni parte gioca sul proprio dispositivo e manda il link della partita all\'altra dopo il proprio turno; entrambe alimentano i dadi, e il dispositivo del difensore tira per ogni attacco.' },
  },
];

/** Remembers on this device what the way chosen asks for: the computer's side, or a demonstration to start. */
export function prepareWwiGame(uid: string, way: string): void {
  if (way === 'computer-central') setComputerSide('central', uid);
  else if (way === 'computer-allies') setComputerSide('allies', uid);
  else if (way === 'demo') requestDemonstration(uid);
}
