import type { ChildProcess } from 'node:child_process'
import readline from 'node:readline'

const NEXT_NOTICE = /^\s*✓ Running next\.config/

/**
 * Next's start-up banner names its private port, which is no address for people (the front
 * server owns the public one): its standard output up to "Ready" is held back, and shown only
 * if Next stops before it is ready. Everything after, Payload's log lines included, passes
 * through. Resolves once Next is ready.
 */
export function whenNextReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let ready = false
    const banner: string[] = []
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      // Next reports loading its config after "Ready" too; it says nothing anyone acts on.
      if (NEXT_NOTICE.test(line)) return
      if (ready) return void process.stdout.write(`${line}\n`)
      banner.push(line)
      if (/\bReady in\b/.test(line)) {
        ready = true
        resolve()
      }
    })
    child.once('exit', (code) => {
      if (ready) return
      process.stdout.write(banner.map((line) => `${line}\n`).join(''))
      reject(new Error(`Next exited with ${code} before it was ready`))
    })
  })
}
