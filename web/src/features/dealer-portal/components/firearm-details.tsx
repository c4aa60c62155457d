import type { ApiFirearm } from '@sog/contract'
import { Badge, Heading, HStack, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { DataList } from '@/components/ui/own-recipe/data-list'
import { useOptionLabel } from '@/lib/api/get-option-labels'

/**
 * docs/product.md, "Screens": name, NEW badge, caliber, barrel length, category and ID; the
 * option names in the dealer's language, English where there is no translation.
 */
export function FirearmDetails({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  const details = [
    ['caliber', optionLabel('caliber', firearm.caliber)],
    ['barrelLength', optionLabel('barrelLength', firearm.barrelLength)],
    ['category', optionLabel('category', firearm.category)],
    ['id', firearm.id],
  ] as const
  return (
    <Stack gap="2" minWidth="0">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md" wordBreak="break-word">
          {firearm.name}
        </Heading>
        {firearm.isNew ? <Badge colorPalette="red">{t('dealerPortal.item.new')}</Badge> : null}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {details.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="7.5rem">
              {t(`dealerPortal.item.${label}`)}
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  )
}
