/**
 * Romania 1198 (seed 003): the Diplomacy engine with this map, its seven
 * regions, its calendar and its hooks. Seed 003 restates the rule book of
 * seed 000, so the rule book edition applies; what it changes is here.
 */
import { createDiplomacyModule, type DipGameModule } from '../../diplomacy/engine/module';
import { ROMANIA_HOOKS, ROMANIA_ROSTER, ROMANIA_SETUPS, romaniaMap } from './map';
import { ROMANIA_SPECIALS } from './specials';
import { SEALED_SPIES } from './sealed-spies';

/** Seed 003 (R1198-02, R1198-35): the first move is Autumn 1198, adjustments from 1199, the first round ends in Autumn 1210. */
export const FIRST_YEAR = 1198;
export const FIRST_COUNT_YEAR = 1199;
export const LAST_YEAR = 1210;

export const romania: DipGameModule = createDiplomacyModule({
  id: 'romania1198',
  linkId: 2,
  // 25 starting units on 51 centres: a region may hold up to 25 units before 26 centres win; 25 orders
  // of the longest kind (a support of another region's move) take 114 bytes, the box-size test checks them.
  // A seat of several regions (fewer players) fits about 38 moves or holds, not 30 such supports.
  boxBytes: 116,
  title: { en: 'Romania 1198', it: 'Romania 1198' },
  variants: [
    {
      id: 'standard',
      label: { en: 'Seven regions, Autumn 1198', it: 'Sette regioni, autunno 1198' },
      description: {
        en: 'Transylvania, Wallachia and Moldavia: the Danube, the Black Sea and the Carpathian passes.',
        it: 'Transilvania, Valacchia e Moldavia: il Danubio, il Mar Nero e i passi dei Carpazi.',
      },
    },
  ],
  map: romaniaMap,
  setups: ROMANIA_SETUPS,
  defaultSetup: 'romania-7',
  calendar: {
    firstSeason: 'fall',
    firstCountYear: FIRST_COUNT_YEAR,
    // Seed 003 says "autunno" and "primavera"; the winter is the adjustments after each autumn.
    seasonNames: {
      spring: { en: 'Spring', it: 'Primavera' },
      fall: { en: 'Autumn', it: 'Autunno' },
      winter: { en: 'Winter', it: 'Inverno' },
    },
  },
  hooks: ROMANIA_HOOKS,
  editions: ['rulebook'],
  endYears: { choices: [String(LAST_YEAR)], defaultValue: String(LAST_YEAR) },
  roster: ROMANIA_ROSTER,
  // Seed 003 "Truppe Speciali": ambassadors and spies, creator options off by default.
  specials: ROMANIA_SPECIALS,
  // With a referee, spies not caught are sealed to their seats.
  hidden: SEALED_SPIES,
});
