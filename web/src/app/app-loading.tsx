import { Center, Spinner } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Shown while the first screen's chunk loads (a deep link straight to a lazy screen). */
export function AppLoading() {
  const { t } = useTranslation()
  return (
    <Center minH="100dvh">
      <Spinner size="lg" aria-label={t('common.loading')} />
    </Center>
  )
}
