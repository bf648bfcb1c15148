import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../src/platform/xml-text';

describe('escapeXml (names and values put into map markup built as a string)', () => {
  it('leaves no character that could close an attribute or open an element', () => {
    const hostile = `Golfo dell'"><script>alert(1)</script>&amp;`;
    const escaped = escapeXml(hostile);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped).toBe('Golfo dell&#39;&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;amp;');
  });

  it('leaves ordinary names as they are', () => {
    expect(escapeXml('Mare del Nord')).toBe('Mare del Nord');
  });
});
