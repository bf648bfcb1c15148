/**
 * A combat's calculation as lines a teacher can read aloud, each citing its
 * rule (seed 002 6.1-6.5, 6.36, 6.7, 10.42, 10.51): attackers, defence with
 * supply, terrain, winter and fort, differential, CRT column; after the roll
 * the die, the cell and the losses. Pure: used by the view and by tests.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import { CHARTS, type Charts } from '../engine/charts';
import type { CombatCalculation } from '../engine/combat';
import { lookupCrt } from '../engine/crt';
import type { WwiState } from '../engine/state';
import { armyName } from './nations';
import { placeName } from './unit-labels';

export interface ReportLine {
  label: string;
  value: string;
  rule: string;
  /** Visual weight: totals and results stand out. */
  kind: 'item' | 'total' | 'result';
}

const W = {
  attack: { en: 'Attack', it: 'Attacco' },
  attackTotal: { en: 'Total attack', it: 'Attacco totale' },
  defence: { en: 'Defence', it: 'Difesa' },
  unsupplied: { en: 'out of supply: halved, rounded up', it: 'non rifornita: dimezzata per eccesso' },
  fort: { en: 'Fort', it: 'Fortificazione' },
  rough: { en: 'Rough terrain', it: 'Terreno accidentato' },
  winter: { en: 'Winter turn', it: 'Turno invernale' },
  defenceTotal: { en: 'Total defence', it: 'Difesa totale' },
  differential: { en: 'Differential (attack − defence)', it: 'Differenziale (attacco − difesa)' },
  column: { en: 'CRT column', it: 'Colonna della TRC' },
  die: { en: 'Die', it: 'Dado' },
  cell: { en: 'CRT result (attacker/defender)', it: 'Risultato TRC (attaccante/difensore)' },
  doubledDefender: { en: 'Russian/Romanian defender against Germans: losses doubled', it: 'Difensore russo/rumeno contro tedeschi: perdite raddoppiate' },
  doubledAttacker: { en: 'Russian/Romanian attackers against Germans: losses doubled', it: 'Attaccanti russi/rumeni contro tedeschi: perdite raddoppiate' },
  attackerLoss: { en: 'Attacker loses', it: 'L\'attaccante perde' },
  defenderLoss: { en: 'Defender loses', it: 'Il difensore perde' },
  infiltration: { en: 'Infiltration tactics declared', it: 'Tattica d\'infiltrazione dichiarata' },
  points: { en: 'loss points', it: 'punti di perdita' },
  point: { en: 'loss point', it: 'punto di perdita' },
} as const;

function unitLabel(state: WwiState, id: string, lang: Lang): string {
  const unit = state.units.find((u) => u.id === id);
  return unit ? armyName(unit.nation, unit.army, lang) : id;
}

/** Lines of a calculation; pass one with a die to get the result lines too. */
export function reportLines(state: WwiState, board: Board, calc: CombatCalculation, target: string, lang: Lang, charts: Charts = CHARTS): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const a of calc.attackers) lines.push({ label: `${W.attack[lang]}: ${unitLabel(state, a.unit, lang)}`, value: `${a.attack}`, rule: '6.1', kind: 'item' });
  lines.push({ label: W.attackTotal[lang], value: `${calc.attackTotal}`, rule: '6.1', kind: 'total' });
  for (const d of calc.defence) {
    const isFort = d.what.startsWith('fort');
    const name = isFort ? `${W.fort[lang]} ${placeName(board, target, lang)}` : unitLabel(state, d.what, lang);
    const label = `${W.defence[lang]}: ${name}${d.supplied ? '' : ` (${W.unsupplied[lang]})`}`;
    const value = d.supplied ? `${d.printed}` : `${d.printed} → ${d.value}`;
    lines.push({ label, value, rule: isFort ? (d.supplied ? '10.51' : '10.52') : d.supplied ? '6.1' : '6.7', kind: 'item' });
  }
  if (calc.roughBonus) lines.push({ label: W.rough[lang], value: `+${calc.roughBonus}`, rule: '6.4', kind: 'item' });
  if (calc.winterBonus) lines.push({ label: W.winter[lang], value: `+${calc.winterBonus}`, rule: '6.5', kind: 'item' });
  lines.push({ label: W.defenceTotal[lang], value: `${calc.defenceTotal}`, rule: '6.1', kind: 'total' });
  lines.push({ label: W.differential[lang], value: `${calc.attackTotal} − ${calc.defenceTotal} = ${calc.differential}`, rule: '6.1', kind: 'total' });
  const column = calc.column ?? lookupCrt(charts.crt, calc.differential, 1).column;
  lines.push({ label: W.column[lang], value: column, rule: '6.2', kind: 'total' });
  if (calc.infiltration) lines.push({ label: W.infiltration[lang], value: '✓', rule: '10.42', kind: 'item' });
  if (calc.doubled === 'defender') lines.push({ label: W.doubledDefender[lang], value: '×2', rule: '6.36', kind: 'item' });
  if (calc.doubled === 'attacker') lines.push({ label: W.doubledAttacker[lang], value: '×2', rule: '6.36', kind: 'item' });
  if (calc.die !== undefined) {
    lines.push({ label: W.die[lang], value: `${calc.die}`, rule: '6.2', kind: 'result' });
    lines.push({ label: W.cell[lang], value: calc.cell ?? '', rule: '6.2', kind: 'result' });
    lines.push({ label: W.attackerLoss[lang], value: `${calc.attackerLoss} ${(calc.attackerLoss === 1 ? W.point : W.points)[lang]}`, rule: calc.doubled === 'attacker' ? '6.36' : '6.32', kind: 'result' });
    lines.push({ label: W.defenderLoss[lang], value: `${calc.defenderLoss} ${(calc.defenderLoss === 1 ? W.point : W.points)[lang]}`, rule: calc.doubled === 'defender' ? '6.36' : '6.31', kind: 'result' });
  }
  return lines;
}

/** The calculation with the roll applied, as the engine's resolveAttack does it. */
export function withRoll(calc: CombatCalculation, die: number, charts: Charts = CHARTS): CombatCalculation {
  const cell = lookupCrt(charts.crt, calc.differential, die);
  return {
    ...calc,
    die,
    column: cell.column,
    cell: `${cell.attacker}/${cell.defender}`,
    attackerLoss: cell.attacker * (calc.doubled === 'attacker' ? 2 : 1),
    defenderLoss: cell.defender * (calc.doubled === 'defender' ? 2 : 1),
  };
}
