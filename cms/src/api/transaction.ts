import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from './context'

/**
 * Runs several Local API calls as one database transaction on behalf of `user`, with Payload's
 * access rules applied: a refused or failed write leaves nothing behind.
 */
export async function inTransaction<T>(
  payload: Payload,
  user: User,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
