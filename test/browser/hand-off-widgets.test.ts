import { expect } from '@esm-bundle/chai';
import { boardPicture, boardSvg, svgToPng } from '../../src/app/board-picture';
import '../../src/app/widgets/send-card';
import type { SendCard, SendItem } from '../../src/app/widgets/send-card';

const SVG_NS = 'http://www.w3.org/2000/svg';

function board(): HTMLElement {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>.land { fill: rgb(200, 40, 40); }</style>
    <svg xmlns="${SVG_NS}" viewBox="0 0 200 100" style="width: 400px; height: 200px"><rect class="land" x="10" y="10" width="100" height="50"></rect><text x="20" y="90">Bur</text></svg>
    <svg xmlns="${SVG_NS}" viewBox="0 0 10 10" style="width: 10px; height: 10px"><circle r="4" cx="5" cy="5"></circle></svg>`;
  document.body.append(host);
  return host;
}

const item = (id: string, required: boolean, done = false): SendItem => ({ id, url: `https://example.org/#${id}`, heading: `Link ${id}`, to: 'Send to the group', required, done });

describe('board picture', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds the board, not an icon, inside shadow roots', () => {
    const svg = boardSvg(board());
    expect(svg?.viewBox.baseVal.width).to.equal(200);
  });

  it('draws it as a non-empty PNG with the look its styles give it', async () => {
    const host = board();
    const blob = await svgToPng(boardSvg(host)!, 400);
    expect(blob?.type).to.equal('image/png');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
    // The shadow root's style reached the picture: a red pixel inside the rectangle.
    const image = await createImageBitmap(blob!);
    expect([image.width, image.height]).to.deep.equal([400, 200]);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(100, 60, 1, 1).data;
    expect(r).to.be.greaterThan(150);
    expect(g).to.be.lessThan(100);
    expect(b).to.be.lessThan(100);
  });

  it('is null for a view without a board', async () => {
    expect(await boardPicture(document.createElement('div'))).to.equal(null);
  });
});

describe('send card', () => {
  afterEach(() => document.body.replaceChildren());

  async function mount(items: SendItem[]): Promise<SendCard> {
    const card = document.createElement('send-card') as SendCard;
    card.items = items;
    document.body.append(card);
    await card.updateComplete;
    return card;
  }

  it('names who needs the link, never folds one still to send, and sticks on phones while one is waiting', async () => {
    const card = await mount([item('a', true), item('b', false, true)]);
    expect(card.shadowRoot!.querySelector('h2')!.textContent).to.equal('Send to the group');
    expect(card.hasAttribute('urgent')).to.equal(true);
    const open = card.shadowRoot!.querySelector('[data-send="a"]')!;
    expect(open.closest('details')).to.equal(null);
    expect(card.shadowRoot!.querySelector('[data-send="b"]')!.closest('details')).to.not.equal(null);
  });

  it('says so when a link was copied', async () => {
    const original = navigator.clipboard.writeText;
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async () => undefined });
    try {
      const card = await mount([item('a', true)]);
      const done: string[] = [];
      card.addEventListener('send-done', (event) => done.push((event as CustomEvent<{ id: string }>).detail.id));
      const panel = card.shadowRoot!.querySelector('share-panel')!;
      await (panel as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      panel.shadowRoot!.querySelector<HTMLButtonElement>('button.copy')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done).to.deep.equal(['a']);
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });
});
