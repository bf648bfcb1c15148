/**
 * Every order result is an explanation, not a boolean: the UI must be able to
 * say *why* an order failed ("bounced in Galicia", "support cut from Boh").
 */
import type { Lang } from '../../../../platform/game';

/**
 * succeeds: the order did what it asked (moved, held, supported, convoyed, built).
 * fails: a legal order defeated by other orders (bounce, cut, dislodged).
 * void: a legal order with nothing to act on (support of a unit doing something else).
 * illegal: an order the rules forbid or the referee cannot read; the unit holds.
 */
export type OutcomeStatus = 'succeeds' | 'fails' | 'void' | 'illegal';

export type ReasonCode =
  // movement: success
  | 'moved'
  | 'held'
  | 'supported'
  | 'convoyed'
  | 'no-order'
  // movement: failure
  | 'bounced'
  | 'beaten-head-to-head'
  | 'own-unit-in-the-way'
  | 'dislodged'
  | 'support-cut'
  | 'no-convoy-route'
  | 'convoy-disrupted'
  | 'convoy-paradox'
  // movement: void
  | 'supported-unit-not-moving-there'
  | 'supported-unit-moves'
  | 'support-coast-mismatch'
  | 'convoyed-army-not-moving-there'
  | 'convoy-not-used'
  // illegal in any phase
  | 'unparseable'
  | 'no-unit'
  | 'not-your-unit'
  | 'wrong-unit-type'
  | 'duplicate-order'
  | 'wrong-phase'
  // illegal moves
  | 'move-to-own-province'
  | 'not-adjacent'
  | 'army-to-sea'
  | 'fleet-to-land'
  | 'coast-required'
  | 'coast-unreachable'
  | 'army-with-coast'
  | 'unit-wrong-coast'
  // illegal supports and convoys
  | 'support-self'
  | 'cannot-reach'
  | 'no-unit-to-support'
  | 'convoy-from-coast'
  | 'only-fleets-convoy'
  | 'only-armies-convoyed'
  | 'no-army-to-convoy'
  | 'convoy-impossible-route'
  // retreats
  | 'retreated'
  | 'disbanded'
  | 'not-dislodged'
  | 'retreat-to-attacker-origin'
  | 'retreat-to-standoff'
  | 'retreat-occupied'
  | 'retreat-collision'
  | 'no-retreat-order'
  | 'no-retreat-possible'
  | 'disbanded-in-civil-disorder'
  | 'disbanded-neutral'
  // adjustments
  | 'built'
  | 'waived'
  | 'not-home-centre'
  | 'centre-not-owned'
  | 'centre-occupied'
  | 'already-built-here'
  | 'fleet-inland'
  | 'no-builds-available'
  | 'no-disbands-required'
  | 'already-disbanded'
  | 'civil-disorder-no-builds'
  | 'civil-disorder-disband'
  // set-ups with a neutral power (seed 000 XIV.2, two players)
  | 'neutral-territory'
  // rule hooks of a map (rivers, mountain passes)
  | 'support-across-river'
  | 'support-across-mountains'
  | 'set-out-across-pass'
  | 'in-pass';

export type OutcomeParams = Record<string, string | number>;

export interface Outcome {
  status: OutcomeStatus;
  reason: ReasonCode;
  /** Provinces (ids) and numbers the explanation needs: { province: 'gal' }. */
  params?: OutcomeParams;
}

export function outcome(status: OutcomeStatus, reason: ReasonCode, params?: OutcomeParams): Outcome {
  return params ? { status, reason, params } : { status, reason };
}

export const succeeds = (reason: ReasonCode, params?: OutcomeParams): Outcome => outcome('succeeds', reason, params);
export const fails = (reason: ReasonCode, params?: OutcomeParams): Outcome => outcome('fails', reason, params);
export const voided = (reason: ReasonCode, params?: OutcomeParams): Outcome => outcome('void', reason, params);
export const illegal = (reason: ReasonCode, params?: OutcomeParams): Outcome => outcome('illegal', reason, params);

type Template = (p: OutcomeParams) => string;

/** Placeholder text for a missing parameter, so a message never says "undefined". */
const at = (p: OutcomeParams, key: string): string => String(p[key] ?? '?');

const TEXTS: Record<ReasonCode, Record<Lang, Template>> = {
  moved: { en: (p) => `moved to ${at(p, 'province')}`, it: (p) => `si è spostata in ${at(p, 'province')}` },
  held: { en: () => 'held its position', it: () => 'ha mantenuto la posizione' },
  supported: { en: () => 'support given', it: () => 'appoggio fornito' },
  convoyed: { en: () => 'convoy carried out', it: () => 'trasporto eseguito' },
  'no-order': { en: () => 'no order: the unit holds', it: () => "nessun ordine: l'unità resta ferma" },
  bounced: {
    en: (p) => `bounced in ${at(p, 'province')}`,
    it: (p) => `respinta in ${at(p, 'province')}`,
  },
  'beaten-head-to-head': {
    en: (p) => `lost the head-to-head battle with the unit in ${at(p, 'province')}`,
    it: (p) => `sconfitta nello scontro frontale con l'unità in ${at(p, 'province')}`,
  },
  'own-unit-in-the-way': {
    en: (p) => `cannot dislodge its own power's unit in ${at(p, 'province')}`,
    it: (p) => `non può sloggiare un'unità della propria potenza in ${at(p, 'province')}`,
  },
  dislodged: {
    en: (p) => `dislodged by the attack from ${at(p, 'from')}`,
    it: (p) => `sloggiata dall'attacco proveniente da ${at(p, 'from')}`,
  },
  'support-cut': {
    en: (p) => `support cut by the attack from ${at(p, 'from')}`,
    it: (p) => `appoggio neutralizzato dall'attacco proveniente da ${at(p, 'from')}`,
  },
  'no-convoy-route': {
    en: () => 'no convoy route: no chain of fleets ordered to convoy this army',
    it: () => "nessuna rotta di trasporto: mancano flotte con l'ordine di trasportare l'armata",
  },
  'convoy-disrupted': {
    en: (p) => `convoy disrupted: the convoying fleet in ${at(p, 'province')} was dislodged`,
    it: (p) => `trasporto interrotto: la flotta in ${at(p, 'province')} è stata sloggiata`,
  },
  'convoy-paradox': {
    en: () => 'convoy paradox: by the Szykman rule the convoyed army does not move',
    it: () => "paradosso del trasporto: per la regola di Szykman l'armata trasportata non si muove",
  },
  'supported-unit-not-moving-there': {
    en: () => 'the supported unit was not ordered to make that move',
    it: () => "l'unità appoggiata non aveva l'ordine di compiere quello spostamento",
  },
  'supported-unit-moves': {
    en: () => 'the unit supported in place was ordered to move',
    it: () => "l'unità appoggiata in difesa aveva l'ordine di spostarsi",
  },
  'support-coast-mismatch': {
    en: () => 'the support names a different coast from the supported move',
    it: () => 'l\u2019appoggio indica una costa diversa da quella dello spostamento',
  },
  'convoyed-army-not-moving-there': {
    en: () => 'the army was not ordered to make that move',
    it: () => "l'armata non aveva l'ordine di compiere quello spostamento",
  },
  'convoy-not-used': {
    en: () => 'the army did not travel by this convoy',
    it: () => "l'armata non si è servita di questo trasporto",
  },
  unparseable: {
    en: (p) => `order not understood${p.text ? `: "${p.text}"` : ''}`,
    it: (p) => `ordine non comprensibile${p.text ? `: "${p.text}"` : ''}`,
  },
  'no-unit': {
    en: (p) => `there is no such unit in ${at(p, 'province')}`,
    it: (p) => `non c'è un'unità simile in ${at(p, 'province')}`,
  },
  'not-your-unit': {
    en: (p) => `the unit in ${at(p, 'province')} belongs to another power`,
    it: (p) => `l'unità in ${at(p, 'province')} appartiene a un'altra potenza`,
  },
  'wrong-unit-type': {
    en: (p) => `the unit in ${at(p, 'province')} is of the other type`,
    it: (p) => `l'unità in ${at(p, 'province')} è dell'altro tipo`,
  },
  'duplicate-order': {
    en: () => 'this unit already has an order; only the first counts',
    it: () => "questa unità ha già un ordine; vale solo il primo",
  },
  'wrong-phase': {
    en: () => 'this kind of order is not allowed in this phase',
    it: () => 'questo tipo di ordine non è ammesso in questa fase',
  },
  'move-to-own-province': {
    en: () => 'a unit cannot move to the space it is in',
    it: () => "un'unità non può spostarsi nello spazio in cui si trova",
  },
  'not-adjacent': {
    en: (p) => `${at(p, 'province')} is not adjacent`,
    it: (p) => `${at(p, 'province')} non è adiacente`,
  },
  'army-to-sea': { en: () => 'armies cannot enter the sea', it: () => 'le armate non possono entrare in mare' },
  'fleet-to-land': {
    en: () => 'fleets cannot enter inland provinces',
    it: () => "le flotte non possono entrare nelle province dell'entroterra",
  },
  'coast-required': {
    en: (p) => `the coast of ${at(p, 'province')} must be named`,
    it: (p) => `occorre indicare la costa di ${at(p, 'province')}`,
  },
  'coast-unreachable': {
    en: (p) => `that coast of ${at(p, 'province')} cannot be reached from here`,
    it: (p) => `quella costa di ${at(p, 'province')} non è raggiungibile da qui`,
  },
  'army-with-coast': {
    en: () => 'armies do not move to a coast',
    it: () => 'le armate non si spostano su una costa',
  },
  'unit-wrong-coast': {
    en: (p) => `the unit in ${at(p, 'province')} stands on another coast`,
    it: (p) => `l'unità in ${at(p, 'province')} si trova su un'altra costa`,
  },
  'support-self': { en: () => 'a unit cannot support itself', it: () => "un'unità non può appoggiare sé stessa" },
  'cannot-reach': {
    en: (p) => `the supporting unit could not move to ${at(p, 'province')} itself`,
    it: (p) => `l'unità d'appoggio non potrebbe spostarsi essa stessa in ${at(p, 'province')}`,
  },
  'no-unit-to-support': {
    en: (p) => `there is no unit in ${at(p, 'province')} to support`,
    it: (p) => `non c'è alcuna unità da appoggiare in ${at(p, 'province')}`,
  },
  'convoy-from-coast': {
    en: () => 'only fleets at sea can convoy, not fleets in coastal provinces',
    it: () => 'solo le flotte in mare possono trasportare, non quelle in una provincia costiera',
  },
  'only-fleets-convoy': { en: () => 'only fleets can convoy', it: () => 'solo le flotte possono trasportare' },
  'only-armies-convoyed': {
    en: () => 'only armies can be convoyed',
    it: () => 'si possono trasportare solo armate',
  },
  'no-army-to-convoy': {
    en: (p) => `there is no army in ${at(p, 'province')} to convoy`,
    it: (p) => `non c'è alcuna armata da trasportare in ${at(p, 'province')}`,
  },
  'convoy-impossible-route': {
    en: () => 'this fleet cannot be part of any sea route for that convoy',
    it: () => 'questa flotta non può far parte di alcuna rotta per quel trasporto',
  },
  retreated: { en: (p) => `retreated to ${at(p, 'province')}`, it: (p) => `si è ritirata in ${at(p, 'province')}` },
  disbanded: { en: () => 'disbanded', it: () => 'disciolta' },
  'not-dislodged': {
    en: () => 'only dislodged units receive orders in the retreat phase',
    it: () => 'nella fase delle ritirate ricevono ordini solo le unità sloggiate',
  },
  'retreat-to-attacker-origin': {
    en: (p) => `cannot retreat to ${at(p, 'province')}, where the attack came from`,
    it: (p) => `non può ritirarsi in ${at(p, 'province')}, da dove proveniva l'attacco`,
  },
  'retreat-to-standoff': {
    en: (p) => `cannot retreat to ${at(p, 'province')}, left empty by a standoff`,
    it: (p) => `non può ritirarsi in ${at(p, 'province')}, rimasto vuoto per una situazione di stallo`,
  },
  'retreat-occupied': {
    en: (p) => `cannot retreat to ${at(p, 'province')}, which is occupied`,
    it: (p) => `non può ritirarsi in ${at(p, 'province')}, che è occupato`,
  },
  'retreat-collision': {
    en: (p) => `disbanded: another unit also retreated to ${at(p, 'province')}`,
    it: (p) => `disciolta: anche un'altra unità si è ritirata in ${at(p, 'province')}`,
  },
  'no-retreat-order': {
    en: () => 'no retreat ordered: the unit is disbanded',
    it: () => "nessuna ritirata ordinata: l'unità è disciolta",
  },
  'no-retreat-possible': {
    en: () => 'no space to retreat to: the unit is disbanded',
    it: () => "nessuno spazio in cui ritirarsi: l'unità è disciolta",
  },
  'disbanded-in-civil-disorder': {
    en: () => 'its power is in civil disorder: a dislodged unit is disbanded',
    it: () => "la sua potenza è in stato di sommossa: l'unità sloggiata è disciolta",
  },
  'disbanded-neutral': {
    en: () => 'a dislodged neutral unit is disbanded',
    it: () => "un'unità neutrale sloggiata è disciolta",
  },
  built: { en: (p) => `built in ${at(p, 'province')}`, it: (p) => `formata in ${at(p, 'province')}` },
  waived: { en: () => 'build waived', it: () => 'formazione rinunciata' },
  'not-home-centre': {
    en: (p) => `${at(p, 'province')} is not one of this power's home centres`,
    it: (p) => `${at(p, 'province')} non è un centro della madrepatria di questa potenza`,
  },
  'centre-not-owned': {
    en: (p) => `this power does not own ${at(p, 'province')}`,
    it: (p) => `questa potenza non possiede ${at(p, 'province')}`,
  },
  'centre-occupied': {
    en: (p) => `${at(p, 'province')} is occupied`,
    it: (p) => `${at(p, 'province')} è occupato`,
  },
  'already-built-here': {
    en: (p) => `a unit was already built in ${at(p, 'province')}`,
    it: (p) => `in ${at(p, 'province')} è già stata formata un'unità`,
  },
  'fleet-inland': {
    en: (p) => `a fleet cannot be built in ${at(p, 'province')}`,
    it: (p) => `non si può formare una flotta in ${at(p, 'province')}`,
  },
  'no-builds-available': {
    en: () => 'no builds left for this power',
    it: () => 'questa potenza non ha altre unità da formare',
  },
  'no-disbands-required': {
    en: () => 'no more units need to be disbanded',
    it: () => 'non occorre sciogliere altre unità',
  },
  'already-disbanded': {
    en: () => 'this unit is already being disbanded',
    it: () => 'questa unità è già stata sciolta',
  },
  'civil-disorder-no-builds': {
    en: () => 'a power in civil disorder cannot build',
    it: () => 'una potenza in sommossa non costruisce',
  },
  'civil-disorder-disband': {
    en: () => 'disbanded by the civil-disorder rule (farthest from home first)',
    it: () => 'sciolta per la regola della sommossa (prima la più lontana dalla madrepatria)',
  },
  'neutral-territory': {
    en: (p) => `${at(p, 'province')} belongs to a neutral power and may not be entered`,
    it: (p) => `${at(p, 'province')} appartiene a una potenza neutrale e non può essere invasa`,
  },
  'support-across-river': {
    en: (p) => `an army cannot support across the river into ${at(p, 'province')}`,
    it: (p) => `un'armata non può appoggiare attraverso il fiume verso ${at(p, 'province')}`,
  },
  'support-across-mountains': {
    en: (p) => `an army cannot support across the mountains into ${at(p, 'province')}: crossing them takes two turns`,
    it: (p) => `un'armata non può appoggiare oltre le montagne verso ${at(p, 'province')}: attraversarle richiede due turni`,
  },
  'set-out-across-pass': {
    en: (p) => `set out across the mountains: in the pass towards ${at(p, 'province')}, it arrives next turn if not stopped`,
    it: (p) => `in marcia attraverso le montagne: nel passo verso ${at(p, 'province')}, arriva il turno successivo se non è fermata`,
  },
  'in-pass': {
    en: (p) => `a unit in the pass towards ${at(p, 'province')} can only go on or turn back (hold)`,
    it: (p) => `un'unità nel passo verso ${at(p, 'province')} può solo proseguire o tornare indietro (fermarsi)`,
  },
};

/** One sentence explaining an outcome; `names` turns province ids into display names. */
export function describeOutcome(
  result: Outcome,
  lang: Lang,
  names: (provinceId: string) => string = (id) => id,
): string {
  const params: OutcomeParams = {};
  for (const [key, value] of Object.entries(result.params ?? {})) {
    params[key] = typeof value === 'string' && key !== 'text' ? names(value) : value;
  }
  return TEXTS[result.reason][lang](params);
}
