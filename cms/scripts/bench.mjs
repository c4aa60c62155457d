// npm run bench — against a running server (BASE_URL, default http://127.0.0.1:3000):
// requests per second of GET /api/firearms (or BENCH_PATH, e.g. / for a rendered page) with 32
// connections, beside the same response bytes served from memory by a bare node:http server,
// and the ratio of the two.
import http from 'node:http'
import { Pool } from 'undici'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PATH = process.env.BENCH_PATH ?? '/api/firearms'

async function load(origin) {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 })
  const latencies = []
  let errors = 0
  const deadline = Date.now() + SECONDS * 1000
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now()
      try {
        const { statusCode, body } = await pool.request({ path: PATH, method: 'GET' })
        await body.arrayBuffer()
        if (statusCode !== 200) errors += 1
        latencies.push(performance.now() - started)
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  await pool.close()
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors }
}

const sample = await fetch(`${BASE_URL}${PATH}`)
if (!sample.ok)
  throw new Error(`GET ${PATH} answered ${sample.status}; is the server running at ${BASE_URL}?`)
const bytes = Buffer.from(await sample.arrayBuffer())

const bare = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': sample.headers.get('content-type') ?? 'application/json; charset=utf-8',
    'content-length': bytes.length,
  })
  res.end(bytes)
})
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
const bareOrigin = `http://127.0.0.1:${bare.address().port}`

console.log(`GET ${PATH}: ${bytes.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s each`)
const ours = await load(BASE_URL)
const baseline = await load(bareOrigin)
bare.close()
const row = (name, r) =>
  `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   errors ${r.errors}`
console.log(row('this server', ours))
console.log(row('bare node:http', baseline))
console.log(`ratio                  ${(ours.rps / baseline.rps).toFixed(2)} (goal ≥ 0.50)`)
