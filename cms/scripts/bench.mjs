// npm run bench — against a running server (BASE_URL, default http://127.0.0.1:3000), with 32
// connections for BENCH_SECONDS each:
// 1. requests per second of GET /api/firearms (or BENCH_PATH) beside the same response bytes
//    served from memory by a bare node:http server, and the ratio of the two (goal ≥ 0.50);
// 2. requests per second of a rendered page from the cache (BENCH_PAGE, default /) beside the
//    cached /api/firearms, both asked as a browser asks (Accept-Encoding: gzip, so each is
//    sent in the gzip form the cache keeps), and the ratio of the two (goal ≥ 0.50, issue 12;
//    docs/decisions/0085-goals-printed.md).
import http from 'node:http'
import { Pool } from 'undici'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PATH = process.env.BENCH_PATH ?? '/api/firearms'
const PAGE = process.env.BENCH_PAGE ?? '/'
const GZIP = { 'accept-encoding': 'gzip' }
const WARM_UP = 2

async function load(origin, path, headers = {}, seconds = SECONDS) {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 })
  const latencies = []
  let errors = 0
  const deadline = Date.now() + seconds * 1000
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now()
      try {
        const { statusCode, body } = await pool.request({ path, method: 'GET', headers })
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
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors }
}

/** The answer's bytes as sent (gzip when asked), checked to be a 200. */
async function sample(path, headers = {}) {
  const pool = new Pool(BASE_URL, { connections: 1 })
  const { statusCode, headers: got, body } = await pool.request({ path, method: 'GET', headers })
  const bytes = Buffer.from(await body.arrayBuffer())
  await pool.close()
  if (statusCode !== 200)
    throw new Error(`GET ${path} answered ${statusCode}; is the server running at ${BASE_URL}?`)
  return { bytes, type: got['content-type'], encoding: got['content-encoding'] ?? 'identity' }
}

const row = (name, r) =>
  `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   errors ${r.errors}`

// 1. The cached /api answer against a bare server sending the same bytes.
const api = await sample(PATH)
const bare = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': api.type ?? 'application/json; charset=utf-8',
    'content-length': api.bytes.length,
  })
  res.end(api.bytes)
})
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
const bareOrigin = `http://127.0.0.1:${bare.address().port}`

console.log(`GET ${PATH}: ${api.bytes.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s each`)
// Both warmed first, as the pages are below: a server just started otherwise pays for its JIT
// in the measured seconds (0.48 on a first run, then 0.59 and 0.68 on the same server).
await load(BASE_URL, PATH, {}, WARM_UP)
await load(bareOrigin, PATH, {}, WARM_UP)
const ours = await load(BASE_URL, PATH)
const baseline = await load(bareOrigin, PATH)
bare.close()
console.log(row('this server', ours))
console.log(row('bare node:http', baseline))
console.log(`ratio                        ${(ours.rps / baseline.rps).toFixed(2)} (goal ≥ 0.50)`)

// 2. A rendered page from the cache against the cached /api answer, both as a browser asks.
const page = await sample(PAGE, GZIP)
const apiGzip = await sample(PATH, GZIP)
console.log(
  `\nGET ${PAGE} (${page.bytes.length} bytes ${page.encoding}) beside GET ${PATH} (${apiGzip.bytes.length} bytes ${apiGzip.encoding})`,
)
// Both warmed first and then measured in turns, twice each: whichever runs first otherwise
// pays for the JIT and the pool's connections (the same page against itself measured 0.64).
await load(BASE_URL, PAGE, GZIP, WARM_UP)
await load(BASE_URL, PATH, GZIP, WARM_UP)
const turns = { rendered: [], api: [] }
for (let turn = 0; turn < 2; turn++) {
  turns.rendered.push(await load(BASE_URL, PAGE, GZIP, SECONDS / 2))
  turns.api.push(await load(BASE_URL, PATH, GZIP, SECONDS / 2))
}
const combined = ([a, b]) => ({
  rps: (a.rps + b.rps) / 2,
  p50: (a.p50 + b.p50) / 2,
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
})
const rendered = combined(turns.rendered)
const cachedApi = combined(turns.api)
console.log(row(`rendered ${PAGE}`, rendered))
console.log(row(`cached ${PATH}`, cachedApi))
console.log(
  `ratio                        ${(rendered.rps / cachedApi.rps).toFixed(2)} (goal ≥ 0.50)`,
)
