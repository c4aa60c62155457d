import { Transform, type Readable } from 'node:stream'

import type { UserKind } from './identity'
import { MAX_INLINE_IMAGES_PER_SAVE, ROUTE_CLASSES, type RouteClass } from './route-classes'

/** A client that sends nothing for this long while its body is due is cut off. */
export const IDLE_BODY_MS = 15_000

export class FrontError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export function bodyLimitFor(routeClass: RouteClass, user: UserKind): number {
  const staff = user === 'admin' || user === 'editor'
  return staff && routeClass.staffBodyLimit ? routeClass.staffBodyLimit : routeClass.bodyLimit
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`
}

export function tooLarge(routeClass: RouteClass, limit: number): FrontError {
  if (routeClass === ROUTE_CLASSES.firearmWrite && limit === routeClass.staffBodyLimit) {
    return new FrontError(
      413,
      `Request body is too large: one save may carry at most ${MAX_INLINE_IMAGES_PER_SAVE} new images of 5 MB each`,
    )
  }
  if (limit === 0) return new FrontError(413, 'This address takes no request body')
  return new FrontError(413, `Request body is too large (at most ${kilobytes(limit)} here)`)
}

/**
 * Passes a request body on while counting it: past `limit` bytes, after `IDLE_BODY_MS` without
 * a byte, or once `deadlineMs` have passed, the stream fails (413 or 408) and nothing more is
 * read. Fastify's own parser then holds at most `limit` bytes.
 */
export function limitedBody(
  source: Readable,
  limit: number,
  deadlineMs: number,
  overLimit: FrontError,
): Readable {
  let received = 0
  const fail = (error: Error) => body.destroy(error)
  const idle = setTimeout(
    () => fail(new FrontError(408, 'The request body stopped arriving')),
    IDLE_BODY_MS,
  )
  const deadline = setTimeout(
    () => fail(new FrontError(408, 'The request body did not arrive in time')),
    deadlineMs,
  )
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      if (received > limit) return callback(overLimit)
      idle.refresh()
      callback(null, chunk)
    },
  })
  const stop = () => {
    clearTimeout(idle)
    clearTimeout(deadline)
  }
  body.once('end', stop)
  body.once('close', stop)
  source.once('error', fail)
  source.pipe(body)
  return body
}
