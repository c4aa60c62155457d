import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { createApiDouble } from '@/testing/api-double'
import { hydrateRendered } from '@/testing/hydrate-rendered'
import { DistanceSort } from './distance-sort'

/** The directory's "Or a town" on a rendered page; `typed` is typed before the app arrives. */
async function hydrate(typed: string) {
  const onPlace = vi.fn<(town: string) => void>()
  const page = await hydrateRendered(
    <DistanceSort
      origin={null}
      place=""
      placeState="none"
      country="PL"
      onPlace={onPlace}
      onLocated={() => {}}
      onClear={() => {}}
      onRetry={() => {}}
    />,
    '/dealers?country=all',
    (rendered) => {
      rendered.querySelector<HTMLInputElement>('input[name="place"]')!.value = typed
    },
  )
  const field = page.querySelector<HTMLInputElement>('input[name="place"]')!
  return { field, form: field.closest('form')!, onPlace }
}

describe('the town to sort from, typed before the app has taken the page over', () => {
  it('is sorted from when the form is sent as the app arrives, and stays in the field', async () => {
    const { field, form, onPlace } = await hydrate('Salzburg')
    fireEvent.submit(form)
    expect(onPlace).toHaveBeenCalledWith('Salzburg')
    await waitFor(() => expect(field.value).toBe('Salzburg'))
  })

  it('is the app’s once it has arrived: it offers the towns of that name, and sorts only when sent', async () => {
    const api = createApiDouble()
    api.start()
    const { field, onPlace } = await hydrate('Posen')
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.route === 'listPlaces').map((call) => call.query.get('q')),
      ).toEqual(['Posen']),
    )
    expect(field.value).toBe('Posen')
    expect(onPlace).not.toHaveBeenCalled()
  })
})
