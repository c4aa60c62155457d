import { DealerPasswordInput, MIN_PASSWORD_LENGTH, type ApiAdminDealer } from '@sog/contract'
import { Badge, Button, Card, Heading, HStack, Input, Stack } from '@chakra-ui/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { DataList } from '@/components/ui/own-recipe/data-list'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { contractResolver, showSaveError } from '@/lib/forms/form'
import { useSetDealerPassword, useUnlockDealer } from '../api/dealer-account'

/**
 * The dealer's portal account on its edit page (docs/product.md, "Dealer"): last sign-in,
 * whether its sign-ins are paused after wrong passwords (with "Unlock"), and a new password.
 */
export function DealerAccount({ dealer }: { dealer: ApiAdminDealer }) {
  const { t, i18n } = useTranslation()
  const unlock = useUnlockDealer(dealer.id)
  const setPassword = useSetDealerPassword(dealer.id)
  const form = useForm({
    resolver: contractResolver(DealerPasswordInput),
    defaultValues: { password: '' },
  })

  const submit = form.handleSubmit(async (body) => {
    try {
      await setPassword.trigger(body)
    } catch (error) {
      showSaveError(form, error, errorMessage(error, t('adminDealers.account.passwordFailed')))
      return
    }
    form.reset({ password: '' })
    notify(t('adminDealers.account.passwordSet'))
  })

  const lift = async () => {
    try {
      await unlock.trigger(null)
      notify(t('adminDealers.account.unlocked'))
    } catch (error) {
      notify(errorMessage(error, t('adminDealers.account.unlockFailed')), 'error')
    }
  }

  const lastLogin = dealer.lastLoginAt
    ? new Date(dealer.lastLoginAt).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : t('adminDealers.account.never')

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="dealer-account-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="dealer-account-title">
          {t('adminDealers.account.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="6">
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('adminDealers.form.username')}</DataList.ItemLabel>
            <DataList.ItemValue>{dealer.username}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('adminDealers.account.lastLogin')}</DataList.ItemLabel>
            <DataList.ItemValue>{lastLogin}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('adminDealers.account.signIns')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="3" wrap="wrap">
                <Badge colorPalette={dealer.locked ? 'red' : 'green'}>
                  {t(dealer.locked ? 'adminDealers.account.paused' : 'adminDealers.account.open')}
                </Badge>
                {dealer.locked ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={unlock.isMutating}
                    onClick={() => void lift()}
                  >
                    {t('adminDealers.account.unlock')}
                  </Button>
                ) : null}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="3" maxW="md">
              <FormField
                name="password"
                label={t('adminDealers.account.newPassword')}
                hint={t('adminDealers.account.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
                issues={{
                  tooShort: t('adminDealers.form.problem.passwordLength', {
                    min: MIN_PASSWORD_LENGTH,
                  }),
                }}
                required
              >
                <Input type="password" autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormSummary busy={setPassword.isMutating} />
              <Button type="submit" alignSelf="start" loading={setPassword.isMutating}>
                {t('adminDealers.account.setPassword')}
              </Button>
            </Stack>
          </form>
        </FormProvider>
      </Card.Body>
    </Card.Root>
  )
}
