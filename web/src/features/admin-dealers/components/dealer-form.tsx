import {
  currentYear,
  MAX_RATING,
  MIN_ESTABLISHED_YEAR,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
} from '@sog/contract'
import { Button, Card, chakra, Checkbox, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { paths } from '@/config/paths'
import { useDealerForm } from '../hooks/use-dealer-form'
import type { DealerValues, FormMode, TextField } from '../utils/dealer-values'
import { CountrySelect } from './country-select'
import { FormField } from './form-field'

type Props = { initial: DealerValues; mode: FormMode; dealerId?: string }

/** The one form behind /admin/dealers/new and /admin/dealers/{id}/edit (docs/product.md, "Validation"). */
export function DealerForm({ initial, mode, dealerId }: Props) {
  const { t } = useTranslation()
  const { values, errors, saving, saveError, set, submit } = useDealerForm(initial, mode, dealerId)
  const field = (name: TextField, extra: { required?: boolean } = {}) => ({
    label: t(`adminDealers.form.${name}`),
    value: values[name],
    onChange: (value: string) => set(name, value),
    problem: errors[name],
    ...extra,
  })

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {/* A disabled fieldset disables every input and button while saving. */}
          <chakra.fieldset disabled={saving} minW="0" m="0" p="0" border="0">
            <Stack gap="8">
              {saveError ? <ErrorAlert title={saveError} /> : null}
              <Stack as="section" gap="4" aria-labelledby="dealer-details">
                <Heading as="h2" size="lg" id="dealer-details">
                  {t('adminDealers.form.details')}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField {...field('name', { required: true })} autoComplete="organization" />
                  <FormField
                    {...field('email', { required: true })}
                    type="email"
                    autoComplete="email"
                  />
                  <FormField {...field('phone')} type="tel" autoComplete="tel" />
                  <FormField {...field('website')} type="url" autoComplete="url" />
                  <FormField {...field('address')} autoComplete="street-address" />
                  <FormField {...field('city', { required: true })} />
                  <CountrySelect
                    value={values.country}
                    problem={errors.country}
                    onChange={(code) => set('country', code)}
                  />
                  <FormField {...field('hours')} hint={t('adminDealers.form.hoursHint')} />
                  <FormField
                    {...field('specialties')}
                    hint={t('adminDealers.form.specialtiesHint')}
                  />
                  <SimpleGrid columns={2} gap="4">
                    <FormField
                      {...field('rating')}
                      type="number"
                      inputMode="decimal"
                      min={MIN_RATING}
                      max={MAX_RATING}
                      step={0.1}
                    />
                    <FormField
                      {...field('established')}
                      type="number"
                      inputMode="numeric"
                      min={MIN_ESTABLISHED_YEAR}
                      max={currentYear()}
                      step={1}
                    />
                  </SimpleGrid>
                </SimpleGrid>
                {mode === 'edit' ? (
                  <Checkbox.Root
                    checked={values.isActive}
                    onCheckedChange={(details) => set('isActive', details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('adminDealers.form.isActive')}</Checkbox.Label>
                  </Checkbox.Root>
                ) : null}
              </Stack>
              {mode === 'create' ? (
                <Stack as="section" gap="4" aria-labelledby="dealer-credentials">
                  <Heading as="h2" size="lg" id="dealer-credentials">
                    {t('adminDealers.form.credentials')}
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormField {...field('username', { required: true })} autoComplete="off" />
                    <FormField
                      {...field('password', { required: true })}
                      type="password"
                      autoComplete="new-password"
                      hint={t('adminDealers.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                    />
                  </SimpleGrid>
                </Stack>
              ) : null}
              <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                <Button type="submit" colorPalette="blue">
                  {t(`adminDealers.form.${mode}${saving ? 'Busy' : ''}`)}
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to={paths.adminDealers}>{t('common.cancel')}</RouterLink>
                </Button>
              </Flex>
            </Stack>
          </chakra.fieldset>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
