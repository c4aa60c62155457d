import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(dirname, 'src/payload.config.ts') },
      { find: /^@\//, replacement: `${path.join(dirname, 'src')}/` },
    ],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // openapi-check first: its after-hook runs last, once cleanup.ts has stopped the servers.
    setupFiles: ['test/helpers/openapi-check.ts', 'test/helpers/cleanup.ts'],
    // Each integration file boots Payload on its own fresh database, each HTTP file starts the
    // product. Three at a time on two cores: a file mostly waits on its product's chain of
    // processes, a restart or a deadline, and three keep both cores busy where two left a
    // sixth of them idle (docs/decisions/0182-three-cms-workers.md).
    pool: 'forks',
    maxWorkers: 3,
    // Memory budgets are checked against what is left after a collection (public-cache.test.ts).
    execArgv: ['--expose-gc'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
