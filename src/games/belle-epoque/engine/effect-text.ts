/**
 * Sentences for the effect vocabulary in English and Italian, so cards, the log
 * and the command line can show what a card does from its data alone.
 */
import type { Lang } from '../../../platform/game';
import type { BelleEpoqueIndex, Continent, Effect, TerritoryRef, Who } from './data';

const CONTINENT: Record<Continent, { en: string; it: string }> = {
  europe: { en: 'Europe', it: 'Europa' },
  africa: { en: 'Africa', it: 'Africa' },
  asia: { en: 'Asia', it: 'Asia' },
};

const WHO: Record<'self' | 'target' | 'each', { en: string; it: string }> = {
  self: { en: 'The player', it: 'Il giocatore' },
  target: { en: 'The target power', it: 'La Potenza bersaglio' },
  each: { en: 'Each power', it: 'Ogni Potenza' },
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function describeEffect(e: Effect, lang: Lang, idx: BelleEpoqueIndex): string {
  const it = lang === 'it';
  const who = (w: Who) => (w === 'self' || w === 'target' || w === 'each' ? WHO[w][lang] : idx.power.get(w)?.name[lang] ?? w);
  const owner = (o: string) => idx.power.get(o as never)?.name[lang] ?? idx.minor.get(o)?.name[lang] ?? o;
  const name = (id: string) => idx.territory.get(id)?.name[lang] ?? id;
  const where = (r: TerritoryRef) => {
    if ('id' in r) return name(r.id);
    if ('oneOf' in r) return r.oneOf.map(name).join(it ? ' o ' : ' or ');
    if (r.anyIn === 'any') return it ? 'un Territorio qualsiasi' : 'any territory';
    return it ? `un Territorio in ${CONTINENT[r.anyIn].it}` : `any territory in ${CONTINENT[r.anyIn].en}`;
  };
  const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
  switch (e.kind) {
    case 'placeCubes': {
      const each = e.perTerritory ? (it ? `, massimo ${e.perTerritory} per Territorio` : `, at most ${e.perTerritory} per territory`) : '';
      const mode = e.mode === 'free' ? (it ? ' (solo spazi liberi)' : ' (free spaces only)')
        : e.mode === 'freeOrReplace' ? (it ? ' (su uno spazio libero o sostituendo un cubo a scelta)' : ' (on a free space or replacing any cube)') : '';
      const cubes = plural(e.count, 'cube', 'cubes');
      if (e.owner === 'self') return it ? `Piazza ${e.count} MD propri in ${where(e.where)}${each}${mode}` : `Place ${e.count} of your ${cubes} in ${where(e.where)}${each}${mode}`;
      return it ? `Piazza ${e.count} MD ${owner(e.owner)} in ${where(e.where)}${each}${mode}`
        : `Place ${e.count} ${owner(e.owner)} ${cubes} in ${where(e.where)}${each}${mode}`;
    }
    case 'removeCubes': {
      const n = e.count === 'all' ? (it ? 'tutti i' : 'all') : String(e.count);
      const max = e.maxPerPower ? (it ? `, massimo ${e.maxPerPower} per Potenza` : `, at most ${e.maxPerPower} per power`) : '';
      if (e.owner === 'eachPower') return it ? `Ogni Potenza rimuove ${n} MD da ${where(e.where)}` : `Each power removes ${n} ${plural(Number(e.count), 'cube', 'cubes')} from ${where(e.where)}`;
      if (e.owner === 'opponents') return it ? `Rimuovi ${n} MD di Potenze avversarie da ${where(e.where)}${max}` : `Remove ${n} cubes of opposing powers from ${where(e.where)}${max}`;
      if (e.owner === 'target') return it ? `Rimuovi ${n} MD della Potenza bersaglio da ${where(e.where)}` : `Remove ${n} of the target power's cubes from ${where(e.where)}`;
      return it ? `Rimuovi ${n} MD ${owner(e.owner)} da ${where(e.where)}` : `Remove ${n} ${owner(e.owner)} cubes from ${where(e.where)}`;
    }
    case 'money':
      return it ? `${who(e.who)} ${e.amount >= 0 ? 'guadagna' : 'perde'} £${Math.abs(e.amount)}` : `${who(e.who)} ${e.amount >= 0 ? 'gains' : 'loses'} £${Math.abs(e.amount)}`;
    case 'prestige':
      return it ? `${who(e.who)}: ${signed(e.delta)} Prestigio` : `${who(e.who)}: ${signed(e.delta)} prestige`;
    case 'gainCubes':
      return it ? `${who(e.who)}: +${e.count} MD nelle Ambasciate` : `${who(e.who)}: +${e.count} ${plural(e.count, 'cube', 'cubes')} in the embassies`;
    case 'loseCubes':
      return it ? `${who(e.who)}: −${e.count} MD dalle Ambasciate` : `${who(e.who)}: −${e.count} ${plural(e.count, 'cube', 'cubes')} from the embassies`;
    case 'drawIntrigue':
      return it ? `${who(e.who)} pesca ${e.count} ${plural(e.count, 'Carta', 'Carte')} Intrigo` : `${who(e.who)} draws ${e.count} intrigue ${plural(e.count, 'card', 'cards')}`;
    case 'discardIntrigue':
      return it ? `${who(e.who)} scarta ${e.count} ${plural(e.count, 'Carta', 'Carte')} Intrigo` : `${who(e.who)} discards ${e.count} intrigue ${plural(e.count, 'card', 'cards')}`;
    case 'freeArmies':
      return it ? `${who(e.who)} mette ${e.count} Eserciti nell'Arsenale senza pagarli` : `${who(e.who)} puts ${e.count} armies in the Arsenal free`;
    case 'returnArmies':
      return it ? `${who(e.who)} riporta ${e.count} Eserciti dall'Arsenale alle Riserve` : `${who(e.who)} returns ${e.count} armies from the Arsenal to the Reserves`;
    case 'exhaustFleets':
      return it ? `${who(e.who)} gira ${e.count} ${plural(e.count, 'Flotta', 'Flotte')} sul lato esausto` : `${who(e.who)} exhausts ${e.count} ${plural(e.count, 'fleet', 'fleets')}`;
    case 'choice': {
      const options = e.options.map((o) => o.map((x) => describeEffect(x, lang, idx)).join('; '));
      return `${who(e.chooser)} ${it ? 'sceglie' : 'chooses'}: ${options.join(it ? '; oppure ' : '; or ')}`;
    }
    case 'contestBonus': {
      const fleet = e.whenFleetUsed ? (it ? ' quando usa una Flotta' : ' when it uses a fleet') : '';
      return it ? `Fino a fine turno: +${e.amount} nelle Contese del giocatore${fleet}, fino a +${e.cap}` : `Until the end of the turn: +${e.amount} in the player's contests${fleet}, up to +${e.cap}`;
    }
    case 'rerollContestDie':
      return it ? 'In una Contesa, ritira il proprio dado dopo aver visto quello avversario' : 'In a contest, roll your die again after seeing the other';
    case 'blockTerritory':
      return it ? `Scegli ${where(e.where)}: in questo turno nessun'altra Potenza vi invia Missioni; vendervi armamenti costa ${-e.armsSalePrestige} Prestigio`
        : `Choose ${where(e.where)}: no other power sends missions there this turn; selling arms there costs ${-e.armsSalePrestige} prestige`;
    case 'fleetContestCost':
      return it ? `Mobilitare Flotte nelle Contese costa £${e.cost} per Flotta` : `Fleets cost £${e.cost} each in contests`;
    case 'fleetTrack':
      return it ? `${signed(e.delta)} nel tracciato Flotte` : `${signed(e.delta)} on the fleet track`;
    case 'cubesPerTurn':
      return it ? `${signed(e.delta)} MD nelle Ambasciate in ogni Fase delle Risorse` : `${signed(e.delta)} cube in the embassies each Resources phase`;
    case 'unlockNationalCard':
      return it ? `Permette di giocare ${idx.national.get(e.card)?.name.it ?? e.card}` : `Allows playing ${idx.national.get(e.card)?.name.en ?? e.card}`;
    case 'assignCard':
      return it ? `Va alla Potenza alleata con più tra ${e.territories.map(name).join(', ')}: ${e.vp} PV a fine partita`
        : `Goes to the power allied with most of ${e.territories.map(name).join(', ')}: ${e.vp} VP at the end`;
    case 'endGame':
      return it ? 'La partita termina subito; questo turno non si gioca' : 'The game ends at once; this turn is not played';
  }
}

/** A whole list, one sentence each, joined. */
export function describeEffects(effects: Effect[], lang: Lang, idx: BelleEpoqueIndex): string {
  return effects.map((e) => describeEffect(e, lang, idx)).join('. ') + '.';
}
