/** Loaded only when a La Belle Époque game is opened: the engine module, its view, and its ways to play. */
import { belleEpoqueGame } from './engine/module';
import type { BelleEpoqueState } from './engine/state';
import { BE_WAYS, automate as automateBelleEpoque, automatedSeats as automatedBelleEpoqueSeats, beStartOptions, prepareBelleEpoqueGame } from './ui/ways';
import './ui/be-view';

export const module = belleEpoqueGame;
export const viewTag = 'be-view';
export const ways = BE_WAYS;
export const prepare = prepareBelleEpoqueGame;
export const startOptions = beStartOptions;
export const automatedSeats = automatedBelleEpoqueSeats;
export const automate = automateBelleEpoque;
/** The powers each person plays (two each in the 2-player game, 3.2): the app groups a person's invitations and links by it. */
export const people = (state: BelleEpoqueState): readonly (readonly string[])[] => state.players;
