import type { GameMeta } from '../../platform/game-ui';

export const meta: GameMeta = {
  id: 'belle-epoque',
  linkId: 4,
  title: { en: 'La Belle Époque 1880–1914', it: 'La Belle Époque 1880–1914' },
  blurb: {
    en: 'Two to four players, Britain, France, Russia and the Central Empires, race for allies and colonies over nine turns of diplomacy, intrigue and contests. Every contest shows its calculation.',
    it: 'Da due a quattro giocatori, Gran Bretagna, Francia, Russia e Imperi Centrali, in gara per alleati e colonie in nove turni di diplomazia, intrighi e contese. Ogni contesa mostra il suo calcolo.',
  },
  playable: true,
  load: () => import('./bundle'),
};
