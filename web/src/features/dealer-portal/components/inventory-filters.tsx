import { Flex, Input, NativeSelect } from '@chakra-ui/react'
import { INVENTORY_SORTS } from '@sog/contract'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Checkbox } from '@/components/ui/own-recipe/checkbox'
import { useSearchText } from '@/lib/address/use-list-params'
import type { useDashboardData } from '../hooks/use-dashboard-data'

type Shown = ReturnType<typeof useDashboardData>['list']
/** The list's state and its changes, each false when the person stays on an open row's form. */
type List = Pick<Shown, 'values' | 'search'> & {
  set: (key: keyof Shown['values'], value: string) => Promise<boolean>
  setSearch: (text: string) => Promise<boolean>
}

/** Search by name or caliber, whether offered, in stock only, and the order (docs/product.md). */
export function InventoryFilters({ list }: { list: List }) {
  const { t } = useTranslation()
  const [text, setText] = useSearchText(list.search, list.setSearch)
  const inStock = useRef<HTMLInputElement>(null)
  const setInStock = async (checked: boolean) => {
    if (await list.set('inStock', checked ? 'true' : '')) return
    // Refused: Chakra's box follows `checked`, but its input keeps the click's state.
    if (inStock.current) inStock.current.checked = !checked
  }
  return (
    <Flex gap="3" wrap="wrap" align="center" role="search">
      <Input
        type="search"
        aria-label={t('dealerPortal.filters.search')}
        placeholder={t('dealerPortal.filters.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxW={{ md: 'sm' }}
      />
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field
          aria-label={t('dealerPortal.filters.availability')}
          value={list.values.available}
          onChange={(event) => void list.set('available', event.target.value)}
        >
          <option value="">{t('dealerPortal.filters.any')}</option>
          <option value="true">{t('dealerPortal.filters.offered')}</option>
          <option value="false">{t('dealerPortal.filters.notOffered')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field
          aria-label={t('dealerPortal.filters.sort')}
          value={list.values.sort}
          onChange={(event) => void list.set('sort', event.target.value)}
        >
          {INVENTORY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`dealerPortal.filters.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Checkbox.Root
        checked={list.values.inStock === 'true'}
        onCheckedChange={(details) => void setInStock(details.checked === true)}
      >
        <Checkbox.HiddenInput ref={inStock} />
        <Checkbox.Control />
        <Checkbox.Label>{t('dealerPortal.filters.inStock')}</Checkbox.Label>
      </Checkbox.Root>
    </Flex>
  )
}
