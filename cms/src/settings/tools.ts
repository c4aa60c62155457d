/**
 * Variables the project's tools read (benchmarks, the large seed, the test runs, the SPA's dev
 * server): not settings of the product, so not in its schema, but documented in `.env.example`
 * beside them.
 */
export type ToolVariable = { name: string; example: string }
export type ToolGroup = { about: string[]; variables: ToolVariable[] }

export const TOOL_GROUPS: ToolGroup[] = [
  {
    about: [
      'SPA development only (npm run dev -w web): where the Vite dev server proxies /api, /cms, /media.',
    ],
    variables: [{ name: 'BACKEND_URL', example: 'http://127.0.0.1:3000' }],
  },
  {
    about: [
      'npm run bench, bench:abuse and bench:web: the running server to measure (bench:abuse finds its',
      'process from the port, or SERVER_PID), the path, the rendered page it compares with the',
      'cached /api answer, connections, seconds and distinct searches; the Chromium Lighthouse',
      "drives, how many runs per page, and a folder to keep each run's full Lighthouse report in.",
    ],
    variables: [
      { name: 'BASE_URL', example: 'http://127.0.0.1:3000' },
      { name: 'SERVER_PID', example: '12345' },
      { name: 'BENCH_PATH', example: '/api/firearms' },
      { name: 'BENCH_PAGE', example: '/' },
      { name: 'BENCH_CONNECTIONS', example: '32' },
      { name: 'BENCH_SECONDS', example: '10' },
      { name: 'BENCH_SEARCHES', example: '32000' },
      { name: 'CHROME_PATH', example: '/usr/bin/chromium' },
      { name: 'BENCH_RUNS', example: '1' },
      { name: 'BENCH_REPORTS', example: '/tmp/lighthouse-reports' },
    ],
  },
  {
    about: ['npm run seed:large: how many firearms, dealers and stock rows per dealer it adds.'],
    variables: [
      { name: 'SEED_FIREARMS', example: '10000' },
      { name: 'SEED_DEALERS', example: '1000' },
      { name: 'SEED_ROWS_PER_DEALER', example: '200' },
    ],
  },
  {
    about: [
      'npm run bench:scale: requests per measured /api address (Chromium: CHROMIUM_PATH below).',
    ],
    variables: [{ name: 'BENCH_REQUESTS', example: '100' }],
  },
  {
    about: [
      'Tests only (the test runs take these four from .env too, and nothing else: the servers they',
      "start never see a developer's settings): run the suite against this PostgreSQL server",
      'instead of an embedded one. Each test file creates (and the run drops) its own database on it.',
    ],
    variables: [
      { name: 'TEST_DATABASE_URL', example: 'postgres://postgres@127.0.0.1:5432/postgres' },
    ],
  },
  {
    about: [
      'Tests only: the server the backup/restore test dumps and restores on (its pg_dump must not be',
      "older than the server); default the machine's PostgreSQL.",
    ],
    variables: [
      { name: 'BACKUP_TEST_SERVER_URL', example: 'postgres://postgres@127.0.0.1:5432/postgres' },
    ],
  },
  {
    about: [
      'cms tests only: generated cases per write route in the round trips (round-trip.test.ts), and a',
      'file for the per-file counts of /api answers checked against the OpenAPI document.',
    ],
    variables: [
      { name: 'ROUND_TRIP_RUNS', example: '20' },
      { name: 'SOG_OPENAPI_REPORT', example: '/tmp/openapi-report.json' },
    ],
  },
  {
    about: [
      'End-to-end tests only: test a running server instead of starting one; Chromium to drive.',
    ],
    variables: [
      { name: 'E2E_BASE_URL', example: 'http://127.0.0.1:3000' },
      { name: 'CHROMIUM_PATH', example: '/usr/bin/chromium-headless-shell' },
    ],
  },
]
