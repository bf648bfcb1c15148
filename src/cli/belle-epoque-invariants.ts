/**
 * The 200-game invariant run of La Belle Époque (part of `npm test`): games of four
 * automated powers (chapter 13) to the end, every action checked legal, money and
 * cubes never negative or over supply, the VP track equal to the scorings and the
 * final scoring recomputed from the final state (engine/invariants.ts).
 * Prints one line per failing game and, last, "N passed, N failed".
 * Usage: tsx src/cli/belle-epoque-invariants.ts [games]
 */
import { playAutomatedGame } from '../games/belle-epoque/engine/invariants';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/belle-epoque-invariants.ts [GAMES]
Plays GAMES (default 200) games of four automated La Belle Époque powers, checks every action's invariants, ends with "N passed, N failed".`);

const games = Number(process.argv[2] ?? 200);
let passed = 0;
let failed = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  const { breaches } = playAutomatedGame(game);
  if (breaches.length) {
    failed++;
    console.log(`game ${game + 1}: ${breaches.slice(0, 5).join('; ')}`);
  } else passed++;
}
console.log(`belle-epoque invariants: ${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
