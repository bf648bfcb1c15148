/**
 * Diplomacy as a platform game module, built by `createDiplomacyModule` from a
 * map, its set-ups, a calendar and named rule hooks: the standard game is the
 * factory with the standard map and no hooks; another map's game is a folder
 * of data plus its hooks. A platform "power" is a seat (one person, one or
 * more powers); an action is that seat's orders for the phase, with an
 * optional vote for a draw.
 */
import type { GameEnd, GameModule, GameOption, HiddenParts, Lang, Localized, PowerInfo, Variant } from '../../../platform/game';
import { BitReader, BitWriter, MalformedError } from '../../../platform/codec/bits';
import { standardMap } from './map';
import type { GameMap, NamedUnit, Season, UnitData } from './types';
import type { DipState } from './state';
import { SETUPS, registerSetups, setupById, type Setup } from './setups';
import { STANDARD_FORMAT, decodeState, encodeState, readOrders, writeOrders, type DipFormat } from './codec';
import { initialPosition, centreCount, unitInProvince } from './position';
import { neutralPowers, powersOfSeat, seatIds, seatName, seatOfPower } from './seats';
import { playPhase, seatHasWork, seatsStillIn, type PhaseRules } from './phase';
import type { RuleEdition, RuleHooks } from './rulebook';
import type { DipAction } from './action';
import type { DipSpecials } from './special';

export type { DipAction } from './action';

/** When a map's game is played: its first season and when centres are first counted. */
export interface DipCalendar {
  /** Season of the first movement phase (the year is the set-up's start year). */
  firstSeason: 'spring' | 'fall';
  /** Centres change hands and adjustments happen after the fall of this year and every later one; absent: every fall. */
  firstCountYear?: number;
  seasonNames: Record<Season, Localized>;
}

/** Everything that makes one Diplomacy game out of the shared engine. */
export interface DipGameConfig {
  id: string;
  linkId: number;
  /** Padded size of every sealed or referee box (see the standard game's note below). */
  boxBytes: number;
  title: Localized;
  variants: Variant[];
  map: GameMap;
  /** Set-ups in link order (append only); ids unique across games. */
  setups: readonly Setup[];
  defaultSetup: string;
  calendar: DipCalendar;
  hooks?: RuleHooks;
  /** Rule editions offered (the first is the default); one edition means no choice. */
  editions: readonly RuleEdition[];
  /** Last-year choices ('' = none) and the default one. */
  endYears: { choices: readonly string[]; defaultValue: string };
  /**
   * Named units, a creator option when given: each starting unit at a roster entry's place takes its
   * name and strength (the hooks must count strengths, RuleHooks.unitStrengths). Link order: append only.
   */
  roster?: readonly NamedUnit[];
  /** Special orders and their state, switched on by creator options. */
  specials?: DipSpecials;
  /** Parts of the special state only one seat may read in referee play (GameModule.hidden). */
  hidden?: HiddenParts<DipState>;
}

/** A Diplomacy game module with the map and rules it was built from. */
export interface DipGameModule extends GameModule<DipState, DipAction> {
  readonly config: DipGameConfig;
  readonly map: GameMap;
  readonly phaseRules: PhaseRules;
  readonly format: DipFormat;
  /** The rules a phase of this state is played by: the map's, plus those its special orders add (treaties). */
  rulesFor(state: DipState): PhaseRules;
}

const STANDARD_SEASONS: Record<Season, Localized> = {
  spring: { en: 'Spring', it: 'Primavera' },
  fall: { en: 'Fall', it: 'Autunno' },
  winter: { en: 'Winter', it: 'Inverno' },
};
const PHASE_NAMES: Record<string, Localized> = {
  movement: { en: 'movement', it: 'movimento' },
  retreat: { en: 'retreats', it: 'ritirate' },
  adjustment: { en: 'builds and disbands', it: 'formazione e scioglimento di unità' },
};

const EDITION_LABELS: Record<RuleEdition, Localized> = {
  rulebook: { en: 'Rule book (Italian classic edition)', it: 'Regolamento (edizione italiana classica)' },
  '2000': { en: '2000 rules, DATC preferences', it: 'Regole del 2000, preferenze DATC' },
};

function optionsOf(config: DipGameConfig): GameOption[] {
  const options: GameOption[] = [];
  if (config.setups.length > 1) {
    options.push({
      id: 'setup',
      label: { en: 'Players', it: 'Giocatori' },
      choices: config.setups.map((setup) => ({ value: setup.id, label: setup.label })),
      defaultValue: config.defaultSetup,
    });
  }
  if (config.editions.length > 1) {
    options.push({
      id: 'edition',
      label: { en: 'Rules', it: 'Regole' },
      choices: config.editions.map((edition) => ({ value: edition, label: EDITION_LABELS[edition] })),
      defaultValue: config.editions[0],
    });
  }
  if (config.endYears.choices.length > 1) {
    options.push({
      id: 'endYear',
      label: { en: 'Last year (most centres wins)', it: "Ultimo anno (vince chi ha più centri)" },
      choices: config.endYears.choices.map((year) =>
        year === ''
          ? { value: '', label: { en: 'None: play to victory or a draw', it: 'Nessuno: fino alla vittoria o alla patta' } }
          : { value: year, label: { en: year, it: year } },
      ),
      defaultValue: config.endYears.defaultValue,
    });
  }
  if (config.roster) {
    options.push({
      id: 'namedUnits',
      label: { en: 'Named units (strength from their troops)', it: 'Unità con nome (potenza dalle truppe)' },
      choices: [
        { value: '', label: { en: 'No: every unit has strength 1', it: 'No: ogni unità ha potenza 1' } },
        { value: 'on', label: { en: 'Yes: the named units and their troops', it: 'Sì: le unità con nome e le loro truppe' } },
      ],
      defaultValue: '',
    });
  }
  return [...options, ...(config.specials?.options ?? [])];
}

/** The starting units, each at a roster entry's place (of its type) named after it. */
function namedStart(units: readonly UnitData[], roster: readonly NamedUnit[]): UnitData[] {
  return units.map((unit) => {
    const index = roster.findIndex((entry) => entry.loc === unit.loc && entry.type === unit.type);
    if (index < 0) return unit;
    return roster[index].strength === 1 ? { ...unit, named: index } : { ...unit, named: index, strength: roster[index].strength };
  });
}

/** First byte of a state carrying special state: version 15, which no plain state has. */
const SPECIAL_MARK = 0xf0;

export function createDiplomacyModule(config: DipGameConfig): DipGameModule {
  const map = config.map;
  registerSetups(config.setups);
  const phaseRules: PhaseRules = {
    ...(config.hooks ? { hooks: config.hooks } : {}),
    ...(config.calendar.firstCountYear !== undefined ? { firstCountYear: config.calendar.firstCountYear } : {}),
  };
  const format: DipFormat =
    config.setups === SETUPS && !config.hooks?.twoPhaseEdges?.length && !config.roster
      ? STANDARD_FORMAT
      : Object.freeze({
          setups: config.setups,
          passes: (config.hooks?.twoPhaseEdges?.length ?? 0) > 0,
          ...(config.roster ? { roster: config.roster } : {}),
          ...(config.roster && config.specials?.tight ? { special: config.specials.tight } : {}),
        });
  const seasons = config.calendar.seasonNames;
  const ownSetup = (id: string | undefined): Setup => {
    const setup = id ? config.setups.find((s) => s.id === id) : undefined;
    return setup ?? setupById(config.defaultSetup);
  };

  const module: DipGameModule = {
    config,
    map,
    phaseRules,
    format,
    id: config.id,
    linkId: config.linkId,
    boxBytes: config.boxBytes,
    ...(config.hidden ? { hidden: config.hidden } : {}),
    // Special orders make a seat's longest action longer: their games' boxes are larger, all of one size still.
    ...(config.specials ? { boxBytesFor: (state: DipState) => config.boxBytes + (state.special === undefined ? 0 : config.specials!.boxBytes) } : {}),
    title: config.title,
    variants: config.variants,
    options: optionsOf(config),

    powers(state) {
      return seatIds(state).map((seat): PowerInfo => {
        const first = map.power(powersOfSeat(state, seat)[0]);
        return { id: seat, name: seatName(map, state, seat), color: first?.color ?? '#666' };
      });
    },

    initialState(_variant, options, seed) {
      const setup = ownSetup(options.setup);
      const endYear = (options.endYear ?? config.endYears.defaultValue) ? Number(options.endYear ?? config.endYears.defaultValue) : null;
      const start = initialPosition(map);
      const units = config.roster && options.namedUnits === 'on' ? namedStart(start.units, config.roster) : start.units;
      const position = { ...start, units, year: setup.startYear, season: config.calendar.firstSeason };
      const edition = config.editions.find((e) => e === options.edition) ?? config.editions[0];
      const special = config.specials?.initial(options);
      return {
        ...(special === undefined ? {} : { special }),
        setup: setup.id,
        edition,
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
      if (module.ended(state)) return { mode: 'simultaneous', waitingFor: [] };
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
      if (action.special?.length) {
        if (!config.specials || state.special === undefined) return { en: 'This game has no special orders.', it: 'Questa partita non ha ordini speciali.' };
        return config.specials.validate(state, powers, action.special);
      }
      return null;
    },

    rulesFor(state) {
      const extra = config.specials && state.special !== undefined ? config.specials.hooks(state) : undefined;
      return extra ? { ...phaseRules, hooks: { ...phaseRules.hooks, ...extra } } : phaseRules;
    },

    apply(state, actions, randomness) {
      const specials = config.specials;
      const next = playPhase(map, state, actions, module.rulesFor(state));
      if (!specials || state.special === undefined) return next;
      return { ...next, special: specials.after(state, next, actions, randomness) };
    },

    seatsInGame: seatsStillIn,

    modeProblem(state, mode) {
      return config.specials?.modeProblem && state.special !== undefined ? config.specials.modeProblem(state, mode) : null;
    },

    phaseLabel(state, lang) {
      const { season, year, phase } = state.position;
      return `${seasons[season][lang]} ${year} — ${PHASE_NAMES[phase][lang]}`;
    },

    // A state shows the board after the phase before it, with that phase's results: its history entry says so.
    historyLabel(state, lang) {
      const now = this.phaseLabel(state, lang);
      const last = state.last;
      if (!last) return lang === 'it' ? `Inizio — ${now}` : `Start — ${now}`;
      const after = `${seasons[last.season][lang]} ${last.year} — ${PHASE_NAMES[last.phase][lang]}`;
      return lang === 'it' ? `Risultati di ${after}; poi ${now}` : `Results of ${after}; then ${now}`;
    },

    summary(state, lang) {
      // Counted per player as the game is won (XIV.2: a player of several powers counts them all), then the neutrals.
      const seats = seatIds(state).map((seat) => ({ name: seatName(map, state, seat)[lang], centres: seatCentres(state, seat) }));
      const neutrals = neutralPowers(state).map((power) => ({ name: map.power(power)?.name[lang] ?? power, centres: centreCount(state.position, power) }));
      const counts = [...seats, ...neutrals]
        .filter((entry) => entry.centres > 0)
        // Ties keep the seats' order (the sort is stable): no locale collation, whose first use costs ~20 ms on opening a link.
        .sort((a, b) => b.centres - a.centres);
      return counts.map(({ name, centres }) => `${name} ${centres}`).join(' · ');
    },

    ended(state): GameEnd | null {
      return gameEnd(state, map);
    },

    encodeState(state) {
      const plain = encodeState(map, state, format);
      // The tight layout carries the special state inside the plain one.
      if (!config.specials || state.special === undefined || format.special) return plain;
      const w = new BitWriter().bits(SPECIAL_MARK, 8).varUint(plain.length);
      config.specials.writeState(w, state.special);
      const special = w.finish();
      const out = new Uint8Array(special.length + plain.length);
      out.set(special);
      out.set(plain, special.length);
      return out;
    },
    decodeState(bytes) {
      if (!config.specials || bytes[0] !== SPECIAL_MARK) return decodeState(map, bytes, format);
      const r = new BitReader(bytes);
      r.bits(8);
      const plainLength = r.varUint();
      if (plainLength >= bytes.length) throw new MalformedError('special state length');
      const state = decodeState(map, bytes.subarray(bytes.length - plainLength), format);
      if (state.special !== undefined) throw new MalformedError('special state twice');
      const head = new BitReader(bytes.subarray(0, bytes.length - plainLength));
      head.bits(8);
      head.varUint();
      const special = config.specials.readState(head, state);
      if (head.remainingBits >= 8) throw new MalformedError('special state length');
      return { ...state, special };
    },
    encodeAction(_state, _seat, action) {
      const w = new BitWriter().bool(action.draw).bool(action.concede !== undefined);
      if (action.concede !== undefined) w.choice(map.data.powers.findIndex((p) => p.id === action.concede), map.data.powers.length);
      // A game with special state writes its orders with power runs (codec.ts): its box holds the special orders too.
      const runs = !!config.specials && _state.special !== undefined;
      writeOrders(map, w, action.orders, runs);
      // Appended after the orders, and only when set, so actions without it keep their old bytes.
      const special = config.specials && action.special?.length ? action.special : undefined;
      if (action.bots || special) w.bool(!!action.bots);
      if (special) config.specials!.writeOrders(w.bool(true), special, _state);
      return w.finish();
    },
    decodeAction(_state, _seat, bytes) {
      const r = new BitReader(bytes);
      const draw = r.bool();
      const concede = r.bool() ? map.data.powers[r.choice(map.data.powers.length)].id : undefined;
      const orders = readOrders(map, r, !!config.specials && _state.special !== undefined);
      // Older actions end here; the last byte's padding bits are zero.
      const bots = r.remainingBits > 0 && r.bool();
      // Padding bits are zero: a special-order list is there only when its flag is set.
      const special = config.specials && r.remainingBits > 0 && r.bool() ? config.specials.readOrders(r, _state) : undefined;
      return { draw, ...(concede === undefined ? {} : { concede }), orders, ...(bots ? { bots } : {}), ...(special ? { special } : {}) };
    },
  };
  return module;
}

/** The centres a player holds in all: every power of its seat counted (XIV.2). */
function seatCentres(state: DipState, seat: string): number {
  return powersOfSeat(state, seat).reduce((sum, power) => sum + centreCount(state.position, power), 0);
}

/**
 * Victory (seed 000 II): 18 centres for one power, checked when ownership
 * changes (after the fall); two players win with 24 units (XIV.2); an end
 * year gives the win to the player with most centres, all its powers together
 * (III); a draw needs every surviving seat.
 */
export function gameEnd(state: DipState, map: GameMap = standardMap): GameEnd | null {
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
    // III: the player with most (centres, which the units follow) wins; a player of several powers counts them all (XIV.2).
    const best = Math.max(...seats.map((seat) => seatCentres(state, seat)));
    return { winners: seats.filter((seat) => seatCentres(state, seat) === best), reason: { en: `most centres at the end of ${state.endYear}`, it: `più centri alla fine del ${state.endYear}` } };
  }
  return null;
}

/**
 * The standard game: the 1901 map, seed 000's set-ups, spring first and a count
 * every fall, no hooks; its options and links as they have always been.
 */
export const diplomacy: DipGameModule = createDiplomacyModule({
  id: 'diplomacy',
  linkId: 1,
  // Every sealed or referee box is this long: 23 units each giving the longest order fit (box-size test),
  // every seat of the 7- and 2-player games (18 centres win; 24 units win two-player); see docs/protocol.md, "Link sizes".
  boxBytes: 112,
  title: { en: 'Diplomacy', it: 'Diplomacy' },
  variants: [
    {
      id: 'standard',
      label: { en: 'Standard map, 1901', it: 'Mappa classica, 1901' },
      description: { en: 'Seven Great Powers of Europe before the Great War.', it: "Le sette Grandi Potenze d'Europa prima della Grande Guerra." },
    },
  ],
  map: standardMap,
  setups: SETUPS,
  defaultSetup: '7',
  calendar: { firstSeason: 'spring', seasonNames: STANDARD_SEASONS },
  editions: ['rulebook', '2000'],
  endYears: { choices: ['', '1905', '1907', '1910', '1915'], defaultValue: '' },
});

export const diplomacyMap: GameMap = standardMap;
export type { Lang };
