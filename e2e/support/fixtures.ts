import { test as base, expect } from '@playwright/test'
import crypto from 'node:crypto'

import { AdminApi } from './api'

type Fixtures = {
  /** The administrator's view of /api, to read back what a journey stored. */
  admin: AdminApi
}

/** A client address of its own per test (the server trusts X-Forwarded-For here). */
function clientAddress(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = crypto.createHash('sha256').update(`${testId}:${retry}`).digest()
  return `10.${a}.${b}.${c}`
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is unset: the global setup did not start the product')
    await use(url)
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddress(testInfo.testId, testInfo.retry) })
  },
  admin: async ({ request }, use) => {
    await use(await AdminApi.login(request))
  },
})

export { expect }

/** A name no other run or test has used, for records a journey creates. */
export const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString('hex')}`
