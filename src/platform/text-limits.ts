/**
 * Free text that arrives in a link (player names, messages) is untrusted: it is
 * cut to a fixed length, stripped of control characters, and only ever
 * rendered as text, never as HTML.
 */
export const MAX_NAME_CHARS = 32;

export function cleanText(value: unknown, maxChars = MAX_NAME_CHARS): string {
  if (typeof value !== 'string') return '';
  const visible = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return [...visible].slice(0, maxChars).join('');
}
