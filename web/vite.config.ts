import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { precompress } from './scripts/precompress.mjs';

/** The HTTP gateway the dev server forwards /api to. */
const gateway = process.env.GATEWAY_URL || 'http://localhost:3000';

/**
 * React Router's package exports only its development build (dist/development: dev-only warnings and
 * checks kept, ~8 kB more once compressed); the production build sits beside it, unexported. The app is
 * built from the production one, the dev server keeps the development one for its warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'streaming:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** After the build, a .br and a .gz beside each text file of dist (the gateway sends them as they are). */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'streaming:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProduction(), precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // Brotli at its best level takes a few seconds in closeBundle; that is expected, not worth a warning.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // React and the router are needed by the first screen: one file (one request, one compression
        // window) rather than a handful of shared pieces. TanStack Query is not (the login page goes
        // without it: src/shared/queries/with-queries.tsx): its own file, fetched with the first screen
        // that fetches with it. hls.js stays out of both: the player imports it dynamically, for .m3u8
        // sources only.
        codeSplitting: {
          groups: [
            // First (a group also takes what its modules import): React goes with the vendor file.
            { name: 'vendor', test: /node_modules[\\/](?!@tanstack[\\/]|hls\.js[\\/])/, priority: 2 },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: gateway } },
  },
  preview: {
    proxy: { '/api': { target: gateway } },
  },
});
