/**
 * The Allied automated player's one sea move a phase (seed 002 5.4): the Army of the Orient. From
 * October 1915 British and French divisions landed at Salonika and held it as the Allied base
 * until the armistice with Bulgaria; the rules let one British, French or US army a phase sail
 * from a clear coast to the clear coast of the Aegean (5.42, 5.43), and the hex it lands on
 * becomes its supply source (5.47, 7.17).
 */
import type { Board } from './board';
import { type HexId, hexDistance } from './hex';
import type { Unit } from './state';
import { controllerOf } from './sides';
import { type UnitMove, checkMove } from './movement';
import type { BotView } from './bot-view';

/** Where the Army of the Orient landed and stood. */
const ORIENT_BASE = 'Salonika';
/** British, French and US armies the Allies keep at Salonika and around it (in Greece within that many hexes). */
const ORIENT_ARMIES = 1;
const ORIENT_RANGE = 2;
const SEA_MOVERS = ['britain', 'france', 'usa'];

/**
 * The sea move that lands an army at Salonika or beside it, when Salonika is in the war on the
 * Allied side (Greece joined the Allies or the Allies control it), no British, French or US army
 * stands there yet and none is sailing this phase; or null. The army sent is one out of the line
 * (not next to the enemy) on a clear coast, the rules' starting place (5.42). No landing that
 * would bring a neutral Greece into the war (9.1).
 */
export function orientLanding(view: BotView, movable: readonly Unit[]): UnitMove | null {
  const { state, board, charts } = view;
  if (view.side !== 'allies' || state.seaMoveUsed) return null;
  const base = [...board.allHexes()].find((h) => h.city === ORIENT_BASE);
  if (!base || view.enemyAt.has(base.id)) return null;
  const greece = state.nations['greece'];
  if (greece?.alignment !== 'allies' && controllerOf(state, board, base.id) !== 'allies') return null;
  const orient = view.mine.filter((u) => SEA_MOVERS.includes(u.nation) && board.hex(u.hex!).nation === base.nation && hexDistance(u.hex!, base.id) <= ORIENT_RANGE);
  if (orient.length >= ORIENT_ARMIES) return null;
  const landings = landingHexes(board, view, base.id);
  const senders = movable
    .filter((u) => SEA_MOVERS.includes(u.nation) && (view.distanceToFront.get(u.hex!) ?? 99) > 0)
    .sort((a, b) => (view.distanceToFront.get(b.hex!) ?? 99) - (view.distanceToFront.get(a.hex!) ?? 99) || a.id.localeCompare(b.id));
  for (const unit of senders) {
    for (const to of landings) {
      const move: UnitMove = { unit: unit.id, steps: [{ to }], bySea: true };
      const checked = checkMove(state, board, move, charts);
      if (checked.ok && !checked.value.invades.length) return move;
    }
  }
  return null;
}

/** Salonika itself when no army of ours stands there, then the free hexes of its country beside it. */
function landingHexes(board: Board, view: BotView, base: HexId): HexId[] {
  const ours = new Set(view.mine.map((u) => u.hex!));
  const nation = board.hex(base).nation;
  const beside = board.neighbours(base).map((n) => n.id).filter((id) => board.isPlayable(id) && board.hex(id).nation === nation);
  return [base, ...beside].filter((id) => !ours.has(id) && !view.enemyAt.has(id));
}
