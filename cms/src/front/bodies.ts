import { refusal, type FrontClass } from '@sog/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { frontClassOf } from './front-class'
import { bodyProblem } from './hygiene'
import type { Identity } from './identity'
import { refuse, type Refusal } from './refuse'

/**
 * Request bodies (issue 32): Fastify reads them (its own parser, bounded by each route's
 * `bodyLimit`: the largest its class allows anyone); this plugin decides, before a byte is
 * read, whether this request may send what it announces: a body only where the class takes
 * one, of a media type the class reads, no larger than the class allows this caller. A large
 * allowance needs a live session, checked in the database (identity.ts), not a token's
 * signature. A body of unknown length (chunked) is read only where the parser's bound is the
 * caller's own; elsewhere it must say its length (411). Whatever is refused is answered at once
 * and the connection closed, the body unread. While a body arrives, the client may pause at
 * most IDLE_BODY_MS, and must finish within its class's deadline, or the connection is cut.
 */
export const IDLE_BODY_MS = 15_000
/** Fastify's `connectionTimeout`, restored on the socket once a body has arrived. */
export const CONNECTION_TIMEOUT_MS = 120_000

const BODYLESS = new Set(['GET', 'HEAD'])

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`
}

/**
 * A body over its route's limit: past a session's allowance, as its class says it (too many new
 * images, an image over 5 MB); else the limit (docs/decisions/0197-every-refusal-coded.md).
 */
export function tooLarge(frontClass: FrontClass, limit: number): Refusal {
  const over = frontClass.sessionBodyLimit?.over
  if (over && limit > frontClass.bodyLimit) return { status: 413, ...over }
  return {
    status: 413,
    ...refusal('bodyTooLarge', { size: kilobytes(limit), kilobytes: Math.round(limit / 1024) }),
  }
}

/** `Content-Type`'s media type, lower case, without parameters ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase()
}

/** Why this request may not send its body, or null when it may. */
async function bodyRefusal(
  request: FastifyRequest,
  identity: Identity,
  declared: number | null,
): Promise<Refusal | null> {
  const frontClass = frontClassOf(request)
  if (BODYLESS.has(request.method) || frontClass.bodyTypes.length === 0)
    return { status: 400, detail: 'This request takes no body' }
  const type = mediaType(request.headers['content-type'])
  if (!frontClass.bodyTypes.includes(type))
    return {
      status: 415,
      detail: `Content-Type must be ${frontClass.bodyTypes.join(' or ')} here`,
    }
  if (declared !== null && declared <= frontClass.bodyLimit) return null
  const allowance = frontClass.sessionBodyLimit
  // The parser's bound is this class's only limit: it holds a chunked body too.
  if (!allowance) return declared === null ? null : tooLarge(frontClass, frontClass.bodyLimit)
  const kind = await identity.liveKind(request.headers).catch(() => null)
  if (kind === null)
    return {
      status: 503,
      detail: 'Your session cannot be checked right now; please try again shortly',
      retryAfterSeconds: 5,
    }
  if (kind === 'ended')
    return { status: 401, detail: 'Your session has ended; please sign in again' }
  const entitled =
    allowance.who === 'staff' ? kind === 'admin' || kind === 'editor' : kind !== 'anonymous'
  if (!entitled) {
    return declared === null
      ? { status: 411, detail: 'Content-Length is required for a body here' }
      : tooLarge(frontClass, frontClass.bodyLimit)
  }
  if (declared !== null && declared > allowance.limit) return tooLarge(frontClass, allowance.limit)
  return null
}

/** Cuts a body that pauses too long or takes longer than its class allows. */
function watchBody(request: FastifyRequest) {
  const { socket } = request.raw
  socket.setTimeout(IDLE_BODY_MS)
  const deadline = setTimeout(() => {
    request.log.info({ path: request.url }, 'request body past its deadline; connection cut')
    request.raw.destroy()
  }, frontClassOf(request).bodyDeadlineMs)
  const arrived = () => {
    clearTimeout(deadline)
    if (!socket.destroyed) socket.setTimeout(CONNECTION_TIMEOUT_MS)
  }
  request.raw.once('end', arrived)
  request.raw.once('close', arrived)
}

function refuseUnread(request: FastifyRequest, reply: FastifyReply, refused: Refusal) {
  reply.header('connection', 'close')
  return refuse(request, reply, refused)
}

export const bodiesPlugin = fp<{ identity: Identity }>(async (app, { identity }) => {
  app.removeAllContentTypeParsers()
  // Bodies go on byte for byte, with their own type; the class decided which types come in.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  app.addHook('onRequest', async (request, reply) => {
    const length = request.headers['content-length']
    const declared = length === undefined ? null : Number(length)
    const chunked = request.headers['transfer-encoding'] !== undefined
    if (!chunked && (declared === null || declared === 0)) return
    const refusal = await bodyRefusal(request, identity, chunked ? null : declared)
    if (refusal) return refuseUnread(request, reply, refusal)
    watchBody(request)
  })
  app.addHook('preValidation', async (request, reply) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) return
    const problem = await bodyProblem(request.body, request.headers['content-type'])
    if (problem) return refuse(request, reply, problem)
  })
})
