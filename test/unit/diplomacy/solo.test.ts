import { describe, expect, it } from 'vitest';
import { diplomacy, diplomacyMap as map } from '../../../src/games/diplomacy/engine/module';
import { botOrders } from '../../../src/games/diplomacy/engine/bot';
import { automatedSeats, botAction } from '../../../src/games/diplomacy/ui/solo';
import { gameSeedOf, markPhaseOrdered, phaseOrdered, setSoloSetting, soloSetting } from '../../../src/games/diplomacy/ui/solo-memory';
import { DIP_WAYS, prepareDipGame } from '../../../src/games/diplomacy/ui/ways';

describe('Diplomacy against the computer', () => {
  it('the computer orders every seat waited for but the person’s, in the engine’s order', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const seats = automatedSeats(diplomacy.turn(state).waitingFor, 'france');
    expect(seats).toEqual(['england', 'germany', 'italy', 'austria', 'russia', 'turkey']);
    expect(automatedSeats(['england', 'france'], 'france')).toEqual(['england']);
    expect(automatedSeats(['england'], 'france')).toEqual(['england']);
  });

  it('a bot’s orders become a valid action without a draw vote, the same on every reload', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const seed = gameSeedOf('0123456789ab');
    const orders = () => botOrders({ map, position: state.position, power: 'germany', level: 1, gameSeed: seed });
    expect(orders()).toEqual(orders());
    const action = botAction([{ power: 'germany', orders: orders() }]);
    expect(action.draw).toBe(false);
    expect(action.orders).toHaveLength(3);
    expect(diplomacy.validate(state, 'germany', action)).toBeNull();
  });

  it('the seed comes from the game id', () => {
    expect(gameSeedOf('0123456789ab')).toBe(0x01234567);
    expect(gameSeedOf('ffffffff0000')).toBe(0xffffffff);
  });

  it('New game’s computer way remembers France at level 1; the table way remembers nothing', () => {
    prepareDipGame('aaaaaaaaaaaa', 'computer');
    expect(soloSetting('aaaaaaaaaaaa')).toEqual({ seat: 'france', level: 1 });
    prepareDipGame('bbbbbbbbbbbb', 'table');
    expect(soloSetting('bbbbbbbbbbbb')).toBeNull();
    setSoloSetting('aaaaaaaaaaaa', { seat: 'italy', level: 2 });
    expect(soloSetting('aaaaaaaaaaaa')).toEqual({ seat: 'italy', level: 2 });
  });

  it('a phase the computer ordered is remembered, so an older phase shown is not ordered again', () => {
    expect(phaseOrdered('cccccccccccc|1901|spring|movement')).toBe(false);
    markPhaseOrdered('cccccccccccc|1901|spring|movement');
    expect(phaseOrdered('cccccccccccc|1901|spring|movement')).toBe(true);
  });

  it('keeps the by-link labels the platform uses, so every game reads the same', () => {
    const labels = DIP_WAYS.map((way) => way.label.en);
    for (const name of [/^At one table/, /^Against the computer$/, /open orders/, /sealed orders/, /with a referee/]) {
      expect(labels.filter((label) => name.test(label))).toHaveLength(1);
    }
    expect(DIP_WAYS.map((way) => way.mode)).toEqual(['table', 'table', 'open', 'sealed', 'referee']);
  });
});

describe('the computer’s turn', () => {
  it('submits the seats one after another, in order, saying who is still deciding, once per phase', async () => {
    const { runComputer, thinkingSeats, onThinkingChange } = await import('../../../src/games/diplomacy/ui/solo');
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
      const state = diplomacy.initialState('standard', { setup: '7' });
      const job = (power: string) => ({ seat: power, job: { position: state.position, powers: [power], level: 1 as const, gameSeed: 1 } });
      const seen: string[][] = [];
      const stop = onThinkingChange(() => seen.push([...thinkingSeats()]));
      const submitted: string[] = [];
      const finished = new Promise<void>((resolve) => runComputer('k|1901|spring|movement', [job('england'), job('germany')], resolve, (seat) => submitted.push(seat)));
      runComputer('k|1901|spring|movement', [job('england'), job('germany')], () => {}, (seat) => submitted.push(`again ${seat}`));
      await finished;
      stop();
      expect(posted).toEqual(['england', 'germany']);
      expect(submitted).toEqual(['england', 'germany']);
      expect(seen).toEqual([['england', 'germany'], ['germany'], []]);
    } finally {
      globalThis.Worker = saved;
    }
  });
});
