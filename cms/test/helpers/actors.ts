import type { Payload, PayloadRequest } from 'payload'

import { buildDealer } from '@/seed/factories'
import { TEST_ADMIN } from './test-payload'

export type Actor = PayloadRequest['user'] | undefined

/** Resolves a token the way every request does (JWT strategy, session, fresh user row). */
export async function userFromToken(payload: Payload, token: string): Promise<Actor> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user ?? undefined
}

export async function loginAs(
  payload: Payload,
  collection: 'admins' | 'dealers',
  username: string,
  password: string,
): Promise<{ user: Actor; token: string }> {
  const { token } = await payload.login({ collection, data: { username, password } })
  if (!token) throw new Error(`no token for ${username}`)
  return { user: await userFromToken(payload, token), token }
}

export type Actors = {
  anonymous: Actor
  admin: Actor
  editor: Actor
  dealerA: Actor
  dealerB: Actor
  inactiveDealer: Actor
  dealerAId: number
  dealerBId: number
  inactiveDealerId: number
}

/** Everyone the permission tables name, each logged in through Payload's real auth. */
export async function createActors(payload: Payload): Promise<Actors> {
  const editorData = {
    username: 'editor1',
    password: 'editor-password',
    email: 'editor1@example.com',
  }
  await payload.create({ collection: 'admins', data: { ...editorData, role: 'editor' } })
  const [a, b, inactive] = [buildDealer(), buildDealer(), buildDealer()]
  const dealerA = await payload.create({ collection: 'dealers', data: a })
  const dealerB = await payload.create({ collection: 'dealers', data: b })
  const inactiveDealer = await payload.create({ collection: 'dealers', data: inactive })
  const inactiveLogin = await loginAs(payload, 'dealers', inactive.username, inactive.password)
  // Deactivated after logging in: its existing token must open nothing from now on.
  await payload.update({ collection: 'dealers', id: inactiveDealer.id, data: { isActive: false } })
  return {
    anonymous: undefined,
    admin: (await loginAs(payload, 'admins', TEST_ADMIN.username, TEST_ADMIN.password)).user,
    editor: (await loginAs(payload, 'admins', editorData.username, editorData.password)).user,
    dealerA: (await loginAs(payload, 'dealers', a.username, a.password)).user,
    dealerB: (await loginAs(payload, 'dealers', b.username, b.password)).user,
    inactiveDealer: await userFromToken(payload, inactiveLogin.token),
    dealerAId: dealerA.id,
    dealerBId: dealerB.id,
    inactiveDealerId: inactiveDealer.id,
  }
}

/** `true` when the operation went through, otherwise the HTTP status Payload refused with. */
export async function attempt(operation: () => Promise<unknown>): Promise<true | number> {
  try {
    await operation()
    return true
  } catch (error) {
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number') return status
    throw error
  }
}
