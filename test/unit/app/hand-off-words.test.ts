/**
 * The hand-off names each link and each recipient with the words of the Send card below it: a
 * person reading "send the game link to the group" finds a card titled "Send to the group" holding
 * a "Game link for …", in both languages.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../src/app/i18n/en.json';
import it_ from '../../../src/app/i18n/it.json';
import type { SendNote } from '../../../src/app/pages/send-note';

type Catalog = Record<string, string>;
const catalogs: [string, Catalog][] = [['en', en], ['it', it_]];

/** The link's name as its panel is labelled ("Game link for {phase}" → "game link"). */
const linkName = (catalog: Catalog) => catalog['game.share.current'].replace(/\s*\S+\s*\{phase\}.*$/, '').toLowerCase();
/** The group as the card's title names it ("Send to the group" → "the group"). */
const groupName = (catalog: Catalog) => catalog['send.to.group'].split(' ').slice(-2).join(' ').toLowerCase();

const GAME_LINK_SENTENCES = ['handoff.send-game-group', 'handoff.send-game-person', 'handoff.send-game-person-next', 'handoff.wait-referee', 'handoff.wait-turn', 'handoff.resolve-referee', 'handoff.wait-others-referee', 'send.note.referee'];
const NOTES: SendNote[] = ['invitations', 'invitations-referee', 'invite', 'referee', 'parts', 'courtesy', 'courtesy-sealed'];

describe('the words of the hand-off', () => {
  for (const [lang, catalog] of catalogs) {
    it(`${lang}: every sentence about a game link names it as its panel does`, () => {
      expect(linkName(catalog).length).toBeGreaterThan(3);
      for (const key of GAME_LINK_SENTENCES) expect(catalog[key].toLowerCase(), key).toContain(linkName(catalog));
      expect(catalog['send.part'].toLowerCase()).toContain(linkName(catalog));
    });

    it(`${lang}: the referee sends the game link to the group, as the card's title says`, () => {
      for (const key of ['handoff.resolve-referee', 'send.note.referee']) expect(catalog[key].toLowerCase(), key).toContain(groupName(catalog));
    });

    it(`${lang}: has a note for every note the Send card may show`, () => {
      for (const note of NOTES) expect(catalog, note).toHaveProperty([`send.note.${note}`]);
    });
  }
});
