import crypto from 'node:crypto'
import { jwtVerify } from 'jose'

/**
 * Who a request claims to be, judged at the front door from the token's signature alone (no
 * database): enough to decide how large a body may be and to label the request log. Payload
 * itself still checks every request fully (session, user row, access rules).
 */
export type UserKind = 'anonymous' | 'admin' | 'editor' | 'dealer'

/** Payload signs tokens (HS256) with the first 32 hex characters of SHA-256 of its secret. */
function signingKey(secret: string): Uint8Array {
  const derived = crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return new TextEncoder().encode(derived)
}

const TOKEN_COOKIE = /(?:^|;\s*)payload-token=([^;]+)/

function tokenOf(headers: Record<string, string | string[] | undefined>): string | null {
  const authorization = headers.authorization
  if (typeof authorization === 'string') {
    const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(authorization)
    if (match) return match[1] ?? null
  }
  const cookie = headers.cookie
  if (typeof cookie === 'string') return TOKEN_COOKIE.exec(cookie)?.[1] ?? null
  return null
}

export function createIdentity(secret: string) {
  const key = signingKey(secret)
  return async function userKind(
    headers: Record<string, string | string[] | undefined>,
  ): Promise<UserKind> {
    const token = tokenOf(headers)
    if (!token) return 'anonymous'
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      if (payload.collection === 'dealers') return 'dealer'
      if (payload.collection === 'admins') return payload.role === 'admin' ? 'admin' : 'editor'
      return 'anonymous'
    } catch {
      return 'anonymous'
    }
  }
}
