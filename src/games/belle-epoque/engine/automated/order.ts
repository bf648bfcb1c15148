/** Turn order of the automated powers (13.2). */
import type { PowerId } from '../data';

/**
 * 13.2: the automated powers act before the people; after turn 1 the first goes
 * last and the others move up (the example: GB, FR, RU becomes FR, RU, GB).
 */
export function rotateAutomated(prev: PowerId[]): PowerId[] {
  return prev.length < 2 ? [...prev] : [...prev.slice(1), prev[0]];
}

/** The turn's order: the automated powers in their order, then the people in theirs (8.10). */
export function withAutomatedFirst(automatedOrder: PowerId[], people: PowerId[]): PowerId[] {
  return [...automatedOrder, ...people.filter((p) => !automatedOrder.includes(p))];
}
