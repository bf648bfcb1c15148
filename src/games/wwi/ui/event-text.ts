/**
 * A logged event in the player's language, with the rule it applies. The
 * engine writes short English texts (and links rebuild combat and activation
 * texts from their records), so the words come from the records where there is
 * one and from the engine's own sentences otherwise. Pure.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import { isCombatCalculation } from '../engine/combat';
import { isActivationRoll } from '../engine/log-codec';
import type { Side } from '../engine/state';
import type { LoggedEvent } from './game-log';
import { armyName, nationName } from './nations';
import { placeName } from './unit-labels';
import { signed } from './signed';
import { LOG_WORDS as L, VIEW_WORDS as W } from './words';

export interface EventWords {
  text: string;
  /** The rule the event applies, when one is known. */
  rule: string | null;
}

const isSide = (word: string): word is Side => word === 'allies' || word === 'central';

export function eventWords(event: LoggedEvent, lang: Lang, board: Board): EventWords {
  const detail = event.detail;
  if (isCombatCalculation(detail) || /^attack on \d{4}$/.test(event.text)) {
    const target = isCombatCalculation(detail) && detail.target ? detail.target : event.text.slice('attack on '.length);
    const cell = isCombatCalculation(detail) && detail.cell ? `: ${L.result[lang]} ${detail.cell}` : '';
    const retreat = isCombatCalculation(detail) && detail.defenderPaid?.retreat.length ? `, ${L.retreat[lang]} ${detail.defenderPaid.retreat.length}` : '';
    return { text: `${L.attackOn[lang]} ${placeName(board, target, lang)}${cell}${retreat}`, rule: '6.1' };
  }
  if (isActivationRoll(detail)) {
    const mods = detail.modifiers.map((m) => ` ${signed(m.value)}`).join('');
    const sum = mods ? `${detail.die}${mods} = ${detail.total}` : `${detail.total}`;
    const outcome = detail.joined ? L.joins[detail.side][lang] : L.staysNeutral[lang];
    return { text: `${L.activationRoll[lang]} (${L.by[detail.side][lang]}): ${nationName(detail.nation, lang)} — ${W.die[lang].toLowerCase()} ${sum}, ${L.needed[lang]} ${detail.needed}: ${outcome}`, rule: '9.2' };
  }
  const tried = /^(allies|central) tries to activate ([a-z-]+)$/.exec(event.text);
  if (tried && isSide(tried[1])) return { text: `${L.activationRoll[lang]} (${L.by[tried[1]][lang]}): ${nationName(tried[2], lang)}`, rule: '9.2' };
  const invaded = /^(allies|central) invades ([a-z-]+); [a-z-]+ joins (allies|central) \(\+(\d+) VP\)$/.exec(event.text);
  if (invaded && isSide(invaded[1]) && isSide(invaded[3])) {
    const vp = Number(invaded[4]) ? `, +${invaded[4]} ${L.vpShort[lang]}` : '';
    return { text: `${L.invasion[lang]}: ${nationName(invaded[2], lang)} (${L.by[invaded[1]][lang]}) ${L.joins[invaded[3]][lang]}${vp}`, rule: '9.1' };
  }
  const joined = /^([a-z-]+) joins (allies|central) \(9\.2\)$/.exec(event.text);
  if (joined && isSide(joined[2])) return { text: `${nationName(joined[1], lang)} ${L.joins[joined[2]][lang]}`, rule: '9.2' };
  if (/^Allied units are back in Russia/.test(event.text)) return { text: L.garrisonReleased[lang], rule: '10.22' };
  const named = armyEntry(event.text, lang, board);
  if (named) return named;
  const rule = /\((\d+\.\d+)[,)]/.exec(event.text)?.[1] ?? null;
  return { text: event.note ? event.note.title[lang] : event.text, rule };
}

/** The engine's entries that name an army by its id or a hex by its number, said as the board says them. */
function armyEntry(text: string, lang: Lang, board: Board): EventWords | null {
  const army = (id: string) => armyName(id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1), lang);
  const west = /^([a-z-]+:\w+) is destroyed in the west \(10\.6\)$/.exec(text);
  if (west) return { text: `${army(west[1])} ${L.destroyedInWest[lang]}`, rule: '10.6' };
  const built = /^([a-z-]+:\w+) (rebuilt|built) at (\d{4})$/.exec(text);
  if (built) return { text: `${army(built[1])} ${(built[2] === 'rebuilt' ? L.rebuiltIn : L.builtIn)[lang]} ${placeName(board, built[3], lang)}`, rule: '8.3' };
  const unsupplied = /^([a-z-]+:\w+) is out of supply and is removed for good \(7\.22\)$/.exec(text);
  if (unsupplied) return { text: `${army(unsupplied[1])} ${L.removedForGood[lang]}`, rule: '7.22' };
  const fort = /^fort (\d{4}) (destroyed \(6\.33\)|taken and destroyed \(6\.95\))$/.exec(text);
  if (fort) return { text: `${(fort[2].startsWith('taken') ? L.fortTaken : L.fortDestroyed)[lang]} ${placeName(board, fort[1], lang)}`, rule: fort[2].startsWith('taken') ? '6.95' : '6.33' };
  return null;
}
