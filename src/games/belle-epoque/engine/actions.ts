/**
 * Actions: the initial set-up (3.3), every action of chapter 8 and the
 * decisions a power owes inside one (contest steps, a card's target choice,
 * the Ottoman draw). `checkAction` refuses with the rule; `applyAction` is
 * pure and takes its chance from the Rng it is given.
 */
import { loadBelleEpoqueData, type Continent, type PowerId, type TerritoryId } from './data';
import { closedTo, cubeController, fleetController, hasFleetIn, lowestFree, territory } from './board';
import { defend, nextReroller, openContest, rerollCards, rerollWithCard, rollContest, settleContest, useArmies, useFleets } from './contest';
import { answerPhaseEReroll, openAt, personMayReroll, resolveAutomatedContests, rollWithPerson } from './automated/contests';
import { applyEffects, markTarget, newContext, needsTarget, type CardChoices } from './effects';
import { movePrestige } from './prestige';
import { refuse, RuleError, type Refusal } from './refusal';
import type { Rng } from './rng';
import { finishTurn, nextRound } from './sequence';
import { isAutomated, logAutomated } from './automated/common';
import { automatonPhase } from './automated/turn';
import { checkSetupPlacement, placeSetupCube } from './setup';
import { checkRearrange, endOfSetup, moveSetupCube } from './rearrange';
import { cloneState, HIDDEN_CARD, type BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();
const R = d.rules;

export type Action =
  | { kind: 'setup'; territory: TerritoryId }
  /** The end of the set-up (3.3.2): one of the power's set-up cubes moves to another territory. */
  | { kind: 'rearrange'; from: TerritoryId; to: TerritoryId }
  | { kind: 'buy'; armies: number; fleets: number }
  | { kind: 'mission'; territory: TerritoryId; space: number }
  | { kind: 'greatWork' }
  | { kind: 'invest' }
  | { kind: 'prestige' }
  | { kind: 'intrigue'; card: string; half: 0 | 1; choices?: CardChoices }
  | { kind: 'national'; card: string; choices?: CardChoices }
  | { kind: 'contest'; territory: TerritoryId; space: number; fleets: string[] }
  | { kind: 'defend'; fleets: string[]; armies: number; minorArmies: string[] }
  | { kind: 'contestArmies'; armies: number; minorArmies: string[] }
  /** After the dice, the losing side may play an intrigue card's contest half to roll its die again (null: no). */
  | { kind: 'reroll'; card: string | null }
  | { kind: 'deploy'; moves: { fleet: string; to: Continent }[] }
  | { kind: 'sellArms'; territory: TerritoryId; fleets: string[]; replace: number[] }
  | { kind: 'pass' }
  | { kind: 'endRound' }
  | { kind: 'keep'; card: string }
  | { kind: 'choose'; option: number }
  /** An automated power's whole action phase, by chapter 13's procedure (13.3). */
  | { kind: 'automaton' };

/** The action of 8.0's list an action counts as, for the once-per-round limit (8.0.1); null for steps inside one. */
export function actionKey(a: Action): string | null {
  switch (a.kind) {
    case 'intrigue': case 'national': return 'card';
    case 'defend': case 'contestArmies': case 'reroll': case 'endRound': case 'keep': case 'choose': case 'setup': case 'rearrange': return null;
    default: return a.kind;
  }
}

/** The power that must act now, or null when the game is over. */
export function actor(s: BelleEpoqueState): PowerId | null {
  if (s.phase === 'ended') return null;
  const p = s.pending;
  if (p?.kind === 'contest') return p.contest.step === 'defender' ? p.contest.defender : p.contest.step === 'reroll' ? p.contest.rerollBy! : p.contest.attacker;
  if (p) return p.power;
  return s.order[s.current];
}

function fleetsOf(s: BelleEpoqueState, p: PowerId): typeof s.fleets {
  return s.fleets.filter((f) => fleetController(s, f) === p);
}

function pay(s: BelleEpoqueState, p: PowerId, cost: number, rule: string): void {
  if (cost > s.powers[p].money) refuse(rule, `This costs £${cost}; you have £${s.powers[p].money}.`, `Costa £${cost}; hai £${s.powers[p].money}.`);
  s.powers[p].money -= cost;
}

function doMission(s: BelleEpoqueState, p: PowerId, id: TerritoryId, space: number): void {
  const t = d.territories.find((x) => x.id === id) ?? refuse('8.2', 'No such territory.', 'Territorio inesistente.');
  if (s.powers[p].embassy < 1) refuse('8.2', 'No cube in your embassies.', 'Nessun cubo MD nelle Ambasciate.');
  if (closedTo(s, id, p)) refuse('8.9.2', 'Another power closed this territory to your cubes this turn (Diplomatic Rift).', 'Un\'altra Potenza ha chiuso questo Territorio ai tuoi cubi MD in questo turno (Contrasti Diplomatici).');
  if (t.continent !== 'europe' && !hasFleetIn(s, p, t.continent)) {
    if (!(p === 'ru' && t.russianAccess)) refuse(p === 'ru' ? '8.2.2' : '8.2.1', 'Cubes go to Africa and Asia only with a fleet of yours in that continent\'s box (Russia: not in Persia, Afghanistan-Baluchistan, China, Manchuria-Korea).', 'I cubi MD vanno in Africa e in Asia solo con una tua Flotta nel Box Flotte del Continente (la Russia no in Persia, Afghanistan-Belucistan, Cina, Manciuria-Corea).');
  }
  const spaces = s.board[id];
  const sp = spaces[space] ?? refuse('8.2', 'No such space.', 'Spazio inesistente.');
  if (sp.cube === null) {
    if (space !== lowestFree(spaces)) refuse('8.2.1', 'Fill the free space with the lowest die face first.', 'Occupa prima lo spazio libero con il numero più basso.');
    sp.cube = p;
  } else {
    if (sp.cube === 'arms') refuse('8.9.1', 'Arms cubes cannot be contested.', 'Un cubo Armamento non si contende.');
    if (sp.top) refuse('8.2.5', 'A contest holds two cubes at most.', 'In una Contesa possono esserci al massimo 2 cubi MD.');
    if (cubeController(s, sp.cube) === p) refuse('8.2', 'A contest is placed on an opponent\'s cube.', 'Una Contesa si prepara sopra un cubo MD avversario.');
    sp.top = p;
  }
  s.powers[p].embassy -= 1;
}

function doBuy(s: BelleEpoqueState, p: PowerId, armies: number, fleets: number): void {
  const ps = s.powers[p];
  const power = d.powers.find((x) => x.id === p)!;
  const inReserve = s.fleets.filter((f) => f.owner === p && f.where === 'reserve');
  if (!Number.isInteger(armies) || !Number.isInteger(fleets) || armies < 0 || fleets < 0 || armies + fleets === 0) refuse('8.1', 'Buy at least one army or fleet.', 'Acquista almeno un Esercito o una Flotta.');
  if (armies > ps.armies.reserve) refuse('8.1', `At most ${power.armies.max} armies in all.`, `Al massimo ${power.armies.max} Eserciti in tutto.`);
  if (fleets > inReserve.length) refuse('8.1', 'At most 3 fleets in all.', 'Al massimo 3 Flotte in tutto.');
  pay(s, p, armies * power.armies.cost + fleets * power.fleets.cost, '8.1');
  ps.armies.reserve -= armies;
  ps.armies.arsenal += armies;
  for (const f of inReserve.slice(0, fleets)) f.where = 'arsenal';
  ps.fleetTrack += fleets;
}

function doDeploy(s: BelleEpoqueState, p: PowerId, moves: { fleet: string; to: Continent }[]): void {
  if (moves.length === 0) refuse('8.8', 'Move at least one fleet.', 'Muovi almeno una Flotta.');
  const seen = new Set<string>();
  for (const m of moves) {
    const f = fleetsOf(s, p).find((x) => x.id === m.fleet);
    if (!f || seen.has(m.fleet)) refuse('8.8', 'Only your own fleets, each once.', 'Solo le tue Flotte, ognuna una volta.');
    seen.add(m.fleet);
    if (!['europe', 'africa', 'asia'].includes(m.to) || f.where === m.to) refuse('8.8', 'Move the fleet to another continent\'s box.', 'Muovi la Flotta nel Box Flotte di un altro Continente.');
    if (f.only && f.only !== m.to) refuse('8.7.3', 'Greece\'s fleet stays in Europe, Japan\'s in Asia.', 'La Flotta della Grecia resta in Europa, quella del Giappone in Asia.');
    if (f.where === 'arsenal') f.where = m.to;
    else if (f.where === 'europe' || f.where === 'africa' || f.where === 'asia') {
      if (f.exhausted) refuse('8.8', 'An exhausted fleet cannot move.', 'Una Flotta esausta non può muoversi.');
      f.where = m.to;
      f.exhausted = true;
    } else refuse('8.8', 'Buy the fleet first (8.1).', 'Prima acquista la Flotta (8.1).');
  }
}

function doSellArms(s: BelleEpoqueState, p: PowerId, id: TerritoryId, fleetIds: string[], replace: number[]): void {
  if (s.turn < R.armsSaleFromTurn) refuse('8.9', 'Arms sales begin on turn 4.', 'La vendita di armamenti è possibile dal turno 4.');
  const t = territory(id);
  const spaces = s.board[id];
  if (spaces.some((sp) => sp.cube === 'arms')) refuse('8.9.1', 'This territory already has arms cubes.', 'Questo Territorio ha già Cubi Armamento.');
  const rate = t.arms ?? R.africaArms;
  const ps = s.powers[p];
  if (ps.armies.arsenal < rate.armies) refuse('8.9.1', `The rate asks ${rate.armies} armies from your arsenal, in full.`, `Il tasso richiede ${rate.armies} Eserciti dall'Arsenale, per intero.`);
  const own = s.fleets.filter((f) => f.owner === p && !f.exhausted && f.where !== 'reserve' && f.where !== 'removed');
  if (fleetIds.length !== rate.fleets || new Set(fleetIds).size !== fleetIds.length || fleetIds.some((fid) => !own.some((f) => f.id === fid))) refuse('8.9.1', `The rate asks ${rate.fleets} active fleets of yours, in full.`, `Il tasso richiede ${rate.fleets} tue Flotte attive, per intero.`);
  if (ps.armsCubes < rate.cubes) refuse('8.9', 'No arms cubes left on your sheet.', 'Nessun Cubo Armamento rimasto sulla Scheda.');
  // Free spaces first, from the bottom right (the highest face), then the cubes the player picks (8.9.1).
  const free = spaces.map((sp, i) => (sp.cube === null ? i : -1)).filter((i) => i >= 0).reverse();
  const targets = free.slice(0, rate.cubes);
  const needed = rate.cubes - targets.length;
  const picks = replace.slice(0, needed);
  if (picks.length < needed) {
    for (let i = 0; i < spaces.length && picks.length < needed; i++) if (spaces[i].cube !== 'arms' && !spaces[i].top && !picks.includes(i) && spaces[i].cube !== p) picks.push(i);
  }
  if (picks.length < needed) refuse('8.9.1', 'No cube here can be replaced.', 'Nessun cubo MD sostituibile qui.');
  for (const i of picks) {
    const sp = spaces[i];
    if (!sp || sp.cube === null || sp.cube === 'arms' || sp.top || new Set(picks).size !== picks.length) refuse('8.9.1', 'Arms cubes replace diplomatic cubes, never a contest.', 'I Cubi Armamento sostituiscono cubi MD, mai una Contesa.');
    s.reserve[sp.cube] += 1;
    sp.cube = 'arms';
  }
  for (const i of targets) spaces[i].cube = 'arms';
  ps.armies.arsenal -= rate.armies;
  for (const fid of fleetIds) s.fleets.find((f) => f.id === fid)!.where = 'removed';
  ps.armsCubes -= rate.cubes;
  // 8.9.2: selling arms in a territory another power closed with Diplomatic Rift costs prestige.
  if (closedTo(s, id, p)) {
    const card = d.nationalCards.find((c) => c.key === 'diplomatic-rift')!;
    const e = card.effects.find((x) => x.kind === 'blockTerritory') as { armsSalePrestige: number };
    movePrestige(s, p, e.armsSalePrestige, noDice);
  }
}

/** Prestige losses draw no card and roll no die. */
export const noDice: Rng = { roll: () => 1, below: () => 0 };

function playCard(s: BelleEpoqueState, p: PowerId, a: Extract<Action, { kind: 'intrigue' | 'national' }>, rng: Rng): void {
  const ps = s.powers[p];
  if (a.card === HIDDEN_CARD) refuse('8.6', 'That card is hidden.', 'Quella carta è coperta.');
  let effects;
  let automatonHalf = false;
  if (a.kind === 'intrigue') {
    if (!ps.hand.intrigue.includes(a.card)) refuse('8.6', 'That intrigue card is not in your hand.', 'Quella Carta Intrigo non è nella tua mano.');
    const half = d.intrigueCards.find((c) => c.id === a.card)!.halves[a.half] ?? refuse('8.6', 'Pick one half of the card.', 'Scegli una metà della carta.');
    if (half.timing === 'contest') refuse('8.6', 'This half is used inside a contest, not as an action.', 'Questa metà si usa durante una Contesa, non come azione.');
    // 13.4: a person's card against an automated power never resolves the automaton half.
    if (half.automaton && isAutomated(s, a.choices?.target ?? null)) refuse('13.4', 'Against an automated power the half with the automaton symbol cannot be used.', 'Contro una Potenza Automatizzata non si può risolvere la metà con il simbolo dell\'automa.');
    effects = half.effects;
    automatonHalf = half.automaton;
    ps.hand.intrigue = ps.hand.intrigue.filter((c) => c !== a.card);
    s.intrigue.played.push(a.card);
  } else {
    if (!ps.hand.national.includes(a.card)) refuse('8.6', 'That national card is not in your hand.', 'Quella Carta Nazionale non è nella tua mano.');
    const card = d.nationalCards.find((c) => c.id === a.card)!;
    if (card.requires && !ps.greatWork) refuse('8.3', 'Build the great work this card needs first.', 'Prima costruisci la Grande Opera che la carta richiede.');
    pay(s, p, card.cost, '8.6');
    effects = card.effects;
    ps.hand.national = ps.hand.national.filter((c) => c !== a.card);
  }
  const choices = a.choices ?? {};
  if (!needsTarget(effects) && choices.target) refuse('8.6', 'This card has no target.', 'Questa carta non ha bersaglio.');
  const ctx = newContext(p, choices, rng);
  if (automatonHalf) ctx.spared = new Set(s.automated ?? []);
  applyEffects(s, effects, ctx);
  // 13.4: nor by taking or replacing an automated power's cube (the card picks no target then).
  if (automatonHalf && [...ctx.affected].some((v) => isAutomated(s, v))) refuse('13.4', 'Against an automated power the half with the automaton symbol cannot be used.', 'Contro una Potenza Automatizzata non si può risolvere la metà con il simbolo dell\'automa.');
  if (ctx.awaitTarget) s.pending = { kind: 'targetChoice', power: choices.target!, by: p, card: a.card, half: a.kind === 'intrigue' ? a.half : 0 };
  // 8.6, 8.6.1: every opposing power that suffered the card marks it and cannot be targeted again this turn.
  for (const v of ctx.affected) markTarget(s, v);
}

function resolveTargetChoice(s: BelleEpoqueState, p: PowerId, option: number, rng: Rng): void {
  const pend = s.pending as Extract<BelleEpoqueState['pending'], { kind: 'targetChoice' }>;
  const half = d.intrigueCards.find((c) => c.id === pend.card)?.halves[pend.half];
  const choice = half?.effects.find((e) => e.kind === 'choice');
  if (!choice || choice.kind !== 'choice' || !choice.options[option]) refuse('8.6', 'Pick one of the card\'s options.', 'Scegli una delle opzioni della carta.');
  s.pending = null;
  applyEffects(s, choice.options[option], newContext(pend.by, { target: p }, rng));
  markTarget(s, p);
  // An automated power's card ended its phase (13.3): the next power acts; a person's round goes on (8.0).
  if (isAutomated(s, pend.by)) nextRound(s, rng);
  else afterAction(s, rng);
}

/** Applies an action to a copy of the state; throws RuleError with the rule when it is not allowed. */
export function applyAction(state: BelleEpoqueState, p: PowerId, a: Action, rng: Rng): BelleEpoqueState {
  if (actor(state) !== p) refuse('8.0', 'It is not your turn to act.', 'Non è il tuo turno.');
  const s = cloneState(state);
  const ps = s.powers[p];
  const pend = s.pending;
  // The record of the automated powers' actions runs from one person's action to the next.
  if (!isAutomated(s, p)) delete s.automatedLog;
  if (pend) {
    if (pend.kind === 'contest') {
      if (pend.contest.step === 'defender' && a.kind === 'defend') {
        defend(s, pend.contest, a.fleets, { power: a.armies, minor: a.minorArmies });
        return s;
      }
      if (pend.contest.step === 'attackerArmies' && a.kind === 'contestArmies') {
        pend.contest.rolled = rollContest(s, pend.contest, { power: a.armies, minor: a.minorArmies }, rng);
        pend.contest.rerolled = [];
        endContestOrAskReroll(s, rng);
        return s;
      }
      if (pend.contest.step === 'reroll' && a.kind === 'reroll') {
        const c = pend.contest;
        c.rerolled!.push(p);
        if (a.card !== null) {
          if (!rerollCards(s, p).includes(a.card)) refuse('8.6', 'That card cannot roll a contest die again.', 'Quella carta non fa ritirare il dado di una Contesa.');
          rerollWithCard(s, c.rolled!, p, a.card, rng);
        }
        endContestOrAskReroll(s, rng);
        return s;
      }
      refuse('8.7', 'The contest in progress must be finished first.', 'Prima va conclusa la Contesa in corso.');
    }
    if (pend.kind === 'automatedContest') {
      answerAutomatedContest(s, p, pend, a, rng);
      return s;
    }
    if (pend.kind === 'automatedReroll') {
      answerPhaseERerollStep(s, p, pend, a, rng);
      return s;
    }
    if (pend.kind === 'rearrange') {
      if (a.kind !== 'rearrange') refuse('3.3.2', 'Move your set-up cubes to meet your minimums per continent first.', 'Prima sposta i tuoi cubi MD del setup per rispettare i minimi per Continente.');
      checkRearrange(s, p, a.from, a.to);
      moveSetupCube(s, p, a.from, a.to, rng);
      return s;
    }
    if (pend.kind === 'keepIntrigue') {
      if (a.kind !== 'keep' || a.card === HIDDEN_CARD || !pend.cards.includes(a.card)) refuse('8.2.3', 'Keep one of the two intrigue cards drawn.', 'Tieni una delle due Carte Intrigo pescate.');
      ps.hand.intrigue.push(a.card);
      s.intrigue.discard.push(pend.cards.find((c) => c !== a.card)!);
      s.pending = null;
      return s;
    }
    if (a.kind !== 'choose') refuse('8.6', 'Choose one of the card\'s options first.', 'Prima scegli una delle opzioni della carta.');
    resolveTargetChoice(s, p, a.option, rng);
    return s;
  }
  if (s.phase === 'setup') {
    if (a.kind !== 'setup') refuse('3.3', 'Place your initial cubes first.', 'Prima piazza i cubi MD della dotazione iniziale.');
    checkSetupPlacement(s, p, a.territory);
    if (placeSetupCube(s, p, a.territory)) nextSetupRound(s, rng);
    return s;
  }
  if (a.kind === 'endRound') {
    if (s.roundActions.length !== 1) refuse('8.0', 'A round is one or two actions.', 'Un round è di 1 o 2 azioni.');
    nextRound(s, rng);
    return s;
  }
  // 13.3: an automated power acts only by its procedure, and only it does.
  if (isAutomated(s, p) !== (a.kind === 'automaton')) refuse('13.3', 'An automated power follows chapter 13\'s procedure; only it does.', 'Una Potenza Automatizzata segue la procedura del capitolo 13, e solo lei.');
  if (a.kind === 'automaton') {
    logAutomated(s, { power: p, ...automatonPhase(s, p, rng) });
    s.powers[p].passed = true;
    s.nextOrder.push(p);
    // 13.4.6 with 8.6: a person's power its card targets chooses first; play moves on after the choice.
    if (s.pending?.kind !== 'targetChoice') nextRound(s, rng);
    return s;
  }
  const key = actionKey(a);
  if (key === null) refuse('8.0', 'That is not an action now.', 'Questa non è un\'azione ora.');
  if (s.roundActions.includes(key)) refuse('8.0.1', 'Each action only once in a round.', 'Ogni Azione solo una volta nel round.');
  s.roundActions.push(key);
  switch (a.kind) {
    case 'buy': doBuy(s, p, a.armies, a.fleets); break;
    case 'mission': doMission(s, p, a.territory, a.space); break;
    case 'greatWork': {
      if (ps.greatWork) refuse('8.3', 'The great work is built once a game.', 'La Grande Opera si costruisce una volta per partita.');
      const gw = d.powers.find((x) => x.id === p)!.greatWork;
      pay(s, p, gw.cost, '8.3');
      ps.greatWork = true;
      applyEffects(s, gw.bonus, newContext(p, {}, rng));
      movePrestige(s, p, R.greatWorkPrestige, rng);
      break;
    }
    case 'invest':
      if (ps.embassy < R.investment.cubes) refuse('8.4', 'No cube in your embassies to invest.', 'Nessun cubo MD nelle Ambasciate da investire.');
      ps.embassy -= R.investment.cubes;
      s.reserve[p] += R.investment.cubes;
      ps.money += R.investment.money;
      break;
    case 'prestige':
      if (ps.prestigeDone) refuse('8.5', 'International prestige once a turn.', 'Prestigio Internazionale una volta per turno.');
      pay(s, p, R.prestigeAction.cost, '8.5');
      ps.prestigeDone = true;
      movePrestige(s, p, R.prestigeAction.steps, rng);
      break;
    case 'intrigue': case 'national': playCard(s, p, a, rng); break;
    case 'contest': {
      // 13.3, 13.9: a contest with an automated power's cube waits for phase e.
      const sp = s.board[a.territory]?.[a.space];
      if (sp && isAutomated(s, cubeController(s, sp.cube))) refuse('13.9', 'A contest with an automated power is resolved after the action phase.', 'Una Contesa con una Potenza Automatizzata si risolve dopo la Fase delle Azioni.');
      const c = openContest(s, p, a.territory, a.space, a.fleets);
      s.pending = { kind: 'contest', contest: c };
      return s;
    }
    case 'deploy': doDeploy(s, p, a.moves); break;
    case 'sellArms': doSellArms(s, p, a.territory, a.fleets, a.replace); break;
    case 'pass':
      ps.passed = true;
      s.nextOrder.push(p);
      nextRound(s, rng);
      return s;
    default: refuse('8.0', 'That is not an action now.', 'Questa non è un\'azione ora.');
  }
  if (!s.pending) afterAction(s, rng);
  return s;
}

/** 13.4.7: Empire of the Seas may be played in phase e when Britain is the only person's power. */
export function seaEmpireInPhaseE(s: BelleEpoqueState, p: PowerId, card: string): boolean {
  const c = d.nationalCards.find((x) => x.id === card);
  return c?.key === 'empire-of-the-seas' && c.power === p && (s.automated ?? []).length === 3 && !isAutomated(s, p);
}

/**
 * Phase e (13.9.3): the person picks and pays for fleets and armies as in 8.7 a-d (a
 * 'defend' action, attacking or defending), then the dice; the phase goes on after it.
 */
function answerAutomatedContest(s: BelleEpoqueState, p: PowerId, pend: Extract<BelleEpoqueState['pending'], { kind: 'automatedContest' }>, a: Action, rng: Rng): void {
  if (a.kind === 'national' && seaEmpireInPhaseE(s, p, a.card)) {
    playCard(s, p, a, rng);
    return;
  }
  if (a.kind !== 'defend') refuse('13.9.3', 'Choose the fleets and armies for the contest with the automated power.', 'Scegli Flotte ed Eserciti per la Contesa con la Potenza Automatizzata.');
  const c = openAt(s, pend.territory, pend.space)!;
  const armies = { power: a.armies, minor: a.minorArmies };
  useFleets(s, p, c.territory, a.fleets);
  useArmies(s, p, c.territory, armies);
  s.pending = null;
  const { result, rerolled } = rollWithPerson(s, c, pend.bonus, { fleets: a.fleets, armies: a.armies, minorArmies: a.minorArmies }, rng);
  if (personMayReroll(s, result, p)) {
    s.pending = { kind: 'automatedReroll', power: p, territory: c.territory, space: c.space, bonus: pend.bonus, result, rerolled };
    return;
  }
  answerPhaseEReroll(s, c, result, p, null, rerolled, rng);
  if (resolveAutomatedContests(s, rng, pend.bonus)) finishTurn(s, rng);
}

/** Phase e, after the dice: the person rolls again with an intrigue card or lets the result stand (8.6, 8.7 i). */
function answerPhaseERerollStep(s: BelleEpoqueState, p: PowerId, pend: Extract<BelleEpoqueState['pending'], { kind: 'automatedReroll' }>, a: Action, rng: Rng): void {
  if (a.kind !== 'reroll') refuse('8.7', 'Roll again with an intrigue card, or let the result stand.', 'Ritira il dado con una Carta Intrigo, o lascia il risultato.');
  if (a.card !== null && (a.card === HIDDEN_CARD || !rerollCards(s, p).includes(a.card))) refuse('8.6', 'That card cannot roll a contest die again.', 'Quella carta non fa ritirare il dado di una Contesa.');
  const c = openAt(s, pend.territory, pend.space)!;
  s.pending = null;
  answerPhaseEReroll(s, c, pend.result, p, a.card, pend.rerolled, rng);
  if (resolveAutomatedContests(s, rng, pend.bonus)) finishTurn(s, rng);
}

/** After the dice: a losing power holding a contest intrigue card is asked; otherwise the contest is settled (8.7 j). */
function endContestOrAskReroll(s: BelleEpoqueState, rng: Rng): void {
  const c = (s.pending as Extract<BelleEpoqueState['pending'], { kind: 'contest' }>).contest;
  const next = nextReroller(s, c.rolled!, c.rerolled!);
  if (next) {
    c.step = 'reroll';
    c.rerollBy = next;
    return;
  }
  settleContest(s, c, c.rolled!);
  s.lastContest = c.rolled;
  s.pending = null;
  afterAction(s, rng);
}

/** A round ends after two actions (8.0). */
function afterAction(s: BelleEpoqueState, rng: Rng): void {
  if (s.roundActions.length >= 2) nextRound(s, rng);
}

function nextSetupRound(s: BelleEpoqueState, rng: Rng): void {
  s.setupRound = [];
  const n = s.order.length;
  for (let k = 1; k <= n; k++) {
    const i = (s.current + k) % n;
    if (s.setupLeft[s.order[i]] > 0) {
      s.current = i;
      return;
    }
  }
  endOfSetup(s, rng);
}

/** Null if the action is legal now, else the refusal with its rule. */
export function checkAction(s: BelleEpoqueState, p: PowerId, a: Action, rng: Rng = noDice): Refusal | null {
  try {
    applyAction(s, p, a, rng);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e.refusal;
    throw e;
  }
}
