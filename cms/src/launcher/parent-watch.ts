import { isAlive } from './is-alive'

/**
 * Loaded into every child the launcher starts (`node --import …/parent-watch.mjs`): when the
 * launcher is gone (killed with SIGKILL, so it could stop nobody), the child is re-parented,
 * and it stops itself within a second instead of running on without its owner (issue 32: Next
 * was left running after `kill -9` of the launcher; issue 33: a `payload generate:types` after
 * a failed start). SIGTERM lets it shut down as it would when the launcher stops it.
 */
// The launcher names itself (process.ts). A child whose parent is not it either lost it
// before this file ran (it is gone: stop) or is a grandchild that inherited this file with
// Node's options (Next's build workers: watch its own parent instead).
const named = Number(process.env.SOG_LAUNCHER_PID)
const parent = process.ppid

const stop = () => process.kill(process.pid, 'SIGTERM')
if (named && parent !== named && !isAlive(named)) stop()
setInterval(() => {
  if (process.ppid !== parent) stop()
}, 1000).unref()

export {}
