/** Loaded only when a Diplomacy game is opened: the engine module, its view, its ways to play, and the computer's seats. */
import { diplomacy } from './engine/module';
import { DIP_WAYS, prepareDipGame } from './ui/ways';
import { automateDip, automatedDipSeats } from './ui/solo';
import './ui/standard-board';
import './ui/dip-view';

export const module = diplomacy;
export const viewTag = 'dip-view';
export const ways = DIP_WAYS;
export const prepare = prepareDipGame;
export const automatedSeats = automatedDipSeats;
export const automate = automateDip;
