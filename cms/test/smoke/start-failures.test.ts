import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort } from '@/launcher/free-port'
import { exitCodeOf } from '@/launcher/process'
import { launch, removeDataDir, stop, type Launched } from '../helpers/launcher'
import { launcherEnv, startLauncher } from '../helpers/launcher-process'

/**
 * The mistakes people make starting the product (issue 33): each ends in one `[sog]` line that
 * names the setting or the fix, with a non-zero exit, and leaves nothing running.
 */
const folders: string[] = []
async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-fail-'))
  await fs.chmod(dir, 0o755)
  folders.push(dir)
  return dir
}
afterAll(async () => {
  for (const dir of folders) await removeDataDir(dir)
})

/** Processes whose command line names `text` (a data folder, a port). */
async function processesNaming(text: string): Promise<string[]> {
  const found: string[] = []
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue
    const command = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll(
      '\0',
      ' ',
    )
    if (command.includes(text)) found.push(`${pid} ${command}`)
  }
  return found
}

/** Starts the launcher; its exit code, what it printed on each stream, and how long it ran. */
async function failedStart(env: Record<string, string>, dataDir?: string) {
  const dir = dataDir ?? (await folder())
  const started = performance.now()
  const child = startLauncher(launcherEnv(dir, Number(env.PORT ?? (await freePort())), env))
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await exitCodeOf(child)
  return { code, stdout, stderr, ms: performance.now() - started, dir }
}

function expectOneLine(result: Awaited<ReturnType<typeof failedStart>>, pattern: RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1)
  const lines = result.stderr.trim().split('\n')
  expect(lines, result.stdout + result.stderr).toHaveLength(1)
  expect(lines[0]).toMatch(/^\[sog\] /)
  expect(lines[0]).toMatch(pattern)
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at |npm error/)
}

describe('a start that cannot work says why in one line', () => {
  it('a port in use: before anything starts', async () => {
    const port = await freePort()
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve))
    try {
      const result = await failedStart({ PORT: String(port) })
      expectOneLine(result, /Port \d+ on 127\.0\.0\.1 is in use: .*set PORT to a free port/)
      // Nothing was started first: no database folder, no PostgreSQL.
      expect(await fs.readdir(result.dir)).toEqual([])
      expect(await processesNaming(result.dir)).toEqual([])
      console.log(`port in use: told in ${result.ms.toFixed(0)} ms`)
    } finally {
      holder.close()
    }
  })

  it('a database that does not answer', async () => {
    const closed = await freePort()
    const result = await failedStart({
      DATABASE_URL: `postgres://sog:secret@127.0.0.1:${closed}/sog`,
    })
    expectOneLine(result, /Cannot connect to PostgreSQL on 127\.0\.0\.1:\d+ \(DATABASE_URL\)/)
    expect(result.stderr).not.toContain('secret')
  })

  it('a database that does not exist is refused, and created only when asked', async () => {
    const server = new URL(inject('databaseServerUrl'))
    const name = `sog_test_${inject('testRunId')}_missing_${Date.now()}`
    server.pathname = `/${name}`
    const result = await failedStart({ DATABASE_URL: server.toString() })
    expectOneLine(result, new RegExp(`Database "${name}" does not exist .*CREATE_DATABASE=true`))
    const admin = new pg.Client({ connectionString: inject('databaseServerUrl') })
    await admin.connect()
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      expect(rowCount).toBe(0)
      const app: Launched = await launch({
        databaseUrl: server.toString(),
        env: { CREATE_DATABASE: 'true' },
      })
      await stop(app)
      const after = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      expect(after.rowCount).toBe(1)
    } finally {
      await admin.end()
    }
  }, 300_000)

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a wrong database password', async () => {
    const server = new URL(inject('databaseServerUrl'))
    server.password = 'not-the-password'
    const result = await failedStart({ DATABASE_URL: server.toString() })
    expectOneLine(
      result,
      /refused user "postgres" \(DATABASE_URL\): check the user name and password/,
    )
    expect(result.stderr).not.toContain('not-the-password')
  })

  it('a data folder that cannot be written', async () => {
    const parent = await folder()
    const file = path.join(parent, 'a-file')
    await fs.writeFile(file, '')
    const result = await failedStart({}, path.join(file, 'data'))
    expectOneLine(result, /DATA_DIR \S+ cannot be written \(\w+\): .*set DATA_DIR/)
  })

  it('a setting of the wrong form names its variable', async () => {
    const result = await failedStart({ LOGIN_LOCK_MINUTES: 'soon' })
    expectOneLine(result, /^\[sog\] LOGIN_LOCK_MINUTES must be a whole number, got "soon"$/)
  })
})

describe('production', () => {
  let seeded: Launched | undefined
  beforeAll(async () => {
    // A database seeded locally: the first admin and the sample dealers keep their passwords.
    seeded = await launch({ dataDir: await folder() })
    await stop(seeded)
  }, 600_000)

  it('refuses to start while published passwords still open accounts, naming them', async () => {
    const result = await failedStart(
      {
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
        ADMIN_PASSWORD: 'a-long-admin-password',
        ...(seeded!.databaseUrl ? { DATABASE_URL: seeded!.databaseUrl } : {}),
      },
      seeded!.dataDir,
    )
    expectOneLine(
      result,
      /Refusing to start in production: .*admin \(admin123\), strzelec-warszawa \(dealer123\)/,
    )
    expect(await processesNaming(seeded!.dataDir)).toEqual([])
  }, 300_000)
})
