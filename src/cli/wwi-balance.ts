/**
 * Balance of World War I's historical scenario between two automated players
 * (engine/balance.ts): GAMES games with fixed dice seeds, shared among WORKERS
 * Node processes, summed up as bench figures (one JSON object per line).
 * `npm run bench` calls runWwiBalance with a smaller default count.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerHelp } from './usage';
import { type BalanceRecord, balanceFigures, centreHolding, playBalanceGame } from '../games/wwi/engine/balance';
import type { BenchFigure } from '../games/wwi/engine/bench-wwi';
import { figureLines } from './bench-figures';

const SCRIPT = fileURLToPath(import.meta.url);

/** Plays games first..first+games-1 in `workers` processes; the records come back in game order. */
export async function runWwiBalance(games: number, workers: number, first = 0): Promise<BalanceRecord[]> {
  const shards = Math.max(1, Math.min(workers, games));
  if (shards === 1) return Array.from({ length: games }, (_, game) => playBalanceGame(first + game));
  const parts = await Promise.all(
    Array.from({ length: shards }, (_, shard) => {
      return new Promise<BalanceRecord[]>((resolve, reject) => {
        const child = fork(SCRIPT, [`--shard=${shard}/${shards}`, `--games=${games}`, `--first=${first}`], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
        let out = '';
        child.stdout!.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('exit', (code) => {
          if (code !== 0) reject(new Error(`balance worker ${shard} exited with ${code}`));
          else resolve(out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as BalanceRecord));
        });
      });
    }),
  );
  return parts.flat().sort((a, b) => a.game - b.game);
}

function flag(argv: readonly string[], name: string): string | undefined {
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function balanceOutput(records: BalanceRecord[], detail: boolean): BenchFigure[] {
  const figures = balanceFigures(records);
  if (detail) {
    for (const [place, held] of Object.entries(centreHolding(records)).sort()) {
      figures.push({ name: `wwi balance: resource centre ${place} held at the end by the Central Powers`, value: (100 * held.central) / records.length, unit: '%', note: `Allies ${held.allies}, Central Powers ${held.central} of ${records.length}` });
    }
    for (const [place, held] of Object.entries(centreHolding(records, 'places')).sort()) {
      figures.push({ name: `wwi balance: place ${place} held at the end by the Central Powers`, value: (100 * held.central) / records.length, unit: '%', note: `Allies ${held.allies}, Central Powers ${held.central} of ${records.length}` });
    }
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  answerHelp(`usage: npx tsx src/cli/wwi-balance.ts [--games=N] [--first=K] [--workers=N] [--detail]
Plays N (default 100) historical World War I games between two automated players with fixed dice
seeds (games K to K+N-1, K default 0; another K gives a second set of seeds to check a tuning), in
--workers Node processes (default 2), and prints the balance figures, one JSON object per line:
side wins, mean margin and its distribution, Russian collapse and surrender, US arrival, France
fallen, time per game, RP left unspent, and how far the war looks like the real one (issue 32).
--shard=I/N plays every N-th game from game I and prints one record a line instead; --records=FILE,...
prints the figures of such records without playing (a run split by hand, or one stopped early).
--detail adds how often each resource centre ends
in Central hands, and every other named place (for choosing centres).`);
  const argv = process.argv.slice(2);
  const games = Number(flag(argv, 'games') ?? 100);
  const first = Number(flag(argv, 'first') ?? 0);
  for (const [name, value] of [['games', games], ['first', first]] as const) {
    if (!Number.isInteger(value) || value < 0) {
      console.error(`--${name} must be a whole number of games, 0 or more`);
      process.exit(2);
    }
  }
  const shard = flag(argv, 'shard');
  const saved = flag(argv, 'records');
  if (saved) {
    // A game played twice (overlapping runs) counts once: its seed decides it.
    const byGame = new Map<number, BalanceRecord>();
    for (const file of saved.split(',')) {
      for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
        const record = JSON.parse(line) as BalanceRecord;
        if (!byGame.has(record.game)) byGame.set(record.game, record);
      }
    }
    const records = [...byGame.values()].sort((a, b) => a.game - b.game);
    for (const figure of balanceOutput(records, argv.includes('--detail'))) for (const line of figureLines(figure)) console.log(line);
  } else if (shard) {
    // A worker: every n-th game from its index, one record per line.
    const [index, of] = shard.split('/').map(Number);
    for (let game = index; game < games; game += of) console.log(JSON.stringify(playBalanceGame(first + game)));
  } else {
    const records = await runWwiBalance(games, Number(flag(argv, 'workers') ?? 2), first);
    for (const figure of balanceOutput(records, argv.includes('--detail'))) for (const line of figureLines(figure)) console.log(line);
  }
}
