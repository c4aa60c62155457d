import { currentYear, MIN_ESTABLISHED_YEAR, MIN_PASSWORD_LENGTH } from '@sog/contract'
import {
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  type InputProps,
} from '@chakra-ui/react'
import { Controller, FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { Checkbox } from '@/components/ui/own-recipe/checkbox'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { useDecimals } from '@/lib/forms/decimals'
import { asNumber, type FormMode } from '@/lib/forms/form'
import { useDealerForm } from '../hooks/use-dealer-form'
import type { DealerValues } from '../utils/dealer-values'
import { CountryField } from './country-field'

type Props = { initial: DealerValues; mode: FormMode; dealerId?: string }
type TextName = Exclude<
  keyof DealerValues,
  'isActive' | 'rating' | 'established' | 'latitude' | 'longitude'
>

/** The one form behind /admin/dealers/new and /admin/dealers/{id}/edit (docs/product.md, "Validation"). */
export function DealerForm({ initial, mode, dealerId }: Props) {
  const { t } = useTranslation()
  const { form, saving, submit, conflictDialog } = useDealerForm(initial, mode, dealerId)
  const { register } = form
  const decimals = useDecimals()
  const text = (
    name: TextName,
    { required, hint, ...input }: InputProps & { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      name={name}
      label={t(`adminDealers.form.${name}`)}
      required={required}
      hint={hint}
      issues={{
        format: name === 'email' ? t('adminDealers.form.problem.email') : undefined,
        tooShort:
          name === 'password'
            ? t('adminDealers.form.problem.passwordLength', { min: MIN_PASSWORD_LENGTH })
            : undefined,
      }}
    >
      <Input {...input} {...register(name)} />
    </FormField>
  )

  return (
    <Card.Root variant="outline">
      {conflictDialog}
      <Card.Body>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {/* A disabled fieldset disables every input and button while saving. */}
            <chakra.fieldset disabled={saving} minW="0" m="0" p="0" border="0">
              <Stack gap="8">
                <Stack as="section" gap="4" aria-labelledby="dealer-details">
                  <Heading as="h2" size="lg" id="dealer-details">
                    {t('adminDealers.form.details')}
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {text('name', { required: true, autoComplete: 'organization' })}
                    {text('email', { required: true, type: 'email', autoComplete: 'email' })}
                    {text('phone', { type: 'tel', autoComplete: 'tel' })}
                    {text('website', { type: 'url', autoComplete: 'url' })}
                    {text('address', { autoComplete: 'street-address' })}
                    {text('city', { required: true })}
                    <CountryField />
                    <SimpleGrid columns={2} gap="4">
                      {(['latitude', 'longitude'] as const).map((name) => (
                        <FormField
                          key={name}
                          name={name}
                          label={t(`adminDealers.form.${name}`)}
                          hint={
                            name === 'latitude' ? t('adminDealers.form.positionHint') : undefined
                          }
                          issues={{
                            ...decimals.issues,
                            invalid: t('adminDealers.form.positionPair'),
                          }}
                        >
                          <Input {...decimals.input} {...register(name, decimals.coordinate)} />
                        </FormField>
                      ))}
                    </SimpleGrid>
                    {text('hours', { hint: t('adminDealers.form.hoursHint') })}
                    {text('specialties', { hint: t('adminDealers.form.specialtiesHint') })}
                    <SimpleGrid columns={2} gap="4">
                      <FormField
                        name="rating"
                        label={t('adminDealers.form.rating')}
                        issues={decimals.issues}
                      >
                        <Input {...decimals.input} {...register('rating', decimals.required)} />
                      </FormField>
                      <FormField name="established" label={t('adminDealers.form.established')}>
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={MIN_ESTABLISHED_YEAR}
                          max={currentYear()}
                          step={1}
                          {...register('established', asNumber)}
                        />
                      </FormField>
                    </SimpleGrid>
                  </SimpleGrid>
                  {mode === 'edit' ? (
                    <Controller
                      name="isActive"
                      control={form.control}
                      render={({ field }) => (
                        <Checkbox.Root
                          checked={field.value}
                          onCheckedChange={(details) => field.onChange(details.checked === true)}
                        >
                          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{t('adminDealers.form.isActive')}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                  ) : null}
                </Stack>
                {mode === 'create' ? (
                  <Stack as="section" gap="4" aria-labelledby="dealer-credentials">
                    <Heading as="h2" size="lg" id="dealer-credentials">
                      {t('adminDealers.form.credentials')}
                    </Heading>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      {text('username', { required: true, autoComplete: 'off' })}
                      {text('password', {
                        required: true,
                        type: 'password',
                        autoComplete: 'new-password',
                        hint: t('adminDealers.form.passwordHint', { min: MIN_PASSWORD_LENGTH }),
                      })}
                    </SimpleGrid>
                  </Stack>
                ) : null}
                <Stack gap="3">
                  <FormSummary busy={saving} />
                  <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                    <Button type="submit" colorPalette="brand">
                      {t(`adminDealers.form.${mode}${saving ? 'Busy' : ''}`)}
                    </Button>
                    <LinkButton asChild variant="outline">
                      <RouterLink to={paths.adminDealers}>{t('common.cancel')}</RouterLink>
                    </LinkButton>
                  </Flex>
                </Stack>
              </Stack>
            </chakra.fieldset>
          </form>
        </FormProvider>
      </Card.Body>
    </Card.Root>
  )
}
