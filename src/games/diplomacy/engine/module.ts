/**
 * Diplomacy as a platform game module. A platform "power" is a seat (one
 * person, one or more powers); an action is that seat's orders for the phase,
 * with an optional vote for a draw.
 */
import type { GameEnd, GameModule, GameOption, Lang, Localized, PowerInfo } from '../../../platform/game';
import { BitReader, BitWriter } from '../../../platform/codec/bits';
import { standardMap } from './map';
import type { GameMap } from './types';
import type { DipState } from './state';
import { SETUPS, setupById } from './setups';
import { decodeState, encodeState, readOrders, writeOrders } from './codec';
import { initialPosition, centreCount, unitInProvince } from './position';
import { powersOfSeat, seatIds, seatName, seatOfPower } from './seats';
import { playPhase, seatHasWork } from './phase';
import type { DipAction } from './action';

export type { DipAction } from './action';

const map: GameMap = standardMap;

const SEASON_NAMES: Record<string, Localized> = {
  spring: { en: 'Spring', it: 'Primavera' },
  fall: { en: 'Fall', it: 'Autunno' },
  winter: { en: 'Winter', it: 'Inverno' },
};
const PHASE_NAMES: Record<string, Localized> = {
  movement: { en: 'movement', it: 'movimento' },
  retreat: { en: 'retreats', it: 'ritirate' },
  adjustment: { en: 'builds and disbands', it: 'formazione e scioglimento di unità' },
};

const OPTIONS: GameOption[] = [
  {
    id: 'setup',
    label: { en: 'Players', it: 'Giocatori' },
    choices: SETUPS.map((setup) => ({ value: setup.id, label: setup.label })),
    defaultValue: '7',
  },
  {
    id: 'edition',
    label: { en: 'Rules', it: 'Regole' },
    choices: [
      { value: 'rulebook', label: { en: 'Rule book (Italian classic edition)', it: 'Regolamento (edizione italiana classica)' } },
      { value: '2000', label: { en: '2000 rules, DATC preferences', it: 'Regole del 2000, preferenze DATC' } },
    ],
    defaultValue: 'rulebook',
  },
  {
    id: 'endYear',
    label: { en: 'Last year (most centres wins)', it: "Ultimo anno (vince chi ha più centri)" },
    choices: [
      { value: '', label: { en: 'None: play to victory or a draw', it: 'Nessuno: fino alla vittoria o alla patta' } },
      ...[1905, 1907, 1910, 1915].map((year) => ({ value: String(year), label: { en: String(year), it: String(year) } })),
    ],
    defaultValue: '',
  },
];

export const diplomacy: GameModule<DipState, DipAction> = {
  id: 'diplomacy',
  linkId: 1,
  // Every sealed or referee box is this long: 23 units each giving the longest order fit (box-size test),
  // every seat of the 7- and 2-player games (18 centres win; 24 units win two-player); see the README.
  boxBytes: 112,
  title: { en: 'Diplomacy', it: 'Diplomacy' },
  variants: [
    {
      id: 'standard',
      label: { en: 'Standard map, 1901', it: 'Mappa classica, 1901' },
      description: { en: 'Seven Great Powers of Europe before the Great War.', it: "Le sette Grandi Potenze d'Europa prima della Grande Guerra." },
    },
  ],
  options: OPTIONS,

  powers(state) {
    return seatIds(state).map((seat): PowerInfo => {
      const first = map.power(powersOfSeat(state, seat)[0]);
      return { id: seat, name: seatName(map, state, seat), color: first?.color ?? '#666' };
    });
  },

  initialState(_variant, options, seed) {
    const setup = setupById(options.setup || '7');
    const endYear = options.endYear ? Number(options.endYear) : null;
    const position = { ...initialPosition(map), year: setup.startYear };
    return {
      setup: setup.id,
      edition: options.edition === '2000' ? '2000' : 'rulebook',
      endYear: endYear !== null && Number.isInteger(endYear) && endYear > setup.startYear ? endYear : null,
      position,
      joined: {},
      coinSeed: seed ? (seed[0] << 8) | seed[1] : 0,
      drawVotes: [],
      concessions: [],
      last: null,
    };
  },

  turn(state) {
    if (diplomacy.ended(state)) return { mode: 'simultaneous', waitingFor: [] };
    const waitingFor = seatIds(state).filter((seat) => seatHasWork(map, state, seat));
    // Seats handed to the computer are still waited for (their player may come back) but need no patience.
    const standIn = waitingFor.filter((seat) => state.bots?.includes(powersOfSeat(state, seat)[0]));
    return { mode: 'simultaneous', waitingFor, ...(standIn.length ? { standIn } : {}) };
  },

  legalActions() {
    // The order space is huge; the UI proposes orders and `validate` decides.
    return [];
  },

  validate(state, seat, action) {
    const powers = powersOfSeat(state, seat);
    if (powers.length === 0) return { en: 'That seat is not in this game.', it: 'Questo posto non è in questa partita.' };
    for (const { power, order } of action.orders) {
      if (!powers.includes(power)) {
        return { en: `Orders for ${map.power(power)?.name.en ?? power} cannot come from this seat.`, it: `Gli ordini per ${map.power(power)?.name.it ?? power} non possono venire da questo posto.` };
      }
      if ('unit' in order) {
        const unit = unitInProvince(map, state.position, map.provinceOf(order.unit.loc));
        const dislodged = state.position.dislodged.find((d) => map.provinceOf(d.unit.loc) === map.provinceOf(order.unit.loc));
        const owner = state.position.phase === 'retreat' ? dislodged?.unit.power : unit?.power;
        if (owner !== undefined && owner !== power && !powers.includes(owner)) {
          // Orders for another power's unit are rejected (seed 000; DATC 6.A.6).
          return { en: 'An order names a unit of another power.', it: "Un ordine riguarda un'unità di un'altra potenza." };
        }
      }
    }
    return null;
  },

  apply(state, actions) {
    return playPhase(map, state, actions);
  },

  phaseLabel(state, lang) {
    const { season, year, phase } = state.position;
    return `${SEASON_NAMES[season][lang]} ${year} — ${PHASE_NAMES[phase][lang]}`;
  },

  // A state shows the board after the phase before it, with that phase's results: its history entry says so.
  historyLabel(state, lang) {
    const now = this.phaseLabel(state, lang);
    const last = state.last;
    if (!last) return lang === 'it' ? `Inizio — ${now}` : `Start — ${now}`;
    const after = `${SEASON_NAMES[last.season][lang]} ${last.year} — ${PHASE_NAMES[last.phase][lang]}`;
    return lang === 'it' ? `Risultati di ${after}; poi ${now}` : `Results of ${after}; then ${now}`;
  },

  summary(state, lang) {
    const counts = map.data.powers
      .map((power) => ({ power, centres: centreCount(state.position, power.id) }))
      .filter((entry) => entry.centres > 0)
      // Ties keep the map's order (the sort is stable): no locale collation, whose first use costs ~20 ms on opening a link.
      .sort((a, b) => b.centres - a.centres);
    return counts.map(({ power, centres }) => `${power.name[lang]} ${centres}`).join(' · ');
  },

  ended(state): GameEnd | null {
    return gameEnd(state);
  },

  encodeState: (state) => encodeState(map, state),
  decodeState: (bytes) => decodeState(map, bytes),
  encodeAction(_state, _seat, action) {
    const w = new BitWriter().bool(action.draw).bool(action.concede !== undefined);
    if (action.concede !== undefined) w.choice(map.data.powers.findIndex((p) => p.id === action.concede), map.data.powers.length);
    writeOrders(map, w, action.orders);
    // Appended after the orders, and only when set, so actions without it keep their old bytes.
    if (action.bots) w.bool(true);
    return w.finish();
  },
  decodeAction(_state, _seat, bytes) {
    const r = new BitReader(bytes);
    const draw = r.bool();
    const concede = r.bool() ? map.data.powers[r.choice(map.data.powers.length)].id : undefined;
    const orders = readOrders(map, r);
    // Older actions end here; the last byte's padding bits are zero.
    const bots = r.remainingBits > 0 && r.bool();
    return { draw, ...(concede === undefined ? {} : { concede }), orders, ...(bots ? { bots } : {}) };
  },
};

/**
 * Victory (seed 000 I): 18 centres for one power, checked when ownership
 * changes (after the fall); two players win with 24 units (XIV.2); an end
 * year gives the win to the most centres; a draw needs every surviving seat.
 */
export function gameEnd(state: DipState): GameEnd | null {
  const position = state.position;
  const setup = setupById(state.setup);
  const seats = seatIds(state);
  const surviving = seats.filter((seat) => powersOfSeat(state, seat).some((power) => centreCount(position, power) > 0 || position.units.some((u) => u.power === power)));
  if (surviving.length > 0 && surviving.every((seat) => state.drawVotes.some((power) => seatOfPower(state, power) === seat))) {
    return { winners: surviving, reason: { en: 'a draw agreed by every surviving player', it: 'patta accettata da tutti i giocatori rimasti' } };
  }
  for (const candidate of surviving) {
    const others = surviving.filter((seat) => seat !== candidate);
    const conceded = (seat: string) => state.concessions.some((c) => seatOfPower(state, c.by) === seat && seatOfPower(state, c.to) === candidate);
    if (others.length > 0 && others.every(conceded)) {
      return { winners: [candidate], reason: { en: 'every other surviving player conceded', it: 'tutti gli altri giocatori rimasti hanno concesso la vittoria' } };
    }
  }
  if (setup.victoryUnits) {
    const winners = seats.filter((seat) => position.units.filter((u) => powersOfSeat(state, seat).includes(u.power)).length >= setup.victoryUnits!);
    if (winners.length) return { winners, reason: { en: `${setup.victoryUnits} units on the board`, it: `${setup.victoryUnits} unità sul tabellone` } };
  } else {
    const leaders = map.data.powers.filter((power) => centreCount(position, power.id) >= map.data.victoryCenters);
    if (leaders.length) {
      const winners = [...new Set(leaders.map((power) => seatOfPower(state, power.id)).filter((seat): seat is string => !!seat))];
      return { winners, reason: { en: `${map.data.victoryCenters} supply centres`, it: `${map.data.victoryCenters} centri di rifornimento` } };
    }
  }
  if (state.endYear !== null && (position.year > state.endYear || (position.year === state.endYear && position.season === 'winter'))) {
    const best = Math.max(...map.data.powers.map((power) => centreCount(position, power.id)));
    const top = map.data.powers.filter((power) => centreCount(position, power.id) === best).map((power) => seatOfPower(state, power.id));
    return { winners: [...new Set(top.filter((seat): seat is string => !!seat))], reason: { en: `most centres at the end of ${state.endYear}`, it: `più centri alla fine del ${state.endYear}` } };
  }
  return null;
}

export { map as diplomacyMap };
export type { Lang };
