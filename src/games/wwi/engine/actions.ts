/**
 * Player actions and the sequence of play that strings them together (seed 002 3.0).
 * Every action is checked first and refused with a reason; applying never mutates
 * the input state.
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type DeclaredRoll, type Side, type WwiState, cloneState, unitById, unitsOnMap } from './state';
import { alignmentOf } from './sides';
import { type UnitMove, austroHungariansOutOfPlace, checkEndOfMovement, checkMove, movingSide, placeCheckedMove, placeMove } from './movement';
import { type AttackOrder, attackingSide, checkAttack, resolveAttack } from './combat';
import { type AttackerChoice, type DefenderChoice, applyAttackerChoice, applyDefenderChoice, checkAttackerChoice, checkDefenderChoice } from './losses';
import { type BuildOrders, applyBuild, checkBuild, collectResourcePoints, supplyAttrition } from './build';
import { checkActivation, tryActivation } from './neutrals';
import { checkFreeSetup } from './scenario';
import { nextPhaseOf, sideToAct, superiorSide } from './sequence';
import { checkItaly, checkRussia } from './special';
import { otherSide } from './sides';
import { type Refusal, refuse } from './reasons';
import { unitCalled } from './names';
import { logEvent } from './dice';
import { type DiceContribution, checkContribution, takeContribution, owesDiceContribution } from './dice-share';
import { checkOccupationDuties, updateOccupationDuties } from './occupation';
import { frenchAttacksOwed } from './owed-attacks';

export type WwiOrder =
  | { kind: 'setup'; placements: { unit: string; hex: HexId }[] }
  | { kind: 'activate'; nation: NationId }
  | { kind: 'move'; moves: UnitMove[] }
  | { kind: 'attack'; order: AttackOrder }
  | { kind: 'defend'; choice: DefenderChoice }
  | { kind: 'settle'; choice: AttackerChoice }
  | { kind: 'end-attacks' }
  | { kind: 'build'; orders: BuildOrders }
  /** Shared dice: the other side's share decides the die of a declared attack or activation (dice-share.ts). */
  | { kind: 'roll' };

/** One action of a side; the first after receiving the game also carries its share of the dice seed (dice-share.ts). */
export type WwiAction = WwiOrder & { dice?: DiceContribution };

/** Why `side` may not take `action` now, or null. */
export function checkAction(state: WwiState, board: Board, side: Side, action: WwiAction, charts: Charts = CHARTS): Refusal | null {
  if (state.phase === 'over') return refuse('11.3', 'The game is over', 'La partita è finita');
  if (sideToAct(state) !== side) return refuse('3.0', 'It is not your turn to act', 'Non tocca a voi');
  const diceRefusal = checkContribution(state, side, action.dice);
  if (diceRefusal) return diceRefusal;
  if (state.declared && action.kind !== 'roll') return refuse('6.1', 'First roll the die of the action declared', 'Prima tirate il dado dell\'azione dichiarata');
  // Shared dice: a die is declared only once the other side's share that decides it is promised (it has joined).
  const roller = otherSide(side);
  if ((action.kind === 'attack' || action.kind === 'activate') && state.diceMode === 'shared' && !state.diceCommitments[roller] && state.diceContributions[roller] === 0) {
    return refuse('6.1', 'The other side has not joined the game yet: no die can be declared before its share of the dice seed is promised', 'L\'altra parte non si è ancora unita alla partita: nessun dado può essere dichiarato prima che la sua parte del seme dei dadi sia promessa');
  }
  try {
    switch (action.kind) {
      case 'roll':
        if (!state.declared) return refuse('6.1', 'No die is waiting to be rolled', 'Nessun dado attende di essere tirato');
        // The roll must bring a share the declaring side did not know, or it could have foreseen the die.
        if (!owesDiceContribution(state, side)) return refuse('6.1', 'The die waits for your share of the dice seed', 'Il dado attende la vostra parte del seme dei dadi');
        return checkDeclared(state, board, state.declared, charts);
      case 'setup': {
        const r = checkFreeSetup(state, board, side, action.placements, charts);
        return r.ok ? null : r.refusal;
      }
      case 'activate': {
        const r = checkActivation(state, action.nation, side, charts);
        return r.ok ? null : r.refusal;
      }
      case 'move': {
        if (movingSide(state) !== side) return refuse('3.0', 'Not your movement phase', 'Non è la vostra fase di movimento');
        // Moves are tried on one copy without the log and undo chain: only positions matter here.
        let s: WwiState = cloneState({ ...state, log: [], undo: null });
        const moved = new Set<string>();
        for (const move of action.moves) {
          if (moved.has(move.unit)) {
            const name = unitCalled(state, move.unit);
            return refuse('5.1', `${name.en} moves once per phase`, `${name.it} muove una volta per fase`);
          }
          moved.add(move.unit);
          const r = checkMove(s, board, move, charts);
          if (!r.ok) return r.refusal;
          s = placeCheckedMove(s, board, move, r.value, charts);
        }
        const end = checkEndOfMovement(s, board);
        if (!end.ok) return end.refusal;
        // seed 002 10.6: an Austro-Hungarian army may cross Belgium, France or Holland but not stop there.
        const stranded = austroHungariansOutOfPlace(s, board).find((u) => moved.has(u.id));
        if (stranded) {
          const name = unitCalled(state, stranded.id);
          return refuse('10.6', `${name.en} may not end its move in Belgium, France or Holland`, `${name.it} non può terminare il movimento in Belgio, Francia o Olanda`);
        }
        const garrison = checkOccupationDuties(state, s, board, charts);
        return garrison.ok ? null : garrison.refusal;
      }
      case 'attack': {
        const r = checkAttack(state, board, action.order, charts);
        return r.ok ? null : r.refusal;
      }
      case 'defend': {
        const r = checkDefenderChoice(state, board, action.choice, charts);
        return r.ok ? null : r.refusal;
      }
      case 'settle': {
        const r = checkAttackerChoice(state, board, action.choice, charts);
        return r.ok ? null : r.refusal;
      }
      case 'end-attacks': {
        if (attackingSide(state) !== side || state.pending) return refuse('6.0', 'No attack phase of yours to end', 'Nessuna vostra fase di attacco da chiudere');
        const owed = frenchAttacksOwed(state, board, side, charts);
        // seed 002 11.12: the last chance may not end while an attack with French units owed can still be made.
        if (owed?.lastChance && owed.possible) {
          return refuse('11.12', `The Allies still owe ${owed.owed === 1 ? 'an attack' : `${owed.owed} attacks`} with French units`, `Gli Alleati devono ancora ${owed.owed === 1 ? 'un attacco' : `${owed.owed} attacchi`} con unità francesi`);
        }
        return null;
      }
      case 'build': {
        const r = checkBuild(state, board, side, action.orders, charts);
        return r.ok ? null : r.refusal;
      }
    }
  } catch {
    // The error's own text is a programmer's (English, with raw ids): the player is told only that the action is malformed.
    return refuse('2.1', 'Malformed action', 'Azione non valida');
  }
}

/** A declaration carried by a link is judged again before its die falls: a crafted one is refused like the action itself. */
function checkDeclared(state: WwiState, board: Board, declared: DeclaredRoll, charts: Charts): Refusal | null {
  const waiting: WwiState = { ...state, declared: null };
  if (sideToAct(waiting) !== declared.side) return refuse('6.1', 'The declared action is not the side to act\'s', 'L\'azione dichiarata non è della parte che deve agire');
  if (declared.kind === 'join') return null;
  const checked = declared.kind === 'attack' ? checkAttack(waiting, board, declared.order, charts) : checkActivation(waiting, declared.nation, declared.side, charts);
  return checked.ok ? null : checked.refusal;
}

/**
 * Apply an action, then whatever the sequence of play does on its own before the next decision.
 * Also keeps the dice hand-off (who owes the next contribution) and the undo chain.
 */
export function applyAction(state: WwiState, board: Board, side: Side, action: WwiAction, charts: Charts = CHARTS): WwiState {
  const refusal = checkAction(state, board, side, action, charts);
  if (refusal) throw new Error(refusal.en);
  let start = state;
  if (owesDiceContribution(state, side)) {
    start = cloneState(state);
    takeContribution(start, side, action.dice!);
  }
  const next = applyOrder(start, board, side, action, charts);
  // seed 002 10.3: the Allies' own moves and advances never make France fall; combat results and supply losses do.
  const ownMovement = side === 'allies' && (action.kind === 'move' || action.kind === 'settle');
  if (next.phase !== 'setup-allies' && next.phase !== 'setup-central') updateOccupationDuties(start, next, board, ownMovement);
  const nextSide = sideToAct(next);
  const handOff = nextSide !== null && nextSide !== side;
  if (handOff && next.diceMode === 'shared') next.diceOwedBy = nextSide;
  // Undo (undo.ts): never back past a roll, nor, in link play, past a hand-off.
  const rolled = next.rollCount > state.rollCount;
  next.undo = rolled || (handOff && next.diceMode === 'shared') ? null : { side, before: state };
  return next;
}

/** The rules' part of applying an action; returns a new state. */
function applyOrder(state: WwiState, board: Board, side: Side, action: WwiOrder, charts: Charts): WwiState {
  let next: WwiState;
  switch (action.kind) {
    case 'setup': {
      next = cloneState(state);
      for (const { unit, hex } of action.placements) Object.assign(unitById(next, unit), { status: 'map', hex });
      return advancePhase(next, board, charts);
    }
    case 'activate':
      if (state.diceMode === 'shared') return declare(state, { kind: 'activate', side, nation: action.nation });
      return tryActivation(state, board, action.nation, side, charts).state;
    case 'roll': {
      const declared = state.declared!;
      const waiting: WwiState = { ...state, declared: null };
      // Joining rolls nothing: the share only joins the seed and promises the next one.
      if (declared.kind === 'join') return cloneState(waiting);
      if (declared.kind === 'attack') return resolveAttack(waiting, board, declared.order, charts).state;
      return tryActivation(waiting, board, declared.nation, declared.side, charts).state;
    }
    case 'move': {
      next = cloneState(state);
      for (const move of action.moves) next = placeMove(next, board, move, charts);
      if (side === 'central') {
        // seed 002 10.6: Austro-Hungarian armies left in Belgium, France or Holland are destroyed.
        for (const unit of austroHungariansOutOfPlace(next, board)) {
          Object.assign(unit, { status: 'eliminated', hex: null });
          logEvent(next, `${unit.id} is destroyed in the west (10.6)`);
        }
      }
      checkRussia(next, board, charts);
      return advancePhase(next, board, charts);
    }
    case 'attack':
      if (state.diceMode === 'shared') return declare(state, { kind: 'attack', side, order: action.order });
      return resolveAttack(state, board, action.order, charts).state;
    case 'defend':
      next = applyDefenderChoice(state, board, action.choice, charts);
      checkRussia(next, board, charts);
      return next;
    case 'settle':
      next = applyAttackerChoice(state, board, action.choice, charts);
      checkRussia(next, board, charts);
      return next;
    case 'end-attacks':
      return advancePhase(cloneState(state), board, charts);
    case 'build':
      return advancePhase(applyBuild(state, board, side, action.orders, charts), board, charts);
  }
}

/**
 * Shared dice: the attack or activation is recorded and the game passes to the
 * other side, whose next action (a roll) carries the share that decides the
 * die. The declaring side holds only a commitment to that share, so it cannot
 * try its options in a private copy and keep the best (docs/guarantees.md, "What each mode guarantees").
 */
function declare(state: WwiState, declared: DeclaredRoll): WwiState {
  const next = cloneState(state);
  next.declared = declared;
  return next;
}

/** Move to the next phase, doing the automatic steps of 3.0 on the way. `state` is already a copy. */
function advancePhase(state: WwiState, board: Board, charts: Charts): WwiState {
  const next = nextPhaseOf(state, charts);
  const endOfTurn = state.phase === 'build-central';
  if (endOfTurn) {
    supplyAttrition(state, board, charts); // 3.0 step 10.5, 7.22
    checkItaly(state, board); // 10.9: at the end of a game turn
    if (state.turn >= charts.victory.lastTurn) {
      state.phase = 'over';
      state.phaseSerial++;
      return state;
    }
    state.turn++;
  }
  state.phase = next.phase;
  state.attackPhase = next.attackPhase;
  state.phaseSerial++;
  state.engaged = [];
  state.attackedHexes = [];
  state.seaMoveUsed = false;
  state.activationTried = false;
  // seed 002 3.0 step 3: superior player determined once both sides have moved.
  if (state.phase === 'attack' && state.attackPhase === 1) state.superior = superiorSide(state);
  // seed 002 3.0 step 10.1: new resource points before anyone builds.
  if (state.phase === 'build-allies') collectResourcePoints(state, charts);
  return state;
}

/** Armies that could take part in an attack on `target` now (helper for the UI and the bot). */
export function possibleAttackers(state: WwiState, board: Board, target: HexId, charts: Charts = CHARTS): string[] {
  const side = attackingSide(state);
  if (!side) return [];
  return unitsOnMap(state)
    .filter((u) => alignmentOf(state, u.nation) === side && !state.engaged.includes(u.id))
    .filter((u) => checkAttack(state, board, { attackers: [u.id], target }, charts).ok || board.neighbours(u.hex!).some((n) => n.id === target))
    .map((u) => u.id);
}
