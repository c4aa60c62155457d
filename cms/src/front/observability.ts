import { FRONT_CLASSES } from '@sog/contract'
import fp from 'fastify-plugin'
import crypto from 'node:crypto'
import http from 'node:http'
import type { LoggerOptions } from 'pino'

import { logOptions } from '@/lib/log'

import { frontClassOf } from './front-class'
import type { Metrics } from './metrics'
import { refuse } from './refuse'
import { loggablePath } from './request-log'

/**
 * What the front tells operators (docs/operations.md): one JSON log line per request, its
 * Prometheus series, and `/metrics` behind a bearer token (or without one on an internal port).
 * Errors and unknown routes are answered here too: `{detail}`, a 5xx logged with its stack, a
 * client that hung up logged as one line with its path.
 */
export type ObservabilityOptions = {
  metrics: Metrics
  token?: string
}

/**
 * The front's logger settings. The proxy library logs every failed upstream request as a
 * warning with its stack, a client that simply left (and so aborted it) included; that case is
 * the `onRequestAbort` line below instead, one line with its path.
 */
export function frontLogOptions(): LoggerOptions {
  return {
    ...logOptions('front'),
    hooks: {
      logMethod(args, method, level) {
        const [first, message] = args as unknown[]
        const error = first as { name?: string; code?: string } | undefined
        const clientLeft =
          message === 'response errored' &&
          (error?.name === 'AbortError' || error?.code === 'UND_ERR_ABORTED')
        if (level === 40 && clientLeft) return
        method.apply(this, args)
      },
    },
  }
}

export const observabilityPlugin = fp<ObservabilityOptions>(async (app, { metrics, token }) => {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const frontClass = frontClassOf(request)
    metrics.observe(frontClass.name, request.method, status, reply.elapsedTime / 1000)
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.originalUrl),
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        user: request.userKind,
        client: request.ip,
        route: frontClass.name,
      },
      'request',
    )
  })

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (request.raw.destroyed || reply.raw.destroyed) {
      request.log.info(
        { path: loggablePath(request.originalUrl), code: error.code },
        'client hung up',
      )
      return reply.code(499).send()
    }
    // A refused or broken body is not read any further: the connection ends with the answer.
    if (status === 413 || status === 400) reply.header('connection', 'close')
    if (status >= 500) {
      request.log.error({ err: error }, 'front server error')
      return refuse(request, reply, { status: 500, detail: 'Internal server error' })
    }
    return refuse(request, reply, { status, detail: error.message })
  })
  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, { status: 404, detail: 'Not found' }),
  )

  app.get('/metrics', { config: { frontClass: FRONT_CLASSES.metrics } }, async (request, reply) => {
    if (!token) return refuse(request, reply, { status: 404, detail: 'Not found' })
    const given = Buffer.from(String(request.headers.authorization ?? ''))
    const wanted = Buffer.from(`Bearer ${token}`)
    if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted))
      return refuse(request, reply, { status: 401, detail: 'A metrics token is required' })
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
})

/** /metrics on an internal address only (METRICS_PORT), without a token. */
export async function listenMetrics(
  port: number,
  host: string,
  registry: Metrics['registry'],
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end()
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return server
}
