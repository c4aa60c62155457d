import { routeList, pathPattern, type RouteSpec } from '@sog/contract'
import type { Payload } from 'payload'

import { payloadInstance, resolveUser, type HandlerContext } from './context'
import { authorize } from './guards'
import { handlers } from './handlers'
import { HttpError, detail, errorResponse, json, parseInput, readJson, refused } from './http'
import { fromPayloadError } from './payload-errors'
import { withValidators } from './validators-header'
import { DATABASE_AWAY, isDatabaseAway } from '@/lib/database-errors'

type Compiled = RouteSpec & { name: keyof typeof handlers; pattern: RegExp; keys: string[] }

const compiled: Compiled[] = routeList.map((route) => ({
  ...route,
  pattern: pathPattern(route.path),
  keys: route.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1)),
}))

type Match = { route: Compiled; rawParams: Record<string, string> }

function findRoute(method: string, path: string): Match | 'method-not-allowed' | null {
  let pathMatched = false
  for (const route of compiled) {
    if (!route.pattern.test(path)) continue
    pathMatched = true
    if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue
    // Next (and the front server before it) refuse malformed %-escapes before this point.
    const values = path.split('/').filter((_, i) => route.path.split('/')[i]?.startsWith(':'))
    const rawParams = Object.fromEntries(
      route.keys.map((key, i) => [key, decodeURIComponent(values[i] ?? '')]),
    )
    return { route, rawParams }
  }
  return pathMatched ? 'method-not-allowed' : null
}

/** A path parameter that cannot name a record names nothing: 404, like an unknown id. */
function parseParams(route: Compiled, raw: Record<string, string>): Record<string, unknown> {
  if (!route.params) return {}
  const result = route.params.safeParse(raw)
  if (!result.success) throw new HttpError(404, `${route.names ?? 'Record'} not found`)
  return result.data
}

async function run(request: Request, url: URL, match: Match, payload: Payload) {
  const { route } = match
  const params = parseParams(route, match.rawParams)
  const user = await resolveUser(payload, request)
  authorize(route.access, user, params)
  const query = route.query ? parseInput(route.query, Object.fromEntries(url.searchParams)) : {}
  const body = route.body ? parseInput(route.body, await readJson(request)) : undefined
  const handler = handlers[route.name] as (context: HandlerContext) => Promise<unknown>
  const result = await handler({ request, params, query, body, payload, user } as HandlerContext)
  const response = result instanceof Response ? result : json(result, { status: route.ok.status })
  return route.cacheable ? withValidators(request, response) : response
}

/** Entry point of every /api request: route, parse, authorize, run, shape errors. */
export async function handleApiRequest(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/'
    const match = findRoute(request.method, path)
    if (match === null) return detail(404, `No such route: ${request.method} /api${path}`)
    if (match === 'method-not-allowed')
      return detail(405, `Method ${request.method} is not allowed on /api${path}`)
    payload = await payloadInstance()
    return await run(request, url, match, payload)
  } catch (error) {
    if (isDatabaseAway(error)) {
      const response = errorResponse(refused(503, DATABASE_AWAY))
      response.headers.set('retry-after', String(DATABASE_AWAY.retryAfterSeconds))
      return response
    }
    const known = fromPayloadError(error)
    if (known) return errorResponse(known)
    payload?.logger.error({
      err: error,
      msg: `Unhandled error on ${request.method} ${request.url}`,
    })
    return detail(500, 'Internal server error')
  }
}
