/**
 * The Phases list's current entry, beside the page heading that already names its phase: "Now",
 * then whatever the entry says beyond the heading (a game whose phase has several steps says which),
 * so the phase is named once on the screen. An entry that says something else (the results of the
 * phase before, say) keeps its words.
 */
export function currentEntryWords(label: string, heading: string, now: string): string {
  if (!heading || !label.startsWith(heading)) return label;
  const rest = label.slice(heading.length).replace(/^[\s—–:;,.-]+/, '');
  return rest ? `${now} — ${rest}` : now;
}
