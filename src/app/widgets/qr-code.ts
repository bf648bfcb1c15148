import { LitElement, css, svg, html, type PropertyValues } from 'lit';
import qrcode from 'qrcode-generator';

/** A QR code drawn as SVG rects from qrcode-generator's matrix (no HTML strings involved). */
export class QrCode extends LitElement {
  static properties = { value: { type: String }, label: { type: String }, tooLong: { type: String } };
  declare value: string;
  declare label: string;
  /** Shown instead of a code when the text does not fit in one. */
  declare tooLong: string;
  private cells: boolean[][] = [];

  static styles = css`
    :host {
      display: inline-block;
      background: #fff;
      padding: 8px;
      border-radius: 8px;
      line-height: 0;
    }
    svg {
      width: 100%;
      height: auto;
      max-width: 320px;
      min-width: 160px;
    }
  `;

  constructor() {
    super();
    this.value = '';
    this.label = '';
    this.tooLong = '';
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('value')) return;
    try {
      const code = qrcode(0, 'L');
      code.addData(this.value, 'Byte');
      code.make();
      const size = code.getModuleCount();
      this.cells = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
    } catch {
      // Longer than the largest QR code holds (about 2,900 bytes): draw nothing rather than break the panel.
      this.cells = [];
    }
  }

  render() {
    const size = this.cells.length;
    if (size === 0) return html`<p>${this.tooLong}</p>`;
    const quiet = 2;
    const rects = [];
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        if (this.cells[row][col]) rects.push(svg`<rect x=${col + quiet} y=${row + quiet} width="1.02" height="1.02"></rect>`);
      }
    }
    return html`<svg viewBox="0 0 ${size + 2 * quiet} ${size + 2 * quiet}" role="img" aria-label=${this.label} shape-rendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff"></rect>
      <g fill="#000">${rects}</g>
    </svg>`;
  }
}
customElements.define('qr-code', QrCode);
