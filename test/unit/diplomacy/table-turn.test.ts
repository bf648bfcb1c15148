/** Who is asked to take the device at a Diplomacy table where the computer plays some powers. */
import { describe, expect, it } from 'vitest';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import { seatIds } from '../../../src/games/diplomacy/engine/seats';
import { computerSeats } from '../../../src/games/diplomacy/ui/solo';
import { loneSeat, withRole, type SeatPlan } from '../../../src/games/diplomacy/ui/solo-memory';
import { planOfRoles } from '../../../src/games/diplomacy/ui/ways';
import { tableTurn } from '../../../src/platform/table-turn';

const SEVEN = diplomacy.initialState('standard', { setup: '7' });
const SEATS = seatIds(SEVEN);
const WAITING = diplomacy.turn(SEVEN).waitingFor;
const SOLO: SeatPlan = { people: ['france'], level: 1, levels: {} };
const MIXED = planOfRoles({ england: 'computer-1', france: 'person', germany: 'computer-1', italy: 'person', austria: 'computer-2', russia: 'computer-1', turkey: 'computer-1' })!;

describe('the pass screen at a table with the computer', () => {
  it('one person against the computer is never asked to pass the device, and is never told to hand it to a bot', () => {
    const turn = tableTurn(SEATS, WAITING, [], computerSeats(SEATS, SOLO));
    expect(turn.people).toEqual(['france']);
    expect(turn.alone).toBe(true);
    expect(turn.deciding).toEqual(['england', 'germany', 'italy', 'austria', 'russia', 'turkey']);
  });

  it('two people and five bots: only the two people are named, in the engine’s order, until their orders are in', () => {
    const automated = computerSeats(SEATS, MIXED);
    const first = tableTurn(SEATS, WAITING, ['england', 'germany'], automated);
    expect(first.people).toEqual(['france', 'italy']);
    expect(first.alone).toBe(false);
    expect(first.computer).toEqual(['england', 'germany', 'austria', 'russia', 'turkey']);
    expect(first.deciding).toEqual(['austria', 'russia', 'turkey']);
    expect(tableTurn(SEATS, WAITING, ['france', 'england'], automated).people).toEqual(['italy']);
    const done = tableTurn(SEATS, WAITING, WAITING, automated);
    expect([done.people, done.deciding]).toEqual([[], []]);
  });

  it('a phase only the computer has orders for asks nobody (retreats, adjustments)', () => {
    const turn = tableTurn(SEATS, ['germany', 'russia'], [], computerSeats(SEATS, SOLO));
    expect(turn.people).toEqual([]);
    expect(turn.deciding).toEqual(['germany', 'russia']);
  });

  it('a table of people only is the plain hot seat: every seat waited for is asked, in turn', () => {
    const turn = tableTurn(SEATS, WAITING, ['england'], computerSeats(SEATS, null));
    expect(turn.people).toEqual(WAITING.filter((seat) => seat !== 'england'));
    expect(turn.alone).toBe(false);
    expect(turn.computer).toEqual([]);
  });
});

describe('changing who plays on the game page', () => {
  it('a seat handed to a person or to the computer; the rest of the plan stays', () => {
    const handed = withRole(MIXED, SEATS, 'england', null);
    expect(computerSeats(SEATS, handed)).toEqual(['germany', 'austria', 'russia', 'turkey']);
    const back = withRole(handed, SEATS, 'france', 2);
    expect(computerSeats(SEATS, back)).toEqual(['france', 'germany', 'austria', 'russia', 'turkey']);
    expect(back.levels).toEqual({ france: 2, germany: 1, austria: 2, russia: 1, turkey: 1 });
  });

  it('one person against one level is the quick form; a second person or a second level is a table', () => {
    expect(loneSeat(SOLO, SEATS)).toBe('france');
    expect(loneSeat(MIXED, SEATS)).toBeNull();
    expect(loneSeat(withRole(MIXED, SEATS, 'italy', 1), SEATS)).toBeNull();
    expect(loneSeat(withRole(withRole(MIXED, SEATS, 'italy', 1), SEATS, 'austria', 1), SEATS)).toBe('france');
  });
});
