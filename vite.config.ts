import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { shortSources } from './src/cli/short-sources';
import { precompressed } from './src/cli/precompressed';

/**
 * The shell's chunks are named in index.html as module preloads, so they download with the first
 * script instead of after it has run: that script then only starts the linked game's code beside them.
 */
function preloadShell(shellModule: string): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const shell = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(shellModule));
        if (!shell || shell.type !== 'chunk') return [];
        const files = new Set<string>([shell.fileName]);
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach((imported) => files.add(imported));
        }
        // The entry is the page's own script already, and Vite preloads the entry's own imports itself.
        const preloads = [...files].filter((file) => !(bundle[file]?.type === 'chunk' && bundle[file].isEntry) && !html.includes(`/${file}"`));
        return preloads.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  // Relative base: the built site works from any folder of any static host.
  base: './',
  build: {
    target: 'es2022',
    // Terser's second pass takes off another 2–3% of every compressed chunk: each KB is ~5 ms of a phone's first visit.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  preview: { host: '127.0.0.1', port: 4173 },
  plugins: [
    preloadShell('src/app/dispaccio-app.ts'),
    shortSources('maps/belle-epoque'),
    precompressed(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.svg', 'icons/*.png'],
      manifest: {
        name: 'Dispaccio',
        short_name: 'Dispaccio',
        description: 'Historical strategy board games played by passing links. No server, no account.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f3efe6',
        theme_color: '#1f3a5f',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Precache the shell and every game chunk, so any game opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Control the page from the first visit, so it works offline without a reload;
        // later versions still wait for the player's "Reload" (registerType: prompt).
        clientsClaim: true,
      },
    }),
  ],
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
