import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { notify, SWIPE_THRESHOLD_PX } from './toaster'

describe('toasts', () => {
  // A toast fades in from the next animation frame on, so visibility is awaited.
  it('shows one at a time: a new toast replaces the one on screen', async () => {
    await renderApp('/')
    act(() => notify('First message'))
    await waitFor(() => expect(screen.getByText('First message')).toBeVisible())
    act(() => notify('Second message', 'error'))
    await waitFor(() => expect(screen.getByText('Second message')).toBeVisible())
    await waitFor(() => expect(screen.queryByText('First message')).toBeNull())
  })

  it('is dismissed by a swipe of the threshold, not by a shorter drag', async () => {
    await renderApp('/')
    act(() => notify('Swipe me'))
    await waitFor(() => expect(screen.getByText('Swipe me')).toBeVisible())
    const toast = screen.getByText('Swipe me').closest('[data-part="root"]')!
    fireEvent.pointerDown(toast, { clientX: 100 })
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_THRESHOLD_PX - 1 })
    expect(screen.getByText('Swipe me')).toBeVisible()
    fireEvent.pointerDown(toast, { clientX: 100 })
    expect(toast).toHaveAttribute('data-state', 'open')
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_THRESHOLD_PX })
    // Dismissed: it closes (jsdom runs no exit animation, so it may linger in the DOM closed).
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'))
  })
})
