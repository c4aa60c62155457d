import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { ConfigurationError } from '@/settings'
import { DEFAULT_ADMIN } from './runtime-env'

/**
 * The accounts whose password is published (the local first admin's, the sample dealers')
 * and still opens them. Each is tried as a real sign-in inside a transaction that is then
 * rolled back, so the check leaves no session, no "last login" and no activity behind.
 */
export async function accountsWithPublishedPasswords(payload: Payload): Promise<string[]> {
  const candidates = [
    {
      collection: 'admins' as const,
      username: DEFAULT_ADMIN.username,
      password: DEFAULT_ADMIN.password,
    },
    ...SAMPLE_DEALERS.map((dealer) => ({
      collection: 'dealers' as const,
      username: dealer.username,
      password: SAMPLE_DEALER_PASSWORD,
    })),
  ]
  const open: string[] = []
  for (const { collection, username, password } of candidates) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      await payload.login({ collection, data: { username, password }, req })
      open.push(`${username} (${password})`)
    } catch {
      // Not there, another password, or inactive: nobody gets in with the published one.
    } finally {
      await killTransaction(req)
    }
  }
  return open
}

/** Production refuses to serve while a published password still opens an account (issue 33). */
export async function refusePublishedPasswords(payload: Payload): Promise<void> {
  const open = await accountsWithPublishedPasswords(payload)
  if (open.length === 0) return
  throw new ConfigurationError(
    `Refusing to start in production: these accounts still have a published password: ${open.join(', ')}. Change their passwords or delete them (start once without NODE_ENV=production, on this machine only, to do it in the administration).`,
  )
}
