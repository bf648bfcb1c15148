/** Serves dist/ with `vite preview` for the end-to-end tests, on a port of its own. */
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';

let server: PreviewServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
}

export async function teardown(): Promise<void> {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
