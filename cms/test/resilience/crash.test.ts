import fs from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin } from '@sog/contract'
import type { ApiContact } from '@sog/contract'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'
import { createTestDatabase } from '../helpers/test-payload'
import { isAlive } from '@/launcher/is-alive'

const running: Launched[] = []

// The data folders go with the launches' own clean-up (helpers/cleanup.ts), which also removes a
// cluster kept under /var/lib/sog when the temporary folder is private to root.
afterAll(async () => {
  for (const app of running) {
    if (app.process.exitCode === null && app.process.signalCode === null) await stop(app)
  }
})

async function start(options: Parameters<typeof launch>[0]): Promise<Launched> {
  const app = await launch({ ...options, detached: true })
  running.push(app)
  return app
}

type Loop = { acknowledged: Map<number, string>; serverErrors: number[]; done: Promise<void> }

/**
 * Four clients sending contact messages one after another until the server stops answering;
 * a message counts as written only once its 201 arrived.
 */
function writeLoop(app: Launched, tag: string): Loop {
  const acknowledged = new Map<number, string>()
  const serverErrors: number[] = []
  let next = 0
  async function client() {
    for (;;) {
      const subject = `${tag} #${next++}`
      try {
        const { status, body } = await apiCall<{ id: number }>(
          app.baseUrl,
          'POST',
          '/api/contact/submit',
          { body: { name: 'Crash test', email: 'crash@example.com', subject, message: subject } },
        )
        if (status === 201) acknowledged.set(body.id, subject)
        else if (status >= 500) serverErrors.push(status)
      } catch {
        return // the server is gone
      }
    }
  }
  const done = Promise.all([client(), client(), client(), client()]).then(() => {})
  return { acknowledged, serverErrors, done }
}

async function until(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function childPids(pid: number): Promise<number[]> {
  return fs
    .readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .then((text) => text.split(' ').filter(Boolean).map(Number))
}

async function commandOf(pid: number): Promise<string> {
  return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ')
}

/**
 * Runs the write loop, kills the server hard once some writes are acknowledged, restarts it on
 * the same data and checks that every acknowledged write is there exactly once.
 */
async function crashAndRecover(
  first: Launched,
  kill: (app: Launched) => Promise<void>,
  restart: () => Promise<Launched>,
) {
  const tag = `crash-${Date.now()}`
  const loop = writeLoop(first, tag)
  await until(() => loop.acknowledged.size >= 40)
  await kill(first)
  await loop.done
  expect(loop.serverErrors).toEqual([])

  const restarting = Date.now()
  const second = await restart()
  const recoveryMs = Date.now() - restarting
  const health = await apiCall<{ status: string; database: string }>(
    second.baseUrl,
    'GET',
    '/api/health',
  )
  expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } })

  const admin = await apiCall<ApiAdminLogin>(second.baseUrl, 'POST', '/api/auth/admin/login', {
    body: DEFAULT_ADMIN,
  })
  const { body: contacts } = await apiCall<ApiContact[]>(
    second.baseUrl,
    'GET',
    '/api/admin/contacts',
    { token: admin.body.access_token },
  )
  const ours = contacts.filter((c) => c.subject.startsWith(`${tag} #`))
  for (const [id, subject] of loop.acknowledged) {
    expect(
      ours.filter((c) => c.subject === subject),
      subject,
    ).toEqual([expect.objectContaining({ id, subject })])
  }
  // Writes cut off mid-flight may or may not have committed, but never twice.
  expect(new Set(ours.map((c) => c.subject)).size).toBe(ours.length)
  console.log(
    `${loop.acknowledged.size} acknowledged writes before the kill, ${ours.length} stored; ` +
      `restarted and serving in ${recoveryMs} ms`,
  )
  return second
}

/** SIGKILL to the launcher's whole process group: the launcher, Next and any PostgreSQL. */
async function killGroup(app: Launched) {
  const exited = new Promise((resolve) => app.process.once('exit', resolve))
  process.kill(-app.process.pid!, 'SIGKILL')
  await exited
}

// Each test starts the product twice (and kills it once): on a busy machine that takes more
// than the default minute.
const TWO_STARTS_MS = 180_000

describe('a server killed hard during writes', () => {
  it(
    'recovers on the embedded PostgreSQL, every acknowledged write kept',
    async () => {
      const first = await start({ embedded: true })
      const second = await crashAndRecover(first, killGroup, () =>
        start({ dataDir: first.dataDir, embedded: true }),
      )
      await stop(second)
    },
    TWO_STARTS_MS,
  )

  it(
    'takes over the embedded PostgreSQL left running by a killed launcher',
    async () => {
      const first = await start({ embedded: true })
      let postmaster = 0
      const second = await crashAndRecover(
        first,
        async (app) => {
          // Only the launcher and Next die, as when the launcher alone is killed: the
          // postmaster, its child, lives on without its owner. The launcher (which owns the
          // public port) goes first, so clients see the server vanish rather than a front
          // door whose application server is gone (which it answers with 503 and Retry-After).
          const children = await childPids(app.process.pid!)
          const exited = new Promise((resolve) => app.process.once('exit', resolve))
          app.process.kill('SIGKILL')
          await exited
          for (const pid of children) {
            if ((await commandOf(pid)).includes('postgres')) postmaster = pid
            else process.kill(pid, 'SIGKILL')
          }
          expect(postmaster).toBeGreaterThan(0)
          expect(isAlive(postmaster)).toBe(true)
        },
        () => start({ dataDir: first.dataDir, embedded: true }),
      )
      expect(second.output()).toContain(`Stopping orphaned embedded PostgreSQL (pid ${postmaster})`)
      expect(isAlive(postmaster)).toBe(false)
      await stop(second)
    },
    TWO_STARTS_MS,
  )

  it(
    'recovers on a PostgreSQL server (DATABASE_URL), every acknowledged write kept',
    async () => {
      const databaseUrl = await createTestDatabase('crash')
      const first = await start({ databaseUrl })
      const second = await crashAndRecover(first, killGroup, () =>
        start({ dataDir: first.dataDir, databaseUrl }),
      )
      await stop(second)
    },
    TWO_STARTS_MS,
  )
})
