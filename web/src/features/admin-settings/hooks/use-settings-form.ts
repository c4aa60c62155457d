import type { ApiSettings } from '@sog/contract'
import { MIN_PASSWORD_LENGTH } from '@sog/contract'
import { useCallback, useMemo, useState } from 'react'

import type { SettingsInput } from '../api/save-settings'

export type LocationRow = {
  key: string
  city: string
  address: string
  phone: string
  hours: string
}
export type LocationField = Exclude<keyof LocationRow, 'key'>
export type SocialNetwork = 'facebook' | 'twitter' | 'instagram'

export type SettingsTextField =
  | 'companyName'
  | 'companyDescription'
  | 'contactEmail'
  | 'contactPhone'
  | 'companyAddress'
  | 'websiteUrl'
  | 'vatId'
  | 'krs'
  | 'regon'
  | 'licenses'
  | 'adminPassword'
  | 'newAdminPassword'
  | 'confirmAdminPassword'

export type SettingsForm = Record<SettingsTextField, string> & {
  companyLogo: string | null
  socialMedia: Record<SocialNetwork, string>
  multipleLocations: LocationRow[]
}

let lastKey = 0
const newLocation = (): LocationRow => ({
  key: `location-${++lastKey}`,
  city: '',
  address: '',
  phone: '',
  hours: '',
})

function toForm(settings: ApiSettings): SettingsForm {
  const social = settings.socialMedia ?? {}
  return {
    companyName: settings.companyName,
    companyLogo: settings.companyLogo,
    companyDescription: settings.companyDescription,
    contactEmail: settings.contactEmail ?? '',
    contactPhone: settings.contactPhone ?? '',
    companyAddress: settings.companyAddress ?? '',
    websiteUrl: settings.websiteUrl ?? '',
    vatId: settings.vatId ?? '',
    krs: settings.krs ?? '',
    regon: settings.regon ?? '',
    licenses: settings.licenses ?? '',
    socialMedia: {
      facebook: social.facebook ?? '',
      twitter: social.twitter ?? '',
      instagram: social.instagram ?? '',
    },
    multipleLocations: (settings.multipleLocations ?? []).map((location) => ({
      ...newLocation(),
      city: location.city,
      address: location.address ?? '',
      phone: location.phone ?? '',
      hours: location.hours ?? '',
    })),
    adminPassword: '',
    newAdminPassword: '',
    confirmAdminPassword: '',
  }
}

/** docs/product.md, "Validation": a new password must equal its confirmation and be 6+ characters long. */
export function passwordProblem(form: SettingsForm): 'passwordsDiffer' | 'passwordTooShort' | null {
  const { newAdminPassword, confirmAdminPassword } = form
  if (!newAdminPassword && !confirmAdminPassword) return null
  if (newAdminPassword !== confirmAdminPassword) return 'passwordsDiffer'
  if (newAdminPassword.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort'
  return null
}

/** The request body; the password fields only when a new password is given. */
export function toInput(form: SettingsForm): SettingsInput {
  const { adminPassword, newAdminPassword, confirmAdminPassword, multipleLocations, ...rest } = form
  return {
    ...rest,
    multipleLocations: multipleLocations.map(({ city, address, phone, hours }) => ({
      city,
      address,
      phone,
      hours,
    })),
    ...(newAdminPassword ? { adminPassword, newAdminPassword, confirmAdminPassword } : {}),
  }
}

/**
 * The form's state. Every setter is stable, so the memoised fields re-render only when their
 * own value changes: the form has some forty inputs.
 */
export function useSettingsForm(initial: ApiSettings) {
  const [form, setForm] = useState(() => toForm(initial))

  const setText = useCallback(
    (field: SettingsTextField, value: string) =>
      setForm((current) => ({ ...current, [field]: value })),
    [],
  )
  const setLogo = useCallback(
    (companyLogo: string | null) => setForm((current) => ({ ...current, companyLogo })),
    [],
  )
  const setSocial = useCallback(
    (network: SocialNetwork, value: string) =>
      setForm((current) => ({
        ...current,
        socialMedia: { ...current.socialMedia, [network]: value },
      })),
    [],
  )
  const locations = useMemo(() => {
    const update = (change: (rows: LocationRow[]) => LocationRow[]) =>
      setForm((current) => ({ ...current, multipleLocations: change(current.multipleLocations) }))
    return {
      add: () => update((rows) => [...rows, newLocation()]),
      remove: (key: string) => update((rows) => rows.filter((row) => row.key !== key)),
      change: (key: string, field: LocationField, value: string) =>
        update((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row))),
    }
  }, [])
  const reset = useCallback((saved: ApiSettings) => setForm(toForm(saved)), [])

  return { form, setText, setLogo, setSocial, locations, reset }
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>
