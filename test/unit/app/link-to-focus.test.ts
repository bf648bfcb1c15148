import { describe, expect, it } from 'vitest';
import { linkToFocus } from '../../../src/app/pages/link-to-focus';

const item = (id: string, required: boolean, done = false) => ({ id, required, done });

describe('the link brought forward after an action', () => {
  it('is the link made, when someone cannot go on without it', () => {
    expect(linkToFocus([item('orders:h:E', true)], 'orders:h:E')).toBe('orders:h:E');
  });

  it('is none for a courtesy game link: the person orders next, the new phase stays in view', () => {
    expect(linkToFocus([item('game:h1', false)], 'game:h1')).toBeNull();
  });

  it('is the first of a cut run of game links', () => {
    expect(linkToFocus([item('game:h0', true), item('game:h1', true)], 'game:h1')).toBe('game:h0');
  });

  it('is none for a link the card does not hold', () => {
    expect(linkToFocus([item('game:h1', true)], 'orders:h:E')).toBeNull();
  });
});
