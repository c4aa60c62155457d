/**
 * Loaded into every child the launcher starts (`node --import …/parent-watch.mjs`): when the
 * launcher is gone (killed with SIGKILL, so it could stop nobody), the child is re-parented,
 * and it stops itself within a second instead of running on without its owner (issue 32: Next
 * was left running after `kill -9` of the launcher; issue 33: a `payload generate:types` after
 * a failed start). SIGTERM lets it shut down as it would when the launcher stops it.
 */
const launcher = process.ppid

setInterval(() => {
  if (process.ppid !== launcher) process.kill(process.pid, 'SIGTERM')
}, 1000).unref()
