/**
 * npm run bench: speed and size figures, one JSON object per line
 * ({name, value, unit, target?}). Never asserted in tests: machines are noisy.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'vite';
import LZString from 'lz-string';
import { decodeEnvelope, encodeEnvelope } from '../platform/codec/envelope';
import { writeTurnPayload, writeOrdersPayload } from '../platform/codec/turn-link';
import { SeededDice } from '../platform/dice';
import { toBase64Url, fromBase64Url } from '../platform/codec/base64url';
import { standardMap } from '../games/diplomacy/engine/map';
import { diplomacy } from '../games/diplomacy/engine/module';
import { playRandomGame, randomActions, seededRng } from '../games/diplomacy/engine/simulate';
import { benchAdjudication } from '../games/diplomacy/engine/bench-adjudication';

interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  note?: string;
}

const SHARED_DATC = join('..', 'shared', 'data', 'datc');
const HOST = 'https://dispaccio.example/#';

function emit(figure: Figure): void {
  console.log(JSON.stringify({ ...figure, value: Math.round(figure.value * 100) / 100 }));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function bundleSizes(): Promise<void> {
  await build({ logLevel: 'silent' });
  const html = readFileSync('dist/index.html', 'utf8');
  // Initial load: the entry script, its preloaded chunks and the stylesheets named in index.html.
  const assets = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const gz = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
  emit({ name: 'shell initial JS+CSS (gzip)', value: assets.reduce((sum, file) => sum + gz(file), 0) / 1024, unit: 'KB', target: 60 });
  const manifest = readFileSync('dist/sw.js', 'utf8');
  const dipChunk = [...manifest.matchAll(/url:"(assets\/bundle-[^"]+\.js)"/g)].map((m) => m[1]).find((file) => existsSync(join('dist', file)));
  if (dipChunk) emit({ name: 'diplomacy chunk (gzip)', value: gz(dipChunk) / 1024, unit: 'KB', target: 150 });
}

function codecSpeed(): void {
  const states = playRandomGame(standardMap, 3, 7);
  const links = states.map((state, ply) =>
    encodeEnvelope('game', diplomacy.linkId, writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply, parentHash: ply ? '00112233aabb' : null, state: diplomacy.encodeState(state) })),
  );
  const rounds = 200;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < states.length; i++) {
      const bytes = diplomacy.encodeState(states[i]);
      const link = encodeEnvelope('game', 1, writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply: i, parentHash: i ? '00112233aabb' : null, state: bytes }));
      const opened = decodeEnvelope(link);
      if (!opened.ok) throw new Error('codec round trip failed');
    }
  }
  const perLink = ((performance.now() - start) * 1000) / (rounds * states.length);
  emit({ name: 'codec encode+decode per Diplomacy game link', value: perLink, unit: 'µs' });
  void links;
}

function fuzzThroughput(): void {
  const state = diplomacy.initialState('standard', { setup: '7' });
  const link = encodeEnvelope('game', 1, writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply: 0, parentHash: null, state: diplomacy.encodeState(state) }));
  const bytes = fromBase64Url(link)!;
  const dice = new SeededDice(new Uint8Array([1, 2, 3]));
  const count = 50_000;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const damaged = bytes.slice(0, bytes.length - dice.below(4));
    damaged[dice.below(damaged.length)] ^= 1 << dice.below(8);
    decodeEnvelope(toBase64Url(damaged));
  }
  emit({ name: 'fuzz throughput (damaged links decoded)', value: count / ((performance.now() - start) / 1000), unit: 'links/s' });
}

function linkSizes(): void {
  const gameLinks: number[] = [];
  const baseline: number[] = [];
  const ordersLinks: number[] = [];
  for (let game = 0; game < 12; game++) {
    const states = playRandomGame(standardMap, 10, 100 + game);
    const rng = seededRng(500 + game);
    states.forEach((state, ply) => {
      const payload = writeTurnPayload({ gameUid: 'a1b2c3d4e5f6', ply, parentHash: ply ? '00112233aabb' : null, state: diplomacy.encodeState(state) });
      gameLinks.push(HOST.length + encodeEnvelope('game', diplomacy.linkId, payload).length);
      baseline.push(HOST.length + LZString.compressToEncodedURIComponent(JSON.stringify(state)).length);
      for (const [seat, action] of randomActions(standardMap, state, rng)) {
        const powerIndex = diplomacy.powers(state).findIndex((p) => p.id === seat);
        const body = diplomacy.encodeAction(state, seat, action);
        ordersLinks.push(HOST.length + encodeEnvelope('orders', diplomacy.linkId, writeOrdersPayload({ gameUid: 'a1b2c3d4e5f6', phaseHash: '00112233aabb', powerIndex, body })).length);
      }
    });
  }
  emit({ name: 'game link with last phase (p95)', value: percentile(gameLinks, 95), unit: 'chars', target: 400, note: `${gameLinks.length} positions of 12 random 10-year games` });
  emit({ name: 'game link with last phase (max)', value: Math.max(...gameLinks), unit: 'chars', target: 1000 });
  emit({ name: 'baseline lz-string of JSON state (p95)', value: percentile(baseline, 95), unit: 'chars' });
  emit({ name: 'baseline lz-string of JSON state (max)', value: Math.max(...baseline), unit: 'chars' });
  emit({ name: 'orders link (max)', value: Math.max(...ordersLinks), unit: 'chars', target: 300 });
  emit({ name: 'orders link (p95)', value: percentile(ordersLinks, 95), unit: 'chars' });
}

function adjudication(): void {
  const files = ['datc_v3.0.json', 'datc_v2.4_06.txt'].map((f) => join(SHARED_DATC, f)).filter(existsSync);
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  for (const figure of benchAdjudication(standardMap, { datcFiles: files })) emit(figure);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  emit({ name: 'peak memory during adjudication bench (RSS)', value: peak / 1024 / 1024, unit: 'MB' });
}

// Adjudication first, so its memory figure is not inflated by the build.
adjudication();
codecSpeed();
fuzzThroughput();
linkSizes();
await bundleSizes();
