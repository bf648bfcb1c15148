/** Loaded only when a Diplomacy game is opened: the engine module and its view. */
import { diplomacy } from './engine/module';
import './ui/dip-view';

export const module = diplomacy;
export const viewTag = 'dip-view';
