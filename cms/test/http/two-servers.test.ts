import { spawn, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminDealer, ApiAdminLogin, ApiFirearm } from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { freePort } from '@/launcher/free-port'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'

let first: Launched | undefined
let second: Launched | undefined

beforeAll(async () => {
  first = await launch()
  second = await launch({ dataDir: first.dataDir, databaseUrl: first.databaseUrl })
}, 600_000)
afterAll(async () => {
  await stop(second)
  await stop(first)
})

describe('two server processes on one database', () => {
  it('serve a change made through one at once from the other, cache and all', async () => {
    const categories = async (app: Launched) =>
      (await (await fetch(`${app.baseUrl}/api/categories`)).json()) as string[]
    const before = await categories(second!)
    expect(before).not.toContain('Precision')
    const etag = (await fetch(`${second!.baseUrl}/api/categories`)).headers.get('etag')

    const login = await fetch(`${first!.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_ADMIN),
    })
    const { access_token } = (await login.json()) as ApiAdminLogin
    const added = await fetch(`${first!.baseUrl}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ name: 'Precision', type: 'category' }),
    })
    expect(added.status).toBe(201)

    expect(await categories(second!)).toContain('Precision')
    const revalidated = await fetch(`${second!.baseUrl}/api/categories`, {
      headers: { 'if-none-match': etag! },
    })
    expect(revalidated.status).toBe(200)
    // A token from one process works on the other: sessions live in the database.
    const stats = await fetch(`${second!.baseUrl}/api/admin/dashboard/stats`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(stats.status).toBe(200)
  })
})

describe('what one process learns, the other knows', () => {
  const post = (app: Launched, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('a rendered page changed through one process is fresh on the other', async () => {
    const firearm = (await (await fetch(`${second!.baseUrl}/api/firearms`)).json()) as ApiFirearm[]
    const target = firearm[0]!
    const page = async () => (await fetch(`${second!.baseUrl}/product/${target.id}`)).text()
    expect(await page()).toContain(target.name)
    const admin = (await (
      await post(first!, '/api/auth/admin/login', DEFAULT_ADMIN)
    ).json()) as ApiAdminLogin
    const renamed = await fetch(`${first!.baseUrl}/api/admin/firearms/${target.id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.access_token}`,
      },
      body: JSON.stringify({ ...target, name: 'Renamed Across Processes' }),
    })
    expect(renamed.status).toBe(200)
    expect(await page()).toContain('Renamed Across Processes')
  })

  it('a sign-in pause earned on one process holds on the other, and lifting it there frees both', async () => {
    const username = SAMPLE_DEALERS[2]!.username
    const client = { 'x-forwarded-for': '203.0.113.88' }
    for (let i = 0; i < 5; i++)
      await post(first!, '/api/auth/dealer/login', { username, password: 'x' }, client)
    const right = { username, password: SAMPLE_DEALER_PASSWORD }
    expect((await post(second!, '/api/auth/dealer/login', right, client)).status).toBe(429)
    const admin = (await (
      await post(second!, '/api/auth/admin/login', DEFAULT_ADMIN)
    ).json()) as ApiAdminLogin
    const auth = { authorization: `Bearer ${admin.access_token}` }
    const dealers = (await (
      await fetch(`${second!.baseUrl}/api/admin/dealers`, { headers: auth })
    ).json()) as ApiAdminDealer[]
    const paused = dealers.find((d) => d.username === username)!
    expect(paused.locked).toBe(true)
    expect(
      (await post(second!, `/api/admin/dealers/${paused.id}/unlock`, undefined, auth)).status,
    ).toBe(200)
    expect((await post(first!, '/api/auth/dealer/login', right, client)).status).toBe(200)
  })
})

/** Login attempts from one client address, alternating between the given servers. */
async function loginStatuses(apps: Launched[], client: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${apps[i % apps.length]!.baseUrl}/api/auth/dealer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ username: `nobody-${i}`, password: 'whatever' }),
    })
    statuses.push(response.status)
  }
  return statuses
}

describe('rate limits across server processes', () => {
  it('are counted in the database, so two servers share them', async () => {
    // Each server alone would let 20 through; alternating, the 21st is refused.
    const statuses = await loginStatuses([first!, second!], '203.0.113.41', 21)
    expect(statuses).toEqual([...Array(20).fill(401), 429])
  })
})

describe('rate limits in Redis (REDIS_URL)', () => {
  let redisServer: ChildProcess | undefined
  let redisApp: Launched | undefined
  let redis: Redis | undefined

  beforeAll(async () => {
    const port = await freePort()
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: null })
    redis.on('error', () => {}) // refused until the server is up; ioredis keeps trying
    await redis.ping()
    redisApp = await launch({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } })
  }, 600_000)
  afterAll(async () => {
    await stop(redisApp)
    redis?.disconnect()
    redisServer?.kill('SIGTERM')
  })

  it('keeps the counters there instead of in PostgreSQL', async () => {
    const statuses = await loginStatuses([redisApp!], '203.0.113.42', 21)
    expect(statuses).toEqual([...Array(20).fill(401), 429])
    expect(Number(await redis!.get('door:login:203.0.113.42'))).toBe(21)
  })

  it('shows an admin the sign-in pauses kept there, and lifts them', async () => {
    const base = redisApp!.baseUrl
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const username = SAMPLE_DEALERS[1]!.username
    const client = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < 5; i++)
      await post('/api/auth/dealer/login', { username, password: 'x' }, client)
    const admin = (await (
      await post('/api/auth/admin/login', DEFAULT_ADMIN)
    ).json()) as ApiAdminLogin
    const auth = { authorization: `Bearer ${admin.access_token}` }
    const dealers = (await (
      await fetch(`${base}/api/admin/dealers`, { headers: auth })
    ).json()) as ApiAdminDealer[]
    const paused = dealers.find((d) => d.username === username)!
    expect(paused.locked).toBe(true)
    expect(dealers.filter((d) => d.locked)).toHaveLength(1)
    const unlocked = (await (
      await post(`/api/admin/dealers/${paused.id}/unlock`, undefined, auth)
    ).json()) as ApiAdminDealer
    expect(unlocked.locked).toBe(false)
    const login = await post(
      '/api/auth/dealer/login',
      { username, password: SAMPLE_DEALER_PASSWORD },
      client,
    )
    expect(login.status).toBe(200)
  })
})
