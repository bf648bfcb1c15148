/**
 * Victory (seed 002 11.3): at the end of turn 10 each side totals its victory
 * points; the higher total wins.
 */
import type { Board } from './board';
import { CHARTS, type Charts } from './charts';
import type { Side, WwiState } from './state';
import { controllerOf } from './sides';

export interface VictoryCount {
  allies: number;
  central: number;
  lines: { side: Side; points: number; why: string; rule: string }[];
}

export function countVictoryPoints(state: WwiState, board: Board, charts: Charts = CHARTS): VictoryCount {
  const lines: VictoryCount['lines'] = [];
  // Invasions of neutrals (9.4, 11.33) and the Russian surrender (11.32) were scored when they happened.
  lines.push({ side: 'allies', points: state.vp.allies, why: 'invasions of neutrals and other events', rule: '11.33' });
  lines.push({ side: 'central', points: state.vp.central, why: 'invasions of neutrals and the Russian surrender', rule: '11.32' });
  // seed 002 11.34: the naval blockade of Germany.
  lines.push({ side: 'allies', points: charts.victory.alliedBlockadeVp, why: 'naval blockade of Germany', rule: '11.34' });
  // seed 002 11.31: 5 VP per resource centre occupied or controlled.
  for (const hex of board.allHexes()) {
    if (!hex.resource) continue;
    const side = controllerOf(state, board, hex.id);
    if (side === 'allies' || side === 'central') {
      lines.push({ side, points: charts.victory.resourceCentreVp, why: `resource centre ${hex.city ?? hex.id}`, rule: '11.31' });
    }
  }
  const total = (side: Side) => lines.filter((l) => l.side === side).reduce((sum, l) => sum + l.points, 0);
  return { allies: total('allies'), central: total('central'), lines };
}

export function winners(count: VictoryCount): Side[] {
  if (count.allies === count.central) return [];
  return [count.allies > count.central ? 'allies' : 'central'];
}
