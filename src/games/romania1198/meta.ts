import type { GameMeta } from '../../platform/game-ui';

export const meta: GameMeta = {
  id: 'romania1198',
  linkId: 2,
  title: { en: 'Romania 1198', it: 'Romania 1198' },
  blurb: {
    en: 'Seven Transylvanian regions, the Danube and the Carpathian passes, Autumn 1198 to Autumn 1210.',
    it: "Sette regioni transilvaniche, il Danubio e i passi dei Carpazi, dall'autunno 1198 all'autunno 1210.",
  },
  playable: true,
  load: () => import('./bundle'),
};
