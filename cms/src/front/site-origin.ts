import type { FastifyRequest } from 'fastify'

/** A host name (or IPv4/IPv6 address) with an optional port, nothing else. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/**
 * The origin absolute addresses in pages and crawler files use: PUBLIC_URL when set (the
 * address users open), else the request's own scheme and host (through the trusted proxy's
 * X-Forwarded-* when TRUST_PROXY says so). A Host header that is not a plain host name is not
 * written into any page: the address then falls back to localhost.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost'
  return `${request.protocol}://${host}`
}
