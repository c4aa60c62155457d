import config from '@payload-config'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

export type User = PayloadRequest['user']

export type RequestContext = {
  request: Request
  params: Record<string, string>
  payload: Payload
  /** The caller behind the bearer token, or null. */
  user: User
}

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
