/**
 * The 200-game invariant run of World War I (part of `npm test`): whole
 * historical games between two automated players with varied dice seeds, every
 * action checked (engine/invariants.ts): no stacking (seed 002 5.2), no army out
 * of supply once the turn's construction is over (3.0 step 10, 7.22), resource
 * points never negative (8.0), every action legal, every game played to the end.
 * A plain script rather than a Vitest file: two hundred games keep a test
 * worker busy for minutes. Prints one line per failing game and, last,
 * "N passed, N failed" (one per game, plus one for the seeds really varying).
 * Usage: tsx src/cli/wwi-invariants.ts [games]
 */
import { europeBoard } from '../games/wwi/engine/europe';
import { playCheckedGame, seedOfGame } from '../games/wwi/engine/invariants';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/wwi-invariants.ts [GAMES]
Plays GAMES (default 200) automated World War I games, checks every action's invariants, ends with "N passed, N failed".`);

const games = Number(process.argv[2] ?? 200);
const board = europeBoard();
const finals = new Set<string>();
let passed = 0;
let failed = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  const { game: played, breaches } = playCheckedGame(board, seedOfGame(game));
  const problems = [...breaches];
  if (played.final.phase !== 'over') problems.push(`stopped in turn ${played.final.turn} ${played.final.phase}`);
  finals.add(JSON.stringify(played.final.units.map((u) => u.hex)));
  if (problems.length) {
    failed++;
    console.log(`game ${game + 1}: ${problems.slice(0, 5).join('; ')}`);
  } else passed++;
}
if (finals.size > games / 2) passed++;
else {
  failed++;
  console.log(`only ${finals.size} different endings in ${games} games: the seeds do not vary the dice`);
}
console.log(`wwi invariants: ${games} games in ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
