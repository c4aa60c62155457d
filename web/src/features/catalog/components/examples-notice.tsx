import { Alert } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Said above built-in examples: they are not the live catalogue and carry no prices. */
export function ExamplesNotice() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{t('catalog.examples.notice')}</Alert.Title>
    </Alert.Root>
  )
}
