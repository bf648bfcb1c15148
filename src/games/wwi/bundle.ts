/** Loaded only when a World War I game is opened: the engine module and its view. */
import { wwiGame } from './engine/module';
import './ui/wwi-view';

export const module = wwiGame;
export const viewTag = 'wwi-view';
