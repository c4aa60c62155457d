import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { ensureDatabase } from '@/launcher/embedded-postgres'
import { freePort } from '@/launcher/free-port'
import { launcherEnv, startLauncher } from './launcher-process'

/**
 * One product as `npm start` leaves it on a fresh database (migrated, first admin, sample
 * data with its images), made once per test run by the first launch that needs it (issue 28:
 * every launch initialised an embedded cluster, migrated and seeded, most of the cms stage's
 * time). Each launch then gets a copy: a database made from it (`CREATE DATABASE … TEMPLATE`,
 * a file copy) and its media.
 */
export type SeededTemplate = { database: string; dataDir: string }

/** Where the run's template keeps its files; the run's teardown removes it. */
export const templateDataDir = (runId: string) => path.join(os.tmpdir(), `sog-template-${runId}`)

// Any constant: the test files of a run, in their own processes, take turns on it.
const TEMPLATE_LOCK = 727_002

/** The run's template, made now if no other test file made it yet. */
export async function seededTemplate(serverUrl: string, runId: string): Promise<SeededTemplate> {
  const template = { database: `sog_test_${runId}_template`, dataDir: templateDataDir(runId) }
  const lock = new pg.Client({ connectionString: serverUrl })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK])
    const made = await fs.access(path.join(template.dataDir, 'ready')).then(
      () => true,
      () => false,
    )
    if (!made) await makeSeededTemplate(serverUrl, template)
    return template
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {})
    await lock.end()
  }
}

async function makeSeededTemplate(serverUrl: string, template: SeededTemplate): Promise<void> {
  const { database, dataDir } = template
  await fs.rm(dataDir, { recursive: true, force: true })
  await fs.mkdir(dataDir, { mode: 0o755 })
  await fs.chmod(dataDir, 0o755)
  const databaseUrl = await ensureDatabase(serverUrl, database)
  const child = startLauncher(launcherEnv(dataDir, await freePort(), { DATABASE_URL: databaseUrl }))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 540_000
  try {
    while (!output.includes('[sog] Node v')) {
      if (child.exitCode !== null) throw new Error(`the template's launch failed:\n${output}`)
      if (Date.now() > deadline)
        throw new Error(`the template's launch never got ready:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  // Its own secret goes: each launch generates one, as a fresh `npm start` does.
  await fs.rm(path.join(dataDir, '.payload-secret'), { force: true })
  await fs.writeFile(path.join(dataDir, 'ready'), '')
}

/** A new database made from the template, named for the launch; its connection string. */
export async function databaseFromTemplate(
  serverUrl: string,
  template: SeededTemplate,
  name: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    // The template's last connections may still be closing; copies wait for them.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template.database)}`,
        )
        break
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006'
        if (!busy || attempt >= 50) throw error
        await new Promise((r) => setTimeout(r, 200))
      }
    }
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** The template's media into a launch's data folder. */
export async function copyTemplateFiles(template: SeededTemplate, dataDir: string): Promise<void> {
  await fs.cp(path.join(template.dataDir, 'media'), path.join(dataDir, 'media'), {
    recursive: true,
  })
}
