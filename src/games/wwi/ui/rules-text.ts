/**
 * The rules panel: each rule the UI cites, explained in our own words (never
 * the rule book's text), in English and Italian. Numbers follow seed 002.
 * Loaded with the rules panel; the titles, which every panel's rule buttons
 * need, are in rule-titles.ts.
 */
import type { Localized } from '../../../platform/game';
import { RULE_TITLES, type RuleTitle, ruleTitle } from './rule-titles';

export interface RuleNote extends RuleTitle {
  text: Localized;
}

/** Each rule's text, by its number in rule-titles.ts. */
export const RULE_TEXTS: ReadonlyMap<string, Localized> = new Map<string, Localized>([
  ['3.0', {
    en: 'Each turn: the Allies move, then the Central Powers move; the side with more resource points becomes the superior player and attacks first; the two sides then alternate three attack phases each; finally both build.',
    it: 'Ogni turno: muovono gli Alleati, poi le Potenze Centrali; chi ha più punti-risorsa diventa giocatore superiore e attacca per primo; poi le due parti alternano tre fasi di attacco ciascuna; infine entrambe costruiscono.',
  }],
  ['4.0', {
    en: 'An army controls the six hexes around it. An enemy army entering one of them must stop there.',
    it: 'Un esercito controlla i sei esagoni che lo circondano. Un esercito nemico che vi entra deve fermarsi.',
  }],
  ['4.3', {
    en: 'An army may not step directly from one enemy zone of control into another.',
    it: 'Un esercito non può passare direttamente da una zona di controllo nemica a un\'altra.',
  }],
  ['4.7', {
    en: 'A retreat may not enter an enemy zone of control unless a friendly army or fort already stands there.',
    it: 'Una ritirata non può entrare in una zona di controllo nemica, a meno che vi sia già un esercito o una fortificazione amica.',
  }],
  ['5.0', {
    en: 'Every army has five movement points a phase. Clear hexes cost one, rough hexes two.',
    it: 'Ogni esercito ha cinque punti movimento per fase. Gli esagoni sgombri costano uno, quelli accidentati due.',
  }],
  ['5.2', {
    en: 'Armies never enter enemy hexes, and at the end of a phase each hex holds at most one army.',
    it: 'Gli eserciti non entrano mai in esagoni nemici e a fine fase ogni esagono contiene al più un esercito.',
  }],
  ['5.3', {
    en: 'Once per phase an army may ride a railway: every three rail hexes cost one movement point. The line must lead back to a friendly supply source without enemies or enemy zones on it.',
    it: 'Una volta per fase un esercito può usare la ferrovia: ogni tre esagoni di ferrovia costano un punto movimento. La linea deve ricondurre a una fonte di rifornimento amica senza nemici né zone nemiche.',
  }],
  ['5.4', {
    en: 'In each Allied movement phase one British, French or American army may sail from a clear coastal hex to the Adriatic or Aegean coast (or the Straits and Black Sea once the Straits are open). It is its whole move.',
    it: 'In ogni fase di movimento alleata un esercito britannico, francese o statunitense può navigare da un esagono costiero sgombro alla costa adriatica o egea (o agli Stretti e al Mar Nero se gli Stretti sono aperti). È tutto il suo movimento.',
  }],
  ['5.5', {
    en: 'Three boxes stand for long journeys (France–Italy, South Russia–Caucasus, Anatolia). Armies enter and leave only through their named hexes and never in the same phase; nobody fights inside them.',
    it: 'Tre riquadri rappresentano i lunghi viaggi (Francia–Italia, Russia meridionale–Caucaso, Anatolia). Si entra e si esce solo dagli esagoni indicati e mai nella stessa fase; al loro interno non si combatte.',
  }],
  ['5.6', {
    en: 'Armies may cross the straits marked by an arrow at one extra movement point, but may not attack across them.',
    it: 'Gli eserciti possono attraversare gli stretti segnati da una freccia con un punto movimento in più, ma non attaccare attraverso di essi.',
  }],
  ['6.1', {
    en: 'Add the attack numbers of all attacking armies next to the target hex; subtract the defence of the hex. The result, the differential, picks the column of the Combat Results Table. An attack weaker than the defence is not allowed.',
    it: 'Si sommano gli attacchi degli eserciti adiacenti all\'esagono bersaglio e si sottrae la difesa dell\'esagono. Il risultato, il differenziale, sceglie la colonna della Tabella dei Risultati. Un attacco più debole della difesa non è permesso.',
  }],
  ['6.2', {
    en: 'Roll one die in the differential column: the cell gives the loss points of attacker and defender, e.g. 3/1. Our table is a reconstruction; the rule book shows only differential 1, die 4 = 3/1.',
    it: 'Si tira un dado nella colonna del differenziale: la casella dà i punti di perdita di attaccante e difensore, per esempio 3/1. La nostra tabella è una ricostruzione; il regolamento mostra solo differenziale 1, dado 4 = 3/1.',
  }],
  ['6.3', {
    en: 'Losses are paid at once, in resource points or, for the defender, in hexes of retreat.',
    it: 'Le perdite si pagano subito, in punti-risorsa o, per il difensore, in esagoni di ritirata.',
  }],
  ['6.31', {
    en: 'Each loss point costs the defender either one resource point of its nation or one hex of retreat, each hex further from the battle.',
    it: 'Ogni punto di perdita costa al difensore un punto-risorsa della sua nazione o un esagono di ritirata, ogni esagono più lontano dalla battaglia.',
  }],
  ['6.32', {
    en: 'The attacker pays only in resource points of the attacking nations.',
    it: 'L\'attaccante paga solo con i punti-risorsa delle nazioni attaccanti.',
  }],
  ['6.33', {
    en: 'An army is lost when its nation cannot pay; in the third round of attacks a side may give up one army to pay all the losses of a combat.',
    it: 'Un esercito si perde quando la sua nazione non può pagare; nel terzo giro di attacchi si può sacrificare un esercito per pagare tutte le perdite di un combattimento.',
  }],
  ['6.36', {
    en: 'Russian and Romanian armies lose double against Germans; at most five doubled points can be paid by retreat.',
    it: 'Gli eserciti russi e rumeni perdono il doppio contro i tedeschi; al massimo cinque punti raddoppiati si pagano con la ritirata.',
  }],
  ['6.4', {
    en: 'A defender in rough terrain adds one to its defence, after halving for supply.',
    it: 'Un difensore in terreno accidentato aggiunge uno alla difesa, dopo l\'eventuale dimezzamento per rifornimento.',
  }],
  ['6.5', {
    en: 'In winter turns (the even turns) every defence gets two more points, after supply and terrain.',
    it: 'Nei turni invernali (quelli pari) ogni difesa riceve due punti in più, dopo rifornimento e terreno.',
  }],
  ['6.6', {
    en: 'No army attacks twice or is attacked twice in the same attack phase.',
    it: 'Nessun esercito attacca o è attaccato due volte nella stessa fase di attacco.',
  }],
  ['6.7', {
    en: 'An army out of supply cannot attack and defends at half strength, rounded up.',
    it: 'Un esercito non rifornito non può attaccare e si difende con metà forza, arrotondata per eccesso.',
  }],
  ['6.9', {
    en: 'When the defender\'s hex is left empty, the attacking armies may advance into it and follow the retreat path.',
    it: 'Quando l\'esagono del difensore resta vuoto, gli eserciti attaccanti possono entrarvi e seguire il percorso della ritirata.',
  }],
  ['6.91', {
    en: 'The advance follows the retreat hex by hex and stops next to the retreating army or on entering the zone of another enemy army.',
    it: 'L\'avanzata segue la ritirata esagono per esagono e si ferma accanto all\'esercito in ritirata o entrando nella zona di un altro esercito nemico.',
  }],
  ['7.0', {
    en: 'An army is supplied when a path free of enemies and enemy zones links it to a supply source of its nation.',
    it: 'Un esercito è rifornito se un percorso libero da nemici e zone nemiche lo collega a una fonte di rifornimento della sua nazione.',
  }],
  ['8.0', {
    en: 'Each nation receives resource points each turn. They pay for losses, new armies (five each), rebuilt forts and loans to allies.',
    it: 'Ogni nazione riceve punti-risorsa ogni turno. Pagano perdite, nuovi eserciti (cinque ciascuno), fortificazioni ricostruite e prestiti agli alleati.',
  }],
  ['8.3', {
    en: 'Destroyed or unused armies are built for five resource points on the home supply sources (France, Britain and the USA on the west edge; Russia on the east edge), never in an enemy zone.',
    it: 'Gli eserciti distrutti o non usati si costruiscono per cinque punti-risorsa sulle fonti di rifornimento nazionali (Francia, Gran Bretagna e USA dal bordo occidentale; Russia dal bordo orientale), mai in una zona nemica.',
  }],
  ['8.5', {
    en: 'After building, rich allies may lend resource points: Germany to its allies, Britain and the USA to the others, France and Russia and Italy to the smaller nations.',
    it: 'Dopo la costruzione, gli alleati ricchi possono prestare punti-risorsa: la Germania ai suoi alleati, Gran Bretagna e USA agli altri, Francia, Russia e Italia alle nazioni minori.',
  }],
  ['9.1', {
    en: 'Entering a neutral country brings it into the war on the other side, which scores its invasion victory points.',
    it: 'Entrare in un paese neutrale lo porta in guerra dalla parte opposta, che ottiene i suoi punti vittoria d\'invasione.',
  }],
  ['9.2', {
    en: 'Once per movement phase a side may roll one die, with the table\'s modifiers, to bring one neutral in on its side.',
    it: 'Una volta per fase di movimento una parte può tirare un dado, con i modificatori della tabella, per portare un neutrale dalla sua parte.',
  }],
  ['9.4', {
    en: 'A neutral that is invaded gives victory points to the invader\'s enemy: fifteen for Italy or the Ottoman Empire, twenty-five for Holland, five for most others, one for Persia. A neutral that joins by activation gives none.',
    it: 'Un neutrale invaso dà punti vittoria al nemico dell\'invasore: quindici per l\'Italia o l\'Impero ottomano, venticinque per l\'Olanda, cinque per quasi tutti gli altri, uno per la Persia. Un neutrale attivato non ne dà.',
  }],
  ['9.8', {
    en: 'The USA join the Allies in turn 8: one American army lands on the western map edge then, two more in turn 9, all three without paying resource points.',
    it: 'Gli Stati Uniti si uniscono agli Alleati nel turno 8: un esercito americano sbarca allora sul bordo occidentale della mappa, altri due nel turno 9, tutti e tre senza spendere punti-risorsa.',
  }],
  ['10.1', {
    en: 'When the Central Powers hold three of the five Russian objective cities, the Russian army collapses: Russia loses its resource points and gets no more.',
    it: 'Quando le Potenze Centrali tengono tre delle cinque città obiettivo russe, l\'esercito russo crolla: la Russia perde i punti-risorsa e non ne riceve più.',
  }],
  ['10.2', {
    en: 'With four Russian objective cities taken, Russia surrenders: its armies leave the game and the Central Powers score victory points that fall the later it happens.',
    it: 'Con quattro città obiettivo russe prese, la Russia si arrende: i suoi eserciti lasciano il gioco e le Potenze Centrali ottengono punti vittoria, tanto meno quanto più tardi accade.',
  }],
  ['10.3', {
    en: 'If every Allied unit is pushed out of France, the Central Powers must garrison the French map edge, and no new French, British or American army may enter; those already on the map fight on.',
    it: 'Se ogni unità alleata è cacciata dalla Francia, le Potenze Centrali devono presidiare il bordo francese della mappa e non entrano nuovi eserciti francesi, britannici o americani; quelli già sulla mappa continuano a combattere.',
  }],
  ['10.42', {
    en: 'From the winter of 1916–17 German armies may be retrained as Stosstruppen. Declaring infiltration forces the defender back at least one hex when it loses two or more points.',
    it: 'Dall\'inverno 1916–17 gli eserciti tedeschi possono diventare Stosstruppen. Dichiarando l\'infiltrazione il difensore deve ritirarsi di almeno un esagono se perde due o più punti.',
  }],
  ['10.51', {
    en: 'A fort adds its strength to the defence of its hex; forts of strength two or more have a zone of control. Out of supply, a fort\'s strength is halved.',
    it: 'Una fortificazione aggiunge la sua forza alla difesa dell\'esagono; quelle di forza due o più hanno zona di controllo. Senza rifornimento la sua forza si dimezza.',
  }],
  ['10.52', {
    en: 'A fort cut off from supply defends with half its strength, rounded up.',
    it: 'Una fortificazione isolata difende con metà forza, arrotondata per eccesso.',
  }],
  ['10.9', {
    en: 'If Central Powers armies occupy every Italian city at the end of a turn, Italy leaves the game with its armies and resource points; Allied armies in Italy are destroyed.',
    it: 'Se a fine turno eserciti delle Potenze Centrali occupano tutte le città italiane, l\'Italia esce dal gioco con i suoi eserciti e punti-risorsa; gli eserciti alleati in Italia sono distrutti.',
  }],
  ['11.11', {
    en: 'The historical game begins after the first battles of 1914: nobody moves in turn 1, which opens with attacks.',
    it: 'La partita storica comincia dopo le prime battaglie del 1914: nel turno 1 nessuno muove e si parte dagli attacchi.',
  }],
  ['11.12', {
    en: 'In turn 1 of the historical game the Allies must make two attacks with French armies.',
    it: 'Nel turno 1 della partita storica gli Alleati devono fare due attacchi con eserciti francesi.',
  }],
  ['11.2', {
    en: 'Instead of the 1914 positions, each side places its own armies, the Allies first. The French armies and the BEF go anywhere in France except the hex of the Franco-Italian transit area; Serbian and Russian armies go anywhere in their own countries; the German and Austro-Hungarian armies likewise. Nobody sets up in a neutral or another belligerent\'s country, one army to a hex. Neutral armies stand as in the historical game. Play then begins with the first phase of turn 1, and no attacks are compulsory.',
    it: 'Invece delle posizioni del 1914, ogni parte piazza i propri eserciti, prima gli Alleati. Gli eserciti francesi e il BEF vanno ovunque in Francia tranne l\'esagono dell\'area di transito franco-italiana; quelli serbi e russi ovunque nel proprio paese; così anche quelli tedeschi e austro-ungarici. Nessuno si piazza in un paese neutrale o di un altro belligerante, un esercito per esagono. Gli eserciti neutrali stanno come nella partita storica. Il gioco comincia poi dalla prima fase del turno 1, senza attacchi obbligatori.',
  }],
  ['11.3', {
    en: 'After turn 10 each side adds its victory points: resource centres held, invasions suffered by the enemy, the Allied blockade, a Russian surrender. The higher total wins.',
    it: 'Dopo il turno 10 ogni parte somma i suoi punti vittoria: centri di risorse tenuti, invasioni subite dal nemico, il blocco alleato, una resa russa. Vince il totale più alto.',
  }],
  ['11.33', {
    en: 'Invading a neutral hands its victory points to the other side (9.4); bringing a neutral in by activation scores nothing for anyone.',
    it: 'Invadere un neutrale regala i suoi punti vittoria all\'altra parte (9.4); attivare un neutrale non fa guadagnare punti a nessuno.',
  }],
]);

export const RULE_NOTES: RuleNote[] = RULE_TITLES.map((title) => ({ ...title, text: RULE_TEXTS.get(title.rule)! }));

/** The note for a rule, or for the nearest general rule above it ("6.34" → "6.3" → "6.0"). */
export function ruleNote(rule: string): RuleNote | undefined {
  const key = ruleTitle(rule)?.rule;
  return RULE_NOTES.find((n) => n.rule === key);
}
