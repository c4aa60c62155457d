import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The front's own refusals: `{detail}` everywhere, as the /api contract words them; Payload's
 * panel reads `errors[].message`, so answers under /cms carry both. Never cached.
 */
export type Refusal = { status: number; detail: string; retryAfterSeconds?: number }

const JSON_TYPE = 'application/json; charset=utf-8'

export function refuse(
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
