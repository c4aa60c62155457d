import {
  SettingsInput,
  type ApiAdminSettings,
  LANGUAGE_NAMES,
  type ApiTranslations,
  type TranslatedLanguage,
  type RateCurrency,
} from '@sog/contract'
import type { TFunction } from 'i18next'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useConflictDialog } from '@/components/form/conflict-dialog'
import {
  contractResolver,
  settleFormConflict,
  showSaveError,
  type FieldLabel,
} from '@/lib/forms/form'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'
import { useSaveSettings } from '../api/save-settings'

export type LocationValues = {
  /** The stored location's id ('' for a new one): its translations stay with it. */
  id: string
  city: string
  address: string
  phone: string
  hours: string
  translations: { hours: ApiTranslations }
}
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

/** What the form holds: every text as typed, read by the contract's SettingsInput when saving. */
export type SettingsValues = Record<SettingsTextField, string> & {
  companyLogo: string | null
  socialMedia: Record<SocialNetwork, string>
  multipleLocations: LocationValues[]
  /** 1 EUR in each currency; null = no rate. */
  exchangeRates: Record<RateCurrency, number | null>
  /** Months a price or availability request is kept; empty is the default. */
  requestRetentionMonths: number | undefined
  /** The other languages of the description and the licences ('' = English shown). */
  translations: { companyDescription: ApiTranslations; licenses: ApiTranslations }
  /** The stored settings' version, sent back to detect others' changes (docs/api.md). */
  version: string
}

function toValues(settings: ApiAdminSettings): SettingsValues {
  const social = settings.socialMedia
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
    multipleLocations: settings.multipleLocations.map((location) => ({
      id: location.id ?? '',
      city: location.city,
      address: location.address ?? '',
      phone: location.phone ?? '',
      hours: location.hours ?? '',
      translations: { hours: { ...location.translations.hours } },
    })),
    exchangeRates: { ...settings.exchangeRates },
    requestRetentionMonths: settings.requestRetentionMonths,
    adminPassword: '',
    newAdminPassword: '',
    confirmAdminPassword: '',
    translations: {
      companyDescription: { ...settings.translations.companyDescription },
      licenses: { ...settings.translations.licenses },
    },
    version: settings.version,
  }
}

/** The form's fields by the labels it shows them with (the conflict dialog names them so). */
const settingsFieldLabel =
  (t: TFunction): FieldLabel =>
  ([field, key, language]) => {
    switch (field) {
      case 'version':
        return null
      case 'translations':
        return t('translations.field', {
          label: t(`adminSettings.fields.${key as 'companyDescription' | 'licenses'}`),
          language: LANGUAGE_NAMES[language as TranslatedLanguage],
        })
      case 'companyLogo':
        return t('adminSettings.logo.label')
      case 'socialMedia':
        return t(`adminSettings.social.${key as SocialNetwork}`)
      case 'multipleLocations':
        return t('adminSettings.sections.locations')
      case 'exchangeRates':
        return t('adminSettings.rates.label', { currency: key })
      case 'requestRetentionMonths':
        return t('adminSettings.fields.requestRetentionMonths')
      default:
        return t(`adminSettings.fields.${field as SettingsTextField}`)
    }
  }

/**
 * The company settings form of docs/product.md, "Data": saved in one request; once saved, the
 * form holds what the server stored (the password fields empty again).
 */
export function useSettingsForm(initial: ApiAdminSettings) {
  const { t } = useTranslation()
  const { trigger, isMutating } = useSaveSettings()
  const form = useForm({
    resolver: contractResolver<typeof SettingsInput, SettingsValues>(SettingsInput),
    defaultValues: toValues(initial),
  })
  useUnsavedChanges(form.formState.isDirty)
  const [conflictDialog, askConflict] = useConflictDialog()
  const submit = form.handleSubmit(async (body) => {
    try {
      form.reset(toValues(await trigger(body)))
      notify(t('adminSettings.saved'), 'success')
    } catch (error) {
      const settled = await settleFormConflict(
        error,
        askConflict,
        form,
        toValues,
        submit,
        settingsFieldLabel(t),
      )
      if (!settled) showSaveError(form, error, errorMessage(error, t('adminSettings.saveFailed')))
    }
  })
  return { form, saving: isMutating, submit, conflictDialog }
}
