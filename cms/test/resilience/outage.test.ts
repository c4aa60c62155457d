import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'

import { refusal } from '@sog/contract'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * The product while its parts fail (issue 32, M9 and the supervisor): a database that stalls or
 * stops is answered with 503 and kept answers, never 500 or a hang, and comes back by itself;
 * no part is left running without its launcher.
 */
const running: Launched[] = []
afterAll(async () => {
  for (const app of running)
    if (app.process.exitCode === null && app.process.signalCode === null) await stop(app)
})

async function start(): Promise<Launched> {
  const app = await launch({ embedded: true, detached: true })
  running.push(app)
  return app
}

function childPids(pid: number): Promise<number[]> {
  return fs
    .readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .then((text) => text.split(' ').filter(Boolean).map(Number))
    .catch(() => [])
}

async function commandOf(pid: number): Promise<string> {
  return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ')
}

async function childMatching(parent: number, pattern: RegExp): Promise<number> {
  for (const pid of await childPids(parent)) if (pattern.test(await commandOf(pid))) return pid
  throw new Error(`no child of ${parent} matches ${pattern}`)
}

/** Running: not gone, and not a zombie (an orphan that exited and nobody reaped yet). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** A request that gives up after `ms` (status 0): a stalled answer is a failure too. */
async function ask(app: Launched, path: string, init: RequestInit = {}, ms = 20_000) {
  try {
    const response = await fetch(`${app.baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(ms),
      headers: {
        'x-forwarded-for': `198.18.7.${Math.floor(Math.random() * 250)}`,
        ...init.headers,
      },
    })
    const body = await response.text()
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') }
  } catch {
    return { status: 0, body: '', retryAfter: null }
  }
}

const login = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEFAULT_ADMIN),
}

/** The postmaster and every backend it forked. */
async function clusterPids(app: Launched): Promise<number[]> {
  const postmaster = await childMatching(app.process.pid!, /postgres/)
  return [postmaster, ...(await childPids(postmaster))]
}

describe('a database that stalls', () => {
  it('answers 503 at once where it is needed, kept answers where they exist, and recovers', async () => {
    const app = await start()
    const kept = await ask(app, '/api/firearms')
    expect(kept.status).toBe(200)
    const pids = await clusterPids(app)
    for (const pid of pids) process.kill(pid, 'SIGSTOP')
    try {
      const health = await ask(app, '/api/health')
      expect(health.status).toBe(503)
      expect(JSON.parse(health.body)).toMatchObject({ database: 'down' })
      // The catalogue as it was: nobody can have changed it meanwhile.
      const catalogue = await ask(app, '/api/firearms')
      expect(catalogue.status).toBe(200)
      expect(catalogue.body).toBe(kept.body)
      for (const [path, init] of [
        ['/api/auth/admin/login', login],
        ['/cms/api/firearms?limit=1', {}],
        ['/api/dealers/1', {}],
      ] as const) {
        const answer = await ask(app, path, init)
        expect(answer.status, path).toBe(503)
        expect(Number(answer.retryAfter), path).toBeGreaterThan(0)
        // By code on /api, so the screens say it in the reader's language; the panel's REST
        // answers in its own language, English here.
        const away = refusal('databaseAway')
        expect(JSON.parse(answer.body), path).toMatchObject(
          path.startsWith('/cms') ? { detail: away.detail } : away,
        )
      }
    } finally {
      for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGCONT')
    }
    await until(async () => (await ask(app, '/api/health', {}, 5000)).status === 200, 60_000)
    // The front tries the database again within seconds of its answering again.
    await until(
      async () => (await ask(app, '/api/auth/admin/login', login, 5000)).status === 200,
      30_000,
    )
    await stop(app)
  }, 240_000)
})

describe('a database that stops', () => {
  it('is 503, never 500, while away, and the embedded one is started again', async () => {
    const app = await start()
    expect((await ask(app, '/api/firearms')).status).toBe(200)
    const postmaster = await childMatching(app.process.pid!, /postgres/)
    process.kill(postmaster, 'SIGKILL')
    const seen = new Set<number>()
    await until(async () => {
      for (const [path, init] of [
        ['/api/health', {}],
        ['/api/auth/admin/login', login],
        ['/cms/api/firearms?limit=1', {}],
        ['/api/admin/dashboard/stats', {}],
      ] as const)
        seen.add((await ask(app, path, init, 10_000)).status)
      return (await ask(app, '/api/health', {}, 5000)).status === 200
    }, 90_000)
    expect([...seen].filter((status) => status >= 500 && status !== 503)).toEqual([])
    expect(app.output()).toContain('Embedded PostgreSQL stopped unexpectedly')
    expect(app.output()).toContain('Embedded PostgreSQL is running again')
    expect(await childMatching(app.process.pid!, /postgres/)).not.toBe(postmaster)
    await until(
      async () => (await ask(app, '/api/auth/admin/login', login, 5000)).status === 200,
      30_000,
    )
    await stop(app)
  }, 240_000)
})

describe('nothing runs on without the launcher', () => {
  it('kill -9 of the launcher: Next stops by itself', async () => {
    const app = await start()
    const next = await childMatching(app.process.pid!, /next/)
    const exited = new Promise((resolve) => app.process.once('exit', resolve))
    app.process.kill('SIGKILL')
    await exited
    await until(() => !isAlive(next), 15_000)
    // The postmaster, left behind, is taken over by the next start (crash.test.ts).
    const postmaster = (await fs.readFile(`${app.dataDir}/postgres/postmaster.pid`, 'utf8')).split(
      '\n',
    )[0]
    if (postmaster && isAlive(Number(postmaster))) process.kill(Number(postmaster), 'SIGINT')
    await until(() => !postmaster || !isAlive(Number(postmaster)), 30_000)
  }, 240_000)

  it('Next stopping on its own stops the launcher and the database with it', async () => {
    const app = await start()
    const next = await childMatching(app.process.pid!, /next/)
    const postmaster = await childMatching(app.process.pid!, /postgres/)
    const exited = new Promise<number | null>((resolve) => app.process.once('exit', resolve))
    process.kill(next, 'SIGKILL')
    expect(await exited).not.toBe(0)
    await until(() => !isAlive(postmaster), 30_000)
  }, 240_000)
})
