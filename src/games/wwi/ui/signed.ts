/** "+1", "−1": a modifier as printed. */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}
