import { describe, expect, it } from 'vitest';
import { joinList } from '../../../src/platform/i18n';

describe('joinList: a list of names in a sentence', () => {
  it('matches what Intl.ListFormat writes in English and Italian, for none to four names', () => {
    const names = ['France', 'Italy', 'Turkey', 'Austria-Hungary'];
    for (const [lang, and] of [['en', 'and'], ['it', 'e']] as const) {
      const intl = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
      for (let count = 0; count <= names.length; count++) {
        const items = names.slice(0, count);
        // English's long style may add a serial comma; the project writes lists without it.
        expect(joinList(items, and)).toBe(intl.format(items).replace(', and ', ' and '));
      }
    }
  });
});
