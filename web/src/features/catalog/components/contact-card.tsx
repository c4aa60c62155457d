import type { ApiFirearm } from '@sog/contract'
import { Card, Heading, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { LinkButton } from '@/components/ui/link-button'
import { useCompanySettings } from '@/lib/api/get-settings'
import { telUrl } from '@/lib/format/mail-draft'
import { useOptionLabel } from '@/lib/api/get-option-labels'
import { firearmMailUrl } from '../utils/quote-mail'

/** Phone and e-mail of the company (from its settings) for questions about this firearm. */
export function ContactCard({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const optionLabel = useOptionLabel()
  const { data: settings } = useCompanySettings()
  const phone = settings?.contactPhone
  const email = settings?.contactEmail
  if (!phone && !email) return null
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('catalog.product.contactTitle')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('catalog.product.contactText')}
        </Text>
        <HStack gap="2" wrap="wrap">
          {phone ? (
            <LinkButton asChild size="sm" variant="outline">
              <a href={telUrl(phone)}>{t('catalog.product.call', { phone })}</a>
            </LinkButton>
          ) : null}
          {email ? (
            <LinkButton asChild size="sm" variant="outline">
              <a href={firearmMailUrl(t, 'inquiry', firearm, email, optionLabel)}>
                {t('catalog.product.email')}
              </a>
            </LinkButton>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
