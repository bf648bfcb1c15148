import { expect } from '@esm-bundle/chai';
import '../../src/app/widgets/share-panel';
import type { SharePanel } from '../../src/app/widgets/share-panel';
import type { QrCode } from '../../src/app/widgets/qr-code';

async function mount(url: string): Promise<SharePanel> {
  const panel = document.createElement('share-panel') as SharePanel;
  panel.url = url;
  panel.heading = 'Game link';
  document.body.append(panel);
  await panel.updateComplete;
  return panel;
}

describe('share panel', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the link as text, with its length', async () => {
    const url = 'https://example.org/#1QEBAQ<b>x</b>';
    const panel = await mount(url);
    const box = panel.shadowRoot!.querySelector('textarea')!;
    expect(box.value).to.equal(url);
    expect(panel.shadowRoot!.textContent).to.contain(`${url.length} characters`);
    // Text from a link is never parsed as HTML.
    expect(panel.shadowRoot!.querySelector('b')).to.equal(null);
  });

  it('copies to the clipboard, and says so', async () => {
    let copied = '';
    const original = navigator.clipboard.writeText;
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async (text: string) => void (copied = text) });
    try {
      const panel = await mount('https://example.org/#abc');
      panel.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await panel.updateComplete;
      expect(copied).to.equal('https://example.org/#abc');
      expect(panel.shadowRoot!.querySelector('button.primary')!.textContent).to.contain('Copied');
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });

  it('explains when copying is refused', async () => {
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async () => { throw new Error('denied'); } });
    const panel = await mount('https://example.org/#abc');
    panel.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelector('.notice.error')!.textContent).to.contain('Could not copy');
  });

  it('draws a QR code whose size grows with the link', async () => {
    const panel = await mount('https://example.org/#' + 'a'.repeat(300));
    panel.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')[panel.shadowRoot!.querySelectorAll('button').length - 1].click();
    // The QR drawing is loaded on first use, so it appears a moment after the click.
    let qr: QrCode | null = null;
    for (let wait = 0; wait < 100 && !qr; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await panel.updateComplete;
      qr = panel.shadowRoot!.querySelector('qr-code') as QrCode | null;
    }
    if (!qr) throw new Error('no QR code was drawn');
    await qr.updateComplete;
    const svg = qr.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).to.equal('QR code of the link');
    const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    expect(side).to.be.greaterThan(41);
    expect(qr.shadowRoot!.querySelectorAll('rect').length).to.be.greaterThan(300);
  });

  it('warns when a link is longer than chat apps accept', async () => {
    const panel = await mount('https://example.org/#' + 'a'.repeat(2100));
    expect(panel.shadowRoot!.querySelector('.notice.warn')).to.not.equal(null);
  });
});
