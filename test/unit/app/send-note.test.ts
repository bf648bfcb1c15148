import { describe, expect, it } from 'vitest';
import { sendNote } from '../../../src/app/pages/send-note';
import type { Send } from '../../../src/platform/hand-off';

const courtesy = (done: boolean): Send => ({ id: 'game:h', kind: 'game', to: { kind: 'group' }, required: false, done });
const reveal: Send = { id: 'reveal:h:E', kind: 'reveal', to: { kind: 'group' }, seat: 'E', required: true, done: false };
const orders: Send = { id: 'orders:h:E', kind: 'orders', to: { kind: 'group' }, seat: 'E', required: true, done: false };

describe('the note of the Send card', () => {
  it('says the game link is optional only while that link is still shown, not above a reveal code once it went out', () => {
    expect(sendNote({ mode: 'sealed', sends: [reveal, courtesy(true)], inviting: null })).toBe('');
    expect(sendNote({ mode: 'sealed', sends: [reveal, courtesy(false)], inviting: null })).toBe('courtesy-sealed');
  });

  it('names no reveal code in open play, where there is none', () => {
    expect(sendNote({ mode: 'open', sends: [orders, courtesy(false)], inviting: null })).toBe('courtesy');
  });

  it('keeps the invitation, referee and cut-run notes', () => {
    expect(sendNote({ mode: 'open', sends: [courtesy(false)], inviting: 'invite' })).toBe('invitations');
    expect(sendNote({ mode: 'open', sends: [courtesy(false)], inviting: 'game' })).toBe('invite');
    expect(sendNote({ mode: 'referee', sends: [], inviting: 'invite' })).toBe('invitations-referee');
    expect(sendNote({ mode: 'referee', sends: [{ ...orders, to: { kind: 'referee' } }], inviting: null })).toBe('referee');
    expect(sendNote({ mode: 'open', sends: [{ ...courtesy(false), state: 'old', required: true }], inviting: null })).toBe('parts');
  });
});
