import { describe, expect, it } from 'vitest';
import { parseRoute, payloadFromPasted } from '../../../src/app/router';

describe('links pasted or opened as chat apps deliver them', () => {
  const payload = 'D1AbC-_xyz0123';

  it('takes the payload from a whole link, the "#…" part alone, or the payload alone', () => {
    expect(payloadFromPasted(`https://example.org/dispaccio/#${payload}`)).toBe(payload);
    expect(payloadFromPasted(`#${payload}`)).toBe(payload);
    expect(payloadFromPasted(payload)).toBe(payload);
  });

  it('drops the spaces and line breaks a chat app put inside a long link', () => {
    expect(payloadFromPasted(`  https://example.org/#D1AbC-\n_xyz 0123 \r\n`)).toBe(payload);
    expect(payloadFromPasted('   ')).toBe('');
  });

  it('drops them from a link opened in the address bar too, encoded or not', () => {
    expect(parseRoute(`#D1AbC-%0A_xyz%200123`)).toEqual({ page: 'landing', link: payload });
    expect(parseRoute(`#D1AbC- _xyz0123`)).toEqual({ page: 'landing', link: payload });
    expect(parseRoute('#/new')).toEqual({ page: 'new' });
  });
});
