/**
 * Spies with a referee (seed 003, "Spie": what a spy learns is for the region
 * that sent it). In referee play the referee's browser holds the whole state;
 * its links keep the caught spies public (the seed lets the spied region learn
 * who sent them) and seal each seat's spies that were not caught to that seat
 * (GameModule.hidden, platform/hidden-parts.ts). A seat with no such spy has
 * no part; every part has one size for the seat's regions, so a link tells that a
 * seat has a spy out (not how many, where or what it asked), and nothing more.
 *
 * Open and sealed play replay each phase in every browser from the revealed
 * orders, the spy orders among them, so there the missions are public.
 */
import { BitReader, BitWriter, MalformedError } from '../../../platform/codec/bits';
import type { HiddenParts, PowerId } from '../../../platform/game';
import { powersOfSeat, seatIds } from '../../diplomacy/engine/seats';
import type { DipState } from '../../diplomacy/engine/state';
import { CITIES, MAX_SPIES, QUESTION_SETS, byMission, infoMask, infosOf, readMixed, romaniaSpecial, withoutSealed, writeMixed, type RomaniaSpecial, type SpyMission } from './specials';

/** One spy: its city and its questions (a non-empty set of the three), as one digit. */
const SLOT = CITIES.length * QUESTION_SETS;
/** A region's part: how many spies, then MAX_SPIES slots, unused ones zero; one width whatever it holds. */
const REGION_RADICES = [MAX_SPIES + 1, ...Array.from({ length: MAX_SPIES }, () => SLOT)];

const slotOf = (m: SpyMission): number => CITIES.indexOf(m.target) * QUESTION_SETS + infoMask(m.infos) - 1;

/** A seat's spies that were not caught, region by region. */
export function writeSeatSpies(regions: readonly PowerId[], missions: readonly SpyMission[]): Uint8Array {
  const w = new BitWriter();
  for (const region of regions) {
    const own = missions.filter((m) => m.from === region && !m.caught).sort(byMission);
    if (own.length > MAX_SPIES) throw new RangeError('spies');
    const slots = REGION_RADICES.slice(1).map((radix, i) => [own[i] ? slotOf(own[i]) : 0, radix] as const);
    writeMixed(w, [[own.length, MAX_SPIES + 1], ...slots]);
  }
  return w.finish();
}

/** The inverse of writeSeatSpies; MalformedError on bytes it would not write. */
export function readSeatSpies(regions: readonly PowerId[], bytes: Uint8Array): SpyMission[] {
  const r = new BitReader(bytes);
  const out: SpyMission[] = [];
  for (const region of regions) {
    const [count, ...slots] = readMixed(r, REGION_RADICES) as [number, ...number[]];
    slots.forEach((slot, i) => {
      if (i >= count) {
        if (slot !== 0) throw new MalformedError('sealed spies: unused slot');
        return;
      }
      const target = CITIES[Math.floor(slot / QUESTION_SETS)]!;
      out.push({ kind: 'spy', from: region, target, infos: infosOf((slot % QUESTION_SETS) + 1), caught: false });
    });
  }
  if (r.remainingBits >= 8 || (r.remainingBits > 0 && r.bits(r.remainingBits) !== 0)) throw new MalformedError('sealed spies: trailing bits');
  return out;
}

/** Whether the state's last phase sent spies whose reports are private. */
const spiesToSeal = (state: DipState): boolean => !!romaniaSpecial(state)?.spies && state.last?.phase === 'movement';

export const SEALED_SPIES: HiddenParts<DipState> = {
  hides(initial) {
    return !!romaniaSpecial(initial)?.spies;
  },

  split(state) {
    const special = romaniaSpecial(state);
    if (!special || !spiesToSeal(state)) return { shown: state, secrets: new Map() };
    const secret = special.missions.filter((m) => !m.caught);
    const secrets = new Map(
      seatIds(state)
        .filter((seat) => secret.some((m) => powersOfSeat(state, seat).includes(m.from)))
        .map((seat) => [seat, writeSeatSpies(powersOfSeat(state, seat), secret)] as const),
    );
    // Nothing to seal: the state is shown whole (its missions are all caught).
    if (!secrets.size) return { shown: state, secrets };
    const shown: RomaniaSpecial = { ...withoutSealed(special), missions: special.missions.filter((m) => m.caught) };
    return { shown: { ...state, special: shown }, secrets };
  },

  join(shown, secrets) {
    const special = romaniaSpecial(shown);
    if (!special || !spiesToSeal(shown)) {
      if (secrets.size) throw new MalformedError('sealed spies in a phase without spies');
      return shown;
    }
    const missions = [...special.missions];
    for (const [seat, bytes] of secrets) {
      const regions = powersOfSeat(shown, seat);
      if (!regions.length) throw new MalformedError('sealed spies of no seat');
      const read = readSeatSpies(regions, bytes);
      // A part with no spy is never written: one way to write each state.
      if (!read.length) throw new MalformedError('sealed spies: empty part');
      missions.push(...read);
    }
    missions.sort(byMission);
    // As every link: at most two spies a region, to different cities (a caught one and a sealed one included).
    const perRegion = new Map<PowerId, number>();
    for (const [i, m] of missions.entries()) {
      if (i > 0 && byMission(missions[i - 1]!, m) === 0) throw new MalformedError('sealed spies: two to one city');
      perRegion.set(m.from, (perRegion.get(m.from) ?? 0) + 1);
      if (perRegion.get(m.from)! > MAX_SPIES) throw new MalformedError('sealed spies: too many');
    }
    return { ...shown, special: { ...withoutSealed(special), missions } satisfies RomaniaSpecial };
  },

  sealedOf(state) {
    return romaniaSpecial(state)?.sealed;
  },

  withSealed(shown, sealed) {
    const special = romaniaSpecial(shown);
    if (!special) throw new RangeError('no special state');
    return { ...shown, special: { ...special, sealed } satisfies RomaniaSpecial };
  },
};
