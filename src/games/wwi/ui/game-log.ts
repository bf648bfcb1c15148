/**
 * The whole game's log, phase by phase, and the steps of its replay. A link
 * carries only the recent part of the log (engine/combat-report.ts linkLog), so
 * the log is rebuilt from every state along the game's chain: an entry appears
 * in several consecutive states and is kept once, at the first state that
 * records it — the board at that moment. Historical notes sit next to the
 * entries that call for them, or, for moments the log does not record, in the
 * phase where two states differ. Pure.
 */
import type { LogEntry, PhaseId, WwiState } from '../engine/state';
import { isCombatCalculation } from '../engine/combat';
import { type HistoryNote, noteForEntry, notesBetween } from './history-notes';

export interface LoggedEvent {
  /** Names the entry across states: phase serial, die, text and its count among equal entries of that phase. */
  key: string;
  turn: number;
  phase: PhaseId;
  serial: number;
  die?: number;
  text: string;
  /** The fullest detail any state carried (a combat gains its payments as they are made). */
  detail?: unknown;
  historic: boolean;
  /** Index of the first state that records the entry. */
  stateIndex: number;
  /** The historical note the entry calls for, on its first occurrence in the game. */
  note: HistoryNote | null;
}

export type LogItem =
  | { kind: 'event'; key: string; stateIndex: number; event: LoggedEvent }
  | { kind: 'note'; key: string; stateIndex: number; note: HistoryNote };

export interface LoggedPhase {
  serial: number;
  turn: number;
  /** What names the phase (seed 002 3.0): its id, the attack phase number and the superior player. */
  step: Pick<WwiState, 'phase' | 'attackPhase' | 'superior'>;
  items: LogItem[];
  /** The state whose board shows how the phase ended: the next phase's first state, or the latest known. */
  endIndex: number;
}

export interface GameLog {
  phases: LoggedPhase[];
  /** Every note of the game once, in the order the game reached them. */
  notes: HistoryNote[];
}

export interface ReplayStep {
  /** Index in GameLog.phases. */
  phase: number;
  /** The event or note shown, or null for a phase with nothing logged (the step shows how it ended). */
  item: LogItem | null;
  /** Index of the state whose board the step shows. */
  stateIndex: number;
}

/** Entries written before the log numbered phases (link format 1) belong to the phase of the state holding them. */
function serialOf(entry: LogEntry, state: WwiState): number {
  return entry.serial ?? state.phaseSerial;
}

/** Every entry of every state once, in the order they happened. */
function mergeEntries(states: readonly WwiState[]): LoggedEvent[] {
  const events = new Map<string, LoggedEvent>();
  states.forEach((state, stateIndex) => {
    const counts = new Map<string, number>();
    for (const entry of state.log) {
      const serial = serialOf(entry, state);
      const base = `${serial}|${entry.die ?? ''}|${entry.text}`;
      const count = (counts.get(base) ?? 0) + 1;
      counts.set(base, count);
      const key = `${base}|${count}`;
      const known = events.get(key);
      if (known) {
        // Later states drop the detail of old entries, but a combat's detail grows as its losses are paid.
        if (entry.detail !== undefined) known.detail = entry.detail;
        if (entry.historic) known.historic = true;
        continue;
      }
      const event: LoggedEvent = { key, turn: entry.turn, phase: entry.phase, serial, text: entry.text, historic: !!entry.historic, stateIndex, note: null };
      if (entry.die !== undefined) event.die = entry.die;
      if (entry.detail !== undefined) event.detail = entry.detail;
      events.set(key, event);
    }
  });
  return [...events.values()].sort((a, b) => a.serial - b.serial || a.stateIndex - b.stateIndex);
}

/** How a phase known only from its log entries is named: counted back from the first known state. */
function stepBefore(first: WwiState, event: LoggedEvent): LoggedPhase['step'] {
  const back = first.phaseSerial - event.serial;
  const attackPhase = event.phase === 'attack' && first.phase === 'attack' && first.turn === event.turn ? Math.max(1, first.attackPhase - back) : 1;
  return { phase: event.phase, attackPhase, superior: first.superior };
}

export function buildGameLog(states: readonly WwiState[]): GameLog {
  if (!states.length) return { phases: [], notes: [] };
  const events = mergeEntries(states);
  const phases = new Map<number, LoggedPhase>();
  const phaseOf = (serial: number, make: () => Omit<LoggedPhase, 'items' | 'endIndex' | 'serial'>): LoggedPhase => {
    let phase = phases.get(serial);
    if (!phase) {
      const next = states.findIndex((s) => s.phaseSerial > serial);
      phase = { serial, ...make(), items: [], endIndex: next < 0 ? states.length - 1 : next };
      phases.set(serial, phase);
    }
    return phase;
  };
  for (const state of states) {
    phaseOf(state.phaseSerial, () => ({ turn: state.turn, step: { phase: state.phase, attackPhase: state.attackPhase, superior: state.superior } }));
  }

  const noted = new Set<string>();
  const notes: { note: HistoryNote; stateIndex: number; beside: boolean }[] = [];
  for (const event of events) {
    const note = noteForEntry(event);
    if (note && !noted.has(note.id)) {
      noted.add(note.id);
      event.note = note;
      notes.push({ note, stateIndex: event.stateIndex, beside: true });
    }
    phaseOf(event.serial, () => ({ turn: event.turn, step: stepBefore(states[0], event) })).items.push({ kind: 'event', key: event.key, stateIndex: event.stateIndex, event });
  }
  // Moments the log does not record: found between two states, placed in the phase whose action made them.
  states.forEach((state, i) => {
    const before = i ? states[i - 1] : null;
    for (const note of notesBetween(before, state)) {
      if (noted.has(note.id)) continue;
      noted.add(note.id);
      notes.push({ note, stateIndex: i, beside: false });
      phases.get((before ?? state).phaseSerial)!.items.push({ kind: 'note', key: `note:${note.id}`, stateIndex: i, note });
    }
  });

  const ordered = [...phases.values()].sort((a, b) => a.serial - b.serial);
  for (const phase of ordered) {
    // A note found at the same state as an event comes first: it tells what the event means.
    phase.items.sort((a, b) => a.stateIndex - b.stateIndex || (a.kind === b.kind ? 0 : a.kind === 'note' ? -1 : 1));
  }
  return { phases: ordered, notes: notes.sort((a, b) => a.stateIndex - b.stateIndex || Number(a.beside) - Number(b.beside)).map((n) => n.note) };
}

/** One step per event or note, and one for each phase with nothing logged; the board of each step is a state index. */
export function replaySteps(log: GameLog): ReplayStep[] {
  const steps: ReplayStep[] = [];
  log.phases.forEach((phase, index) => {
    if (!phase.items.length) steps.push({ phase: index, item: null, stateIndex: phase.endIndex });
    for (const item of phase.items) steps.push({ phase: index, item, stateIndex: item.stateIndex });
  });
  return steps;
}

export interface EventHexes {
  /** The attacked hex. */
  target: string | null;
  /** Attacking units. */
  attackers: string[];
  /** The defender's retreat, hex by hex, once paid. */
  retreat: string[];
}

/** The hexes and units an event involves, from its combat record (or its text when a link dropped the record). */
export function eventHexes(event: LoggedEvent): EventHexes {
  if (isCombatCalculation(event.detail)) {
    const calc = event.detail;
    return { target: calc.target ?? null, attackers: calc.attackers.map((a) => a.unit), retreat: calc.defenderPaid?.retreat ?? [] };
  }
  const attack = /^attack on (\d{4})$/.exec(event.text);
  return { target: attack ? attack[1] : null, attackers: [], retreat: [] };
}

/** Keeps the log of the last states it was asked for: the view asks at every render. */
export class GameLogCache {
  private last: { history: readonly WwiState[] | undefined; state: WwiState; states: WwiState[]; log: GameLog; steps: ReplayStep[] } | null = null;

  of(history: readonly WwiState[] | undefined, state: WwiState): { states: WwiState[]; log: GameLog; steps: ReplayStep[] } {
    if (this.last && this.last.history === history && this.last.state === state) return this.last;
    const states = [...(history ?? []), state];
    const log = buildGameLog(states);
    this.last = { history, state, states, log, steps: replaySteps(log) };
    return this.last;
  }
}
