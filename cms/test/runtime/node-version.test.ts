import { describe, expect, it } from 'vitest'

import { PINNED_NODE_VERSION } from '../helpers/pinned-node'

describe('the Node runtime of npm test', () => {
  it('is the pinned Node 24, not the system Node', () => {
    expect(PINNED_NODE_VERSION).toMatch(/^24\./)
    expect(process.version).toBe(`v${PINNED_NODE_VERSION}`)
  })
})
