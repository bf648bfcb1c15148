/**
 * <romania-view>: the Diplomacy view and board on Romania's map and picture
 * (maps/romania1198/romania1198-geometry.json, loaded with this game's bundle only),
 * with the special troops' panels and their buttons on the order panel.
 */
import { nothing } from 'lit';
import { DipView } from '../../diplomacy/ui/dip-view';
import { makeBoard, type DipBoard } from '../../diplomacy/ui/board';
import { unpackGeometry, type PackedMapGeometry } from '../../diplomacy/ui/map-arcs';
import geometryJson from '../../../../maps/romania1198/romania1198-geometry.json';
import { romania } from '../engine/module';
import { romaniaSpecial } from '../engine/specials';
import { specialPanels } from './special-panels';
import { UNIT_NAMES } from './unit-names';
import { specialOrders } from './special-orders';
import { emptySpecialDraft, stillToSend, type SpecialDraft } from './special-draft';

export const romaniaBoard: DipBoard = withNames(makeBoard(romania, unpackGeometry(geometryJson as unknown as PackedMapGeometry), 'clu', {
  en: 'Map of Transylvania, Wallachia and Moldavia',
  it: 'Mappa di Transilvania, Valacchia e Moldavia',
}, {
  en: 'One order per line, e.g. “A tur - alb”, “F alb - mu1” (along the Mureș), “A clu S A tur - alb”, “A clu - zal” (across the Meseș pass: two turns). Italian notation works too: “A clu APP A tur - alb”. Ambassadors and spies, when the game has them: the buttons below, or “P cluj bistrita (alliance)”, “S cluj med (army - resources)”.',
  it: 'Un ordine per riga, ad es. “A tur - alb”, “F alb - mu1” (lungo il Mureș), “A clu APP A tur - alb”, “A clu - zal” (oltre il passo del Meseș: due turni). Vale anche la notazione inglese: “A clu S A tur - alb”. Ambasciatori e spie, se la partita li ha: i pulsanti qui sotto, o “P cluj bistrita (alleanza)”, “S cluj med (esercito - minerali)”.',
}));

/** English names for the named units; place labels of at least 11 px on screen at the opening views (the picture is drawn 840 px wide at 1280×800: 0.84 px a unit). */
function withNames(board: DipBoard): DipBoard {
  return { ...board, unitNames: UNIT_NAMES, css: `${board.css}\n.label{font-size:13.2px}` };
}

export class RomaniaView extends DipView {
  static properties = { ...DipView.properties, specialDrafts: { state: true } };
  declare specialDrafts: Record<string, SpecialDraft>;

  constructor() {
    super();
    this.specialDrafts = {};
  }

  get board(): DipBoard {
    return romaniaBoard;
  }

  /** Treaties for all; spy reports only for the seats this device holds (at one table: those ordering now). */
  protected renderSpecials(): unknown {
    return specialPanels(this.state, this.lang, this.ownPowers ?? (this.readonly ? [] : this.activePowers));
  }

  /** Ambassadors and spies with buttons, per region of the seat, in a movement phase of a game that has them. */
  protected renderSpecialOrders(seat: string, powers: string[]): unknown {
    const special = romaniaSpecial(this.state);
    if (!special) return nothing;
    return powers.map((from) => {
      const left = stillToSend(this.state, from, this.orderLines(seat));
      if (!left) return nothing;
      const key = `${seat}:${from}`;
      return specialOrders(from, this.lang, this.specialDrafts[key] ?? emptySpecialDraft(), left, special, {
        set: (d) => (this.specialDrafts = { ...this.specialDrafts, [key]: d }),
        add: (line) => this.addLine(seat, line),
      });
    });
  }
}

customElements.define('romania-view', RomaniaView);
