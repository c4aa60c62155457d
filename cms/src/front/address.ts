import fp from 'fastify-plugin'
import type { IncomingMessage } from 'node:http'

import { payloadQueryProblem } from './hygiene'
import { normalPath } from './normal-path'
import { refuse } from './refuse'

/**
 * The address of every request, settled before anything looks at it (issue 32): the router
 * sees the one spelling `normalPath` gives (Fastify's `rewriteUrl`, which runs before
 * routing), so every door, route class, cache key and the application server behind the
 * front see the same path. An address it refuses is answered 400 by the first hook, as are
 * Payload queries no route may ask (hygiene.ts).
 */
const refusedAddresses = new WeakMap<IncomingMessage, string>()

/** For Fastify's `rewriteUrl`: the normal spelling, or the root while the refusal waits. */
export function rewriteUrl(raw: IncomingMessage): string {
  const result = normalPath(raw.url ?? '/')
  if ('url' in result) return result.url
  refusedAddresses.set(raw, result.refused)
  return '/'
}

export const addressPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const refused = refusedAddresses.get(request.raw)
    if (refused) return refuse(request, reply, { status: 400, detail: refused })
    if (!request.url.startsWith('/cms/api/')) return
    const problem = payloadQueryProblem(new URLSearchParams(request.url.split('?')[1] ?? ''))
    if (problem) return refuse(request, reply, problem)
  })
})
