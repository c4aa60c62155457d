// `npm test`: the test stages in order (`npm test -- cms e2e` runs some), all of them with a
// temporary folder of their own as TMPDIR. Every stage runs whatever the ones before it did,
// and the run ends with each stage's outcome, time and failed tests, failing if any failed
// (issue 33). The run also fails when a stage leaves anything in its folder, which is removed
// either way, so /tmp is as it was (docs/decisions/0080-tests-leave-nothing.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import { machineReading, processorUse } from './machine.mjs'

const STAGES = ['contract', 'cms', 'web', 'e2e']
const stages = process.argv.length > 2 ? process.argv.slice(2) : STAGES
const unknown = stages.filter((stage) => !STAGES.includes(stage))
if (unknown.length > 0) {
  console.error(`[test] unknown stage ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`)
  process.exit(2)
}

// Where root keeps embedded clusters the postgres user could not have in the tests' folders
// (cms/src/launcher/postgres/cluster.ts): whatever a run adds there must be gone at its end.
const SYSTEM_CLUSTERS = '/var/lib/sog'
const clusters = () =>
  new Set(fs.existsSync(SYSTEM_CLUSTERS) ? fs.readdirSync(SYSTEM_CLUSTERS) : [])
const clustersBefore = clusters()

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sog-test-run-'))
// The embedded PostgreSQL runs as the `postgres` user when we are root: it must enter here.
fs.chmodSync(tmp, 0o755)
// A failing test's own lines: Vitest's "FAIL  file > test" and "× test", Playwright's "✘ …".
// CI keeps only the end of a run's output, which is the browser stage's; the summary repeats
// each stage's failures there, so a failed run names its test.
const FAILURE = /^\s*(FAIL\s|×|✘)/
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')
const MAX_FAILURE_LINES = 20

/** Runs one stage's tests, passing their output through; resolves to its exit code and failures. */
function runStage(stage) {
  const child = spawn('npm', ['run', 'test', '--workspace', stage], {
    stdio: ['inherit', 'pipe', 'pipe'],
    // The tools colour their output only for a terminal; they keep doing so through the pipe.
    env: { ...process.env, TMPDIR: tmp, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  })
  const failures = new Set()
  const watch = (from, to) => {
    from.pipe(to, { end: false })
    readline.createInterface({ input: from }).on('line', (line) => {
      const plain = line.replace(ANSI, '').trimEnd()
      if (FAILURE.test(plain) && failures.size < MAX_FAILURE_LINES) failures.add(plain.trim())
    })
  }
  watch(child.stdout, process.stdout)
  watch(child.stderr, process.stderr)
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, failures: [...failures] })),
  )
}

const outcomes = []
console.log(`[test] the machine before: ${machineReading()}`)
for (const stage of stages) {
  const started = Date.now()
  const before = processorUse()
  const run = await runStage(stage)
  const after = processorUse()
  outcomes.push({
    stage,
    passed: run.code === 0,
    failures: run.failures,
    minutes: ((Date.now() - started) / 60_000).toFixed(1),
    // The whole machine's, on Linux: what the stage cost its two cores, and its page faults.
    use:
      before && after
        ? `, ${(after.seconds - before.seconds).toFixed(0)} processor-s, ` +
          `${((after.faults - before.faults) / 1e6).toFixed(1)} M page faults`
        : '',
  })
}
console.log(`[test] the machine after: ${machineReading()}`)
// Each stage's outcome, time and processor use, to keep the suite's cost visible.
for (const { stage, passed, minutes, use, failures } of outcomes) {
  console.log(`[test] ${stage.padEnd(8)} ${passed ? 'passed' : 'FAILED'}  ${minutes} min${use}`)
  for (const failure of failures) console.log(`[test]          ${failure}`)
}
const failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.stage)
let code = failed.length > 0 ? 1 : 0
if (failed.length > 0) console.error(`[test] failed: ${failed.join(', ')}`)
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
const leaked = [...clusters()].filter((entry) => !clustersBefore.has(entry))
if (leaked.length > 0) {
  console.error(`[test] the tests left clusters in ${SYSTEM_CLUSTERS}: ${leaked.join(', ')}`)
  code ||= 1
}
process.exit(code)
