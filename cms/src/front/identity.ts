import fp from 'fastify-plugin'
import crypto from 'node:crypto'
import { jwtVerify } from 'jose'
import type pg from 'pg'

/**
 * Who a request claims to be, at the front door. `kind` judges the token's signature alone (no
 * database): enough to label the request log. `liveKind` also asks the database whether the
 * token's session is still open (and the dealer still active): a large body is read only for
 * a live session, never on a token that was signed out or expired (issue 32, M4). Payload
 * itself still checks every request fully (session, user row, access rules).
 */
export type UserKind = 'anonymous' | 'admin' | 'editor' | 'dealer'

/** Payload signs tokens (HS256) with the first 32 hex characters of SHA-256 of its secret. */
function signingKey(secret: string): Uint8Array {
  const derived = crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return new TextEncoder().encode(derived)
}

const TOKEN_COOKIE = /(?:^|;\s*)payload-token=([^;]+)/

type Headers = Record<string, string | string[] | undefined>

function tokenOf(headers: Headers): string | null {
  const authorization = headers.authorization
  if (typeof authorization === 'string') {
    const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(authorization)
    if (match) return match[1] ?? null
  }
  const cookie = headers.cookie
  if (typeof cookie === 'string') return TOKEN_COOKIE.exec(cookie)?.[1] ?? null
  return null
}

type Claims = { kind: UserKind; id?: unknown; sid?: unknown }

/** The session tables Payload keeps per auth collection, and the row's own state. */
const LIVE_SESSION = {
  admins: `SELECT a.role AS state FROM admins_sessions s JOIN admins a ON a.id = s._parent_id
           WHERE s.id = $1 AND s._parent_id = $2 AND s.expires_at > now()`,
  dealers: `SELECT d.is_active AS state FROM dealers_sessions s JOIN dealers d ON d.id = s._parent_id
            WHERE s.id = $1 AND s._parent_id = $2 AND s.expires_at > now()`,
} as const

export type Identity = ReturnType<typeof createIdentity>

export function createIdentity(secret: string, database: pg.Pool) {
  const key = signingKey(secret)

  async function claims(headers: Headers): Promise<Claims> {
    const token = tokenOf(headers)
    if (!token) return { kind: 'anonymous' }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      const { id, sid } = payload
      if (payload.collection === 'dealers') return { kind: 'dealer', id, sid }
      if (payload.collection === 'admins')
        return { kind: payload.role === 'admin' ? 'admin' : 'editor', id, sid }
    } catch {
      // An invalid or expired token is no identity at all.
    }
    return { kind: 'anonymous' }
  }

  return {
    kind: async (headers: Headers): Promise<UserKind> => (await claims(headers)).kind,

    /**
     * The kind of a token whose session is open in the database now; 'anonymous' for none, and
     * 'ended' for a validly signed token whose session is gone (signed out, expired, the dealer
     * deactivated).
     */
    async liveKind(headers: Headers): Promise<UserKind | 'ended'> {
      const { kind, id, sid } = await claims(headers)
      if (kind === 'anonymous') return kind
      // Both tables key their rows by whole numbers; anything else names no session.
      if (typeof sid !== 'string' || !/^\d{1,15}$/.test(String(id))) return 'ended'
      const table = kind === 'dealer' ? 'dealers' : 'admins'
      const { rows } = await database.query<{ state: string | boolean | null }>(
        LIVE_SESSION[table],
        [sid, id],
      )
      const state = rows[0]?.state
      if (state === undefined || state === false || state === null) return 'ended'
      if (table === 'admins') return state === 'admin' ? 'admin' : 'editor'
      return 'dealer'
    },
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request's token says it is (its signature only; for the log). */
    userKind: UserKind
  }
}

export const identityPlugin = fp<{ identity: Identity }>(async (app, { identity }) => {
  app.decorateRequest('userKind', 'anonymous')
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization || request.headers.cookie)
      request.userKind = await identity.kind(request.headers)
  })
})
