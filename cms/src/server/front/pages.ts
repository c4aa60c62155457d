import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { matchesEtag } from '@/lib/etag'
import { preferencesOf } from './preferences'
import type { RenderedPage, createRenderedPages } from './rendered-pages'
import { siteOrigin } from './site-origin'
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

/** A rendered page: it differs by the visitor's cookies and languages, so caches must know. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('etag', page.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send()
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip ? page.gzip : page.body)
}

/**
 * Page requests: every GET of a path that is not the server's (/api, /cms, /media, /_next).
 * A file of the build is sent as it is; any other path without a file extension is a page of
 * the SPA: the public ones rendered here (docs/decisions.md, "Rendered pages"), the admin and
 * dealer screens (or any page when rendering is unavailable) as the shell, `index.html`, whose
 * router renders them in the browser.
 */
const SERVER_PATHS = /^\/(api|cms|media|_next)(\/|$)/

export function createPageHandler(
  files: StaticFiles,
  rendered: ReturnType<typeof createRenderedPages> | null,
  publicUrl: string | undefined,
) {
  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/')
    if (SERVER_PATHS.test(pathname)) return reply.code(404).send({ detail: 'Not found' })
    const file = files.file(pathname)
    if (file) return sendFile(request, reply, file)
    if (path.posix.extname(pathname) || !files.index) {
      return reply.code(404).send({ detail: 'Not found' })
    }
    const page = await rendered
      ?.page(
        {
          url: request.url,
          origin: siteOrigin(request, publicUrl),
          ...preferencesOf(request.headers),
        },
        request.ip,
      )
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'page rendering failed; the browser renders it')
        return null
      })
    if (page) return sendPage(request, reply, page)
    return sendFile(request, reply, files.index)
  }
}
