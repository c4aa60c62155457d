import { test as base, expect, type APIRequestContext } from '@playwright/test'
import crypto from 'node:crypto'

import { AdminApi } from './api'
import { productOf } from './products'

type Fixtures = {
  /** The administrator's view of /api, to read back what a journey stored. */
  admin: AdminApi
}

type Options = {
  /**
   * A slow phone: the page's scripts arrive this many milliseconds late, and the journey acts on
   * the page as it arrives (docs/decisions/0167-posted-forms.md). 0: scripts as fast as the
   * machine serves them.
   */
  scriptDelayMs: number
}

/**
 * The tag of the journeys that run as a slow phone: they mostly wait for held-back scripts, so the
 * suite gives them a worker of their own (playwright.config.ts).
 */
export const SLOW_PHONE_TAG = '@slow-phone'

/** The build's scripts (Vite's hashed chunks). */
export const SCRIPTS = /\/assets\/[^/?]+\.js(\?|$)/

/** A client address of its own per test (the server trusts X-Forwarded-For here). */
function clientAddress(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = crypto.createHash('sha256').update(`${testId}:${retry}`).digest()
  return `10.${a}.${b}.${c}`
}

/** The request context's methods that send a request. */
const SENDS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'])

/**
 * The journeys' API client, sending a request again once when its connection is reset. The
 * front server closes a kept-alive connection idle for 5 s (cms/src/front/index.ts; Node waits a
 * second more); a request written on it at that moment meets a reset, which a browser answers by
 * sending the request again on a new connection, and Node's agent under Playwright's request
 * context does not. Playwright's `maxRetries` retries only that reset
 * (docs/decisions/0189-resend-on-reset.md).
 */
function resendingOnReset(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      if (typeof key === 'string' && SENDS.has(key))
        return (address: unknown, options?: object) =>
          value.call(target, address, { maxRetries: 1, ...options })
      return value.bind(target)
    },
  })
}

export const test = base.extend<Fixtures & Options>({
  scriptDelayMs: [0, { option: true }],
  // Journeys do not wait for the app to take the page over: they act on the page as it arrives,
  // as people do, and a control that needs the app shows only once it runs
  // (web/src/lib/page/needs-script.ts; issue 29).
  page: async ({ page, scriptDelayMs }, use) => {
    if (scriptDelayMs > 0)
      await page.route(SCRIPTS, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, scriptDelayMs))
        // The journey may have ended (its page closed) while the script was held back.
        await route.continue().catch(() => {})
      })
    await use(page)
  },
  // The running server E2E_BASE_URL names, else this worker's own product (global-setup.ts).
  baseURL: async ({}, use, testInfo) => {
    const url = process.env.E2E_BASE_URL ?? productOf(testInfo.parallelIndex)
    if (!url) throw new Error('no product: the global setup did not start one for this worker')
    await use(url)
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddress(testInfo.testId, testInfo.retry) })
  },
  request: async ({ request }, use) => {
    await use(resendingOnReset(request))
  },
  admin: async ({ request }, use) => {
    await use(await AdminApi.login(request))
  },
})

export { expect }

/** A name no other run or test has used, for records a journey creates. */
export const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString('hex')}`
