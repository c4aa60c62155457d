import { REQUEST_KINDS } from '@sog/contract'
import { Box, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import { countriesByName } from '@/lib/format/country-names'
import { useLanguage } from '@/lib/i18n/use-language'
import type { RequestValues } from './request-values'

/**
 * What is asked and who asks: the kind of request, the sender's details and message, and a field
 * people never see, which catches robots (docs/decisions/0162-requests.md).
 */
export function SenderFields() {
  const { t } = useTranslation()
  const language = useLanguage()
  const { register } = useFormContext<RequestValues>()
  const countries = countriesByName(language)
  return (
    <>
      <FormField name="kind" label={t('requests.dialog.kind')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('kind')}>
            {REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`requests.kind.${kind}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="name" label={t('requests.dialog.name')} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          name="email"
          label={t('requests.dialog.email')}
          required
          issues={{ format: t('requests.dialog.problem.email') }}
        >
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField name="phone" label={t('requests.dialog.phone')}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField name="country" label={t('requests.dialog.country')} required>
          <NativeSelect.Root>
            <NativeSelect.Field autoComplete="country" {...register('country')}>
              {countries.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField name="message" label={t('requests.dialog.message')}>
        <Textarea rows={4} {...register('message')} />
      </FormField>
      {/* People never see this field; a robot filling it is answered and dropped. */}
      <Box
        aria-hidden="true"
        position="absolute"
        left="-10000px"
        width="1px"
        height="1px"
        overflow="hidden"
      >
        <label>
          {t('requests.dialog.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </Box>
    </>
  )
}
