import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import crypto from 'node:crypto'
import { inject } from 'vitest'

import { freePort } from '@/launcher/free-port'
import { launcherEnv, startLauncher } from './launcher-process'
import { copyTemplateFiles, databaseFromTemplate, seededTemplate } from './seeded-template'

export type Launched = {
  baseUrl: string
  dataDir: string
  databaseUrl: string | undefined
  process: ChildProcess
  output: () => string
}

export type LaunchOptions = {
  /** A data folder of its own (a second server on another's data, or a fresh start). */
  dataDir?: string
  /** This database, as it is (an empty one is migrated and seeded by the launch). */
  databaseUrl?: string
  /** The embedded PostgreSQL, in the data folder, as `npm start` starts it. */
  embedded?: boolean
  /** More environment for the launcher. */
  env?: Record<string, string>
  /** In a process group of its own (with Next and PostgreSQL), so a test can kill it whole. */
  detached?: boolean
  /** This public port (a free one when absent), for settings that name it (PUBLIC_URL). */
  port?: number
  /** Node's inspector open on a free port, for a test that reads the launcher's heap. */
  inspect?: boolean
}

/**
 * Starts the product the way `npm start` does (the global setup has bundled the launcher and
 * built the app). By default on a copy of the run's seeded template (a database made from it
 * on the run's PostgreSQL server, and its media in a fresh data folder): a product exactly as
 * a first `npm start` leaves it, without migrating and seeding again. With `embedded` (or a
 * data folder and no database) it starts its own embedded PostgreSQL, as `npm start` does.
 * Passing another server's data directory and database makes a second server process on the
 * same data.
 */
// What this test file's launches made, removed after the file (see cleanup.ts).
const madeDirs = new Set<string>()
const children = new Set<ChildProcess>()
const outputs: (() => string)[] = []

/** What every server this file launched has printed so far. */
export const launchedOutputs = (): string[] => outputs.map((output) => output())

export async function launch(shared: LaunchOptions = {}): Promise<Launched> {
  let dataDir = shared.dataDir
  if (!dataDir) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-launch-'))
    madeDirs.add(dataDir)
  }
  // Open to the `postgres` user when we are root, so the embedded cluster stays inside the data
  // folder and goes when it goes (docs/decisions/0006-postgresql-as-root.md).
  await fs.chmod(dataDir, 0o755)
  const port = shared.port ?? (await freePort())
  const env = launcherEnv(dataDir, port, shared.env)
  const fromTemplate = !shared.databaseUrl && !shared.embedded && !shared.dataDir
  let databaseUrl = shared.databaseUrl
  if (fromTemplate) {
    const serverUrl = inject('databaseServerUrl')
    const template = await seededTemplate(serverUrl, inject('testRunId'))
    databaseUrl = await databaseFromTemplate(
      serverUrl,
      template,
      `sog_test_${inject('testRunId')}_launch_${crypto.randomBytes(3).toString('hex')}`,
    )
    await copyTemplateFiles(template, dataDir)
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = startLauncher(
    env,
    shared.detached ?? false,
    shared.inspect ? ['--inspect=127.0.0.1:0'] : [],
  )
  children.add(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  outputs.push(() => output)
  const baseUrl = `http://127.0.0.1:${port}`
  // Ready once it answers and has printed its start-up block (which names its Node).
  await waitFor(
    async () =>
      output.includes('[sog] Node v') && (await fetch(`${baseUrl}/cms/api/firearms?limit=1`)).ok,
    child,
    () => output,
  )
  return { baseUrl, dataDir, databaseUrl, process: child, output: () => output }
}

async function waitFor(ready: () => Promise<boolean>, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 540_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`launcher exited with ${child.exitCode}:\n${output()}`)
    if (await ready().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`launcher not ready in time:\n${output()}`)
}

export async function stop(launched: Launched | undefined): Promise<number | null> {
  if (!launched) return null
  const { process: child } = launched
  if (child.exitCode !== null) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  return exited
}

/**
 * Removes a data folder, and the embedded cluster it links to when the `postgres` user could
 * not enter it (docs/decisions/0006-postgresql-as-root.md).
 */
export async function removeDataDir(dir: string): Promise<void> {
  const cluster = await fs.realpath(path.join(dir, 'postgres')).catch(() => null)
  if (cluster && !cluster.startsWith(`${await fs.realpath(dir)}${path.sep}`))
    await fs.rm(cluster, { recursive: true, force: true })
  await fs.rm(dir, { recursive: true, force: true })
}

/** Stops whatever this file launched and still runs, and removes the data folders it made. */
export async function cleanUpLaunches(): Promise<void> {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  children.clear()
  for (const dir of madeDirs) await removeDataDir(dir)
  madeDirs.clear()
}
