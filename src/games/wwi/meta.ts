import type { GameMeta } from '../../platform/game-ui';

export const meta: GameMeta = {
  id: 'wwi',
  linkId: 3,
  title: { en: 'World War I 1914–1918', it: 'Prima guerra mondiale 1914–1918' },
  blurb: {
    en: 'Two players, Allies against Central Powers, ten half-year turns on a hex map of Europe. Every combat shows its calculation.',
    it: 'Due giocatori, Alleati contro Potenze Centrali, dieci turni semestrali su una mappa esagonale d\'Europa. Ogni combattimento mostra il suo calcolo.',
  },
  playable: true,
  load: () => import('./bundle'),
};
