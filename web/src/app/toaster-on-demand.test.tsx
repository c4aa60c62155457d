import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { notify } from '@/components/ui/toaster'
import { expectToast } from '@/testing/toast'

import { AppProvider } from './provider'

const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]')

describe('the toaster', () => {
  it('is not mounted until the page raises its first toast, which it then shows', async () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    )
    // Give a lazily mounted toaster every chance to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(toastGroup()).toBeNull()

    act(() => notify('Saved'))
    await expectToast('Saved')
    expect(toastGroup()).not.toBeNull()
  })
})
