import { Alert } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** SPEC.md section 8: "Failed to load data" (the built-in samples are shown instead). */
export function LoadFailed() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{t('catalog.loadFailed')}</Alert.Title>
    </Alert.Root>
  )
}
