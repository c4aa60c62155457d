import {
  DEFAULT_REQUEST_RETENTION_MONTHS,
  MAX_REQUEST_RETENTION_MONTHS,
  MIN_REQUEST_RETENTION_MONTHS,
} from '@sog/contract'
import { Input } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { asNumber } from '@/lib/forms/form'
import type { SettingsValues } from '../hooks/use-settings-form'
import { FormSection } from './form-section'

/**
 * How long price and availability requests are kept before they are removed
 * (docs/decisions/0162-requests.md); empty is the default.
 */
export function RetentionSection() {
  const { t } = useTranslation()
  const { register } = useFormContext<SettingsValues>()
  const range = {
    min: MIN_REQUEST_RETENTION_MONTHS,
    max: MAX_REQUEST_RETENTION_MONTHS,
    default: DEFAULT_REQUEST_RETENTION_MONTHS,
  }
  return (
    <FormSection title={t('adminSettings.sections.requests')}>
      <FormField
        name="requestRetentionMonths"
        label={t('adminSettings.fields.requestRetentionMonths')}
        hint={t('adminSettings.retention.hint', range)}
        issues={{
          tooSmall: t('adminSettings.retention.range', range),
          tooBig: t('adminSettings.retention.range', range),
          step: t('adminSettings.retention.whole'),
        }}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_REQUEST_RETENTION_MONTHS}
          max={MAX_REQUEST_RETENTION_MONTHS}
          step={1}
          {...register('requestRetentionMonths', asNumber)}
        />
      </FormField>
    </FormSection>
  )
}
