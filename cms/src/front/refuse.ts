import { refusal, type CodedRefusal } from '@sog/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { sayInPanel } from '@/i18n/refusals'
import { panelLanguageOf } from './panel-language'

/**
 * The front's own refusals: `{detail}` everywhere, as the /api contract words them, with the
 * code and parameters of one a person can meet, which the site's screens say in the visitor's
 * language (docs/decisions/0197-every-refusal-coded.md). Payload's panel reads
 * `errors[].message`, so answers under /cms carry both, said in the panel's language. Never
 * cached.
 */
export type Refusal = {
  status: number
  detail: string
  retryAfterSeconds?: number
} & Partial<Pick<CodedRefusal, 'code' | 'params'>>

const JSON_TYPE = 'application/json; charset=utf-8'

/** The application server's pool is full, or this client's share of it is in use. */
export const SERVER_BUSY = { status: 503, ...refusal('serverBusy') }
export const TOO_MANY_AT_ONCE = { status: 429, ...refusal('tooManyAtOnce') }

/**
 * How a route answers its refusals when a browser's page, not a script, waits for the answer:
 * the posted contact form's page is rendered again with the text kept and why
 * (posted-forms.ts), whichever part of the front refused it (its door, its body).
 */
export type RefusalPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
) => Promise<FastifyReply>

declare module 'fastify' {
  interface FastifyContextConfig {
    refusedAsPage?: RefusalPage
  }
}

export function refuse(request: FastifyRequest, reply: FastifyReply, refused: Refusal) {
  const page = request.routeOptions.config.refusedAsPage
  return page ? page(request, reply, refused) : refuseWithJson(request, reply, refused)
}

/** The refusal as `{detail}`, whatever the route answers otherwise. */
export function refuseWithJson(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, detail, retryAfterSeconds, code, params }: Refusal,
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
  let body
  if (request.url.startsWith('/cms')) {
    const message = sayInPanel({ code, params }, panelLanguageOf(request.headers)) ?? detail
    body = { detail: message, errors: [{ message }] }
  } else body = code ? { detail, code, params } : { detail }
  return reply.code(status).type(JSON_TYPE).header('cache-control', 'no-store').send(body)
}
