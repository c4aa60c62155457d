import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { matchesEtag } from '@/lib/etag'
import type { StaticFile, StaticFiles } from './static-files'

/** Sends one of the build's files (or the shell), with its validator and gzip form. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply
    .header('content-type', file.type)
    .header('etag', file.etag)
    .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
  const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip && file.gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip && file.gzip ? file.gzip : file.body)
}

/**
 * Page requests: every GET of a path that is not the server's (/api, /cms, /media, /_next).
 * A file of the build is sent as it is; any other path without a file extension is a page of
 * the SPA and gets its shell, `index.html`, whose router renders it in the browser. This is the
 * one place where a page's HTML is produced: server-side rendering of the public pages would
 * answer here before falling back to the shell.
 */
const SERVER_PATHS = /^\/(api|cms|media|_next)(\/|$)/

export function createPageHandler(files: StaticFiles) {
  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/')
    if (SERVER_PATHS.test(pathname)) return reply.code(404).send({ detail: 'Not found' })
    const file = files.file(pathname)
    if (file) return sendFile(request, reply, file)
    if (path.posix.extname(pathname) || !files.index) {
      return reply.code(404).send({ detail: 'Not found' })
    }
    return sendFile(request, reply, files.index)
  }
}
