// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminDealers, listAdminFirearms, listContacts } from '@/lib/api/routes'
import { preloadAnswer, withPreloaded } from './preload'

const firearms = (page: number) => pathOf(listAdminFirearms, { query: { page } })
const dealers = (page: number) => pathOf(listAdminDealers, { query: { page } })
const contacts = pathOf(listContacts, { query: { page: 1 } })

const answers: string[] = []
function serve(status = 200) {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    answers.push(String(input))
    return new Response(JSON.stringify({ from: 'early' }), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
}

afterEach(() => {
  answers.length = 0
  vi.useRealTimers()
})

describe('answers started ahead of their screen', () => {
  it("hands the early answer to the screen's first fetch of the key, once", async () => {
    serve()
    preloadAnswer(firearms(1))
    preloadAnswer(firearms(1))
    const own = vi.fn(async (_key: string) => ({ from: 'screen' }))
    const fetcher = withPreloaded(own)
    expect(await fetcher(firearms(1))).toEqual({ from: 'early' })
    expect(answers).toEqual(['/api/admin/firearms?page=1'])
    expect(own).not.toHaveBeenCalled()
    // Taken: the next fetch is the screen's own.
    expect(await fetcher(firearms(1))).toEqual({ from: 'screen' })
    expect(await fetcher(firearms(2))).toEqual({ from: 'screen' })
  })

  it('leaves a refused early call to the screen, which makes it again through its own fetcher', async () => {
    serve(401)
    preloadAnswer(dealers(1))
    const own = vi.fn(async (_key: string) => {
      throw new ApiError(401, 'Session ended')
    })
    await expect(withPreloaded(own)(dealers(1))).rejects.toThrow('Session ended')
    expect(own).toHaveBeenCalledWith(dealers(1))
  })

  it('hands any other failure to the screen as it came, without a second call', async () => {
    serve(500)
    preloadAnswer(dealers(2))
    const own = vi.fn(async (_key: string) => ({ from: 'screen' }))
    await expect(withPreloaded(own)(dealers(2))).rejects.toMatchObject({ status: 500 })
    expect(own).not.toHaveBeenCalled()
  })

  it('drops an answer nobody took in time rather than serve it later', async () => {
    serve()
    preloadAnswer(contacts, Date.now() - 60_000)
    const own = vi.fn(async (_key: string) => ({ from: 'screen' }))
    expect(await withPreloaded(own)(contacts)).toEqual({ from: 'screen' })
  })
})
