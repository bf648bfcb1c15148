/** The part of a game's view where the person gives orders, for the status line's "Go to my orders". */
/**
 * Where a game's view takes orders (the part it marks `data-orders`, else its first order box or
 * submit button, in its shadow roots), for "Go to my orders"; the view itself when it has none of them.
 */
export function ordersPlace(view: Element | null): Element | null {
  const find = (root: Element | ShadowRoot): Element | null => {
    const direct = root.querySelector('[data-orders]') ?? root.querySelector('textarea:not([readonly]), button.submit');
    if (direct) return direct;
    for (const host of root.querySelectorAll('*')) {
      const inner = host.shadowRoot && find(host.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return (view?.shadowRoot && find(view.shadowRoot)) || view;
}
