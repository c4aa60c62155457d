import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The front's own refusals: `{detail}` everywhere, as the /api contract words them; Payload's
 * panel reads `errors[].message`, so answers under /cms carry both. Never cached.
 */
export type Refusal = { status: number; detail: string; retryAfterSeconds?: number }

const JSON_TYPE = 'application/json; charset=utf-8'

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

export function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const page = request.routeOptions.config.refusedAsPage
  return page ? page(request, reply, refusal) : refuseWithJson(request, reply, refusal)
}

/** The refusal as `{detail}`, whatever the route answers otherwise. */
export function refuseWithJson(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, detail, retryAfterSeconds }: Refusal,
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
  const body = request.url.startsWith('/cms')
    ? { detail, errors: [{ message: detail }] }
    : { detail }
  return reply.code(status).type(JSON_TYPE).header('cache-control', 'no-store').send(body)
}
