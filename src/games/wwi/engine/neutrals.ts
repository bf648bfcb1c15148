/**
 * Neutral nations (seed 002 9.0-9.8): invasion, activation by die roll with the
 * printed modifiers, resource points and victory points on entry, Greece.
 */
import type { Board, NationId } from './board';
import { CHARTS, type Charts } from './charts';
import { type Side, type WwiState, cloneState, unitsOnMap } from './state';
import { alignmentOf, otherSide } from './sides';
import { rollDie, logHistoric } from './dice';
import { type Checked, fail, ok, refuse } from './reasons';
import { SIDE_NAMES, nationCalled } from './names';

/** Bring a neutral into the war on `side` (9.2 activation or 9.1 invasion): its RP arrive (9.3). */
function join(state: WwiState, nation: NationId, side: Side, charts: Charts): void {
  const record = state.nations[nation];
  record.alignment = side;
  record.rp += charts.rpOnEntry[nation] ?? 0;
}

/** `invader` enters a neutral: it joins the other side, which scores the invasion VP (9.1, 9.4, 11.33). Mutates a copy. */
export function invade(state: WwiState, _board: Board, nation: NationId, invader: Side, charts: Charts = CHARTS): WwiState {
  const next = cloneState(state);
  if (alignmentOf(next, nation) !== 'neutral') return next;
  const defender = otherSide(invader);
  join(next, nation, defender, charts);
  next.nations[nation].invadedBy = invader;
  next.vp[defender] += charts.invasionVp[nation] ?? 0;
  // seed 002 9.6: Greece invaded by the Allies loses its armies for good.
  if (nation === 'greece' && invader === 'allies') {
    for (const u of next.units) if (u.nation === 'greece' && u.status !== 'removed') Object.assign(u, { status: 'removed', hex: null });
  }
  logHistoric(next, `${invader} invades ${nation}; ${nation} joins ${defender} (+${charts.invasionVp[nation] ?? 0} VP)`);
  return next;
}

import type { ActivationRoll } from './log-records';

export type { ActivationRoll };

/** Russian cities (any city hex in Russia) held by the Central Powers (9.2 modifiers). */
export function russianCitiesCaptured(state: WwiState, board: Board): number {
  let count = 0;
  for (const hex of board.allHexes()) {
    if (hex.nation === 'russia' && hex.city && state.control[hex.id] === 'central') count++;
  }
  return count;
}

/** The modifiers of the Neutral Activation Table that apply now (page 8, table 3). */
export function activationModifiers(state: WwiState, board: Board, nation: NationId, side: Side, charts: Charts = CHARTS) {
  const out: { text: string; value: number }[] = [];
  for (const m of charts.activationModifiers) {
    if (!m.targets.includes(nation) || (m.side !== 'both' && m.side !== side)) continue;
    let times = 0;
    if (m.per === 'russianCityCaptured') times = russianCitiesCaptured(state, board);
    else if (m.when === 'greeceAllied') times = alignmentOf(state, 'greece') === 'allies' ? 1 : 0;
    else if (m.when === 'romaniaOrGreeceAllied') times = alignmentOf(state, 'romania') === 'allies' || alignmentOf(state, 'greece') === 'allies' ? 1 : 0;
    else if (m.when === 'russianUnitInCentralPowers') {
      times = unitsOnMap(state).some((u) => u.nation === 'russia' && ['germany', 'austria-hungary'].includes(board.hex(u.hex!).nation ?? '')) ? 1 : 0;
    } else if (m.when === 'beforeTurn3') times = state.turn < 3 ? 1 : 0;
    if (times) out.push({ text: m.text.en, value: m.value * times });
  }
  return out;
}

export function checkActivation(state: WwiState, nation: NationId, side: Side, charts: Charts = CHARTS): Checked<number> {
  const moving = state.phase === 'allied-movement' ? 'allies' : state.phase === 'central-movement' ? 'central' : null;
  if (moving !== side) return fail(refuse('9.2', 'Activation is tried at the start of one\'s own movement phase', 'L\'attivazione si tenta all\'inizio della propria fase di movimento'));
  if (state.activationTried) return fail(refuse('9.2', 'Only one neutral may be tried per movement phase', 'Si può tentare un solo neutrale per fase di movimento'));
  const needed = charts.activation[nation]?.[side];
  const name = nationCalled(nation);
  if (needed === undefined || needed === null) {
    return fail(refuse('9.2', `The ${SIDE_NAMES[side].en} cannot try to activate ${name.en}`, `${side === 'allies' ? 'Gli' : 'Le'} ${SIDE_NAMES[side].it} non possono attivare ${name.it}`));
  }
  if (alignmentOf(state, nation) !== 'neutral') return fail(refuse('9.2', `${name.en} is no longer neutral`, `${name.it} non è più neutrale`));
  return ok(needed);
}

/** Roll for a neutral: die plus modifiers, at least the table number brings it in (9.2). */
export function tryActivation(state: WwiState, board: Board, nation: NationId, side: Side, charts: Charts = CHARTS): { state: WwiState; roll: ActivationRoll } {
  const checked = checkActivation(state, nation, side, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  const next = cloneState(state);
  next.activationTried = true;
  const modifiers = activationModifiers(state, board, nation, side, charts);
  const die = rollDie(next, `${side} tries to activate ${nation}`);
  const total = die + modifiers.reduce((sum, m) => sum + m.value, 0);
  const roll: ActivationRoll = { nation, side, die, modifiers, total, needed: checked.value, joined: total >= checked.value };
  next.log[next.log.length - 1].detail = roll;
  if (roll.joined) {
    join(next, nation, side, charts);
    logHistoric(next, `${nation} joins ${side} (9.2)`);
  }
  return { state: next, roll };
}
