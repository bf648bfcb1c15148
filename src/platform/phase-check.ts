/**
 * Whether the page must say that the phase shown was not checked: it came by link from someone
 * else, it says which orders made it, and this browser does not hold them (or their reveal codes),
 * so it could not recompute it. It is played on, ranked below any verified continuation
 * (library/merge.ts), and the person is told. A referee's phases carry the referee's signature instead.
 */
import type { PlayMode } from './codec/turn-link';
import type { LibraryNode } from './library/merge';

export function isUncheckedPhase(node: Pick<LibraryNode, 'check' | 'madeHere' | 'made'>, mode: PlayMode): boolean {
  return (mode === 'open' || mode === 'sealed') && !!node.made && !node.check && !node.madeHere;
}
