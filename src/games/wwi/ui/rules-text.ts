/**
 * The rules panel: each rule the UI cites, explained in our own words (never
 * the rule book's text), in English and Italian. Numbers follow seed 002.
 */
import type { Localized } from '../../../platform/game';

export interface RuleNote {
  rule: string;
  title: Localized;
  text: Localized;
}

const r = (rule: string, titleEn: string, titleIt: string, en: string, it: string): RuleNote => ({ rule, title: { en: titleEn, it: titleIt }, text: { en, it } });

export const RULE_NOTES: RuleNote[] = [
  r('3.0', 'Sequence of play', 'Sequenza di gioco',
    'Each turn: the Allies move, then the Central Powers move; the side with more resource points becomes the superior player and attacks first; the two sides then alternate three attack phases each; finally both build.',
    'Ogni turno: muovono gli Alleati, poi le Potenze Centrali; chi ha più punti-risorsa diventa giocatore superiore e attacca per primo; poi le due parti alternano tre fasi di attacco ciascuna; infine entrambe costruiscono.'),
  r('4.0', 'Zones of control', 'Zone di controllo',
    'An army controls the six hexes around it. An enemy army entering one of them must stop there.',
    'Un esercito controlla i sei esagoni che lo circondano. Un esercito nemico che vi entra deve fermarsi.'),
  r('4.3', 'From zone to zone', 'Da zona a zona', 'An army may not step directly from one enemy zone of control into another.', 'Un esercito non può passare direttamente da una zona di controllo nemica a un\'altra.'),
  r('4.7', 'Retreating through zones', 'Ritirata e zone', 'A retreat may not enter an enemy zone of control unless a friendly army or fort already stands there.', 'Una ritirata non può entrare in una zona di controllo nemica, a meno che vi sia già un esercito o una fortificazione amica.'),
  r('5.0', 'Movement points', 'Punti movimento', 'Every army has five movement points a phase. Clear hexes cost one, rough hexes two.', 'Ogni esercito ha cinque punti movimento per fase. Gli esagoni sgombri costano uno, quelli accidentati due.'),
  r('5.2', 'One army per hex', 'Un esercito per esagono', 'Armies never enter enemy hexes, and at the end of a phase each hex holds at most one army.', 'Gli eserciti non entrano mai in esagoni nemici e a fine fase ogni esagono contiene al più un esercito.'),
  r('5.3', 'Railways', 'Ferrovie', 'Once per phase an army may ride a railway: every three rail hexes cost one movement point. The line must lead back to a friendly supply source without enemies or enemy zones on it.', 'Una volta per fase un esercito può usare la ferrovia: ogni tre esagoni di ferrovia costano un punto movimento. La linea deve ricondurre a una fonte di rifornimento amica senza nemici né zone nemiche.'),
  r('5.4', 'Sea movement', 'Movimento per mare', 'In each Allied movement phase one British, French or American army may sail from a clear coastal hex to the Adriatic or Aegean coast (or the Straits and Black Sea once the Straits are open). It is its whole move.', 'In ogni fase di movimento alleata un esercito britannico, francese o statunitense può navigare da un esagono costiero sgombro alla costa adriatica o egea (o agli Stretti e al Mar Nero se gli Stretti sono aperti). È tutto il suo movimento.'),
  r('5.5', 'Transit areas', 'Aree di transito', 'Three boxes stand for long journeys (France–Italy, South Russia–Caucasus, Anatolia). Armies enter and leave only through their named hexes and never in the same phase; nobody fights inside them.', 'Tre riquadri rappresentano i lunghi viaggi (Francia–Italia, Russia meridionale–Caucaso, Anatolia). Si entra e si esce solo dagli esagoni indicati e mai nella stessa fase; al loro interno non si combatte.'),
  r('5.6', 'Crossing arrows', 'Frecce di attraversamento', 'Armies may cross the straits marked by an arrow at one extra movement point, but may not attack across them.', 'Gli eserciti possono attraversare gli stretti segnati da una freccia con un punto movimento in più, ma non attaccare attraverso di essi.'),
  r('6.1', 'Attack and differential', 'Attacco e differenziale', 'Add the attack numbers of all attacking armies next to the target hex; subtract the defence of the hex. The result, the differential, picks the column of the Combat Results Table. An attack weaker than the defence is not allowed.', 'Si sommano gli attacchi degli eserciti adiacenti all\'esagono bersaglio e si sottrae la difesa dell\'esagono. Il risultato, il differenziale, sceglie la colonna della Tabella dei Risultati. Un attacco più debole della difesa non è permesso.'),
  r('6.2', 'Combat Results Table', 'Tabella dei Risultati', 'Roll one die in the differential column: the cell gives the loss points of attacker and defender, e.g. 3/1. Our table is a reconstruction; the rule book shows only differential 1, die 4 = 3/1.', 'Si tira un dado nella colonna del differenziale: la casella dà i punti di perdita di attaccante e difensore, per esempio 3/1. La nostra tabella è una ricostruzione; il regolamento mostra solo differenziale 1, dado 4 = 3/1.'),
  r('6.3', 'Paying losses', 'Pagare le perdite', 'Losses are paid at once, in resource points or, for the defender, in hexes of retreat.', 'Le perdite si pagano subito, in punti-risorsa o, per il difensore, in esagoni di ritirata.'),
  r('6.31', 'Defender\'s losses', 'Perdite del difensore', 'Each loss point costs the defender either one resource point of its nation or one hex of retreat, each hex further from the battle.', 'Ogni punto di perdita costa al difensore un punto-risorsa della sua nazione o un esagono di ritirata, ogni esagono più lontano dalla battaglia.'),
  r('6.32', 'Attacker\'s losses', 'Perdite dell\'attaccante', 'The attacker pays only in resource points of the attacking nations.', 'L\'attaccante paga solo con i punti-risorsa delle nazioni attaccanti.'),
  r('6.33', 'Giving up an army', 'Sacrificare un esercito', 'An army is lost when its nation cannot pay; in the third round of attacks a side may give up one army to pay all the losses of a combat.', 'Un esercito si perde quando la sua nazione non può pagare; nel terzo giro di attacchi si può sacrificare un esercito per pagare tutte le perdite di un combattimento.'),
  r('6.36', 'Russians and Romanians', 'Russi e rumeni', 'Russian and Romanian armies lose double against Germans; at most five doubled points can be paid by retreat.', 'Gli eserciti russi e rumeni perdono il doppio contro i tedeschi; al massimo cinque punti raddoppiati si pagano con la ritirata.'),
  r('6.4', 'Rough terrain', 'Terreno accidentato', 'A defender in rough terrain adds one to its defence, after halving for supply.', 'Un difensore in terreno accidentato aggiunge uno alla difesa, dopo l\'eventuale dimezzamento per rifornimento.'),
  r('6.5', 'Winter', 'Inverno', 'In winter turns (the even turns) every defence gets two more points, after supply and terrain.', 'Nei turni invernali (quelli pari) ogni difesa riceve due punti in più, dopo rifornimento e terreno.'),
  r('6.6', 'Once per phase', 'Una volta per fase', 'No army attacks twice or is attacked twice in the same attack phase.', 'Nessun esercito attacca o è attaccato due volte nella stessa fase di attacco.'),
  r('6.7', 'Out of supply in battle', 'Senza rifornimento in battaglia', 'An army out of supply cannot attack and defends at half strength, rounded up.', 'Un esercito non rifornito non può attaccare e si difende con metà forza, arrotondata per eccesso.'),
  r('6.9', 'Advance after combat', 'Avanzata dopo il combattimento', 'When the defender\'s hex is left empty, the attacking armies may advance into it and follow the retreat path.', 'Quando l\'esagono del difensore resta vuoto, gli eserciti attaccanti possono entrarvi e seguire il percorso della ritirata.'),
  r('6.91', 'How far to advance', 'Fin dove avanzare', 'The advance follows the retreat hex by hex and stops next to the retreating army or on entering the zone of another enemy army.', 'L\'avanzata segue la ritirata esagono per esagono e si ferma accanto all\'esercito in ritirata o entrando nella zona di un altro esercito nemico.'),
  r('7.0', 'Supply', 'Rifornimento', 'An army is supplied when a path free of enemies and enemy zones links it to a supply source of its nation.', 'Un esercito è rifornito se un percorso libero da nemici e zone nemiche lo collega a una fonte di rifornimento della sua nazione.'),
  r('8.0', 'Resource points', 'Punti-risorsa', 'Each nation receives resource points each turn. They pay for losses, new armies (five each), rebuilt forts and loans to allies.', 'Ogni nazione riceve punti-risorsa ogni turno. Pagano perdite, nuovi eserciti (cinque ciascuno), fortificazioni ricostruite e prestiti agli alleati.'),
  r('8.3', 'New armies', 'Nuovi eserciti', 'Destroyed or unused armies are built for five resource points on the home supply sources (France, Britain and the USA on the west edge; Russia on the east edge), never in an enemy zone.', 'Gli eserciti distrutti o non usati si costruiscono per cinque punti-risorsa sulle fonti di rifornimento nazionali (Francia, Gran Bretagna e USA dal bordo occidentale; Russia dal bordo orientale), mai in una zona nemica.'),
  r('8.5', 'Loans', 'Prestiti', 'After building, rich allies may lend resource points: Germany to its allies, Britain and the USA to the others, France and Russia and Italy to the smaller nations.', 'Dopo la costruzione, gli alleati ricchi possono prestare punti-risorsa: la Germania ai suoi alleati, Gran Bretagna e USA agli altri, Francia, Russia e Italia alle nazioni minori.'),
  r('9.1', 'Invading a neutral', 'Invadere un neutrale', 'Entering a neutral country brings it into the war on the other side, which scores its invasion victory points.', 'Entrare in un paese neutrale lo porta in guerra dalla parte opposta, che ottiene i suoi punti vittoria d\'invasione.'),
  r('9.2', 'Neutral activation', 'Attivazione dei neutrali', 'Once per movement phase a side may roll one die, with the table\'s modifiers, to bring one neutral in on its side.', 'Una volta per fase di movimento una parte può tirare un dado, con i modificatori della tabella, per portare un neutrale dalla sua parte.'),
  r('10.1', 'Russian collapse', 'Crollo russo', 'When the Central Powers hold three of the five Russian objective cities, the Russian army collapses: Russia loses its resource points and gets no more.', 'Quando le Potenze Centrali tengono tre delle cinque città obiettivo russe, l\'esercito russo crolla: la Russia perde i punti-risorsa e non ne riceve più.'),
  r('10.2', 'Russian surrender', 'Resa russa', 'With four Russian objective cities taken, Russia surrenders: its armies leave the game and the Central Powers score victory points that fall the later it happens.', 'Con quattro città obiettivo russe prese, la Russia si arrende: i suoi eserciti lasciano il gioco e le Potenze Centrali ottengono punti vittoria, tanto meno quanto più tardi accade.'),
  r('10.42', 'Stosstruppen and infiltration', 'Stosstruppen e infiltrazione', 'From the winter of 1916–17 German armies may be retrained as Stosstruppen. Declaring infiltration forces the defender back at least one hex when it loses two or more points.', 'Dall\'inverno 1916–17 gli eserciti tedeschi possono diventare Stosstruppen. Dichiarando l\'infiltrazione il difensore deve ritirarsi di almeno un esagono se perde due o più punti.'),
  r('10.51', 'Forts', 'Fortificazioni', 'A fort adds its strength to the defence of its hex; forts of strength two or more have a zone of control. Out of supply, a fort\'s strength is halved.', 'Una fortificazione aggiunge la sua forza alla difesa dell\'esagono; quelle di forza due o più hanno zona di controllo. Senza rifornimento la sua forza si dimezza.'),
  r('10.52', 'Forts out of supply', 'Fortificazioni senza rifornimento', 'A fort cut off from supply defends with half its strength, rounded up.', 'Una fortificazione isolata difende con metà forza, arrotondata per eccesso.'),
  r('11.11', 'Historical start', 'Inizio storico', 'The historical game begins after the first battles of 1914: nobody moves in turn 1, which opens with attacks.', 'La partita storica comincia dopo le prime battaglie del 1914: nel turno 1 nessuno muove e si parte dagli attacchi.'),
  r('11.12', 'French offensives of 1914', 'Offensive francesi del 1914', 'In turn 1 of the historical game the Allies must make two attacks with French armies.', 'Nel turno 1 della partita storica gli Alleati devono fare due attacchi con eserciti francesi.'),
  r('11.3', 'Victory', 'Vittoria', 'After turn 10 each side adds its victory points: resource centres held, invasions suffered by the enemy, the Allied blockade, a Russian surrender. The higher total wins.', 'Dopo il turno 10 ogni parte somma i suoi punti vittoria: centri di risorse tenuti, invasioni subite dal nemico, il blocco alleato, una resa russa. Vince il totale più alto.'),
];

/** The note for a rule, or for the nearest general rule above it ("6.34" → "6.3" → "6.0"). */
export function ruleNote(rule: string): RuleNote | undefined {
  const [major, minor = '0'] = rule.split('.');
  for (let digits = minor.length; digits >= 1; digits--) {
    const found = RULE_NOTES.find((n) => n.rule === `${major}.${minor.slice(0, digits)}`);
    if (found) return found;
  }
  return RULE_NOTES.find((n) => n.rule === `${major}.0`);
}
