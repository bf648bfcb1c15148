import type { GameMeta } from '../../platform/game-ui';

export const meta: GameMeta = {
  id: 'diplomacy',
  linkId: 1,
  title: { en: 'Diplomacy', it: 'Diplomacy' },
  blurb: {
    en: 'Seven Great Powers, simultaneous secret orders, 1901. English or Italian notation.',
    it: 'Sette Grandi Potenze, ordini segreti simultanei, 1901. Notazione inglese o italiana.',
  },
  playable: true,
  load: () => import('./bundle'),
};
