import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useCompanySettings } from '@/lib/api/get-settings'

/**
 * The company's contact on the printed product page only (the screen has the contact card with
 * its buttons, and the footer, neither of which is printed): docs/decisions/0134-print.md.
 */
export function PrintContact() {
  const { t } = useTranslation()
  const { data: settings } = useCompanySettings()
  if (!settings) return null
  const lines = [
    settings.companyAddress,
    settings.contactPhone ? `${t('catalog.print.phone')}: ${settings.contactPhone}` : null,
    settings.contactEmail ? `${t('catalog.print.email')}: ${settings.contactEmail}` : null,
    settings.websiteUrl,
  ].filter((line): line is string => Boolean(line))
  return (
    <Stack gap="0.5" data-print="only" data-testid="print-contact">
      <Text fontWeight="bold">{settings.companyName}</Text>
      {lines.map((line) => (
        <Text key={line} whiteSpace="pre-line">
          {line}
        </Text>
      ))}
    </Stack>
  )
}
