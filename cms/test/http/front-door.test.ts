import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiFirearm } from '@sog/contract'
import { freePort } from '@/launcher/free-port'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'
import { expectMediaServed } from '../helpers/media-checks'
import { MB, heapAfterCollection, treeRss } from '../helpers/process-memory'

/**
 * The front door under abuse, against the launched product: slow clients, floods of unknown
 * paths, huge bodies, and input no route can use.
 */
let app: Launched | undefined
const url = (path: string) => `${app!.baseUrl}${path}`
const port = () => Number(new URL(app!.baseUrl).port)
let client = 0
/** A fresh client address per call, as a trusted load balancer would report it. */
const fresh = () => `198.19.${Math.floor(++client / 250) % 250}.${client % 250}`

const METRICS_TOKEN = 'metrics-token-for-tests'
let metricsPort = 0

beforeAll(async () => {
  metricsPort = await freePort()
  app = await launch({ env: { METRICS_TOKEN, METRICS_PORT: String(metricsPort) }, inspect: true })
}, 600_000)
afterAll(() => stop(app))

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await work()
  return { ms: performance.now() - started, value }
}

/** The three things users must always get: health, an admin login, the catalogue. */
async function essentials() {
  const health = await timed(() => fetch(url('/api/health')))
  const login = await timed(() =>
    fetch(url('/api/auth/admin/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
      body: JSON.stringify(DEFAULT_ADMIN),
    }),
  )
  const catalogue = await timed(() => fetch(url('/api/firearms')))
  const statuses = [health.value.status, login.value.status, catalogue.value.status]
  await Promise.all([health, login, catalogue].map((r) => r.value.arrayBuffer()))
  return { statuses, ms: [health.ms, login.ms, catalogue.ms] }
}

/** A client that sends the headers of a large body and then only its first byte. */
function slowBody(): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port(), '127.0.0.1', () => {
      socket.write(
        `POST /api/contact/submit HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: 1000000\r\n` +
          `X-Forwarded-For: ${fresh()}\r\n\r\n{`,
      )
      resolve(socket)
    })
    socket.on('error', () => {})
  })
}

describe('slow clients', () => {
  it('100 slow request bodies leave health, logins and the catalogue answering as fast as without them', async () => {
    // The unit: a sign-in (the slowest of the three) before the slow clients came, in this run.
    const before = await essentials()
    const unit = Math.max(...before.ms)
    const slow = await Promise.all(Array.from({ length: 100 }, slowBody))
    await new Promise((r) => setTimeout(r, 500))
    const during = await essentials()
    expect(during.statuses).toEqual([200, 200, 200])
    for (const ms of during.ms) expect(ms).toBeLessThan(10 * unit)
    for (const socket of slow) socket.destroy()
    const after = await essentials()
    expect(after.statuses).toEqual([200, 200, 200])
    for (const ms of after.ms) expect(ms).toBeLessThan(10 * unit)
    console.log(
      `slow clients: answers in ${during.ms.map(Math.round).join('/')} ms during, a sign-in ${Math.round(unit)} ms before`,
    )
  })
})

/** Samples of the server's memory over a few seconds after a burst of requests. */
async function memorySamples(count: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    await new Promise((r) => setTimeout(r, 600))
    samples.push(await treeRss(app!.process.pid!))
  }
  return samples
}

/**
 * The server's lowest memory after a burst, sampled until it is within `limit` of `before` or
 * 15 s have passed: its collectors give back what a burst left only once it is over, later on a
 * busy machine (once 55 MB above the baseline 3 s after it, in a CI run beside two other files);
 * memory kept for good never comes back, however long the wait.
 */
async function settledMemory(before: number, limit: number): Promise<number> {
  let lowest = Infinity
  for (let waited = 0; waited < 15_000 && lowest - before >= limit; waited += 600) {
    await new Promise((r) => setTimeout(r, 600))
    lowest = Math.min(lowest, await treeRss(app!.process.pid!))
  }
  return lowest
}

describe('memory', () => {
  /**
   * Unknown paths of every kind the front server answers itself: pages in several languages
   * (half of them: a page is planned, and rendered once, under its address), build files, media
   * (where the old per-path cache grew). Next's own 404s are left out: its heap swings by tens
   * of MB under such a flood whatever it keeps, which no threshold here could tell apart.
   */
  const KINDS = [
    ['/', ''],
    ['/assets/', '.js'],
    ['/de/', ''],
    ['/media/', '.jpg'],
    ['/it/', ''],
    ['/cms/api/media/file/', '.png'],
    ['/fr/', ''],
    ['/', '.png'],
  ] as const
  function unknownPath(i: number, filler: string): string {
    const [folder, suffix] = KINDS[i % KINDS.length]!
    return `${folder}${i}-${filler}${suffix}`
  }

  async function requestPaths(count: number, offset: number) {
    const filler = 'x'.repeat(10 * 1024)
    let next = 0
    const statuses = new Map<number, number>()
    async function worker() {
      while (next < count) {
        const i = offset + next++
        const path = unknownPath(i, filler)
        const response = await fetch(url(path))
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text = await response.text()
        if (response.status >= 500) console.log(`${response.status} ${path.slice(0, 40)}: ${text}`)
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
    return statuses
  }

  it('10,000 distinct 10 KB unknown paths: the front server keeps under 10 MB, the whole grows under 30 MB', async () => {
    // The warm-up stays small beside the 10,000: a cache bounded only by its number of entries
    // would fill up during a long one and hide (the page plans of old grew the server by 153 MB
    // here; the path cache before them by ~9 KB a path).
    for (let round = 0; round < 3; round++) await requestPaths(1000, round * 1000)
    // What the front server keeps, exactly: its heap after a full collection.
    const heapBefore = await heapAfterCollection(app!.output())
    // The whole server's memory (Next and the render worker too), whose collectors let it swing
    // by tens of MB under such a load: the baseline is the top of that swing.
    const before = Math.max(...(await memorySamples(3)))
    const statuses = await requestPaths(10_000, 1_000_000)
    const heapAfter = await heapAfterCollection(app!.output())
    const after = await settledMemory(before, 30 * MB)
    console.log(
      `unknown paths: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; ` +
        `the launcher's heap ${(heapBefore / MB).toFixed(1)} → ${(heapAfter / MB).toFixed(1)} MB, ` +
        `the whole server ${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB`,
    )
    for (const status of statuses.keys()) expect(status).toBeLessThan(500)
    expect(heapAfter - heapBefore).toBeLessThan(10 * MB)
    expect(after - before).toBeLessThan(30 * MB)
  }, 300_000)
})

/**
 * Sends a chunked body to `path`, 16 KB at a time, waiting up to a second for an answer after
 * each chunk; returns the status and how much had been sent when the answer came.
 */
function pacedBody(path: string, limit: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port(), '127.0.0.1')
    const chunk = Buffer.alloc(16 * 1024, 'a')
    let sent = 0
    let answer = ''
    let sentWhenAnswered = -1
    socket.on('error', () => {})
    socket.on('data', (data: Buffer) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent
      answer += data.toString('latin1')
    })
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        sent: sentWhenAnswered < 0 ? sent : sentWhenAnswered,
      }),
    )
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nX-Forwarded-For: ${fresh()}\r\n\r\n`,
    )
    const pump = async () => {
      while (sentWhenAnswered < 0 && sent < limit && !socket.destroyed) {
        socket.write(`${chunk.length.toString(16)}\r\n`)
        socket.write(chunk)
        socket.write('\r\n')
        sent += chunk.length
        const deadline = Date.now() + 1000
        while (sentWhenAnswered < 0 && Date.now() < deadline && !socket.destroyed)
          await new Promise((r) => setTimeout(r, 10))
      }
      socket.end()
    }
    void pump()
  })
}

/** Sends `total` bytes of chunked body as fast as the connection takes them. */
function floodBody(path: string, total: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port(), '127.0.0.1')
    const frame = Buffer.concat([
      Buffer.from(`${(1024 * 1024).toString(16)}\r\n`),
      Buffer.alloc(1024 * 1024, 'a'),
      Buffer.from('\r\n'),
    ])
    let sent = 0
    socket.on('error', () => {})
    socket.on('close', () => resolve())
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nX-Forwarded-For: ${fresh()}\r\n\r\n`,
    )
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += 1024 * 1024
        if (!socket.write(frame)) return void socket.once('drain', pump)
      }
      socket.end()
    }
    pump()
  })
}

describe('huge bodies', () => {
  it('a 100 MB body to a login is refused after at most 64 KB', async () => {
    for (const path of ['/api/auth/dealer/login', '/cms/api/admins/login']) {
      const { status, sent } = await pacedBody(path, 100 * MB)
      expect(status, path).toBe(413)
      expect(sent, path).toBeLessThanOrEqual(64 * 1024)
    }
    const declared = await fetch(url('/api/auth/admin/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * MB) },
      body: 'x',
      duplex: 'half',
    } as RequestInit).catch(() => null)
    // Refused on the declared length alone (or the connection cut), never read.
    if (declared) expect(declared.status).toBe(413)
  })

  it('four parallel 100 MB bodies grow the server by less than 20 MB', async () => {
    const before = Math.max(...(await memorySamples(3)))
    await Promise.all([
      floodBody('/api/auth/dealer/login', 100 * MB),
      floodBody('/api/auth/admin/login', 100 * MB),
      floodBody('/api/contact/submit', 100 * MB),
      floodBody('/cms/api/dealers/login', 100 * MB),
    ])
    const after = await settledMemory(before, 20 * MB)
    console.log(`huge bodies: memory ${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB`)
    expect(after - before).toBeLessThan(20 * MB)
    expect((await essentials()).statuses).toEqual([200, 200, 200])
  }, 120_000)

  it('a body over its route’s limit gets 413 with a detail, the anonymous included', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(40 * 1024) })
    for (const path of ['/api/contact/submit', '/api/admin/firearms', '/api/admin/dealers']) {
      const response = await fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
        body: path === '/api/contact/submit' ? big : big.repeat(2),
      })
      expect(response.status, path).toBe(413)
      // By code, with the limit: a screen says it in the visitor's language.
      const limit = path === '/api/contact/submit' ? 32 : 64
      expect(await response.json()).toEqual({
        detail: `Request body is too large (at most ${limit} KB here)`,
        code: 'bodyTooLarge',
        params: { size: `${limit} KB`, kilobytes: limit },
      })
    }
  })
})

describe('odd input', () => {
  const NUL_JSON = '{"username":"a\\u0000b","password":"x"}'
  const cases: [string, string, RequestInit?][] = [
    ['GET', '/%'],
    ['GET', '/api/%'],
    ['GET', '/api/firearms/%00'],
    ['GET', '/api/dealers/2147483648'],
    ['GET', '/media'],
    ['GET', '/media/%'],
    ['GET', '/media/no-such-file.jpg'],
    ['GET', '/media/a%0d%0ab'],
    ['GET', '/cms/api/firearms?page=-5'],
    ['GET', '/cms/api/firearms?limit=100000'],
    ['GET', '/cms/api/firearms?where[name][near]=1,2'],
    ['GET', '/cms/api/firearms?where[name][all]=x'],
    ['GET', '/cms/api/firearms?where=abc'],
    ['GET', '/cms/api/firearms?where[gallery.image][equals]=abc'],
    ['GET', '/cms/api/firearms?where[name][contains]=%00'],
    ['GET', '/cms/api/media/file/no-such-file.jpg'],
    ['POST', '/api/auth/dealer/login', { body: NUL_JSON }],
    ['POST', '/cms/api/admins/login', { body: NUL_JSON }],
    [
      'POST',
      '/api/contact/submit',
      {
        body: JSON.stringify({
          name: 'a\u0000b',
          email: 'a@example.com',
          subject: 's',
          message: 'm',
        }),
      },
    ],
    ['DELETE', '/catalog'],
  ]

  it.each(cases)('%s %s gets a 4xx with a detail, never a 5xx', async (method, path, init) => {
    const response = await fetch(url(path), {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
      ...init,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const body = (await response.json()) as { detail?: unknown }
    expect(typeof body.detail).toBe('string')
  })

  it('a missing media file is a 404, an existing one is served with validators and HEAD', async () => {
    expect((await fetch(url('/media/no-such-file.jpg'))).status).toBe(404)
    const firearms = (await (await fetch(url('/api/firearms'))).json()) as ApiFirearm[]
    const image = firearms.flatMap((f) => f.imageSet).find((i) => i.url.startsWith('/media/'))
    expect(image).toBeTruthy()
    await expectMediaServed(url(''), image!.url, image!.sizes[0]!.url)
  })
})

describe('cookies and proxies', () => {
  async function panelLogin(headers: Record<string, string>) {
    const response = await fetch(url('/cms/api/admins/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh(), ...headers },
      body: JSON.stringify({ username: DEFAULT_ADMIN.username, password: DEFAULT_ADMIN.password }),
    })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  }

  it('marks the session cookie Secure when the trusted proxy says https', async () => {
    expect(await panelLogin({ 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i)
    expect(await panelLogin({ 'x-forwarded-proto': 'http' })).not.toMatch(/;\s*Secure/i)
  })

  it('takes the client address the proxy appended, not one the client wrote', async () => {
    // The client writes its own "address" first; the proxy appends the real one.
    const attempt = (written: string) =>
      fetch(url('/api/auth/dealer/login'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `${written}, 203.0.113.200`,
        },
        body: JSON.stringify({ username: `nobody-${written}`, password: 'whatever' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await attempt(`10.0.${i}.1`)).status)
    expect(statuses.at(-1)).toBe(429)
  })
})

/** The server's log line for the request `id`, if written yet. */
const logLine = (id: string) =>
  app!
    .output()
    .split('\n')
    .find((l) => l.includes(`"${id}"`))

/**
 * The log line once written: the log is written after the answer, on a busy machine more than
 * 200 ms after it (CI run L5).
 */
async function loggedLine(id: string): Promise<string> {
  await expect.poll(() => logLine(id)).toBeTruthy()
  return logLine(id)!
}

describe('request log and metrics', () => {
  it('writes one JSON line per request with its id, which comes back in the answer', async () => {
    const id = `test-${Date.now()}`
    const response = await fetch(url('/api/firearms?token=secret-value'), {
      headers: { 'x-request-id': id },
    })
    expect(response.headers.get('x-request-id')).toBe(id)
    const own = await fetch(url('/api/health'))
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const line = await loggedLine(id)
    const entry = JSON.parse(line) as Record<string, unknown>
    expect(entry).toMatchObject({
      level: 'info',
      requestId: id,
      method: 'GET',
      path: '/api/firearms?token=%5Bredacted%5D',
      status: 200,
      user: 'anonymous',
    })
    expect(typeof entry.durationMs).toBe('number')
    expect(typeof entry.time).toBe('string')
    expect(line).not.toContain('secret-value')
  })

  it('never writes a raw line break a client sent', async () => {
    const id = `crlf-${Date.now()}`
    await fetch(url('/api/x%0D%0A{"level":"fatal"}'), { headers: { 'x-request-id': id } })
    await loggedLine(id)
    const lines = app!
      .output()
      .split('\n')
      .filter((l) => l.includes(id))
    expect(lines).toHaveLength(1)
    expect(() => JSON.parse(lines[0]!)).not.toThrow()
  })

  it('logs who the caller is', async () => {
    const login = await fetch(url('/api/auth/admin/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
      body: JSON.stringify(DEFAULT_ADMIN),
    })
    const { access_token } = (await login.json()) as ApiAdminLogin
    const id = `admin-${Date.now()}`
    await fetch(url('/api/admin/dashboard/stats'), {
      headers: { authorization: `Bearer ${access_token}`, 'x-request-id': id },
    })
    const line = await loggedLine(id)
    expect(JSON.parse(line)).toMatchObject({ user: 'admin', status: 200 })
  })
})

/** Prometheus text format: `name{labels} value` per sample, `#` lines for help and type. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line)
    if (!match) throw new Error(`not Prometheus text: ${line}`)
    samples.set(match[1]!, Number(match[2]))
  }
  return samples
}

describe('metrics', () => {
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(url('/metrics'), { headers })
    return { status: response.status, text: await response.text() }
  }
  const SERIES = 'sog_http_requests_total{route="api",method="GET",status="200"}'

  it('are Prometheus text behind a token, and count a request', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401)
    const before = parsePrometheus(
      (await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).text,
    )
    await (await fetch(url('/api/health'))).arrayBuffer()
    const first = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })
    expect(first.status).toBe(200)
    const after = parsePrometheus(first.text)
    expect(after.get(SERIES)).toBe((before.get(SERIES) ?? 0) + 1)
    for (const name of [
      'sog_http_request_duration_seconds_count{route="api",method="GET"}',
      'sog_db_pool_connections{state="total"}',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(after.has(name), name).toBe(true)
    // The public cache reports hits once a catalogue read comes from memory.
    await (await fetch(url('/api/categories'))).arrayBuffer()
    await (await fetch(url('/api/categories'))).arrayBuffer()
    const cache = parsePrometheus((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).text)
    expect(cache.get('sog_public_cache_lookups_total{result="hit"}')).toBeGreaterThan(0)
  })

  it('are served without a token on the internal metrics port only', async () => {
    const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(internal.status).toBe(200)
    expect(parsePrometheus(await internal.text()).has(SERIES)).toBe(true)
  })
})
