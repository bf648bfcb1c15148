/**
 * Kruijswijk's decision resolver ("The Math of Adjudication", DATC 5.E):
 * every question is a yes/no decision; a decision that depends on itself is
 * guessed, the guess checked, and the other guess tried. One consistent answer
 * is the answer; none or two means a cycle, settled by the backup rule.
 */

export const DECISION_MOVE = 0;
export const DECISION_DISLODGED = 1;
export const DECISION_SUPPORT = 2;
export const DECISION_PATH = 3;
export const DECISION_KINDS = 4;

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

export const decisionId = (unit: number, kind: number): number => unit * DECISION_KINDS + kind;
export const decisionUnit = (id: number): number => (id / DECISION_KINDS) | 0;
export const decisionKind = (id: number): number => id % DECISION_KINDS;

export interface DecisionRules {
  /** Computes a decision from the current answers of the decisions it reads. */
  adjudicate(id: number, resolver: Resolver): boolean;
  /**
   * Settles a cycle of decisions that has no single consistent answer: resolves
   * some of them with `resolver.settle` (the others are reset and recomputed).
   */
  backupRule(cycle: readonly number[], resolver: Resolver): void;
}

export class Resolver {
  private readonly state: number[];
  private readonly answer: number[];
  private readonly inDependencies: number[];
  private readonly dependencies: number[] = [];

  constructor(
    decisionCount: number,
    private readonly rules: DecisionRules,
  ) {
    // Plain arrays: cheaper to allocate than typed arrays at this size.
    this.state = new Array<number>(decisionCount).fill(UNRESOLVED);
    this.answer = new Array<number>(decisionCount).fill(0);
    this.inDependencies = new Array<number>(decisionCount).fill(0);
  }

  /** Final answer for a decision the backup rule decides. */
  settle(id: number, value: boolean): void {
    this.state[id] = RESOLVED;
    this.answer[id] = value ? 1 : 0;
  }

  isResolved(id: number): boolean {
    return this.state[id] === RESOLVED;
  }

  resolve(id: number): boolean {
    const state = this.state[id];
    if (state === RESOLVED) return this.answer[id] === 1;
    if (state === GUESSING) {
      // Reading a guess makes everything computed from now on depend on it.
      if (!this.inDependencies[id]) {
        this.inDependencies[id] = 1;
        this.dependencies.push(id);
      }
      return this.answer[id] === 1;
    }
    const mark = this.dependencies.length;
    this.state[id] = GUESSING;
    this.answer[id] = 0;
    const first = this.rules.adjudicate(id, this);
    if (this.dependencies.length === mark) {
      // No guess was read: the answer is final.
      if (this.state[id] !== RESOLVED) this.settle(id, first);
      return first;
    }
    if (this.dependencies[mark] !== id) {
      // Depends on the guess of a decision further up the stack: let it decide.
      if (!this.inDependencies[id]) {
        this.inDependencies[id] = 1;
        this.dependencies.push(id);
      }
      this.answer[id] = first ? 1 : 0;
      return first;
    }
    // Our own guess was read: a cycle through this decision. Try the other guess.
    this.reset(mark);
    this.state[id] = GUESSING;
    this.answer[id] = 1;
    const second = this.rules.adjudicate(id, this);
    if (first === second) {
      this.reset(mark);
      this.settle(id, first);
      return first;
    }
    // Both guesses consistent, or neither: the backup rule breaks the cycle.
    const cycle = this.dependencies.slice(mark);
    if (!cycle.includes(id)) cycle.push(id);
    this.reset(mark);
    this.rules.backupRule(cycle, this);
    if (this.state[id] === GUESSING) this.state[id] = UNRESOLVED;
    return this.resolve(id);
  }

  /** Forgets every guessed answer recorded since `mark`. */
  private reset(mark: number): void {
    const deps = this.dependencies;
    for (let i = mark; i < deps.length; i++) {
      const id = deps[i];
      this.inDependencies[id] = 0;
      if (this.state[id] !== RESOLVED) this.state[id] = UNRESOLVED;
    }
    deps.length = mark;
  }
}
