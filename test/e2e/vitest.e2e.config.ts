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
  },
});
