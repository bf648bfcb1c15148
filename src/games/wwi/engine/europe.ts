/**
 * The generated 1914 map of Europe (maps/wwi/hexes.json), built into a Board once.
 */
import hexesJson from '../../../../maps/wwi/hexes.json';
import { Board, type MapData } from './board';

let europe: Board | null = null;

export function europeBoard(): Board {
  europe ??= new Board(hexesJson as unknown as MapData);
  return europe;
}
