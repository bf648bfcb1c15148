/** Loaded only when a La Belle Époque game is opened: the engine module and its view. */
import { belleEpoqueGame } from './engine/module';
import './ui/be-view';

export const module = belleEpoqueGame;
export const viewTag = 'be-view';
