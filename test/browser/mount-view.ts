/**
 * A game's view as the game page hosts it (src/app/pages/view-host.ts): its state, in English,
 * the seats it may order for, nothing drafted yet; added to the page and drawn once.
 */
export async function mountView<V extends HTMLElement & { updateComplete: Promise<unknown> }>(
  tag: string,
  state: unknown,
  activePowers: string[],
  more: Record<string, unknown> = {},
): Promise<V> {
  const view = document.createElement(tag) as V;
  Object.assign(view, { state, lang: 'en', activePowers, readonly: false, draftOrders: {} }, more);
  document.body.append(view);
  await view.updateComplete;
  return view;
}
