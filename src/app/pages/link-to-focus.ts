/**
 * Which link of the Send card gets the keyboard (and the view) after an action made one: pure, so
 * tested in Node; the game page scrolls and focuses.
 *
 * Only a link someone cannot go on without is brought forward. A courtesy link (the game link of a
 * phase anyone holding every order resolves alike) is left in its place: the next step is then the
 * person's own (their orders), and the new phase's name stays in view at the top.
 */
export interface CardItem {
  id: string;
  required: boolean;
  done: boolean;
}

export function linkToFocus(items: readonly CardItem[], made: string): string | null {
  const sent = items.findIndex((item) => item.id === made);
  if (sent < 0 || !items[sent].required) return null;
  // A game link cut into several: its earlier links go first.
  const first = items.findIndex((item) => item.required && !item.done);
  return first >= 0 && first < sent && items[first].id.startsWith('game:') && made.startsWith('game:') ? items[first].id : made;
}
