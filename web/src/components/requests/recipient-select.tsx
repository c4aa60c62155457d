import { NativeSelect } from '@chakra-ui/react'
import type { ApiStockist } from '@sog/contract'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import type { RequestValues } from './request-values'

type Props = {
  /** The company's name: the recipient when no dealer is chosen. */
  company: string
  /** The dealers listed where to buy the firearm, once they have arrived. */
  stockists: ApiStockist[] | undefined
  /** A dealer chosen on its card, perhaps before the list arrived. */
  dealer?: { id: number; name: string }
}

/** From a product page: the company, or one of the dealers that list the firearm. */
export function RecipientSelect({ company, stockists, dealer }: Props) {
  const { t } = useTranslation()
  const { control } = useFormContext<RequestValues>()
  return (
    <FormField name="dealerId" label={t('requests.dialog.recipient')} required>
      <Controller
        name="dealerId"
        control={control}
        render={({ field }) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{t('requests.dialog.company', { company })}</option>
              {(stockists ?? []).map(({ dealer: stockist }) => (
                <option key={stockist.id} value={stockist.id}>
                  {t('requests.dialog.dealerOption', {
                    dealer: stockist.name,
                    city: stockist.city,
                  })}
                </option>
              ))}
              {/* Chosen on its card before the list arrived. */}
              {dealer && !stockists ? <option value={dealer.id}>{dealer.name}</option> : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </FormField>
  )
}
