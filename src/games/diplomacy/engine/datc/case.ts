/**
 * A DATC test case in one shape, whatever file format it came from: a position
 * and phase, the orders, and what is expected (per-order results, or the
 * position afterwards).
 */
import type { PowerId } from '../../../../platform/game';
import type { SubmittedOrder } from '../adjudicator/validate';
import type { Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { UnitData } from '../types';

export type ExpectedResult = 'Succeeds' | 'Fails' | null;

/** Per-order expectation (JSON format). */
export interface OrderExpectation {
  text: string;
  expected: ExpectedResult;
}

/** One phase to adjudicate, with the checks that follow it. */
export interface PhaseStep {
  position: Position;
  orders: SubmittedOrder[];
  /** Aligned with `orders` (JSON format). */
  expectations?: OrderExpectation[];
}

export interface DatcCase {
  name: string;
  /** Why this case is not run (the file says so, or it belongs to another edition). */
  skip?: string;
  /** Rule edition after any per-file overrides. */
  rules: Rulebook;
  strictOrders: boolean;
  /** Phases adjudicated in sequence; each next position comes from the previous result. */
  steps: PhaseStep[];
  /** Units expected to be disbanded by the civil-disorder rule (JSON build cases). */
  expectCivilDisorder?: UnitData[];
  /** Board after the last step (jDip POSTSTATE). */
  expectUnits?: UnitData[];
  /** Dislodged units after the last step (jDip POSTSTATE_DISLODGED). */
  expectDislodged?: UnitData[];
  /** Problems found while reading the case (unreadable orders are adjudicated anyway). */
  readErrors: string[];
}

export interface PowerlessOrder {
  power: PowerId;
  text: string;
}
