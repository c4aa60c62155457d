import { FRONT_CLASSES } from '@sog/contract'
import fp from 'fastify-plugin'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

import { frontClassOf } from './front-class'

/**
 * The headers every answer of the public port carries, as helmet words them. The SPA runs only its
 * own bundled scripts; Chakra (emotion) injects style elements at run time, and the product
 * shows product images from any https address. Payload's panel under /cms (and Next's /_next
 * files it loads) renders Next's inline bootstrap scripts, so it gets its own, looser policy.
 */
const SPA_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

const PANEL_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

const policy = (directives: Record<string, string[]>) => ({ useDefaults: false, directives })

const COMMON: HelmetOptions = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Product images may be shown by dealers' own sites.
  crossOriginResourcePolicy: false,
  // Only when a trusted proxy says the request came over https (below).
  strictTransportSecurity: false,
}

// Geolocation for this site's own pages only: the dealers directory's "Use my location" asks
// for it (docs/product.md, "Dealers"); with geolocation=() the browser refused it before asking.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()'

/**
 * Helmet is a middleware that sets fixed headers; run once per policy, what it sets is kept and
 * copied onto each answer. (@fastify/helmet builds the middleware again for every request: a
 * quarter of the cached catalogue's throughput here, see docs/performance.md, "The front server".)
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY }
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return headers
}

export const SPA_HEADERS = headersOf({ ...COMMON, contentSecurityPolicy: policy(SPA_DIRECTIVES) })
export const PANEL_HEADERS = headersOf({
  ...COMMON,
  contentSecurityPolicy: policy(PANEL_DIRECTIVES),
})

/**
 * The app speaks plain HTTP; TLS ends at the load balancer. HSTS goes out only when that trusted
 * proxy says the request came over https (180 days; subdomains are left to the operator, who
 * may run other sites under the domain), so a plain-HTTP install never pins browsers to an
 * https address that does not exist.
 */
export const HSTS = 'max-age=15552000'

/** Headers the front sets that an upstream answer must not replace. */
export const FRONT_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
]

/** Every answer's security headers and request id, set as the request arrives. */
export const securityHeadersPlugin = fp<{ trustedProxy: boolean }>(
  async (app, { trustedProxy }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply
        .headers(frontClassOf(request) === FRONT_CLASSES.panel ? PANEL_HEADERS : SPA_HEADERS)
        .header('x-request-id', request.id)
      if (trustedProxy && request.protocol === 'https')
        reply.header('strict-transport-security', HSTS)
    })
  },
)
