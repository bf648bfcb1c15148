import { describe, expect, it } from 'vitest';
import { diplomacy, diplomacyMap as map } from '../../../src/games/diplomacy/engine/module';
import { botOrders } from '../../../src/games/diplomacy/engine/bot';
import { seatIds } from '../../../src/games/diplomacy/engine/seats';
import { botAction, botJobs, computerSeats, runComputer } from '../../../src/games/diplomacy/ui/solo';
import { computerLevel, gameSeedOf, seatPlan, setSeatPlan, type SeatPlan } from '../../../src/games/diplomacy/ui/solo-memory';
import { DIP_WAYS, planOfRoles, prepareDipGame } from '../../../src/games/diplomacy/ui/ways';
import { writeDeviceValue } from '../../../src/platform/device-memory';

const SEVEN = diplomacy.initialState('standard', { setup: '7' });
const SOLO: SeatPlan = { people: ['france'], level: 1, levels: {} };

describe('which seats the computer plays', () => {
  it('against the computer: every seat but the person’s, in the engine’s order', () => {
    expect(computerSeats(seatIds(SEVEN), SOLO)).toEqual(['england', 'germany', 'italy', 'austria', 'russia', 'turkey']);
    expect(computerSeats(seatIds(SEVEN), null)).toEqual([]);
  });

  it('the person’s power keeps its seat when a seat holds several powers', () => {
    const four = diplomacy.initialState('standard', { setup: '4' });
    expect(computerSeats(seatIds(four), SOLO)).toEqual(['england', 'germany+turkey', 'italy+russia']);
  });

  it('a mixed table: the people’s seats are nobody’s computer, each computer seat at its level', () => {
    const plan = planOfRoles({ england: 'person', france: 'person', germany: 'computer-2', italy: 'computer-1', austria: 'computer-1', russia: 'computer-1', turkey: 'computer-2' })!;
    expect(computerSeats(seatIds(SEVEN), plan)).toEqual(['germany', 'italy', 'austria', 'russia', 'turkey']);
    expect(computerLevel(plan, 'england')).toBeNull();
    expect(computerLevel(plan, 'germany')).toBe(2);
    expect(computerLevel(plan, 'italy')).toBe(1);
    expect(botJobs('0123456789ab', SEVEN, ['england', 'germany', 'italy'], plan).map(({ seat, job }) => [seat, job.level, job.powers])).toEqual([
      ['germany', 2, ['germany']],
      ['italy', 1, ['italy']],
    ]);
  });

  it('a table of people only needs no plan', () => {
    expect(planOfRoles(Object.fromEntries(seatIds(SEVEN).map((seat) => [seat, 'person'])))).toBeNull();
    expect(planOfRoles({})).toBeNull();
  });
});

describe('what the device remembers', () => {
  it('New game’s computer way: France against six at level 1; the table way: the roles chosen, or nothing', () => {
    prepareDipGame('aaaaaaaaaaaa', 'computer');
    expect(seatPlan('aaaaaaaaaaaa')).toEqual(SOLO);
    prepareDipGame('bbbbbbbbbbbb', 'table');
    expect(seatPlan('bbbbbbbbbbbb')).toBeNull();
    prepareDipGame('cccccccccccc', 'table', { england: 'person', france: 'computer-2', germany: 'person' });
    expect(seatPlan('cccccccccccc')).toEqual({ people: ['england', 'germany'], level: 1, levels: { france: 2 } });
    setSeatPlan('aaaaaaaaaaaa', { people: ['italy'], level: 2, levels: {} });
    expect(seatPlan('aaaaaaaaaaaa')).toEqual({ people: ['italy'], level: 2, levels: {} });
  });

  it('reads a game remembered before mixed tables, and ignores what it cannot read', () => {
    writeDeviceValue('dispaccio.dip.solo.dddddddddddd', 'turkey:2');
    expect(seatPlan('dddddddddddd')).toEqual({ people: ['turkey'], level: 2, levels: {} });
    writeDeviceValue('dispaccio.dip.solo.eeeeeeeeeeee', '{"people":"france","level":1}');
    expect(seatPlan('eeeeeeeeeeee')).toBeNull();
    writeDeviceValue('dispaccio.dip.solo.eeeeeeeeeeee', '{"people":[],"level":1,"levels":{"italy":3,"turkey":2}}');
    expect(seatPlan('eeeeeeeeeeee')).toEqual({ people: [], level: 1, levels: { turkey: 2 } });
  });

  it('the seed comes from the game id', () => {
    expect(gameSeedOf('0123456789ab')).toBe(0x01234567);
    expect(gameSeedOf('ffffffff0000')).toBe(0xffffffff);
  });
});

describe('New game', () => {
  it('keeps the by-link labels the platform uses, so every game reads the same', () => {
    const labels = DIP_WAYS.map((way) => way.label.en);
    for (const name of [/^At one table/, /^Against the computer$/, /open orders/, /sealed orders/, /with a referee/]) {
      expect(labels.filter((label) => name.test(label))).toHaveLength(1);
    }
    expect(DIP_WAYS.map((way) => way.mode)).toEqual(['table', 'table', 'open', 'sealed', 'referee']);
  });

  it('the table way offers a person or the computer at either level for each power, a person first', () => {
    const table = DIP_WAYS.find((way) => way.id === 'table')!;
    expect(table.seatRoles?.map((role) => role.id)).toEqual(['person', 'computer-1', 'computer-2']);
    expect(table.seatRoles?.every((role) => role.label.en && role.label.it)).toBe(true);
  });
});

describe('the computer’s orders', () => {
  it('a bot’s orders become a valid action without a draw vote, the same on every reload', () => {
    const seed = gameSeedOf('0123456789ab');
    const orders = () => botOrders({ map, position: SEVEN.position, power: 'germany', level: 1, gameSeed: seed });
    expect(orders()).toEqual(orders());
    const action = botAction([{ power: 'germany', orders: orders() }]);
    expect(action.draw).toBe(false);
    expect(action.orders).toHaveLength(3);
    expect(diplomacy.validate(SEVEN, 'germany', action)).toBeNull();
  });

  it('orders each seat once per phase, in order; a seat added later starts on its own', async () => {
    const posted: string[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage(job: { powers: string[] }) {
        posted.push(job.powers.join('+'));
        setTimeout(() => this.onmessage?.({ data: job.powers.map((power) => ({ power, orders: [] })) }), 0);
      }
      terminate() {}
    }
    const saved = globalThis.Worker;
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    try {
      const jobs = (...powers: string[]) => botJobs('0123456789ab', SEVEN, powers, { people: [], level: 1, levels: {} });
      const submitted: string[] = [];
      const until = (count: number) => new Promise<void>((resolve) => {
        const poll = () => (submitted.length >= count ? resolve() : setTimeout(poll, 1));
        poll();
      });
      runComputer('k|1901|spring|movement', jobs('england', 'germany'), (seat) => submitted.push(seat));
      runComputer('k|1901|spring|movement', jobs('england', 'germany'), (seat) => submitted.push(`again ${seat}`));
      await until(2);
      runComputer('k|1901|spring|movement', jobs('england', 'germany', 'italy'), (seat) => submitted.push(seat));
      await until(3);
      expect(posted).toEqual(['england', 'germany', 'italy']);
      expect(submitted).toEqual(['england', 'germany', 'italy']);
    } finally {
      globalThis.Worker = saved;
    }
  });
});
