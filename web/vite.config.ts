import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { precompress } from './scripts/precompress.mjs';

/** The HTTP gateway the dev server forwards /api to. */
const gateway = process.env.GATEWAY_URL || 'http://localhost:3000';

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
  plugins: [react(), precompressed()],
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
        // React, the router and TanStack Query are all needed by the first screen: one file (one
        // request, one compression window) rather than a handful of shared pieces.
        // hls.js stays out of it: the player imports it dynamically, for .m3u8 sources only.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](?!hls\.js[\\/])/ }] },
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
