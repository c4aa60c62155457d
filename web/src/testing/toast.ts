import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** A toast fades in from the next animation frame on: wait until it is really visible. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible())
}
