/** Text or an attribute value made safe to put in SVG or HTML markup built as a string. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
