// What the machine gives a test run, read in two seconds (docs/decisions/0188-machine-reading.md).
// The same tests took 10.6 min one day and 30.9 another while a loop of additions moved by 14 %.
// Beside the loop, which stays in one core, the reading takes the first touch of new memory,
// which every new process, worker and heap pays, and a Node start. `npm test` prints it before
// and after its stages, with each stage's processor time and page faults; `npm run
// bench:machine` prints it alone.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

const msSince = (started) => Number(process.hrtime.bigint() - started) / 1e6

/** Best of three loops of 10⁸ additions, in ms: one core's speed on work that stays in it. */
function loopMs() {
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const started = process.hrtime.bigint()
    let sum = 0
    for (let i = 0; i < 1e8; i++) sum += i
    if (sum < 0) throw new Error('unreachable')
    best = Math.min(best, msSince(started))
  }
  return best
}

// A fresh process writes one byte in every page of 256 MiB it has just allocated, then again.
const TOUCH = `
const size = 256 * 1024 * 1024
const buffer = Buffer.allocUnsafeSlow(size)
const pass = (value) => {
  const started = process.hrtime.bigint()
  for (let i = 0; i < size; i += 4096) buffer[i] = value
  return Number(process.hrtime.bigint() - started) / 1e6
}
console.log(JSON.stringify([pass(1), pass(2)]))
`

/** The time to first-touch a GiB of new memory, and to write the same pages again, in ms. */
function memoryMs() {
  const [fresh, again] = JSON.parse(
    execFileSync(process.execPath, ['-e', TOUCH], { encoding: 'utf8' }),
  )
  return { fresh: fresh * 4, again: again * 4 }
}

/** The median time to start and end `node -e 0`, in ms. */
function nodeStartMs() {
  const times = []
  for (let round = 0; round < 5; round++) {
    const started = process.hrtime.bigint()
    execFileSync(process.execPath, ['-e', '0'])
    times.push(msSince(started))
  }
  return times.sort((a, b) => a - b)[2]
}

export function machineReading() {
  const memory = memoryMs()
  return (
    `loop ${loopMs().toFixed(0)} ms, a GiB of new memory ${(memory.fresh / 1000).toFixed(2)} s ` +
    `(the same pages again ${memory.again.toFixed(0)} ms), node -e 0 ${nodeStartMs().toFixed(0)} ms`
  )
}

// /proc/stat counts in USER_HZ, 100 on every Linux architecture Node runs on.
const CLOCK_TICKS = 100

/**
 * The whole machine's busy processor time (user, nice, system, interrupts, steal) in seconds and
 * its page faults so far, from Linux's counters; null where they cannot be read.
 */
export function processorUse() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1)
    const [user, nice, system, , , irq, softirq, steal] = cpu.map(Number)
    const faults = /^pgfault (\d+)$/m.exec(fs.readFileSync('/proc/vmstat', 'utf8'))
    if (!faults) return null
    return {
      seconds: (user + nice + system + irq + softirq + steal) / CLOCK_TICKS,
      faults: Number(faults[1]),
    }
  } catch {
    return null
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(`[machine] ${machineReading()}`)
