import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { initI18n } from '@/lib/i18n'
import { useImageFile } from './use-image-file'

/** A FileReader whose events the test fires by hand, to watch the progress in between. */
class ManualReader {
  static last: ManualReader | null = null
  result: string | null = null
  onprogress: ((event: ProgressEvent) => void) | null = null
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onloadend: (() => void) | null = null
  constructor() {
    ManualReader.last = this
  }
  readAsDataURL() {}
  abort() {}
  progress(loaded: number, total: number) {
    this.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  finish(result: string) {
    this.result = result
    this.onload?.()
    this.onloadend?.()
  }
}

// The hook translates its messages; outside the app, the app's i18next instance stands in.
beforeAll(() => {
  initI18n()
})
afterEach(() => vi.unstubAllGlobals())

describe('useImageFile', () => {
  it('reports the read progress and hands over the data string when done', () => {
    vi.stubGlobal('FileReader', ManualReader)
    const onRead = vi.fn()
    const { result } = renderHook(() => useImageFile(onRead))
    expect(result.current.progress).toBeNull()

    act(() => result.current.read(new File(['x'], 'a.png', { type: 'image/png' })))
    expect(result.current.progress).toBe(0)
    act(() => ManualReader.last!.progress(40, 100))
    expect(result.current.progress).toBe(40)
    act(() => ManualReader.last!.finish('data:image/png;base64,eA=='))
    expect(onRead).toHaveBeenCalledWith('data:image/png;base64,eA==')
    expect(result.current.progress).toBeNull()
  })

  it('does not read files of 5 MB or more', () => {
    vi.stubGlobal('FileReader', ManualReader)
    ManualReader.last = null
    const onRead = vi.fn()
    const { result } = renderHook(() => useImageFile(onRead))
    const justUnder = new File([new Uint8Array(5_242_879)], 'a.png', { type: 'image/png' })
    const limit = new File([new Uint8Array(5_242_880)], 'b.png', { type: 'image/png' })

    act(() => result.current.read(limit))
    expect(ManualReader.last).toBeNull()
    expect(result.current.progress).toBeNull()
    act(() => result.current.read(justUnder))
    expect(ManualReader.last).not.toBeNull()
  })
})
