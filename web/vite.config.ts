import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

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

const ENTRY = resolve(import.meta.dirname, 'src', 'main.tsx');
const APP_SOURCE = resolve(import.meta.dirname, 'src') + sep;
/** The player and its feature stay in their own chunk: only the film and series pages load it. */
const PLAYER_SOURCE = resolve(import.meta.dirname, 'src', 'features', 'player') + sep;

type GetModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

/** The modules of the first screen: the entry and what it imports statically (they stay in the entry's file). */
function staticGraph(getModuleInfo: GetModuleInfo, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

let firstLoad: Set<string> | undefined;

/**
 * The app's modules that two or more lazily loaded screens or widgets share (the catalogue's cards and
 * carousels, the favourite button, the API modules, query keys…), in one file: left to the automatic
 * splitting they made a dozen files of 1 to 2 kB, which a member page fetched at once, each with its own
 * request and its own `modulepreload` link (on HTTP/1.1 that is several rounds of requests, and the
 * links cost the main thread too). What only one screen uses stays in that screen's file.
 */
function memberShared(id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null {
  if (!id.startsWith(APP_SOURCE) || id.startsWith(PLAYER_SOURCE)) return null;
  firstLoad ??= staticGraph((m) => ctx.getModuleInfo(m), ENTRY);
  return firstLoad.has(id) ? null : 'member';
}

/** The files every member page needs beyond the first load: TanStack Query, its provider, the shared member modules. */
const MEMBER_CHUNKS = ['QueryProvider', 'tanstack-query', 'member'];
const SESSION_START = '<script src="/session-start.js" async></script>';

/**
 * Names those files on the tag of public/session-start.js (`data-member-files`): with a session to
 * restore, that script asks for them (modulepreload) while the app's own scripts download, rather than
 * once they have run. A guest's login page fetches none of them.
 */
function memberPreloads(): Plugin {
  return {
    name: 'streaming:member-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = Object.values(bundle ?? {})
          .filter((file) => file.type === 'chunk' && MEMBER_CHUNKS.includes(file.name))
          .map((file) => `/${file.fileName}`);
        if (!html.includes(SESSION_START) || files.length !== MEMBER_CHUNKS.length) {
          throw new Error(`member-preloads: expected ${SESSION_START} in index.html and the chunks ${MEMBER_CHUNKS.join(', ')} (found ${files.join(', ')})`);
        }
        return html.replace(SESSION_START, `<script src="/session-start.js" async data-member-files="${files.join(' ')}"></script>`);
      },
    },
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
  plugins: [react(), reactRouterProduction(), memberPreloads(), precompressed()],
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
        // sources only. Chartist (the back office's visitor chart) stays out of it too: only the admin
        // area imports it, so it goes into the admin file.
        codeSplitting: {
          groups: [
            // First (a group also takes what its modules import): React goes with the vendor file.
            { name: 'vendor', test: /node_modules[\\/](?!@tanstack[\\/]|hls\.js[\\/]|chartist[\\/])/, priority: 2 },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // Only what it captures (not their imports: those of the first screen stay in the entry).
            { name: memberShared, minShareCount: 2, includeDependenciesRecursively: false, priority: 0 },
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
