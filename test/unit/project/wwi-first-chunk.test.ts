/**
 * What a World War I game link's first board loads: the modules src/games/wwi/bundle.ts imports
 * statically, transitively. The class demonstration, its narration, the automated player, the
 * rules panel's texts and the log panel load on demand (dynamic import()), so a phone's first visit downloads less;
 * a static import that pulls one of them back into the link's first chunk fails here.
 */
import { describe, expect, it } from 'vitest';
import { importClosure } from './import-closure';

const LAZY = [
  'src/games/wwi/engine/bot.ts',
  'src/games/wwi/engine/bot-view.ts',
  'src/games/wwi/engine/bot-move.ts',
  'src/games/wwi/engine/bot-combat.ts',
  'src/games/wwi/engine/bot-build.ts',
  'src/games/wwi/engine/bot-sea.ts',
  'src/games/wwi/ui/demo-loop.ts',
  'src/games/wwi/ui/demo-narration.ts',
  'src/games/wwi/ui/rules-panel.ts',
  'src/games/wwi/ui/rules-text.ts',
  'src/games/wwi/ui/log-panel.ts',
  'src/games/wwi/ui/event-text.ts',
];

describe("a World War I game link's first chunk", () => {
  it('holds the board, not the class demonstration, the automated player, the rules panel\'s texts nor the log panel', () => {
    const { files, dynamic } = importClosure('src/games/wwi/bundle.ts');
    expect([...files]).toContain('src/games/wwi/ui/wwi-board.ts');
    expect([...files].filter((f) => LAZY.includes(f))).toEqual([]);
    // Each still comes by a dynamic import, so the build makes it and the offline copy holds it.
    const later = new Set([...dynamic].flatMap((entry) => [...importClosure(entry).files]));
    expect(LAZY.filter((f) => !later.has(f))).toEqual([]);
  });
});
