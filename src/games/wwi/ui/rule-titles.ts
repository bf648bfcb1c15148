/**
 * The title of each rule the UI cites, in English and Italian: the rule buttons of every panel are
 * named with it. The rules' texts load with the rules panel (rules-text.ts). Numbers follow seed 002.
 */
import type { Localized } from '../../../platform/game';

export interface RuleTitle {
  rule: string;
  title: Localized;
}

const t = (rule: string, en: string, it: string): RuleTitle => ({ rule, title: { en, it } });

export const RULE_TITLES: RuleTitle[] = [
  t('3.0', 'Sequence of play', 'Sequenza di gioco'),
  t('4.0', 'Zones of control', 'Zone di controllo'),
  t('4.3', 'From zone to zone', 'Da zona a zona'),
  t('4.7', 'Retreating through zones', 'Ritirata e zone'),
  t('5.0', 'Movement points', 'Punti movimento'),
  t('5.2', 'One army per hex', 'Un esercito per esagono'),
  t('5.3', 'Railways', 'Ferrovie'),
  t('5.4', 'Sea movement', 'Movimento per mare'),
  t('5.5', 'Transit areas', 'Aree di transito'),
  t('5.6', 'Crossing arrows', 'Frecce di attraversamento'),
  t('6.1', 'Attack and differential', 'Attacco e differenziale'),
  t('6.2', 'Combat Results Table', 'Tabella dei Risultati'),
  t('6.3', 'Paying losses', 'Pagare le perdite'),
  t('6.31', 'Defender\'s losses', 'Perdite del difensore'),
  t('6.32', 'Attacker\'s losses', 'Perdite dell\'attaccante'),
  t('6.33', 'Giving up an army', 'Sacrificare un esercito'),
  t('6.36', 'Russians and Romanians', 'Russi e rumeni'),
  t('6.4', 'Rough terrain', 'Terreno accidentato'),
  t('6.5', 'Winter', 'Inverno'),
  t('6.6', 'Once per phase', 'Una volta per fase'),
  t('6.7', 'Out of supply in battle', 'Senza rifornimento in battaglia'),
  t('6.9', 'Advance after combat', 'Avanzata dopo il combattimento'),
  t('6.91', 'How far to advance', 'Fin dove avanzare'),
  t('7.0', 'Supply', 'Rifornimento'),
  t('8.0', 'Resource points', 'Punti-risorsa'),
  t('8.3', 'New armies', 'Nuovi eserciti'),
  t('8.5', 'Loans', 'Prestiti'),
  t('9.1', 'Invading a neutral', 'Invadere un neutrale'),
  t('9.2', 'Neutral activation', 'Attivazione dei neutrali'),
  t('9.4', 'Victory points for invasions', 'Punti vittoria per le invasioni'),
  t('9.8', 'The United States', 'Gli Stati Uniti'),
  t('10.1', 'Russian collapse', 'Crollo russo'),
  t('10.2', 'Russian surrender', 'Resa russa'),
  t('10.3', 'The fall of France', 'La caduta della Francia'),
  t('10.42', 'Stosstruppen and infiltration', 'Stosstruppen e infiltrazione'),
  t('10.51', 'Forts', 'Fortificazioni'),
  t('10.52', 'Forts out of supply', 'Fortificazioni senza rifornimento'),
  t('10.9', 'Italian surrender', 'Resa italiana'),
  t('11.11', 'Historical start', 'Inizio storico'),
  t('11.12', 'French offensives of 1914', 'Offensive francesi del 1914'),
  t('11.2', 'Free set-up', 'Piazzamento libero'),
  t('11.3', 'Victory', 'Vittoria'),
  t('11.33', 'Invasions and victory', 'Invasioni e vittoria'),
];

/** The rule shown for a rule number: itself, or the nearest general rule above it ("6.34" → "6.3" → "6.0"). */
export function ruleTitle(rule: string): RuleTitle | undefined {
  const [major, minor = '0'] = rule.split('.');
  for (let digits = minor.length; digits >= 1; digits--) {
    const found = RULE_TITLES.find((n) => n.rule === `${major}.${minor.slice(0, digits)}`);
    if (found) return found;
  }
  return RULE_TITLES.find((n) => n.rule === `${major}.0`);
}
