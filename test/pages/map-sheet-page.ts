/** The map sheet page: ?map=romania1198 (default) or ?map=standard. */
import '../../src/games/diplomacy/ui/map-sheet';
import romania from '../../maps/romania1198/romania1198.json';
import romaniaGeometry from '../../maps/romania1198/romania1198-geometry.json';
import standard from '../../maps/diplomacy/standard.json';
import standardGeometry from '../../maps/diplomacy/standard-geometry.json';
import type { DipMapSheet } from '../../src/games/diplomacy/ui/map-sheet';
import type { DipMapData } from '../../src/games/diplomacy/engine/types';
import { unpackGeometry, type PackedMapGeometry } from '../../src/games/diplomacy/ui/map-arcs';

const maps: Record<string, [unknown, unknown]> = { romania1198: [romania, romaniaGeometry], standard: [standard, standardGeometry] };
const [data, geometry] = maps[new URLSearchParams(location.search).get('map') ?? 'romania1198'] ?? maps.romania1198;
const sheet = document.querySelector<DipMapSheet>('dip-map-sheet')!;
sheet.data = data as DipMapData;
sheet.geometry = unpackGeometry(geometry as PackedMapGeometry);
