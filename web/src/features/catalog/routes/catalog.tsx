import '../translations'

import { Alert, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useDocumentTitle } from '@/lib/use-document-title'
import { useFirearms } from '@/lib/api/get-firearms'
import { FirearmCard } from '../components/firearm-card'

const SKELETONS = 6

export function Component() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useFirearms()
  useDocumentTitle(t('catalog.title'))
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('catalog.title')}
        </Heading>
        {data ? <Text color="fg.muted">{t('catalog.count', { count: data.length })}</Text> : null}
      </Stack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('catalog.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {isLoading
          ? Array.from({ length: SKELETONS }, (_, i) => (
              <Skeleton key={i} height="320px" data-testid="skeleton" />
            ))
          : data?.map((firearm) => <FirearmCard key={firearm.id} firearm={firearm} />)}
      </SimpleGrid>
      {data && data.length === 0 ? <Text>{t('catalog.empty')}</Text> : null}
    </Stack>
  )
}
