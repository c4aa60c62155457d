type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task of the browser's event loop, so it can paint and answer input in
 * between: `scheduler.yield()` where the browser has it (its continuation comes before other
 * queued work), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
