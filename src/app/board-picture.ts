/**
 * A picture of the board to go with a link: a fragment link shows nothing in a chat's preview.
 * Made in the page from the board's own SVG (no server, no external service): the SVG is copied
 * with each element's computed look written on it as presentation attributes (the board's styles
 * live in shadow roots a lone image cannot see; style attributes would break the page's
 * Content-Security-Policy), drawn on a canvas from a Blob URL, and read back as PNG.
 */

/** Properties that decide how an SVG element looks, copied from its computed style: each is also a presentation attribute. */
const LOOK = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linejoin', 'stroke-linecap',
  'opacity', 'display', 'visibility', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'paint-order',
  'letter-spacing'] as const;

/** The largest SVG under an element, its shadow roots included (the board, not an icon). */
export function boardSvg(root: Element | null): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = 0;
  const visit = (node: Element | ShadowRoot) => {
    for (const svg of node.querySelectorAll('svg')) {
      if (svg.ownerSVGElement) continue;
      const box = svg.getBoundingClientRect();
      const area = box.width * box.height;
      if (area > bestArea) {
        best = svg;
        bestArea = area;
      }
    }
    for (const host of node.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
  };
  if (root) {
    if (root.shadowRoot) visit(root.shadowRoot);
    visit(root);
  }
  return best;
}

/** The SVG as standalone text, each element's look written on it. */
export function standaloneSvg(svg: SVGSVGElement, width: number, height: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, i) => {
    const target = copies[i] as SVGElement | undefined;
    if (!target || !(original instanceof SVGElement)) return;
    const style = getComputedStyle(original);
    for (const name of LOOK) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    target.removeAttribute('style');
    target.removeAttribute('class');
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

/** A PNG of the SVG, at most `maxSide` pixels on its longer side; null when the browser cannot draw it. */
export async function svgToPng(svg: SVGSVGElement, maxSide = 1200): Promise<Blob | null> {
  const view = svg.viewBox.baseVal;
  const box = svg.getBoundingClientRect();
  const w0 = view && view.width ? view.width : box.width;
  const h0 = view && view.height ? view.height : box.height;
  if (!w0 || !h0) return null;
  const scale = maxSide / Math.max(w0, h0);
  const width = Math.round(w0 * scale);
  const height = Math.round(h0 * scale);
  const url = URL.createObjectURL(new Blob([standaloneSvg(svg, width, height)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The board of a game's view as a PNG, or null when it has no SVG board. */
export async function boardPicture(view: Element | null): Promise<Blob | null> {
  const svg = boardSvg(view);
  return svg ? svgToPng(svg) : null;
}
