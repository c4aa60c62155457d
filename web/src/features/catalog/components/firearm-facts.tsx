import type { ApiFirearm } from '@sog/contract'
import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useOptionLabel } from '@/lib/api/get-option-labels'

const FACTS = ['category', 'caliber', 'barrelLength', 'systemType'] as const

/** Category, caliber, barrel length and system type as a labelled list. */
export function FirearmFacts({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="3"
      rowGap="0.5"
      textStyle="sm"
    >
      {FACTS.map((fact) => (
        <Box key={fact} display="contents">
          <Text as="dt" color="fg.muted">
            {t(`catalog.fields.${fact}`)}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {optionLabel(fact, firearm[fact])}
          </Text>
        </Box>
      ))}
    </Box>
  )
}
