/**
 * <romania-view>: the Diplomacy view and board on Romania's map and picture
 * (maps/romania1198/romania1198-geometry.json, loaded with this game's bundle only),
 * with the special troops' panels.
 */
import { DipView } from '../../diplomacy/ui/dip-view';
import { makeBoard, type DipBoard } from '../../diplomacy/ui/board';
import type { MapGeometry } from '../../diplomacy/ui/map-data';
import geometryJson from '../../../../maps/romania1198/romania1198-geometry.json';
import { romania } from '../engine/module';
import { specialPanels } from './special-panels';

export const romaniaBoard: DipBoard = makeBoard(romania, geometryJson as unknown as MapGeometry, 'clu', {
  en: 'Map of Transylvania, Wallachia and Moldavia',
  it: 'Mappa di Transilvania, Valacchia e Moldavia',
});

export class RomaniaView extends DipView {
  get board(): DipBoard {
    return romaniaBoard;
  }

  /** Treaties for all; spy reports only for the seats this device holds (at one table: those ordering now). */
  protected renderSpecials(): unknown {
    return specialPanels(this.state, this.lang, this.ownPowers ?? (this.readonly ? [] : this.activePowers));
  }
}

customElements.define('romania-view', RomaniaView);
