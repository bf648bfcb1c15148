/** The standard map's board: the plain <dip-view> and <dip-map> tags draw it. */
import { diplomacy } from '../engine/module';
import geometryJson from '../../../../maps/diplomacy/standard-geometry.json';
import type { MapGeometry } from './map-data';
import { makeBoard, setDefaultBoard } from './board';

export const standardBoard = makeBoard(diplomacy, geometryJson as unknown as MapGeometry, 'par');
setDefaultBoard(standardBoard);
