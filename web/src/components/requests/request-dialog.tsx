import './translations'
// A refused request (a busy door, the database away) is said in the visitor's language.
import '@/lib/i18n/refusals/translations'

import { RequestInput, type RequestBody } from '@sog/contract'
import { Alert, Button, CloseButton, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Dialog } from '@/components/ui/own-recipe/dialog'
import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { FormSummary } from '@/components/form/form-summary'
import { ErrorAlert } from '@/components/ui/error-alert'
import { errorMessage } from '@/lib/api/api-client'
import { useDealerFirearms } from '@/lib/api/get-dealer-firearms'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useStockists } from '@/lib/api/get-stockists'
import { useSubmitRequest } from '@/lib/api/submit-request'
import { contractResolver, showSaveError } from '@/lib/forms/form'
import { useSelectedCountry } from '@/lib/storage/selected-country'
import { useLanguage } from '@/lib/i18n/use-language'
import { FirearmSelect } from './firearm-select'
import { RecipientSelect } from './recipient-select'
import { RequestConsent } from './request-consent'
import type { RequestValues } from './request-values'
import { SenderFields } from './sender-fields'

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

  const empty: RequestValues = {
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
  const form = useForm<RequestValues, unknown, RequestBody>({
    resolver: contractResolver<typeof RequestInput, RequestValues>(RequestInput),
    defaultValues: empty,
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      await trigger({ ...body, language })
    } catch (error) {
      showSaveError(form, error, errorMessage(error, t('requests.dialog.failed')))
    }
  })

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
                    {t('requests.dialog.sent', {
                      recipient,
                      email: form.getValues('email'),
                    })}
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
                          <RecipientSelect
                            company={company}
                            stockists={stockists.data}
                            dealer={dealer}
                          />
                        ) : (
                          <FirearmSelect offered={offered.data ?? []} />
                        )}
                        <SenderFields />
                      </Fieldset.Content>
                    </Fieldset.Root>
                    <Stack gap="2" mt="4">
                      <RequestConsent months={months} recipient={recipient} />
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
