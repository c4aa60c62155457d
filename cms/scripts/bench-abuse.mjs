// npm run bench:abuse — what the hostile loads of issue 32 cost a running server (BASE_URL,
// default http://127.0.0.1:3000, started with TRUST_PROXY=true so each request may name its
// own client; SERVER_PID, the launcher's pid, for its memory: found from the port when unset):
// 1. memory after 32,000 distinct catalogue searches (the public cache's budget is 64 MB);
// 2. memory while 200 connections announce a 4 MB stock CSV without signing in;
// 3. memory while 8 connections announce 50 MB firearm saves with a signed-out token;
// 4. a kept page's median time alone and during a flood of made-up addresses and hosts.
// Memory is the private resident memory of the launcher and its children (Next, PostgreSQL).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import { Pool } from 'undici'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const { hostname, port } = new URL(BASE_URL)
const MB = 1024 * 1024
let clients = 0
const fresh = () => `198.19.${Math.floor(++clients / 250) % 250}.${clients % 250}`

function serverPid() {
  if (process.env.SERVER_PID) return Number(process.env.SERVER_PID)
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`nothing listens on port ${port}; set SERVER_PID`)
  return Number(pid)
}

async function children(pid) {
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => [])
  const lists = await Promise.all(
    tasks.map((t) => fs.readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')),
  )
  return lists.flatMap((text) => text.split(' ').filter(Boolean).map(Number))
}

async function treeMemory(pid) {
  let total = 0
  const queue = [pid]
  while (queue.length > 0) {
    const next = queue.shift()
    const status = await fs.readFile(`/proc/${next}/status`, 'utf8').catch(() => '')
    total += Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
    queue.push(...(await children(next)))
  }
  return total
}

const pid = serverPid()
const memory = async () => (await treeMemory(pid)) / MB
const settle = () => new Promise((r) => setTimeout(r, 3000))

async function distinctSearches(count) {
  const pool = new Pool(BASE_URL, { connections: 16 })
  let next = 0
  async function worker() {
    while (next < count) {
      const i = next++
      const { body } = await pool.request({
        path: `/api/firearms?search=${i}-${Math.random().toString(36).slice(2, 8)}`,
        method: 'GET',
        headers: { 'x-forwarded-for': fresh() },
      })
      await body.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  await pool.close()
}

/** Opens `count` connections that each announce `bytes` and send their first 64 KB. */
async function announce(count, path, bytes, headers = {}) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const socket = net.connect(Number(port), hostname, () => {
            const head = [
              `POST ${path} HTTP/1.1`,
              `Host: ${hostname}`,
              'Content-Type: application/json',
              `Content-Length: ${bytes}`,
              `X-Forwarded-For: ${fresh()}`,
              ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
            ]
            socket.write(`${head.join('\r\n')}\r\n\r\n{"x":"${'a'.repeat(64 * 1024)}`)
            resolve(socket)
          })
          socket.on('error', () => {})
        }),
    ),
  )
  await settle()
  const during = await memory()
  for (const socket of sockets) socket.destroy()
  return during
}

async function median(path, count, headers = {}) {
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(`${BASE_URL}${path}`, {
      headers: { 'accept-encoding': 'gzip', ...headers },
    })
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

const row = (name, value) => console.log(`${name.padEnd(58)} ${value}`)

// 1.
let before = await memory()
await distinctSearches(Number(process.env.BENCH_SEARCHES ?? 32_000))
await settle()
row(
  '32,000 distinct searches: memory (MB)',
  `${before.toFixed(0)} → ${(await memory()).toFixed(0)}`,
)

// 2.
before = await memory()
row(
  '200 × 4 MB stock CSVs, not signed in: memory (MB)',
  `${before.toFixed(0)} → ${(await announce(200, '/api/inventory/dealer/1/csv', 4 * MB)).toFixed(0)}`,
)

// 3.
const login = await fetch(`${BASE_URL}/api/auth/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh() },
  body: JSON.stringify({
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: process.env.ADMIN_PASSWORD ?? 'admin123',
  }),
})
const { access_token: token } = await login.json()
await fetch(`${BASE_URL}/api/auth/admin/logout`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
})
before = await memory()
row(
  '8 × 50 MB saves, signed-out token: memory (MB)',
  `${before.toFixed(0)} → ${(await announce(8, '/api/admin/firearms', 50 * MB, { Authorization: `Bearer ${token}` })).toFixed(0)}`,
)

// 4.
await median('/', 5)
const alone = await median('/', 40)
let flooding = true
let sent = 0
const flood = async () => {
  while (flooding) {
    const q = Math.random().toString(36).slice(2)
    const response = await fetch(`${BASE_URL}${sent % 2 ? `/?q=${q}` : `/catalog?search=${q}`}`, {
      headers: { host: `${q}.example.com`, 'x-forwarded-for': fresh(), 'accept-encoding': 'gzip' },
    })
    await response.arrayBuffer()
    sent += 1
  }
}
const floods = Array.from({ length: 16 }, flood)
await new Promise((r) => setTimeout(r, 1000))
const during = await median('/', 40)
flooding = false
await Promise.all(floods)
row(
  'kept page /, median ms: alone → during a flood (16 connections)',
  `${alone.toFixed(1)} → ${during.toFixed(1)} (${sent} made-up addresses)`,
)
