import config from '@payload-config'
import type { BodyOf, OkOf, ParamsOf, QueryOf, RouteName, Routes, RouteSpec } from '@sog/contract'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

export type User = PayloadRequest['user']

/** What a handler receives: its route's parsed input and the caller. */
export type HandlerContext<R extends RouteSpec = RouteSpec> = {
  request: Request
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  payload: Payload
  /** The caller behind the bearer token, already checked against the route's `access`. */
  user: User
}

/** A handler returns its route's success body, or a whole Response for any other answer. */
export type Handler<R extends RouteSpec> = (
  context: HandlerContext<R>,
) => Promise<OkOf<R> | Response>

export type Handlers = { [K in RouteName]: Handler<Routes[K]> }

export function payloadInstance(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Only `Authorization: Bearer` (or `JWT`) identifies a caller of /api; the panel's cookie is
 * deliberately ignored here, so another site can never act with it.
 */
export async function resolveUser(payload: Payload, request: Request): Promise<User> {
  const authorization = request.headers.get('authorization')
  if (!authorization) return null
  const { user } = await payload.auth({ headers: new Headers({ authorization }) })
  // A deactivated dealer's token stops working at once, not when it expires.
  if (user?.collection === 'dealers' && user.isActive === false) return null
  return user ?? null
}
