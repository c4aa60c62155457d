import { MIN_PASSWORD_LENGTH, TEXT_LIMITS, type ApiAdminSettings } from '@sog/contract'
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react'
import { Controller, FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormSummary } from '@/components/form/form-summary'
import {
  useSettingsForm,
  type SettingsTextField,
  type SocialNetwork,
} from '../hooks/use-settings-form'
import { FormSection } from './form-section'
import { LocationsEditor } from './locations-editor'
import { LogoField } from './logo-field'
import { RatesSection } from './rates-section'
import { RetentionSection } from './retention-section'
import { TextField } from './text-field'
import { TranslationsField } from './translations-field'

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
export function SettingsEditor({ initial }: { initial: ApiAdminSettings }) {
  const { t } = useTranslation()
  const { form, saving, submit, conflictDialog } = useSettingsForm(initial)
  // The contract's own password rules, in the visitor's words (docs/product.md, "Validation").
  const passwordIssues = {
    mismatch: t('adminSettings.password.passwordsDiffer'),
    tooShort: t('adminSettings.password.passwordTooShort', { min: MIN_PASSWORD_LENGTH }),
  }

  const fields = (specs: FieldSpec[]) =>
    specs.map((spec) => (
      <TextField
        key={spec.field}
        name={spec.field}
        label={t(`adminSettings.fields.${spec.field}`)}
        type={spec.type}
        multiline={spec.multiline}
        autoComplete={spec.autoComplete}
        issues={spec.type === 'password' ? passwordIssues : undefined}
      />
    ))

  return (
    <FormProvider {...form}>
      {conflictDialog}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        {/* A disabled fieldset disables every input and button while saving. */}
        <chakra.fieldset disabled={saving} minW="0" m="0" p="0" border="0">
          <Stack gap="6">
            <FormSection title={t('adminSettings.sections.company')}>
              <TextField
                name="companyName"
                label={t('adminSettings.fields.companyName')}
                required
              />
              <Controller
                name="companyLogo"
                control={form.control}
                render={({ field }) => (
                  <LogoField value={field.value} onChange={field.onChange} disabled={saving} />
                )}
              />
              <TextField
                name="companyDescription"
                label={t('adminSettings.fields.companyDescription')}
                multiline
              />
              <TranslationsField
                name="translations.companyDescription"
                label={t('adminSettings.fields.companyDescription')}
                maxLength={TEXT_LIMITS.companyDescription}
                multiline
              />
            </FormSection>
            <FormSection title={t('adminSettings.sections.contact')}>{fields(CONTACT)}</FormSection>
            <FormSection title={t('adminSettings.sections.legal')}>
              {fields(LEGAL)}
              <TranslationsField
                name="translations.licenses"
                label={t('adminSettings.fields.licenses')}
                maxLength={TEXT_LIMITS.licenses}
                multiline
              />
            </FormSection>
            <FormSection title={t('adminSettings.sections.social')}>
              {NETWORKS.map((network) => (
                <TextField
                  key={network}
                  name={`socialMedia.${network}`}
                  label={t(`adminSettings.social.${network}`)}
                  autoComplete="url"
                />
              ))}
            </FormSection>
            <LocationsEditor />
            <RatesSection />
            <RetentionSection />
            <FormSection title={t('adminSettings.sections.password')}>
              <Text gridColumn="1 / -1" color="fg.muted" textStyle="sm">
                {t('adminSettings.password.hint', { min: MIN_PASSWORD_LENGTH })}
              </Text>
              {fields(PASSWORD)}
            </FormSection>

            <Stack gap="3" align={{ sm: 'flex-end' }}>
              <FormSummary busy={saving} />
              <Flex justify="flex-end" w="full">
                <Button type="submit" colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
                  {t(saving ? 'adminSettings.saving' : 'adminSettings.save')}
                </Button>
              </Flex>
            </Stack>
          </Stack>
        </chakra.fieldset>
      </form>
    </FormProvider>
  )
}
