/**
 * The board as a file (SVG or PNG) and a phase's orders as text, for a club
 * newsletter, a lesson or an e-mail: what the map shows, with its own styles
 * inlined so the file looks the same outside the page.
 */
import type { Lang } from '../../../platform/game';
import type { DipGameModule } from '../engine/module';
import { printOrder, type Notation } from '../engine/notation';
import { describeOutcome } from '../engine/adjudicator/outcome';
import type { DipState } from '../engine/state';

/** A standalone SVG of the board element: full extent, styles inlined, no focus or event attributes. */
export function boardSvg(svg: SVGSVGElement, styles: readonly string[], fullViewBox: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', fullViewBox);
  const [, , width, height] = fullViewBox.split(' ');
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  for (const element of copy.querySelectorAll('[tabindex]')) element.removeAttribute('tabindex');
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  // :host rules do not apply outside the component; the rest carries over as is.
  style.textContent = styles.join('\n').replace(/:host\b[^{]*\{[^}]*\}/g, '');
  copy.insertBefore(style, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

/** Renders an SVG text to a PNG of the given width (for chat apps that do not show SVG). */
export async function svgToPng(svgText: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers a file to the player. */
export function download(content: Blob | string, name: string, type = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: `${type};charset=utf-8` }) : content;
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(blob);
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(anchor.href), 10_000);
}

/** The orders of the phase that led to this state, with their results, in one notation. */
export function phaseOrdersText(state: DipState, lang: Lang, notation: Notation, game: DipGameModule): string {
  const map = game.map;
  const last = state.last;
  if (!last) return game.phaseLabel(state, lang);
  const label = game.phaseLabel({ ...state, position: { ...state.position, year: last.year, season: last.season, phase: last.phase } }, lang);
  const lines = [label, ''];
  for (const power of map.data.powers) {
    const entries = last.orders.filter((entry) => entry.power === power.id);
    if (!entries.length) continue;
    lines.push(`${power.name[lang]}:`);
    for (const entry of entries) {
      const reason = describeOutcome(entry.outcome, lang, (id) => map.province(id)?.name[lang] ?? id);
      lines.push(`  ${entry.outcome.status === 'succeeds' ? '✓' : '✗'} ${printOrder(entry.order, map, notation)} — ${reason}`);
    }
  }
  if (last.civilDisorder.length) {
    const word = lang === 'it' ? 'Sommossa (nessun ordine)' : 'Civil disorder (no orders)';
    lines.push('', `${word}: ${last.civilDisorder.map((p) => map.power(p)!.name[lang]).join(', ')}`);
  }
  if (last.botPlayed?.length) {
    const word = lang === 'it' ? 'Giocati dal computer (nessun ordine)' : 'Played by the computer (no orders)';
    lines.push('', `${word}: ${last.botPlayed.map((p) => map.power(p)!.name[lang]).join(', ')}`);
  }
  return lines.join('\n');
}
