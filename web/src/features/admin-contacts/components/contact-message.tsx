import type { ApiContact } from '@sog/contract'
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { Confirm } from '@/components/ui/confirm-dialog'
import { useContactActions } from '../hooks/use-contact-actions'
import { formatReceived } from '../utils/format-received'

export function ContactMessage({ contact, confirm }: { contact: ApiContact; confirm: Confirm }) {
  const { t } = useTranslation()
  const { busy, onDelete, onMarkRead } = useContactActions(contact, confirm)
  const isNew = contact.status === 'new'
  const titleId = `contact-${contact.id}-subject`
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={titleId}
      borderLeftWidth={isNew ? '4px' : undefined}
      borderLeftColor={isNew ? 'blue.solid' : undefined}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {contact.name}
              </Text>
              {isNew ? <Badge colorPalette="brand">{t('adminContacts.new')}</Badge> : null}
            </HStack>
            <Link href={`mailto:${contact.email}`} colorPalette="brand" overflowWrap="anywhere">
              {contact.email}
            </Link>
          </Stack>
          <Text asChild textStyle="sm" color="fg.muted">
            <time dateTime={contact.createdAt}>{formatReceived(contact.createdAt)}</time>
          </Text>
        </HStack>
        <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
          {contact.subject}
        </Heading>
        {/* Plain text: React escapes any markup, and pre-wrap keeps the sender's line breaks. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="contact-message">
          {contact.message}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {isNew ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void onMarkRead()}>
            {t('adminContacts.markRead')}
          </Button>
        ) : null}
        <Button
          size="sm"
          colorPalette="red"
          variant="outline"
          loading={busy}
          aria-label={t('adminContacts.deleteLabel', { subject: contact.subject })}
          onClick={() => void onDelete()}
        >
          {t('common.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
