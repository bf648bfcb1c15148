/** Loaded only when a Diplomacy game is opened: the engine module, its view, and its ways to play. */
import { diplomacy } from './engine/module';
import { DIP_WAYS, prepareDipGame } from './ui/ways';
import './ui/dip-view';

export const module = diplomacy;
export const viewTag = 'dip-view';
export const ways = DIP_WAYS;
export const prepare = prepareDipGame;
