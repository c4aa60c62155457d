import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from './api-client'
import { preloadAnswer, withPreloaded } from './preload'

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
    preloadAnswer('/admin/firearms?page=1')
    preloadAnswer('/admin/firearms?page=1')
    const own = vi.fn(async () => ({ from: 'screen' }))
    const fetcher = withPreloaded(own)
    expect(await fetcher('/admin/firearms?page=1')).toEqual({ from: 'early' })
    expect(answers).toEqual(['/api/admin/firearms?page=1'])
    expect(own).not.toHaveBeenCalled()
    // Taken: the next fetch is the screen's own.
    expect(await fetcher('/admin/firearms?page=1')).toEqual({ from: 'screen' })
    expect(await fetcher('/admin/firearms?page=2')).toEqual({ from: 'screen' })
  })

  it('leaves a refused early call to the screen, which makes it again through its own fetcher', async () => {
    serve(401)
    preloadAnswer('/admin/dealers?page=1')
    const own = vi.fn(async () => {
      throw new ApiError(401, 'Session ended')
    })
    await expect(withPreloaded(own)('/admin/dealers?page=1')).rejects.toThrow('Session ended')
    expect(own).toHaveBeenCalledWith('/admin/dealers?page=1')
  })

  it('hands any other failure to the screen as it came, without a second call', async () => {
    serve(500)
    preloadAnswer('/admin/dealers?page=2')
    const own = vi.fn(async () => ({ from: 'screen' }))
    await expect(withPreloaded(own)('/admin/dealers?page=2')).rejects.toMatchObject({ status: 500 })
    expect(own).not.toHaveBeenCalled()
  })

  it('drops an answer nobody took in time rather than serve it later', async () => {
    serve()
    preloadAnswer('/admin/contacts?page=1', Date.now() - 60_000)
    const own = vi.fn(async () => ({ from: 'screen' }))
    expect(await withPreloaded(own)('/admin/contacts?page=1')).toEqual({ from: 'screen' })
  })
})
