/** Loaded only when a Romania 1198 game is opened: the engine module and its view. */
import { romania } from './engine/module';
import './ui/romania-view';

export const module = romania;
export const viewTag = 'romania-view';
