/**
 * The map under the pieces (spaces, rivers and mountains, centres, labels), kept part by part: dragging
 * or zooming draws the board again on every pointer move, so each part is made again only when what
 * it shows has changed, else every frame would redo it all.
 */
import { svg } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Position } from '../engine/position';
import type { Notation } from '../engine/notation';
import type { DipBoard } from './board';
import { drawCourses, drawCrossings, drawMountains, drawStreams } from './map-features';
import { drawCentres, drawDefs, drawLabels, drawSpaces } from './map-drawing';

export interface PictureInput {
  board: DipBoard;
  position: Position;
  lang: Lang;
  notation: Notation;
}

export class MapPicture {
  /** Each part with the values it was made from. */
  private readonly parts = new Map<string, { deps: readonly unknown[]; made: unknown }>();

  private part(name: string, deps: readonly unknown[], make: () => unknown): unknown {
    const kept = this.parts.get(name);
    if (kept && kept.deps.every((dep, i) => dep === deps[i])) return kept.made;
    const made = make();
    this.parts.set(name, { deps, made });
    return made;
  }

  draw({ board, position, lang, notation }: PictureInput) {
    const geometry = board.geometry;
    return svg`${this.part('defs', [board], () => drawDefs())}
      <rect width=${geometry.width} height=${geometry.height} fill="var(--sea)"></rect>
      ${this.part('spaces', [board, position, lang], () => drawSpaces(position, lang))}
      ${this.part('features', [board], () => svg`<path class="lakes" d=${geometry.lakes}></path>
        <path class="neutral" d=${geometry.neutral}></path>
        ${drawStreams(geometry)}${drawCourses(geometry)}${drawMountains(geometry)}${drawCrossings(geometry)}`)}
      ${this.part('centres', [board, position], () => drawCentres(position))}
      ${this.part('labels', [board, notation], () => drawLabels(notation))}`;
  }
}
