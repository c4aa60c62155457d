import type { ApiSettings } from '@sog/contract'
import { MIN_PASSWORD_LENGTH } from '@sog/contract'
import { Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import { useSaveSettings } from '../api/save-settings'
import {
  passwordProblem,
  toInput,
  useSettingsForm,
  type SettingsTextField,
  type SocialNetwork,
} from '../hooks/use-settings-form'
import { FormSection } from './form-section'
import { LocationsEditor } from './locations-editor'
import { LogoField } from './logo-field'
import { TextField } from './text-field'

type FieldSpec = {
  field: SettingsTextField
  type?: 'email' | 'tel' | 'password'
  multiline?: boolean
  autoComplete?: string
}

const CONTACT: FieldSpec[] = [
  { field: 'contactEmail', type: 'email', autoComplete: 'email' },
  { field: 'contactPhone', type: 'tel', autoComplete: 'tel' },
  { field: 'companyAddress', multiline: true },
  { field: 'websiteUrl', autoComplete: 'url' },
]
const LEGAL: FieldSpec[] = [
  { field: 'vatId' },
  { field: 'krs' },
  { field: 'regon' },
  { field: 'licenses', multiline: true },
]
const PASSWORD: FieldSpec[] = [
  { field: 'adminPassword', type: 'password', autoComplete: 'current-password' },
  { field: 'newAdminPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmAdminPassword', type: 'password', autoComplete: 'new-password' },
]
const NETWORKS: SocialNetwork[] = ['facebook', 'twitter', 'instagram']

/** The company settings form of docs/product.md, "Data", saved to the server in one request. */
export function SettingsEditor({ initial }: { initial: ApiSettings }) {
  const { t } = useTranslation()
  const { form, setText, setLogo, setSocial, locations, reset } = useSettingsForm(initial)
  const save = useSaveSettings()
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = passwordProblem(form)
    if (problem) {
      setError(t(`adminSettings.password.${problem}`, { min: MIN_PASSWORD_LENGTH }))
      return
    }
    setError(null)
    setSaving(true)
    try {
      reset(await save(toInput(form)))
      notify(t('adminSettings.saved'), 'success')
    } catch (failure) {
      setError(errorMessage(failure, t('adminSettings.saveFailed')))
    } finally {
      setSaving(false)
    }
  }

  const fields = (specs: FieldSpec[]) =>
    specs.map((spec) => (
      <TextField
        key={spec.field}
        name={spec.field}
        label={t(`adminSettings.fields.${spec.field}`)}
        value={form[spec.field]}
        onChange={setText}
        type={spec.type}
        multiline={spec.multiline}
        autoComplete={spec.autoComplete}
        disabled={saving}
      />
    ))

  return (
    <Stack as="form" gap="6" onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <FormSection title={t('adminSettings.sections.company')}>
        <TextField
          name="companyName"
          label={t('adminSettings.fields.companyName')}
          value={form.companyName}
          onChange={setText}
          required
          disabled={saving}
        />
        <LogoField value={form.companyLogo} onChange={setLogo} disabled={saving} />
        <TextField
          name="companyDescription"
          label={t('adminSettings.fields.companyDescription')}
          value={form.companyDescription}
          onChange={setText}
          multiline
          disabled={saving}
        />
      </FormSection>
      <FormSection title={t('adminSettings.sections.contact')}>{fields(CONTACT)}</FormSection>
      <FormSection title={t('adminSettings.sections.legal')}>{fields(LEGAL)}</FormSection>
      <FormSection title={t('adminSettings.sections.social')}>
        {NETWORKS.map((network) => (
          <TextField
            key={network}
            name={network}
            label={t(`adminSettings.social.${network}`)}
            value={form.socialMedia[network]}
            onChange={setSocial}
            autoComplete="url"
            disabled={saving}
          />
        ))}
      </FormSection>
      <LocationsEditor rows={form.multipleLocations} locations={locations} disabled={saving} />
      <FormSection title={t('adminSettings.sections.password')}>
        <Text gridColumn="1 / -1" color="fg.muted" textStyle="sm">
          {t('adminSettings.password.hint', { min: MIN_PASSWORD_LENGTH })}
        </Text>
        {fields(PASSWORD)}
      </FormSection>

      {error ? <ErrorAlert title={error} /> : null}
      <Flex justify="flex-end">
        <Button
          type="submit"
          colorPalette="blue"
          disabled={saving}
          width={{ base: 'full', sm: 'auto' }}
        >
          {t(saving ? 'adminSettings.saving' : 'adminSettings.save')}
        </Button>
      </Flex>
    </Stack>
  )
}
