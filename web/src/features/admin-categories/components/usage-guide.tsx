import { Box, Heading } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { List } from '@/components/ui/own-recipe/list'

const TIPS = ['immediate', 'inUse', 'persist', 'search'] as const

export function UsageGuide() {
  const { t } = useTranslation()
  return (
    <Box as="section" aria-labelledby="usage-guide" bg="bg.muted" borderRadius="md" p="5">
      <Heading as="h2" size="md" id="usage-guide" mb="3">
        {t('adminCategories.guide.title')}
      </Heading>
      <List.Root gap="2" ps="5" textStyle="sm">
        {TIPS.map((tip) => (
          <List.Item key={tip}>{t(`adminCategories.guide.${tip}`)}</List.Item>
        ))}
      </List.Root>
    </Box>
  )
}
