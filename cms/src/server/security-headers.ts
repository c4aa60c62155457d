import type http from 'node:http'

/**
 * The headers every answer of the public port carries. The SPA runs only its own bundled
 * scripts; Chakra (emotion) injects style elements at run time, and the product shows product
 * images from any https address. Payload's panel under /cms (and Next's /_next files it loads)
 * renders Next's inline bootstrap scripts, so it gets its own, looser script policy.
 */
const SPA_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const PANEL_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const PANEL_PATHS = /^\/(cms|_next)(\/|$)/

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
}

// 180 days; subdomains are left to the operator, who may run other sites under the domain.
const HSTS = 'max-age=15552000'

/**
 * The app speaks plain HTTP; TLS ends at the load balancer or reverse proxy. HSTS is sent only
 * when that (trusted) proxy says the request came over https, so a plain-HTTP deployment never
 * pins browsers to an https address that does not exist.
 */
function overTls(req: http.IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
  return proto.split(',')[0]?.trim().toLowerCase() === 'https'
}

export function securityHeaders(
  pathname: string,
  req: http.IncomingMessage,
  trustProxy: boolean,
): Record<string, string> {
  return {
    ...COMMON,
    'content-security-policy': PANEL_PATHS.test(pathname) ? PANEL_POLICY : SPA_POLICY,
    ...(overTls(req, trustProxy) ? { 'strict-transport-security': HSTS } : {}),
  }
}
