import { describe, expect, it } from 'vitest';
import { belleEpoqueGame as game, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import type { LinkAction } from '../../../src/games/belle-epoque/engine/link-dice';
import type { Action } from '../../../src/games/belle-epoque/engine/actions';
import { rngFromBytes } from '../../../src/games/belle-epoque/engine/rng';
import { AutomatedRunner, PACE_MS, decide, waitBefore, type AutomatedAnswer, type AutomatedJob, type Pace, type RunnerDeps, type WorkerLike } from '../../../src/games/belle-epoque/ui/automation';
import { automatedSeats, beStartOptions } from '../../../src/games/belle-epoque/ui/ways';

const UID = '0123456789ab';

/** A worker answering each question on a later tick, as a real one does, counting what it was asked. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  asked: AutomatedJob[] = [];
  fail = false;
  postMessage(job: AutomatedJob) {
    this.asked.push(job);
    // A real worker gets a structured clone: the answer must not depend on sharing the object.
    const copy = structuredClone(job);
    setTimeout(() => (this.fail ? this.onerror?.({} as ErrorEvent) : this.onmessage?.({ data: decide(copy) } as MessageEvent<AutomatedAnswer>)), 0);
  }
  terminate() {}
}

function deps(worker: WorkerLike | null, over: Partial<RunnerDeps> = {}): RunnerDeps & { waits: number[]; clock: { t: number } } {
  const clock = { t: 1000 };
  const waits: number[] = [];
  let n = 0;
  return {
    clock,
    waits,
    makeWorker: () => worker,
    now: () => clock.t,
    later: (run, ms) => {
      waits.push(ms);
      run();
    },
    seed: () => new Uint8Array([n++ & 255, 9, 9]),
    pace: () => 'step' as Pace,
    skipping: () => false,
    ...over,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A solo game's state with an automated power to act: all four automated, so the first actor is one. */
const allAutomated = () => game.initialState('4', { automated: 'gb,fr,ru,ce' }, new Uint8Array([7]));

describe('La Belle Époque automated powers at one device', () => {
  it('pauses so a step can be followed: 700 ms from when it was shown, less what the worker took, none when skipping', () => {
    expect(PACE_MS.step).toBe(700);
    expect(waitBefore(1000, 1000, 'step', false)).toBe(700);
    expect(waitBefore(1000, 1300, 'step', false)).toBe(400);
    expect(waitBefore(1000, 3000, 'step', false)).toBe(0);
    expect(waitBefore(1000, 1000, 'quick', false)).toBe(PACE_MS.quick);
    expect(waitBefore(1000, 1000, 'step', true)).toBe(0);
  });

  it('asks the worker once per step however often the page renders, and submits the automated power\'s action after the pause', async () => {
    const worker = new FakeWorker();
    const d = deps(worker);
    const runner = new AutomatedRunner(d);
    const s = allAutomated();
    const seats = automatedSeats(UID, s);
    const sent: [string, Action][] = [];
    runner.run(UID, s, seats, (seat, action) => sent.push([seat, action]));
    runner.run(UID, s, seats, (seat, action) => sent.push([seat, action]));
    d.clock.t += 120;
    await tick();
    expect(worker.asked).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe(game.turn(s).waitingFor[0]);
    expect(game.validate(s, sent[0][0], sent[0][1])).toBeNull();
    expect(d.waits).toEqual([580]);
  });

  it('never acts for a person: a state where a person acts asks nothing', async () => {
    const worker = new FakeWorker();
    const runner = new AutomatedRunner(deps(worker));
    const s = game.initialState('4', beStartOptions('solo-ru'), new Uint8Array([7]));
    expect(game.turn(s).waitingFor).toEqual(['ru']);
    runner.run(UID, s, automatedSeats(UID, s), () => expect.unreachable());
    await tick();
    expect(worker.asked).toHaveLength(0);
  });

  it('"skip to my turn" sends a step waiting for its pause at once', async () => {
    const pending: (() => void)[] = [];
    const runner = new AutomatedRunner(deps(new FakeWorker(), { later: (run) => pending.push(run) }));
    const sent: string[] = [];
    const s = allAutomated();
    runner.run(UID, s, automatedSeats(UID, s), (seat) => sent.push(seat));
    await tick();
    expect(sent).toEqual([]);
    runner.hurry();
    expect(sent).toHaveLength(1);
    // The timer firing later sends nothing twice.
    pending[0]();
    expect(sent).toHaveLength(1);
  });

  it('a failed worker or none at all: the step is decided on the page, so play never stalls', async () => {
    const broken = new FakeWorker();
    broken.fail = true;
    const sent: string[] = [];
    const s = allAutomated();
    new AutomatedRunner(deps(broken)).run(UID, s, automatedSeats(UID, s), (seat) => sent.push(seat));
    await tick();
    new AutomatedRunner(deps(null)).run(UID, s, automatedSeats(UID, s), (seat) => sent.push(seat));
    new AutomatedRunner(deps(null, { makeWorker: () => { throw new Error('no workers here'); } })).run(UID, s, automatedSeats(UID, s), (seat) => sent.push(seat));
    expect(sent).toHaveLength(3);
  });

  it('a whole solo game through the automate hook and a worker: every action legal, the game ends (10.2 or 6.3)', async () => {
    const worker = new FakeWorker();
    const runner = new AutomatedRunner(deps(worker));
    const rng = rngFromBytes(new Uint8Array([3, 1, 4]));
    let s: BelleEpoqueModuleState = game.initialState('4', beStartOptions('solo-gb'), new Uint8Array([5]));
    let automatedSteps = 0;
    let steps = 0;
    for (; s.phase !== 'ended' && steps < 5000; steps++) {
      // What the library does between steps: the state goes through the link codec.
      s = game.decodeState(game.encodeState(s));
      const power = game.turn(s).waitingFor[0];
      const seats = automatedSeats(UID, s);
      let action: LinkAction;
      if (seats.includes(power)) {
        const got: [string, Action][] = [];
        runner.run(UID, s, seats, (seat, a) => got.push([seat, a]));
        await tick();
        expect(got.map(([seat]) => seat)).toEqual([power]);
        action = got[0][1];
        automatedSteps++;
      } else {
        expect(power).toBe('gb');
        // The person: any legal action, passing seldom so the game uses every action.
        const legal = game.legalActions(s, power);
        const playing = legal.filter((a) => a.kind !== 'pass');
        action = playing.length && rng.below(5) > 0 ? playing[rng.below(playing.length)] : legal[rng.below(legal.length)];
      }
      expect(game.validate(s, power, action), `${power} ${JSON.stringify(action)}`).toBeNull();
      s = game.apply(s, new Map([[power, action]]), new Uint8Array([steps & 255, steps >> 8, 77]));
    }
    expect(s.phase).toBe('ended');
    expect(game.ended(s)).not.toBeNull();
    // At least each automated power's phase in every turn played (13.3; the turn Sarajevo is drawn is not, 6.3).
    const played = s.endReason === 'sarajevo' ? s.turn - 1 : s.turn;
    expect(played).toBeGreaterThan(2);
    expect(automatedSteps).toBeGreaterThanOrEqual(3 * played);
    expect(worker.asked).toHaveLength(automatedSteps);
  }, 60_000);
});
