/** The whole game's log rebuilt from the states along a game's chain, its notes and its replay steps. */
import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { isCombatCalculation } from '../../../src/games/wwi/engine/combat';
import { isActivationRoll } from '../../../src/games/wwi/engine/log-codec';
import { invade } from '../../../src/games/wwi/engine/neutrals';
import { checkRussia } from '../../../src/games/wwi/engine/special';
import { updateOccupationDuties } from '../../../src/games/wwi/engine/occupation';
import { alignmentOf } from '../../../src/games/wwi/engine/sides';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import type { LogEntry, WwiState } from '../../../src/games/wwi/engine/state';
import { GameLogCache, type LoggedEvent, buildGameLog, eventHexes, replaySteps } from '../../../src/games/wwi/ui/game-log';
import { noteForEntry } from '../../../src/games/wwi/ui/history-notes';
import { eventWords } from '../../../src/games/wwi/ui/event-text';
import { phaseTitle, replayOverlay, stepSentence } from '../../../src/games/wwi/ui/log-panel';
import { nationName } from '../../../src/games/wwi/ui/nations';
import { placeName } from '../../../src/games/wwi/ui/unit-labels';
import { playedStates } from './played-game';

const board = europeBoard();
const events = (log: ReturnType<typeof buildGameLog>): LoggedEvent[] =>
  log.phases.flatMap((p) => p.items.flatMap((item) => (item.kind === 'event' ? [item.event] : [])));

/** What links keep of the entries an action writes: its rolls and historic moments (engine/combat-report.ts). */
const kept = (entry: LogEntry) => entry.die !== undefined || !!entry.historic;

describe('game log: the whole game from the states of its chain', () => {
  it('holds every roll and historic moment of the game once, in order, at the state that made it', () => {
    const { states, written } = playedStates();
    const expected = written.filter((w) => kept(w.entry));
    expect(expected.length).toBeGreaterThan(10);
    const logged = events(buildGameLog(states));
    // Each entry travels in several consecutive links; the log keeps it once.
    expect(logged.map((e) => [e.serial, e.die, e.text])).toEqual(expected.map((w) => [w.entry.serial, w.entry.die, w.entry.text]));
    expect(logged.map((e) => e.stateIndex)).toEqual(expected.map((w) => w.stateIndex));
    expect(new Set(logged.map((e) => e.key)).size).toBe(logged.length);
  });

  it('keeps each combat\'s full record, with the payments made after the roll', () => {
    const { states, written } = playedStates();
    const logged = events(buildGameLog(states));
    const combats = logged.filter((e) => isCombatCalculation(e.detail));
    expect(combats.length).toBe(written.filter((w) => w.entry.text.startsWith('attack on ')).length);
    for (const combat of combats) {
      const calc = combat.detail as { die?: number; target?: string; defenderPaid?: unknown };
      expect(calc.die).toBe(combat.die);
      expect(`attack on ${calc.target}`).toBe(combat.text);
    }
    // Once settled, the record says how the defender paid: the log has the latest copy, not the one of the roll.
    const settled = combats.filter((c) => (c.detail as { defenderPaid?: unknown }).defenderPaid);
    expect(settled.length).toBeGreaterThan(0);
    for (const c of settled) expect((states[c.stateIndex].log.find((e) => e.serial === c.serial && e.text === c.text)?.detail as { defenderPaid?: unknown }).defenderPaid).toBeUndefined();
  });

  it('groups events by turn and phase, each phase named from its own state', () => {
    const { states } = playedStates();
    const log = buildGameLog(states);
    const serials = log.phases.map((p) => p.serial);
    expect(serials).toEqual([...new Set(states.map((s) => s.phaseSerial))].sort((a, b) => a - b));
    for (const phase of log.phases) {
      const own = states.find((s) => s.phaseSerial === phase.serial)!;
      expect(phase.turn).toBe(own.turn);
      expect(phase.step).toEqual({ phase: own.phase, attackPhase: own.attackPhase, superior: own.superior });
      for (const item of phase.items) if (item.kind === 'event') expect(item.event.serial).toBe(phase.serial);
      // The board at the end of the phase is the first state of a later phase (or the last state of all).
      expect(states[phase.endIndex].phaseSerial > phase.serial || phase.endIndex === states.length - 1).toBe(true);
    }
  });

  it('names a phase it knows only from the log by counting back from the first state', () => {
    const { states } = playedStates();
    // A link opened alone: an attack phase whose previous attack phase (same turn) had a roll.
    const alone = states.find((s, i) => s.phase === 'attack' && s.attackPhase > 1 && i > 0 && s.log.some((e) => e.serial === s.phaseSerial - 1 && e.die !== undefined))!;
    expect(alone).toBeDefined();
    const log = buildGameLog([alone]);
    const previous = log.phases.find((p) => p.serial === alone.phaseSerial - 1)!;
    expect(previous.step).toEqual({ phase: 'attack', attackPhase: alone.attackPhase - 1, superior: alone.superior });
    expect(previous.items.length).toBe(alone.log.filter((e) => e.serial === alone.phaseSerial - 1).length);
    expect(previous.endIndex).toBe(0);
  });

  it('places each historical note once, beside its event or where two states differ', () => {
    const { states, written } = playedStates();
    const log = buildGameLog(states);
    const ids = log.notes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Belgium is invaded before play starts (11.1): no entry, a note at the first state.
    expect(ids[0]).toBe('belgium');
    const beside = events(log).filter((e) => e.note);
    const historic = written.filter((w) => w.entry.historic && noteForEntry(w.entry));
    expect(beside.map((e) => e.note!.id)).toEqual([...new Set(historic.map((w) => noteForEntry(w.entry)!.id))]);
    for (const event of beside) expect(event.historic).toBe(true);
    // Every neutral that joined by a roll has its note; so do the first Stosstruppen if the game made some.
    for (const nation of ['italy', 'romania', 'turkey', 'bulgaria', 'greece']) {
      if (alignmentOf(states.at(-1)!, nation) !== 'neutral') expect(ids).toContain(nation);
    }
    const stoss = states.findIndex((s) => s.units.some((u) => u.stosstruppen));
    if (stoss > 0) {
      const note = log.phases.flatMap((p) => p.items).find((item) => item.kind === 'note' && item.note.id === 'stoss')!;
      expect(note.stateIndex).toBe(stoss);
      expect(log.phases.find((p) => p.items.includes(note))!.serial).toBe(states[stoss - 1].phaseSerial);
    }
  });

  it('replays every event and note, one phase step where nothing was logged, never going back in time', () => {
    const { states } = playedStates();
    const log = buildGameLog(states);
    const steps = replaySteps(log);
    const items = log.phases.reduce((sum, p) => sum + p.items.length, 0);
    const empty = log.phases.filter((p) => !p.items.length).length;
    expect(steps.length).toBe(items + empty);
    for (let i = 1; i < steps.length; i++) expect(steps[i].stateIndex).toBeGreaterThanOrEqual(steps[i - 1].stateIndex);
    for (const step of steps.filter((s) => !s.item)) expect(step.stateIndex).toBe(log.phases[step.phase].endIndex);
    expect(steps.at(-1)!.stateIndex).toBeLessThan(states.length);
  });

  it('finds the hexes and armies of a combat for the replay to highlight', () => {
    const { states } = playedStates();
    const combat = events(buildGameLog(states)).find((e) => isCombatCalculation(e.detail))!;
    const calc = combat.detail as { target: string; attackers: { unit: string }[] };
    const hexes = eventHexes(combat);
    expect(hexes.target).toBe(calc.target);
    expect(hexes.attackers).toEqual(calc.attackers.map((a) => a.unit));
    // Attackers stand next to the target on the board of that moment.
    for (const unit of hexes.attackers) expect(states[combat.stateIndex].units.find((u) => u.id === unit)!.hex).not.toBeNull();
    // Without its record (dropped from old links), the text still names the hex.
    expect(eventHexes({ ...combat, detail: undefined }).target).toBe(calc.target);
  });

  it('keeps the log of the same states without rebuilding it', () => {
    const { states } = playedStates();
    const cache = new GameLogCache();
    const history = states.slice(0, 20);
    const first = cache.of(history, states[20]);
    expect(cache.of(history, states[20])).toBe(first);
    expect(first.states).toEqual(states.slice(0, 21));
    expect(cache.of(history, states[21])).not.toBe(first);
    expect(cache.of(undefined, states[0]).states).toEqual([states[0]]);
  });
});

describe('game log words', () => {
  it('says a combat and an activation in the player\'s language, from their records', () => {
    const { states } = playedStates();
    const logged = events(buildGameLog(states));
    const combat = logged.find((e) => isCombatCalculation(e.detail))!;
    const calc = combat.detail as { target: string; cell: string };
    const it = eventWords(combat, 'it', board);
    expect(it.text).toContain(`Attacco su ${placeName(board, calc.target, 'it')}`);
    expect(it.text).toContain(calc.cell);
    expect(it.rule).toBe('6.1');
    const activation = logged.find((e) => isActivationRoll(e.detail))!;
    const roll = activation.detail as { nation: string; die: number; modifiers: unknown[]; needed: number; total: number; joined: boolean };
    const en = eventWords(activation, 'en', board);
    expect(en.text).toContain(nationName(roll.nation, 'en'));
    expect(en.text).toContain(`die ${roll.die}`);
    if (roll.modifiers.length) expect(en.text).toContain(`= ${roll.total}`);
    expect(en.text).toContain(roll.joined ? 'joins the' : 'stays neutral');
    expect(en.text).toContain(`needed ${roll.needed}`);
    expect(en.rule).toBe('9.2');
  });

  it('says an invasion from the engine\'s own entry', () => {
    const start = { ...wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([1])), turn: 3 };
    const invaded = invade(start, board, 'romania', 'central');
    const entry = invaded.log.at(-1)!;
    const event: LoggedEvent = { key: 'k', turn: 3, phase: entry.phase, serial: entry.serial!, text: entry.text, historic: true, stateIndex: 0, note: noteForEntry(entry) };
    expect(event.note?.id).toBe('romania');
    const words = eventWords(event, 'en', board);
    expect(words.text).toBe('Invasion: Romania (by the Central Powers) joins the Allies, +5 VP');
    expect(words.rule).toBe('9.1');
  });
});

describe('game log words name armies and hexes, never their ids', () => {
  const said = (text: string, lang: 'en' | 'it') => eventWords({ key: 'k', turn: 3, phase: 'build-allies', serial: 1, text, historic: false, stateIndex: 0, note: null }, lang, board);

  it('says every entry the engine wrote in a played game without a raw army id', () => {
    const { written } = playedStates();
    const named = written.filter((w) => /\b[a-z-]+:\w+\b/.test(w.entry.text));
    expect(named.length).toBeGreaterThan(0);
    for (const { entry } of written) {
      for (const lang of ['en', 'it'] as const) expect(said(entry.text, lang).text).not.toMatch(/\b[a-z]+:\w+\b/);
    }
  });

  it('says builds, losses in the west and to supply, and fallen forts in both languages', () => {
    expect(said('france:4 built at 0614', 'en')).toEqual({ text: 'French 4th Army built in hex 0614 Metz', rule: '8.3' });
    expect(said('france:4 rebuilt at 0614', 'it').text).toBe('4ª Armata francese ricostruita nell\'esagono 0614 Metz');
    expect(said('austria-hungary:2 is destroyed in the west (10.6)', 'en')).toEqual({ text: 'Austro-Hungarian 2nd Army is destroyed in the west', rule: '10.6' });
    expect(said('russia:10 is out of supply and is removed for good (7.22)', 'it')).toEqual({ text: '10ª Armata russa non è rifornita ed è eliminata per sempre', rule: '7.22' });
    expect(said('fort 0614 destroyed (6.33)', 'en')).toEqual({ text: 'Fort destroyed in hex 0614 Metz', rule: '6.33' });
    expect(said('fort 0614 taken and destroyed (6.95)', 'it')).toEqual({ text: 'Fortificazione presa e distrutta nell\'esagono 0614 Metz', rule: '6.95' });
  });
});

describe('historical notes from the engine\'s historic entries', () => {
  const historical = (): WwiState => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([5]));
  const lastNote = (state: WwiState) => noteForEntry(state.log.at(-1)!)?.id;

  it('notes an invaded neutral', () => {
    expect(lastNote(invade(historical(), board, 'italy', 'central'))).toBe('italy');
    expect(lastNote(invade(historical(), board, 'holland', 'central'))).toBeUndefined();
  });

  it('notes the Russian collapse and surrender', () => {
    const state = structuredClone(historical());
    const objectives = [...board.allHexes()].filter((h) => h.nation === 'russia' && h.objective);
    for (const hex of objectives.slice(0, 3)) state.control[hex.id] = 'central';
    checkRussia(state, board);
    expect(lastNote(state)).toBe('collapse');
    state.control[objectives[3].id] = 'central';
    checkRussia(state, board);
    expect(lastNote(state)).toBe('surrender');
  });

  it('notes the fall of France', () => {
    const before = historical();
    const state = structuredClone(before);
    for (const unit of state.units) if (unit.hex && board.hex(unit.hex).nation === 'france' && alignmentOf(state, unit.nation) === 'allies') Object.assign(unit, { status: 'eliminated', hex: null });
    updateOccupationDuties(before, state, board, false);
    expect(lastNote(state)).toBe('franceFallen');
  });

  it('has no note for an ordinary entry', () => {
    expect(noteForEntry({ text: 'attack on 0312' })).toBeNull();
    expect(noteForEntry({ text: 'italy joins allies (9.2)' })).toBeNull();
  });
});

describe('replay step words and highlights', () => {
  it('describes each step for the live region and marks a combat\'s hex, attackers and retreat', () => {
    const { states } = playedStates();
    const log = buildGameLog(states);
    const steps = replaySteps(log);
    steps.forEach((step, index) => {
      const sentence = stepSentence(log, steps, index, 'en', board);
      expect(sentence.startsWith(`Step ${index + 1} of ${steps.length}. ${phaseTitle(log.phases[step.phase], 'en')}: `)).toBe(true);
      const overlay = replayOverlay(step, board, 'en');
      const event = step.item?.kind === 'event' ? step.item.event : null;
      const hexes = event ? eventHexes(event) : null;
      if (!hexes?.target) {
        expect(overlay.marks).toEqual([]);
        return;
      }
      expect(sentence).toContain(`Die ${event!.die}`);
      expect(overlay.marks.map((m) => [m.hex, m.kind])).toEqual([[hexes.target, 'defender']]);
      expect(overlay.selected).toEqual(hexes.attackers);
      expect(overlay.legs.map((l) => l.to)).toEqual(hexes.retreat);
    });
    expect(steps.some((s) => !s.item && stepSentence(log, steps, steps.indexOf(s), 'it', board).includes('la mappa a fine fase'))).toBe(true);
  });
});
