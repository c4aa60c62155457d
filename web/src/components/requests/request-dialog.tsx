import './translations'

import { COUNTRIES, REQUEST_KINDS, RequestInput, type RequestBody } from '@sog/contract'
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Input,
  Link,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { Dialog } from '@/components/ui/own-recipe/dialog'
import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { ErrorAlert } from '@/components/ui/error-alert'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { useDealerFirearms } from '@/lib/api/get-dealer-firearms'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useStockists } from '@/lib/api/get-stockists'
import { useSubmitRequest } from '@/lib/api/submit-request'
import { compareIn } from '@/lib/format/collator'
import { contractResolver, showSaveError } from '@/lib/forms/form'
import { useSelectedCountry } from '@/lib/storage/selected-country'
import { useLanguage } from '@/lib/i18n/use-language'

export type RequestDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** From a product page: the firearm asked about (the recipient is chosen in the form). */
  firearm?: { id: string; name: string }
  /**
   * The dealer asked: chosen beforehand on a product page (its "where to buy" card), or the
   * dealer card's own (the firearm is then chosen among those it lists).
   */
  dealer?: { id: number; name: string }
}

type Values = Omit<RequestBody, 'dealerId'> & { dealerId: number | null }

/**
 * The price and availability request (docs/product.md, "Requests"): to the company or to a
 * dealer listed where to buy the firearm, with the consent notice and its privacy policy link;
 * sending, sent (the dialog says to whom and that a confirmation is on its way) or failed (the
 * text kept). A field people never see catches robots (docs/decisions/0162-requests.md).
 */
export function RequestDialog({ open, onOpenChange, firearm, dealer }: RequestDialogProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const country = useSelectedCountry()
  const { data: settings } = useCompanySettings()
  const stockists = useStockists(firearm ? firearm.id : null)
  const offered = useDealerFirearms(firearm ? null : (dealer?.id ?? null))
  const { trigger, isMutating, data: sent, reset } = useSubmitRequest()

  const empty: Values = {
    firearmId: firearm?.id ?? '',
    dealerId: dealer?.id ?? null,
    kind: 'price',
    name: '',
    email: '',
    phone: '',
    message: '',
    language,
    country,
    website: '',
  }
  const form = useForm<Values, unknown, RequestBody>({
    resolver: contractResolver<typeof RequestInput, Values>(RequestInput),
    defaultValues: empty,
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      await trigger({ ...body, language })
    } catch (error) {
      showSaveError(form, error, errorMessage(error, t('requests.dialog.failed')))
    }
  })

  const countries = useMemo(() => {
    const compare = compareIn(language)
    return COUNTRIES.map((c) => ({ code: c.code, name: c.name[language] })).sort((a, b) =>
      compare(a.name, b.name),
    )
  }, [language])

  const company = settings?.companyName || t('requests.manufacturer')
  const chosen = form.watch('dealerId')
  const recipient =
    chosen === null
      ? company
      : (stockists.data?.find((s) => s.dealer.id === chosen)?.dealer.name ?? dealer?.name ?? '')
  const months = settings?.requestRetentionMonths
  const noFirearms = !firearm && offered.data?.length === 0

  const close = () => {
    onOpenChange(false)
    if (sent) {
      // A next request starts afresh, with the visitor's own details kept.
      const { name, email, phone, country: kept } = form.getValues()
      form.reset({ ...empty, name, email, phone, country: kept })
      reset()
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{t('requests.dialog.title')}</Dialog.Title>
              <Dialog.Description color="fg.muted">
                {firearm
                  ? t('requests.dialog.about', { firearm: firearm.name })
                  : t('requests.dialog.toDealer', { dealer: dealer?.name ?? '' })}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {sent ? (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Title>
                    {t('requests.dialog.sent', { recipient, email: form.getValues('email') })}
                  </Alert.Title>
                </Alert.Root>
              ) : !firearm && offered.error && !offered.data ? (
                <ErrorAlert title={t('requests.dialog.firearmsFailed')} />
              ) : !firearm && !offered.data ? (
                <Stack gap="3" aria-busy="true" aria-label={t('requests.dialog.loadingFirearms')}>
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                </Stack>
              ) : noFirearms ? (
                <Text>{t('requests.dialog.noFirearms')}</Text>
              ) : (
                <FormProvider {...form}>
                  <form
                    id="request-form"
                    noValidate
                    onSubmit={(event) => void submit(event)}
                    onChange={() => form.clearErrors('root')}
                  >
                    <Fieldset.Root disabled={isMutating}>
                      <Fieldset.Content>
                        {firearm ? (
                          <FormField
                            name="dealerId"
                            label={t('requests.dialog.recipient')}
                            required
                          >
                            <Controller
                              name="dealerId"
                              control={form.control}
                              render={({ field }) => (
                                <NativeSelect.Root>
                                  <NativeSelect.Field
                                    name={field.name}
                                    ref={field.ref}
                                    onBlur={field.onBlur}
                                    value={field.value === null ? '' : String(field.value)}
                                    onChange={(event) =>
                                      field.onChange(
                                        event.target.value === ''
                                          ? null
                                          : Number(event.target.value),
                                      )
                                    }
                                  >
                                    <option value="">
                                      {t('requests.dialog.company', { company })}
                                    </option>
                                    {(stockists.data ?? []).map(({ dealer: stockist }) => (
                                      <option key={stockist.id} value={stockist.id}>
                                        {t('requests.dialog.dealerOption', {
                                          dealer: stockist.name,
                                          city: stockist.city,
                                        })}
                                      </option>
                                    ))}
                                    {/* Chosen on its card before the list arrived. */}
                                    {dealer && !stockists.data ? (
                                      <option value={dealer.id}>{dealer.name}</option>
                                    ) : null}
                                  </NativeSelect.Field>
                                  <NativeSelect.Indicator />
                                </NativeSelect.Root>
                              )}
                            />
                          </FormField>
                        ) : (
                          <FormField
                            name="firearmId"
                            label={t('requests.dialog.firearm')}
                            required
                            issues={{
                              format: t('requests.dialog.problem.firearm'),
                              required: t('requests.dialog.problem.firearm'),
                            }}
                          >
                            <NativeSelect.Root>
                              <NativeSelect.Field {...form.register('firearmId')}>
                                <option value="">{t('requests.dialog.chooseFirearm')}</option>
                                {(offered.data ?? []).map((item) => (
                                  <option key={item.id} value={item.id}>
                                    {item.name}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </FormField>
                        )}
                        <FormField name="kind" label={t('requests.dialog.kind')} required>
                          <NativeSelect.Root>
                            <NativeSelect.Field {...form.register('kind')}>
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
                            <Input autoComplete="name" {...form.register('name')} />
                          </FormField>
                          <FormField
                            name="email"
                            label={t('requests.dialog.email')}
                            required
                            issues={{ format: t('requests.dialog.problem.email') }}
                          >
                            <Input type="email" autoComplete="email" {...form.register('email')} />
                          </FormField>
                          <FormField name="phone" label={t('requests.dialog.phone')}>
                            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
                          </FormField>
                          <FormField name="country" label={t('requests.dialog.country')} required>
                            <NativeSelect.Root>
                              <NativeSelect.Field
                                autoComplete="country"
                                {...form.register('country')}
                              >
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
                          <Textarea rows={4} {...form.register('message')} />
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
                            <input
                              type="text"
                              tabIndex={-1}
                              autoComplete="off"
                              {...form.register('website')}
                            />
                          </label>
                        </Box>
                      </Fieldset.Content>
                    </Fieldset.Root>
                    <Stack gap="2" mt="4">
                      <Text textStyle="sm" color="fg.muted">
                        {months ? t('requests.dialog.consent', { count: months, recipient }) : null}{' '}
                        <Link asChild variant="underline">
                          <RouterLink to={paths.privacy} target="_blank" rel="noopener">
                            {t('requests.dialog.privacy')}
                            <VisuallyHidden>{t('requests.dialog.newTab')}</VisuallyHidden>
                          </RouterLink>
                        </Link>
                      </Text>
                      <FormSummary busy={isMutating} />
                    </Stack>
                  </form>
                </FormProvider>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {sent || noFirearms || (!firearm && !offered.data) ? (
                <Button variant="outline" onClick={close}>
                  {t('requests.dialog.close')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close} disabled={isMutating}>
                    {t('requests.dialog.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    form="request-form"
                    colorPalette="brand"
                    loading={isMutating}
                    loadingText={t('requests.dialog.sending')}
                  >
                    {t('requests.dialog.send')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('requests.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
