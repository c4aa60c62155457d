// npm run bench:web — against a running server (BASE_URL, default http://127.0.0.1:3000):
// Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) on /, a product and /dealers, printing each
// category's score and FCP, LCP, TBT and CLS, then the first-load JavaScript of / in gzip bytes
// (the starter its HTML names, the app it asks for and their static imports; beside it, every
// script Lighthouse saw the page load), each against issue 12's goal
// (docs/decisions/0085-goals-printed.md): performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05,
// the other categories 100, first-load JavaScript ≤ 150 KB gzip. Beside it, the floor: the first
// load of the fixed stack's libraries with an empty app, built here (web/build/stack-floor.ts).
// Printed, not asserted: the numbers move with the machine.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { buildStackFloor } from '../../web/build/stack-floor.ts'
import { firstLoadScripts } from '../support/first-load.ts'

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
// A folder to keep each run's full Lighthouse report in (JSON), to see what a number is made of.
const REPORTS = process.env.BENCH_REPORTS

const firearms = await fetch(`${BASE_URL}/api/firearms`)
if (!firearms.ok) throw new Error(`GET /api/firearms answered ${firearms.status} at ${BASE_URL}`)
const [product] = await firearms.json()
const pages = ['/', ...(product ? [`/product/${encodeURIComponent(product.id)}`] : []), '/dealers']

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const rows = []
// The scripts Lighthouse saw / load, the lazy ones asked for after hydration included.
const loadedScripts = new Set()
try {
  for (const page of pages) {
    for (let run = 0; run < RUNS; run++) {
      const measure = () =>
        lighthouse(`${BASE_URL}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      let result = await measure()
      // Chromium 156 sometimes gives Lighthouse a trace without the navigation's start on the
      // first run of a new address (NO_NAVSTART, no numbers at all): that run is made again.
      if (result.lhr.runtimeError?.code === 'NO_NAVSTART') {
        console.log(`${page}: Lighthouse found no navigation start; measuring again`)
        result = await measure()
      }
      const { categories, audits } = result.lhr
      if (page === '/') {
        for (const request of audits['network-requests']?.details?.items ?? []) {
          if (request.resourceType === 'Script' && request.url.startsWith(BASE_URL)) {
            loadedScripts.add(new URL(request.url).pathname)
          }
        }
      }
      if (REPORTS) {
        const name = `${page.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`
        writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr))
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
      const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN)
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        // Lighthouse's reason when it could not measure (a page too slow to paint, say).
        error: result.lhr.runtimeError?.code ?? '',
      })
    }
  }
} finally {
  await chrome.kill()
}
console.table(rows)

const GOALS = [
  ['performance', (row) => row.performance >= 90, '≥ 90'],
  ['accessibility', (row) => row.accessibility === 100, '100'],
  ['best-practices', (row) => row['best-practices'] === 100, '100'],
  ['seo', (row) => row.seo === 100, '100'],
  ['LCP ms', (row) => row['LCP ms'] <= 2500, '≤ 2500'],
  ['TBT ms', (row) => row['TBT ms'] <= 200, '≤ 200'],
  ['CLS', (row) => row.CLS <= 0.05, '≤ 0.05'],
]
const missed = []
for (const row of rows) {
  for (const [name, met, goal] of GOALS) {
    if (!met(row)) missed.push(`${row.page}: ${name} ${row[name]} (goal ${goal})`)
  }
}

const html = await (await fetch(`${BASE_URL}/`)).text()
const bodies = new Map()
const body = async (script) => {
  if (!bodies.has(script)) {
    bodies.set(script, Buffer.from(await (await fetch(new URL(script, BASE_URL))).arrayBuffer()))
  }
  return bodies.get(script)
}
// The starter the HTML names, the app it asks for and their static imports (support/first-load.ts).
const firstLoad = await firstLoadScripts(html, `${BASE_URL}/`, async (url) =>
  (await body(new URL(url).pathname)).toString(),
)
const gzipOf = async (scripts) => {
  let bytes = 0
  for (const script of scripts) bytes += gzipSync(await body(script)).length
  return bytes
}
const scripts = new Set(firstLoad)
const gzipBytes = await gzipOf(scripts)
const loaded = new Set([...scripts, ...loadedScripts])
console.log(
  `Every script / loaded in Lighthouse's run (lazy ones after hydration too): ${loaded.size} files, ${((await gzipOf(loaded)) / 1024).toFixed(1)} KB gzip`,
)
const JS_GOAL = 150 * 1024
console.log(
  `First-load JavaScript of /: ${scripts.size} files, ${gzipBytes} bytes gzip (${(gzipBytes / 1024).toFixed(1)} KB, goal ≤ 150 KB)`,
)
const floor = await buildStackFloor()
const floorBytes = floor.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
console.log(
  `Floor, the stack's libraries with an empty app (web/build/stack-floor): ${floor.length} files, ${floorBytes} bytes gzip (${(floorBytes / 1024).toFixed(1)} KB); the goal leaves ${((JS_GOAL - floorBytes) / 1024).toFixed(1)} KB for the site's own code, theme and texts (the site's take ${((gzipBytes - floorBytes) / 1024).toFixed(1)} KB)`,
)
if (gzipBytes > JS_GOAL)
  missed.push(`/: first-load JavaScript ${(gzipBytes / 1024).toFixed(1)} KB gzip (goal ≤ 150 KB)`)
console.log(missed.length ? `Goals not met:\n  ${missed.join('\n  ')}` : 'Every goal met.')
