/**
 * The state of a World War I game as plain text, for the referee CLI and for
 * a teacher reading a link in a terminal: turn and phase, every army with its
 * hex and strength (attack-defence, 6.1), resource points per nation (8.0) and
 * victory points per side as they would be counted now (11.3).
 */
import type { Lang } from '../../../platform/game';
import type { Board, NationId } from './board';
import { CHARTS, type Charts } from './charts';
import { type Side, type WwiState } from './state';
import { phaseName, sideToAct } from './sequence';
import { unitStrength } from './combat';
import { countVictoryPoints, winners } from './victory';

/** How nations and armies are called; the board's UI names (ui/nations.ts) in practice. */
export interface WwiNames {
  nation(nation: NationId, lang: Lang): string;
  army(nation: NationId, army: string, lang: Lang): string;
}

const PLAIN_NAMES: WwiNames = {
  nation: (nation) => nation,
  army: (nation, army) => `${nation} ${army}`,
};

const SIDE_NAMES: Record<Side, Record<Lang, string>> = {
  allies: { en: 'Allies', it: 'Alleati' },
  central: { en: 'Central Powers', it: 'Potenze Centrali' },
};

const WORDS = {
  en: { turn: 'Turn', units: 'Armies', rp: 'Resource points (RP)', vp: 'Victory points if the game ended now (11.3)', toAct: 'To act', over: 'Game over', winner: 'Winner', draw: 'a draw', neutral: 'neutral', reduced: 'reduced', transit: 'in transit area', surrendered: 'surrendered', collapsed: 'collapsed', recorded: 'scored so far' },
  it: { turn: 'Turno', units: 'Armate', rp: 'Punti risorse (PR)', vp: 'Punti vittoria se la partita finisse ora (11.3)', toAct: 'Tocca a', over: 'Partita finita', winner: 'Vincitore', draw: 'pareggio', neutral: 'neutrale', reduced: 'ridotta', transit: 'nell\'area di transito', surrendered: 'arresa', collapsed: 'collassata', recorded: 'già segnati' },
} as const;

export function describeWwiState(state: WwiState, board: Board, lang: Lang, names: WwiNames = PLAIN_NAMES, charts: Charts = CHARTS): string {
  const words = WORDS[lang];
  const out: string[] = [`${words.turn} ${state.turn}/${charts.turns.length}`, phaseName(state, charts)[lang]];
  const count = countVictoryPoints(state, board, charts);
  if (state.phase === 'over') {
    const won = winners(count);
    out.push(`${words.over}. ${words.winner}: ${won.length ? SIDE_NAMES[won[0]][lang] : words.draw}`);
  } else {
    const side = sideToAct(state);
    if (side) out.push(`${words.toAct}: ${SIDE_NAMES[side][lang]}`);
  }
  out.push('', `${words.units}:`);
  const nations = Object.keys(state.nations).sort();
  for (const nation of nations) {
    const units = state.units.filter((u) => u.nation === nation && (u.status === 'map' || u.status === 'transit'));
    if (!units.length) continue;
    const alignment = state.nations[nation].alignment;
    out.push(`  ${names.nation(nation, lang)} (${alignment === 'neutral' ? words.neutral : SIDE_NAMES[alignment][lang]}):`);
    for (const unit of units) {
      const strength = unitStrength(unit, charts);
      const where = unit.status === 'map' ? unit.hex! : `${words.transit} ${unit.transit}`;
      const marks = unit.reduced ? ` (${words.reduced})` : '';
      out.push(`    ${names.army(nation, unit.army, lang)} [${unit.id}] ${where} ${strength.attack}-${strength.defence}${marks}`);
    }
  }
  out.push('', `${words.rp}:`);
  for (const nation of nations) {
    const held = state.nations[nation];
    const alignment = held.alignment === 'neutral' ? words.neutral : SIDE_NAMES[held.alignment][lang];
    const status = [held.surrendered ? words.surrendered : '', held.collapsed ? words.collapsed : ''].filter(Boolean).join(', ');
    out.push(`  ${names.nation(nation, lang)} (${alignment}${status ? `, ${status}` : ''}): ${held.rp}`);
  }
  out.push('', `${words.vp}:`);
  for (const side of ['allies', 'central'] as const) {
    out.push(`  ${SIDE_NAMES[side][lang]}: ${count[side]} (${words.recorded}: ${state.vp[side]})`);
  }
  return out.join('\n');
}
