import type { ApiFirearm } from '@sog/contract'
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useOptionLabel } from '@/lib/api/get-option-labels'

const FEATURES = ['barrelLength', 'systemType', 'caliber', 'category'] as const

export function KeyFeatures({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('catalog.product.keyFeatures')}
      </Heading>
      <SimpleGrid as="dl" columns={2} gap="3">
        {FEATURES.map((feature) => (
          <Box key={feature} borderWidth="1px" borderRadius="md" p="3">
            <Text as="dt" textStyle="xs" color="fg.muted">
              {t(`catalog.fields.${feature}`)}
            </Text>
            <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
              {optionLabel(feature, firearm[feature])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
