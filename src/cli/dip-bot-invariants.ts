/**
 * The 200-game invariant run of the Diplomacy automated powers (part of
 * `npm test`): games of seven level-1 bots, of a level-1 bot among random
 * players and of a level-2 bot among level-1 bots, every order of every bot
 * checked in every phase (engine/bot/invariants.ts): legal, for its own units
 * only, each unit ordered once. One more check replays a game from its seed
 * and expects the very same orders. A plain script rather than a Vitest file,
 * like the World War I run: it keeps one worker busy for a while.
 * Prints one line per failing game and, last, "N passed, N failed".
 * Usage: tsx src/cli/dip-bot-invariants.ts [games] [lastYear]
 */
import { standardMap } from '../games/diplomacy/engine/map';
import { playCheckedGame } from '../games/diplomacy/engine/bot/invariants';
import { playGame, type Player } from '../games/diplomacy/engine/bot/play';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/dip-bot-invariants.ts [GAMES] [LAST_YEAR]
Plays GAMES (default 200) Diplomacy games of automated powers to LAST_YEAR (default 1912), checks every order, ends with "N passed, N failed".`);

const games = Number(process.argv[2] ?? 200);
const lastYear = Number(process.argv[3] ?? 1912);
const map = standardMap;
const powers = map.data.powers.map((p) => p.id);
const SMALL_SEARCH = { samples: 2, candidates: 2, improvementRounds: 1 };

function lineUp(game: number): Record<string, Player> {
  const hero = powers[game % powers.length];
  const kind = game % 4;
  return Object.fromEntries(
    powers.map((power): [string, Player] => {
      if (kind === 1 && power !== hero) return [power, { kind: 'random' }];
      if (kind === 3 && power === hero) return [power, { kind: 'bot', level: 2, budget: SMALL_SEARCH }];
      return [power, { kind: 'bot', level: 1 }];
    }),
  );
}

let passed = 0;
let failed = 0;
const phases = { movement: 0, retreat: 0, adjustment: 0 };
const started = performance.now();
for (let game = 0; game < games; game++) {
  const checked = playCheckedGame(map, lineUp(game), 5000 + game, lastYear);
  for (const key of Object.keys(phases) as (keyof typeof phases)[]) phases[key] += checked.phaseCounts[key];
  if (checked.breaches.length) {
    failed++;
    console.log(`game ${game + 1}: ${checked.breaches.slice(0, 5).join('; ')}`);
  } else passed++;
}
{
  const players = lineUp(3);
  const once = playGame(map, players, { seed: 77, lastYear: 1905 });
  const again = playGame(map, players, { seed: 77, lastYear: 1905 });
  if (JSON.stringify(once.phases.map((p) => p.orders)) === JSON.stringify(again.phases.map((p) => p.orders))) passed++;
  else {
    failed++;
    console.log('the same seed gave different orders');
  }
}
console.log(
  `diplomacy bot invariants: ${games} games to ${lastYear}, ${phases.movement} movement, ${phases.retreat} retreat and ${phases.adjustment} adjustment phases in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
