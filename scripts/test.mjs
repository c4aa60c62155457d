// `npm test`: the test stages in order (`npm test -- cms e2e` runs some), all of them with a
// temporary folder of their own as TMPDIR. The run fails when a stage leaves anything there,
// and removes the folder either way, so /tmp is as it was (docs/decisions.md, "Tests leave
// nothing").
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const STAGES = ['contract', 'cms', 'web', 'e2e']
const stages = process.argv.length > 2 ? process.argv.slice(2) : STAGES
const unknown = stages.filter((stage) => !STAGES.includes(stage))
if (unknown.length > 0) {
  console.error(`[test] unknown stage ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`)
  process.exit(2)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sog-test-run-'))
// The embedded PostgreSQL runs as the `postgres` user when we are root: it must enter here.
fs.chmodSync(tmp, 0o755)
let code = 0
const took = []
for (const stage of stages) {
  const started = Date.now()
  const run = spawnSync('npm', ['run', 'test', '--workspace', stage], {
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: tmp },
  })
  code = run.status ?? 1
  took.push(`${stage} ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  if (code !== 0) break
}
// Each stage's time, to keep the suite's cost visible.
console.log(`[test] ${took.join(', ')}`)
// Caches the tools keep in the temporary folder (Node's module compile cache, tsx's transform
// cache tsx-<uid>, Playwright's playwright-transform-cache-<uid>) are not something a test
// made; they go with the folder.
const CACHE = /^(node-compile-cache|tsx-\d+|playwright-transform-cache-\d+)$/
const left = fs.readdirSync(tmp).filter((entry) => !CACHE.test(entry))
fs.rmSync(tmp, { recursive: true, force: true })
if (left.length > 0) {
  console.error(
    `[test] the tests left ${left.length} entries in the temporary folder: ${left.join(', ')}`,
  )
  code ||= 1
}
process.exit(code)
