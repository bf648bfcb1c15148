import { defineConfig } from 'vitest/config';

// End-to-end tests: the built site (dist/) served by `vite preview`, driven by
// playwright-core in Debian's Chromium. `npm test` builds first.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/serve.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits for the page to reach a state; on a loaded machine a step (a join's crypto and storage, then
    // drawing the board) takes more than the default second. A poll that is met returns at once.
    expect: { poll: { timeout: 10_000 } },
  },
});
