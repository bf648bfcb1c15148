/** Loaded only when a World War I game is opened: the engine module, its view, and its ways to play. */
import { wwiGame } from './engine/module';
import { WWI_WAYS, prepareWwiGame } from './ui/ways';
import './ui/wwi-view';

export const module = wwiGame;
export const viewTag = 'wwi-view';
export const ways = WWI_WAYS;
export const prepare = prepareWwiGame;
