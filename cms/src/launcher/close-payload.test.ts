import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { sweepPeriodically } from '@/collections/Media/orphans'

import { closePayload } from './close-payload'

/**
 * An instance with no database: any sweep it runs fails and says so through its logger, so a
 * warning after closing means the timer outlived the instance.
 */
function instanceWithoutDatabase() {
  const warn = vi.fn()
  const payload = { logger: { warn }, db: {}, destroy: vi.fn(async () => {}) }
  // A stand-in for the few members closePayload and the sweep touch, not a whole Payload.
  return { payload: payload as unknown as Payload, warn }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('closePayload', () => {
  it('stops the media sweep of the instance it closes', async () => {
    const open = instanceWithoutDatabase()
    const closed = instanceWithoutDatabase()
    const stopOpen = sweepPeriodically(open.payload, 20, 0)
    sweepPeriodically(closed.payload, 20, 0)
    try {
      await closePayload(closed.payload)
      await wait(150)
      // The still-open instance's timer ran, so the closed one had its chance to as well.
      expect(open.warn).toHaveBeenCalled()
      expect(closed.warn).not.toHaveBeenCalled()
    } finally {
      stopOpen()
    }
  })

  it('keeps one sweep per instance however often it is started', async () => {
    const { payload, warn } = instanceWithoutDatabase()
    sweepPeriodically(payload, 20, 0)
    sweepPeriodically(payload, 20, 0)
    await closePayload(payload)
    await wait(100)
    expect(warn).not.toHaveBeenCalled()
  })
})
