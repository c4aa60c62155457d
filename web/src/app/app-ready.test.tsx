import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useMarkAppReady } from './index'

function Probe() {
  useMarkAppReady()
  return null
}

describe('useMarkAppReady', () => {
  it('marks the document once the app has rendered, not before', () => {
    delete document.documentElement.dataset.app
    expect(document.documentElement.dataset.app).toBeUndefined()
    render(<Probe />)
    expect(document.documentElement.dataset.app).toBe('ready')
  })
})
