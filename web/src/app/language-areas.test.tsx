import { createMemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'

import { changeLanguage, i18n, initI18n } from '@/lib/i18n'
import { pageLoad } from '@/lib/page/page-load'
import { STORAGE_KEYS } from '@/lib/storage/keys'

import { followLanguageAcrossAreas } from './language-areas'

initI18n()
const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => {})
afterEach(() => go.mockClear())

const routerAt = (url: string, basename?: string) =>
  createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: [url],
    ...(basename ? { basename } : {}),
  })

it('puts the staff’s screens in the chosen language and loads a public page at its address', async () => {
  window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('de'))
  await changeLanguage('en')
  const router = routerAt('/dealers')
  const stop = followLanguageAcrossAreas(router, '')
  await router.navigate('/admin/dashboard')
  await vi.waitFor(() => expect(i18n.language).toBe('de'))
  expect(go).not.toHaveBeenCalled()
  // Back to the catalogue: the German catalogue's address, which the server renders.
  await router.navigate('/?view=list#top')
  expect(go).toHaveBeenCalledWith('/de?view=list#top')
  stop()
})

it('leaves a public page in its address’s language alone', async () => {
  await changeLanguage('pl')
  const router = routerAt('/pl/dealers', '/pl')
  const stop = followLanguageAcrossAreas(router, '/pl')
  await router.navigate('/contact')
  await router.navigate('/contact?sent=1')
  expect(go).not.toHaveBeenCalled()
  stop()
})
