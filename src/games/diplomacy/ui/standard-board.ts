/** The standard map's board: the plain <dip-view> and <dip-map> tags draw it. */
import { diplomacy } from '../engine/module';
import geometryJson from '../../../../maps/diplomacy/standard-geometry.json';
import { unpackGeometry, type PackedMapGeometry } from './map-arcs';
import { makeBoard, setDefaultBoard } from './board';

export const standardBoard = makeBoard(diplomacy, unpackGeometry(geometryJson as unknown as PackedMapGeometry), 'par');
setDefaultBoard(standardBoard);
