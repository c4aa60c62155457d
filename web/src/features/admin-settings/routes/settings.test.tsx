import type { ApiAdminSettings, SettingsBody } from '@sog/contract'
import { MAX_IMAGE_BYTES, perTranslatedLanguage, SettingsInput } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import { sampleAdminSettings, settingsIn, type ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'

const none = () => perTranslatedLanguage(() => '')

/** What the server stores of a save: the sent fields, and each sent translation over the stored one. */
function stores(sent: SettingsBody, before: ApiAdminSettings, version: string): ApiAdminSettings {
  const {
    adminPassword: _a,
    newAdminPassword: _n,
    confirmAdminPassword: _c,
    translations,
    multipleLocations,
    ...fields
  } = SettingsInput.parse(sent)
  return {
    ...fields,
    companyLogo: fields.companyLogo ? '/media/logo.png' : null,
    translations: {
      companyDescription: {
        ...before.translations.companyDescription,
        ...translations?.companyDescription,
      },
      licenses: { ...before.translations.licenses, ...translations?.licenses },
    },
    multipleLocations: multipleLocations.map(({ translations: given, id, ...location }, index) => ({
      ...location,
      id: id || `new-${index}`,
      translations: {
        hours: {
          ...(before.multipleLocations.find((row) => row.id === id)?.translations.hours ?? none()),
          ...given?.hours,
        },
      },
    })),
    version,
  }
}

/** The server double keeps what was saved and answers both settings reads with it. */
function serve(api: ApiDouble, held = Promise.resolve()) {
  let stored: ApiAdminSettings = sampleAdminSettings()
  api.on('GET', '/admin/settings', () => ({ body: stored }))
  api.on('GET', '/settings', (call) => ({
    body: settingsIn(stored, call.query.get('lang') ?? 'en'),
  }))
  api.on('PUT', '/admin/settings', async (call) => {
    await held
    stored = stores(call.body as SettingsBody, stored, stored.version)
    return { body: stored }
  })
}

async function open(adjust?: (api: ApiDouble) => void, held?: Promise<void>) {
  const app = await renderApp('/admin/settings', {
    storage: { [STORAGE_KEYS.adminSession]: adminSession },
    api: (api) => {
      serve(api, held)
      adjust?.(api)
    },
  })
  await screen.findByRole('textbox', { name: 'Company name' })
  return app
}

const field = (name: string) => screen.getByRole('textbox', { name })
const save = () => screen.getByRole('button', { name: 'Save Settings' })
const puts = (api: ApiDouble) => api.calls.filter((call) => call.method === 'PUT')

// Whole-app renders on a shared two-core machine: more time than the 5 s default.
describe('admin settings', { timeout: 30_000 }, () => {
  it('shows a loading state, then the saved settings', async () => {
    let release = () => {}
    const loading = new Promise<void>((resolve) => (release = resolve))
    const { api } = await renderApp('/admin/settings', {
      storage: { [STORAGE_KEYS.adminSession]: adminSession },
      api: (api) => {
        serve(api)
        api.on('GET', '/admin/settings', async () => {
          await loading
          return { body: sampleAdminSettings() }
        })
      },
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)
    release()
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue(
      'SOG Firearms Sp. z o.o.',
    )
    expect(api.calls.some((call) => call.path === '/admin/settings')).toBe(true)
    expect(field('Contact e-mail')).toHaveValue('kontakt@sog-firearms.pl')
    expect(field('Company address')).toHaveValue('ul. Przemysłowa 12\n61-541 Poznań\nPolska')
    expect(field('VAT ID')).toHaveValue('PL7792501234')
    expect(field('Facebook')).toHaveValue('https://facebook.com/sogfirearms')
    const second = screen.getByRole('group', { name: 'Location 2' })
    expect(within(second).getByRole('textbox', { name: 'City' })).toHaveValue('Warszawa (showroom)')
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
  })

  it('saves every field with PUT and refreshes the footer at once', async () => {
    let release = () => {}
    const { user, api } = await open(undefined, new Promise((resolve) => (release = resolve)))
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('SOG Firearms Sp. z o.o.')).toBeVisible()

    await user.clear(field('Company name'))
    await user.type(field('Company name'), 'SOG Arms')
    await user.clear(field('Contact phone'))
    await user.type(field('Contact phone'), '+48 600 700 800')
    await user.clear(field('KRS number'))
    await user.type(field('KRS number'), '0000999999')
    await user.clear(field('Instagram'))
    await user.click(screen.getByRole('button', { name: 'Remove location 2' }))
    await user.click(screen.getByRole('button', { name: 'Add location' }))
    const added = screen.getByRole('group', { name: 'Location 2' })
    await user.type(within(added).getByRole('textbox', { name: 'City' }), 'Kraków')
    await user.type(within(added).getByRole('textbox', { name: 'Opening hours' }), 'Mon–Fri')
    // A location needs its city: the form says so beside it and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Add location' }))
    await user.click(save())
    expect(puts(api)).toHaveLength(0)
    const third = within(screen.getByRole('group', { name: 'Location 3' }))
    expect(third.getByRole('textbox', { name: 'City' })).toHaveAccessibleErrorMessage(
      'This field is required.',
    )
    expect(third.getByRole('textbox', { name: 'City' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Remove location 3' }))
    await user.click(save())

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(field('Company name')).toBeDisabled()
    release()
    await expectToast('Settings saved successfully')
    const sample = sampleAdminSettings()
    expect(puts(api)).toEqual([
      expect.objectContaining({ path: '/admin/settings', token: 'admin-token' }),
    ])
    expect(puts(api)[0]!.body).toEqual({
      companyName: 'SOG Arms',
      // The contract's reading of the form: no logo is '', no new password is ''.
      companyLogo: '',
      companyDescription: sample.companyDescription,
      contactEmail: sample.contactEmail,
      contactPhone: '+48 600 700 800',
      companyAddress: sample.companyAddress,
      websiteUrl: sample.websiteUrl,
      vatId: sample.vatId,
      krs: '0000999999',
      regon: sample.regon,
      licenses: sample.licenses,
      socialMedia: { ...sample.socialMedia, instagram: '' },
      // The kept location with its id, so that its translations stay with it.
      multipleLocations: [
        sample.multipleLocations[0],
        {
          id: '',
          city: 'Kraków',
          address: '',
          phone: '',
          hours: 'Mon–Fri',
          translations: { hours: none() },
        },
      ],
      translations: sample.translations,
      exchangeRates: { PLN: null, USD: null },
      requestRetentionMonths: 24,
      adminPassword: '',
      newAdminPassword: '',
      confirmAdminPassword: '',
      // The version the form opened: someone else's change meanwhile would be refused.
      version: sample.version,
    })
    await waitFor(() => expect(within(footer).getByText('SOG Arms')).toBeVisible())
    expect(within(footer).getByText(/KRS: 0000999999/)).toBeVisible()
    expect(save()).toBeEnabled()
  })

  it("saves the description, the licences and each location's hours in the other languages", async () => {
    const { user, api } = await open()
    const german = (label: string) => field(`${label} (Deutsch)`)
    expect(german('Company description')).toHaveValue(
      sampleAdminSettings().translations.companyDescription.de,
    )
    expect(german('Company description')).toHaveAttribute('lang', 'de')
    await user.clear(german('Company description'))
    await user.type(german('Company description'), 'Waffen aus Posen.')
    await user.clear(field('Licences (Français)'))
    const first = within(screen.getByRole('group', { name: 'Location 1' }))
    await user.clear(first.getByRole('textbox', { name: 'Opening hours (Italiano)' }))
    await user.type(first.getByRole('textbox', { name: 'Opening hours (Italiano)' }), 'Lun–Sab')
    await user.click(save())
    await expectToast('Settings saved successfully')

    const sent = puts(api)[0]!.body as SettingsBody
    expect(sent.translations?.companyDescription?.de).toBe('Waffen aus Posen.')
    expect(sent.translations?.licenses?.fr).toBe('')
    expect(sent.multipleLocations?.[0]).toMatchObject({
      id: 'location-1',
      translations: { hours: { it: 'Lun–Sab' } },
    })
    // The form holds what the server stored.
    expect(german('Company description')).toHaveValue('Waffen aus Posen.')
    expect(field('Licences (Français)')).toHaveValue('')
  })

  it('checks the new password before sending and clears the fields once saved', async () => {
    const { user, api } = await open()
    const password = (label: string) => screen.getByLabelText(label)

    await user.type(password('New password'), 'abc')
    await user.type(password('Confirm new password'), 'abd')
    await user.click(save())
    expect(password('Confirm new password')).toHaveAccessibleErrorMessage(
      'New passwords do not match',
    )
    expect(screen.getByRole('alert')).toHaveTextContent('1 field needs your attention')

    await user.clear(password('Confirm new password'))
    await user.type(password('Confirm new password'), 'abc')
    await user.click(save())
    expect(password('New password')).toHaveAccessibleErrorMessage(
      'New password must be at least 6 characters long',
    )
    expect(puts(api)).toHaveLength(0)

    await user.type(password('Current password'), 'admin123')
    await user.type(password('New password'), 'def')
    await user.type(password('Confirm new password'), 'def')
    await user.click(save())
    await expectToast('Settings saved successfully')
    expect(puts(api)[0]!.body).toMatchObject({
      adminPassword: 'admin123',
      newAdminPassword: 'abcdef',
      confirmAdminPassword: 'abcdef',
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(password('New password')).toHaveValue('')
    expect(password('Current password')).toHaveValue('')
  })

  it("shows the server's detail, else the spec's fallback", async () => {
    const { user, api } = await open((api) =>
      api.on('PUT', '/admin/settings', {
        status: 400,
        body: { detail: 'contactEmail must be a valid e-mail address' },
      }),
    )
    await user.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'contactEmail must be a valid e-mail address',
    )

    api.on('PUT', '/admin/settings', { status: 500, body: {} })
    await user.click(save())
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings'),
    )
    expect(field('Company name')).toBeEnabled()
  })

  it('uploads, previews and removes the logo, refusing 5 MB files', async () => {
    const { user, api } = await open()
    const input = screen.getByLabelText('Company logo file')
    // The hint says the contract's limit, the one the server enforces.
    expect(screen.getByText('PNG, JPG up to 5MB')).toBeVisible()
    await user.upload(
      input,
      new File([new Uint8Array(MAX_IMAGE_BYTES)], 'big.png', { type: 'image/png' }),
    )
    await expectToast('Image size should be less than 5MB')
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument()

    await user.upload(input, new File(['logo'], 'logo.png', { type: 'image/png' }))
    const preview = await screen.findByRole('img', { name: 'Company logo preview' })
    expect(preview).toHaveAttribute('src', 'data:image/png;base64,bG9nbw==')
    await user.click(save())
    await screen.findByText('Settings saved successfully')
    expect((puts(api)[0]!.body as SettingsBody).companyLogo).toBe('data:image/png;base64,bG9nbw==')
    // The saved logo now comes back as the server's own address.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
        'src',
        '/media/logo.png',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Remove logo' }))
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument()
    await user.click(save())
    await waitFor(() => expect(puts(api)).toHaveLength(2))
    expect((puts(api)[1]!.body as SettingsBody).companyLogo).toBe('')
  })

  it('sets optional exchange rates, refusing 0 and a fifth decimal before sending', async () => {
    const { user, api } = await open()
    const rate = (currency: string) => screen.getByRole('textbox', { name: `1 EUR in ${currency}` })
    expect(rate('PLN')).toHaveValue('')
    await user.type(rate('PLN'), '0')
    await user.type(rate('USD'), '1.08125')
    await user.click(save())
    expect(await screen.findByText('This number is too small.')).toBeVisible()
    expect(screen.getByText('Too many decimal places.')).toBeVisible()
    expect(puts(api)).toHaveLength(0)
    await user.clear(rate('PLN'))
    await user.type(rate('PLN'), '4.2651')
    await user.clear(rate('USD'))
    await user.click(save())
    await waitFor(() => expect(puts(api)).toHaveLength(1))
    expect((puts(api)[0]!.body as SettingsBody).exchangeRates).toEqual({ PLN: 4.2651, USD: null })
  })
  it('keeps requests for the months set, 24 by default, refusing what is out of range', async () => {
    const { user, api } = await open()
    const months = screen.getByRole('spinbutton', { name: 'Keep requests for (months)' })
    expect(months).toHaveValue(24)
    await user.clear(months)
    await user.type(months, '121')
    await user.click(save())
    expect(await screen.findByText('Enter 1 to 120 months.')).toBeVisible()
    expect(puts(api)).toHaveLength(0)
    await user.clear(months)
    await user.type(months, '12')
    await user.click(save())
    await waitFor(() => expect(puts(api)).toHaveLength(1))
    expect((puts(api)[0]!.body as SettingsBody).requestRetentionMonths).toBe(12)
  })

  it("overwrites someone else's save with only this admin's changes, naming each field", async () => {
    const later = '2026-03-01T10:00:00.000Z'
    const theirs: ApiAdminSettings = {
      ...sampleAdminSettings(),
      companyName: 'SOG Firearms S.A.',
      exchangeRates: { PLN: null, USD: 1.09 },
      socialMedia: { ...sampleAdminSettings().socialMedia, instagram: 'https://instagram.com/sog' },
      version: later,
    }
    const { user, api } = await open((api) =>
      api.on('PUT', '/admin/settings', (call) => {
        const sent = call.body as SettingsBody
        if (sent.version !== later)
          return { status: 409, body: { detail: 'Changed meanwhile', current: theirs } }
        return { body: stores(sent, theirs, '2026-03-01T10:05:00.000Z') }
      }),
    )
    await user.type(screen.getByRole('textbox', { name: '1 EUR in PLN' }), '4.25')
    await user.clear(field('Facebook'))
    await user.type(field('Facebook'), 'https://facebook.com/sog')
    await user.click(save())

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    const listed = (heading: string) =>
      within(within(dialog).getByText(heading).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(listed('Changed by them (kept when you overwrite):')).toEqual([
      'Company name',
      'Instagram',
      '1 EUR in USD',
    ])
    expect(listed('Changed by you:')).toEqual(['Facebook', '1 EUR in PLN'])
    expect(within(dialog).queryByText(/Changed by both/)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }))

    await expectToast('Settings saved successfully')
    expect(puts(api)).toHaveLength(2)
    expect(puts(api)[1]!.body).toMatchObject({
      version: later,
      companyName: 'SOG Firearms S.A.',
      exchangeRates: { PLN: 4.25, USD: 1.09 },
      socialMedia: {
        facebook: 'https://facebook.com/sog',
        instagram: 'https://instagram.com/sog',
      },
    })
    expect(field('Company name')).toHaveValue('SOG Firearms S.A.')
  })
})
