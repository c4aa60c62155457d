import type { Payload } from 'payload'

import { payloadInstance, resolveUser, type RequestContext } from './context'
import { detail } from './http'
import { fromPayloadError } from './payload-errors'
import { withValidators } from './validators-header'
import { adminCategoryRoutes } from './routes/admin-categories'
import { adminContactRoutes } from './routes/admin-contacts'
import { adminDealerRoutes } from './routes/admin-dealers'
import { adminFirearmRoutes } from './routes/admin-firearms'
import { adminStatsRoutes } from './routes/admin-stats'
import { authRoutes } from './routes/auth'
import { inventoryRoutes } from './routes/inventory'
import { publicRoutes } from './routes/public'
import { settingsRoutes } from './routes/settings'

export type Handler = (context: RequestContext) => Promise<Response>
export type Route = { method: string; path: string; handler: Handler; cacheable?: boolean }

export const routes: Route[] = [
  ...publicRoutes,
  ...authRoutes,
  ...inventoryRoutes,
  ...adminStatsRoutes,
  ...adminDealerRoutes,
  ...adminContactRoutes,
  ...adminCategoryRoutes,
  ...adminFirearmRoutes,
  ...settingsRoutes,
]

type Match = { route: Route; params: Record<string, string> }

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? ''
    // Next (and the front server before it) refuse malformed %-escapes before this point.
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual)
    else if (segment !== actual) return null
  }
  return params
}

function findRoute(method: string, path: string): Match | 'method-not-allowed' | null {
  let pathMatched = false
  for (const route of routes) {
    const params = matchPath(route.path, path)
    if (!params) continue
    pathMatched = true
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      return { route, params }
    }
  }
  return pathMatched ? 'method-not-allowed' : null
}

/** Entry point of every /api request: route, identify the caller, run, shape errors. */
export async function handleApiRequest(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    const path = new URL(request.url).pathname.replace(/^\/api(?=\/|$)/, '') || '/'
    const match = findRoute(request.method, path)
    if (match === null) return detail(404, `No such route: ${request.method} /api${path}`)
    if (match === 'method-not-allowed') {
      return detail(405, `Method ${request.method} is not allowed on /api${path}`)
    }
    payload = await payloadInstance()
    const user = await resolveUser(payload, request)
    const response = await match.route.handler({ request, params: match.params, payload, user })
    return match.route.cacheable ? withValidators(request, response) : response
  } catch (error) {
    const known = fromPayloadError(error)
    if (known) return detail(known.status, known.detail)
    payload?.logger.error({
      err: error,
      msg: `Unhandled error on ${request.method} ${request.url}`,
    })
    return detail(500, 'Internal server error')
  }
}
