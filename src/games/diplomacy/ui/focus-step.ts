/**
 * Arrow-key navigation on a Diplomacy board: the space whose unit point lies
 * ahead in the pressed direction, preferring the straightest line (pure, no DOM).
 */
import type { ProvinceId } from '../engine/types';
import type { Point } from './map-geometry';

export function provinceInDirection(units: Record<ProvinceId, { unit: Point }>, from: ProvinceId, [dx, dy]: Point): ProvinceId | null {
  const [x0, y0] = units[from].unit;
  let best: ProvinceId | null = null;
  let bestScore = Infinity;
  for (const [id, province] of Object.entries(units)) {
    if (id === from) continue;
    const ax = province.unit[0] - x0;
    const ay = province.unit[1] - y0;
    const ahead = ax * dx + ay * dy;
    if (ahead <= 0) continue;
    // Sideways distance weighs more than distance ahead, so the step stays on the pressed line.
    const score = ahead + Math.abs(ax * dy - ay * dx) * 2.5;
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}
