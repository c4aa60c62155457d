import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { FullConfig } from '@playwright/test'

import { ensureDatabase } from '../../cms/src/launcher/embedded-postgres'
import { freePort } from '../../cms/src/launcher/free-port'
import { makeCurrentBuild } from '../../cms/test/helpers/current-build'
import { launcherEnv, startLauncher } from '../../cms/test/helpers/launcher-process'
import { OVERLAPPING_QUERY } from '../../cms/test/helpers/pg-warnings'
import { PINNED_NODE_VERSION } from '../../cms/test/helpers/pinned-node'
import { shareProducts } from './products'

/** Lines in the product's log that fail the run, whatever the journeys saw. */
const SERVER_LOG_FAILURES = {
  'sent a query on a busy connection': OVERLAPPING_QUERY,
  // Payload's panel renders a blank page for a component missing from its import map (issue 27).
  'could not find a panel component': /not found in importMap|generate:importmap/,
}
// Each product's first start migrates and seeds, all of them at once on two cores.
const READY_TIMEOUT_MS = 5 * 60_000

type Product = { baseUrl: string; output: string[]; teardown: () => Promise<void> }

/**
 * Starts one product per Playwright worker, each the way `npm start` does (launcher bundle,
 * a current build, migrations, first admin, sample data) on a fresh database
 * and a free port, and hands their addresses to the tests (support/products.ts): a worker
 * runs its files on its own product, so two journeys at once never see each other's writes
 * (docs/decisions/0176-e2e-product-per-worker.md). The database is a new one on
 * TEST_DATABASE_URL's server when that is set, else the embedded PostgreSQL in a temporary
 * DATA_DIR. E2E_BASE_URL set beforehand points the suite at a running server instead.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {}

  // A current build first, as the cms suite's setup makes it, so that the products start
  // together instead of one of them rebuilding while the others wait.
  await makeCurrentBuild()
  const products: Product[] = []
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, () => startProduct()),
  )
  for (const product of started) if (product.status === 'fulfilled') products.push(product.value)
  const stopAll = () => Promise.all(products.map((product) => product.teardown()))
  const failed = started.find((product) => product.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  shareProducts(products.map((product) => product.baseUrl))
  return async () => {
    await stopAll()
    const failures = Object.entries(SERVER_LOG_FAILURES).flatMap(([what, pattern]) => {
      const lines = products.flatMap((product) =>
        product.output.filter((line) => pattern.test(line)),
      )
      return lines.length > 0 ? [`the product ${what}:\n${lines.join('\n')}`] : []
    })
    if (failures.length > 0) throw new Error(failures.join('\n'))
  }
}

async function startProduct(): Promise<Product> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-e2e-'))
  // The embedded PostgreSQL runs as the `postgres` user when we are root; it must enter here.
  await fs.chmod(dataDir, 0o755)
  const serverUrl = process.env.TEST_DATABASE_URL
  const databaseName = `sog_e2e_${crypto.randomBytes(4).toString('hex')}`
  const databaseUrl = serverUrl ? await ensureDatabase(serverUrl, databaseName) : undefined

  const port = await freePort()
  // Each test stands in for its own client through X-Forwarded-For (TRUST_PROXY), so the login
  // and contact rate limits count per test, as they would per visitor.
  const env = launcherEnv(dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {})

  console.log(`[e2e] starting the product on port ${port}`)
  const started = Date.now()
  const child = startLauncher(env)
  const output: string[] = []
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue
      output.push(line)
      // The launcher's own lines say whether it builds; the rest only matters on failure. The
      // port tells apart the lines of products starting together.
      if (line.startsWith('[sog]')) console.log(`[e2e ${port}] ${line}`)
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const baseUrl = `http://127.0.0.1:${port}`
  const teardown = async () => {
    await stop(child)
    if (serverUrl) await dropDatabase(serverUrl, databaseName)
    await fs.rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(baseUrl, child, () => output.join('\n'))
  } catch (error) {
    await teardown()
    throw error
  }
  console.log(`[e2e] product ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  if (!output.includes(`[sog] Node v${PINNED_NODE_VERSION}`)) {
    await teardown()
    throw new Error(`npm start did not run on Node ${PINNED_NODE_VERSION}:\n${output.join('\n')}`)
  }
  return { baseUrl, output, teardown }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`)
    // Ready once it answers and has printed its start-up block (which names its Node).
    const ready =
      output().includes('[sog] Node v') &&
      (await fetch(`${baseUrl}/api/health`)
        .then((response) => response.ok)
        .catch(() => false))
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`npm start not ready in time:\n${output()}`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
