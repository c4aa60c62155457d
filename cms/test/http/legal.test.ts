import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LANGUAGES, type ApiLegalTexts } from '@sog/contract'
import { SAMPLE_LEGAL_TEXTS } from '@sog/samples'
import { apiClient, signInAdmin } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * `GET /api/legal` on the seeded product (docs/decisions/0163-legal-pages.md): the privacy
 * policy, terms and price note in every language, English for a missing translation, and a
 * save in the panel seen at once through the public cache.
 */
let app: Launched | undefined
const call = apiClient(() => app!.baseUrl)

beforeAll(async () => {
  app = await launch()
}, 600_000)
afterAll(() => stop(app))

/** A Payload REST call on the panel's API with a bearer token. */
async function panel(path: string, token: string | null, body: unknown) {
  return fetch(`${app!.baseUrl}/cms/api${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
}

describe('GET /api/legal', () => {
  it('answers the seeded texts in every language, English without a language', async () => {
    for (const lang of LANGUAGES) {
      const { status, body } = await call<ApiLegalTexts>('GET', `/api/legal?lang=${lang}`)
      expect(status).toBe(200)
      expect(body).toEqual(SAMPLE_LEGAL_TEXTS[lang])
    }
    expect((await call<ApiLegalTexts>('GET', '/api/legal')).body).toEqual(SAMPLE_LEGAL_TEXTS.en)
    expect((await call('GET', '/api/legal?lang=xx')).status).toBe(400)
  })

  it('shows an editor’s save at once, English where a translation is emptied', async () => {
    // Read first, so the answers are in the public cache the save must invalidate.
    await call('GET', '/api/legal?lang=it')
    const adminToken = await signInAdmin(app!.baseUrl)
    const editor = { username: 'legal-editor', email: 'legal@example.com', password: 'editor-pass' }
    const created = await panel('/admins', adminToken, { ...editor, role: 'editor' })
    expect(created.status).toBe(201)
    const login = await panel('/admins/login', null, editor)
    const { token } = (await login.json()) as { token: string }

    const refused = await panel('/globals/legal-texts?locale=it', null, { priceNote: 'x' })
    expect(refused.status).toBe(403)
    const saved = await panel('/globals/legal-texts?locale=it', token, {
      priceNote: null,
      termsTitle: 'Condizioni generali',
    })
    expect(saved.status).toBe(200)

    const { body } = await call<ApiLegalTexts>('GET', '/api/legal?lang=it')
    expect(body.priceNote).toBe(SAMPLE_LEGAL_TEXTS.en.priceNote)
    expect(body.terms.title).toBe('Condizioni generali')
    expect(body.privacy).toEqual(SAMPLE_LEGAL_TEXTS.it.privacy)
  })
})
