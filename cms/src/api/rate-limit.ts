import { ApiError } from './http'

/**
 * A fixed-window counter per client and purpose, in this process's memory: enough to stop a
 * script flooding one server. With several servers each keeps its own count (see
 * docs/decisions.md); a refused client is told when to retry and its form keeps its text.
 */
const windows = new Map<string, { start: number; count: number }>()
const MAX_TRACKED_CLIENTS = 10_000

export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'local'
}

export function enforceRateLimit(
  request: Request,
  purpose: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): void {
  const key = `${purpose}:${clientKey(request)}`
  const now = Date.now()
  const current = windows.get(key)
  if (!current || now - current.start >= windowMs) {
    // Forget finished windows now and then, so many one-off clients cannot grow the map forever.
    if (windows.size > MAX_TRACKED_CLIENTS) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
    }
    windows.set(key, { start: now, count: 1 })
    return
  }
  current.count += 1
  if (current.count > limit) {
    const seconds = Math.ceil((current.start + windowMs - now) / 1000)
    throw new ApiError(429, `Too many requests; please try again in ${seconds} seconds`)
  }
}
