import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

import { firstLoadChunk } from './build/first-load-chunk.ts'
import { fontSubsets, SITE_FONT_SUBSETS } from './build/font-subsets.ts'
import { lazyGlobalStyles } from './build/lazy-global-styles.ts'
import { preloadNewChunks } from './build/preload-new-chunks.ts'
import { reactRouterProduction } from './build/react-router-production.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// `npm run dev` in web/ talks to the cms dev server for everything that is not the SPA.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000'

const preload = preloadNewChunks()

// Each test file gets fresh modules in a new worker (docs/decisions/0083-web-tests-threads.md),
// so every file compiled jsdom, React and Chakra again; with Node's compile cache the workers
// take what V8 made of them from the files before, as the launcher does (0180).
if (process.env.VITEST)
  process.env.NODE_COMPILE_CACHE ??= path.join(dirname, 'node_modules/.cache/node-compile-cache')

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    lazyGlobalStyles(),
    preload.record,
    // Polish letters from a small cut of Inter's latin-ext file (build/font-subsets.ts).
    fontSubsets(SITE_FONT_SUBSETS, path.join(dirname, 'node_modules/.cache/sog-fonts')),
    // The app's first load in one chunk (build/first-load-chunk.ts).
    firstLoadChunk({
      configFile: fileURLToPath(import.meta.url),
      start: path.join(dirname, 'src/start.ts'),
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(dirname, 'src') },
      // zod configured before any schema is built, wherever it is used (src/lib/zod/index.ts).
      { find: /^zod$/, replacement: path.join(dirname, 'src/lib/zod/index.ts') },
      ...(mode === 'production' ? reactRouterProduction() : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/cms': backend, '/media': backend },
  },
  // The server's renderer (src/entry-server.tsx, built into dist-ssr) carries every library
  // it uses, so the front server loads one file whatever node_modules holds. Only in that
  // build: Vitest reads it as "run every package through the module runner", which cost the
  // web tests 7 % more processor time than Node loading them itself (docs/performance.md).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    // `vite build --ssr`: the renderer the front server loads
    // (docs/decisions/0059-rendered-pages.md).
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    sourcemap: false,
    modulePreload: {
      // Every browser the site supports knows modulepreload; the polyfill was in the starter.
      polyfill: false,
      // The starter's import of the app adds no modulepreload links: the browser finds the
      // app's chunks in its import statements. Adding ~40 link elements from script was one
      // long task on a phone once the page had loaded; any other lazy import preloads only the
      // chunks its importer has not loaded (build/preload-new-chunks.ts;
      // docs/decisions/0094-preload-new-chunks.md).
      resolveDependencies: (file, deps, { hostId }) =>
        path.basename(file).startsWith('start-') ? [] : preload.newChunks(deps, hostId),
    },
    // Chakra's theme module builds its default config with defineConfig(), an identity function
    // the bundler cannot prove pure; marking it lets the unused recipes drop (see app/theme.ts).
    // Chakra's own anatomies (its part names) are made by createAnatomy the same way: the
    // unused ones drop too (82 B of the first load, docs/performance.md).
    rolldownOptions: {
      ...(isSsrBuild ? { input: 'src/entry-server.tsx' } : {}),
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      // Every imported constant written where it is used, not only in conditions (the default):
      // each /api route is a string constant of lib/api/routes.ts, so a chunk carries only the
      // routes it calls (docs/decisions/0161-typed-api-client.md).
      optimization: { inlineConst: { mode: 'all' } },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // Whole-app renders on a busy 2-core machine take seconds; the default 5 s flakes.
    testTimeout: 30_000,
    // Each file still gets fresh modules, in a worker thread rather than a child process:
    // 280 → 221 s for the suite here (docs/decisions/0083-web-tests-threads.md, also on sharing
    // modules).
    pool: 'threads',
    // Vitest leaves a core to its main process by default, which is one worker on two cores;
    // two keep both busy: 184 → 134 s here (docs/decisions/0176-e2e-product-per-worker.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}))
