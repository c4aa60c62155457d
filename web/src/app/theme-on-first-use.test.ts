import { createSystem } from '@chakra-ui/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@chakra-ui/react', async (original) => {
  const real = await original<{ createSystem: typeof createSystem }>()
  return { ...real, createSystem: vi.fn(real.createSystem) }
})

describe("the app's Chakra system", () => {
  it('is built on first use, once, not when the theme module loads', async () => {
    const theme = await import('./theme')
    // startApp builds it in a task of its own, apart from evaluating the app's modules.
    expect(createSystem).not.toHaveBeenCalled()
    const system = theme.appSystem()
    expect(theme.appSystem()).toBe(system)
    expect(Object.getPrototypeOf(theme.renderedPageSystem())).toBe(system)
    expect(createSystem).toHaveBeenCalledTimes(1)
  })
})
