import './translations'

import { COUNTRIES, LANGUAGE_NAMES, type ApiVisitorRequest } from '@sog/contract'
import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LabelledLine } from '@/components/ui/labelled-line'
import { paths } from '@/config/paths'
import { mailtoUrl, telUrl } from '@/lib/format/mail-draft'
import { useLanguage } from '@/lib/i18n/use-language'
import { RequestStatusBadge } from './request-status-badge'

type Props = {
  request: ApiVisitorRequest
  /** The administrators' list shows to whom it went; a dealer's own list does not. */
  showRecipient?: boolean
  /** The controls under it: status changes, reassignment. */
  children?: ReactNode
}

/**
 * One price or availability request as its recipient reads it (docs/product.md, "Requests"):
 * the firearm, what is asked, when, the visitor's details and message, and a reply by e-mail
 * (the visitor's own program, addressed to them).
 */
export function RequestSummary({ request, showRecipient = false, children }: Props) {
  const { t } = useTranslation()
  const language = useLanguage()
  const titleId = `request-${request.id}-title`
  const received = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(request.createdAt))
  const country =
    COUNTRIES.find((entry) => entry.code === request.country)?.name[language] ?? request.country
  const firearm = request.firearm.id ? (
    <Link asChild colorPalette="brand" variant="underline">
      <RouterLink to={paths.product(request.firearm.id)}>{request.firearm.name}</RouterLink>
    </Link>
  ) : (
    t('requests.item.deleted', { firearm: request.firearm.name })
  )
  const reply = mailtoUrl(
    request.email,
    t('requests.item.replySubject', { firearm: request.firearm.name }),
    t('requests.item.replyBody', { name: request.name }),
  )
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={titleId}
      borderLeftWidth={request.status === 'new' ? '4px' : undefined}
      borderLeftColor={request.status === 'new' ? 'blue.solid' : undefined}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
              {firearm}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <RequestStatusBadge status={request.status} />
              <Badge variant="outline">{t(`requests.kindShort.${request.kind}`)}</Badge>
            </HStack>
          </Stack>
          <Text asChild textStyle="sm" color="fg.muted">
            <time dateTime={request.createdAt}>
              {t('requests.item.received', { date: received })}
            </time>
          </Text>
        </HStack>
        <Stack gap="1">
          <LabelledLine label={t('requests.item.visitor')}>
            {request.name} &lt;
            <Link href={`mailto:${request.email}`} colorPalette="brand">
              {request.email}
            </Link>
            &gt;
          </LabelledLine>
          {request.phone ? (
            <LabelledLine label={t('requests.item.phone')}>
              <Link href={telUrl(request.phone)}>{request.phone}</Link>
            </LabelledLine>
          ) : null}
          <LabelledLine label={t('requests.item.country')}>{country}</LabelledLine>
          <LabelledLine label={t('requests.item.language')}>
            {LANGUAGE_NAMES[request.language]}
          </LabelledLine>
          {showRecipient ? (
            <LabelledLine label={t('requests.item.recipient')}>
              {request.dealer?.name ?? t('requests.item.company')}
            </LabelledLine>
          ) : null}
        </Stack>
        {request.message ? (
          // Plain text: React escapes any markup, and pre-wrap keeps the visitor's line breaks.
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="request-message">
            {request.message}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Link
          href={reply}
          colorPalette="brand"
          variant="underline"
          fontWeight="semibold"
          textStyle="sm"
        >
          {t('requests.item.reply')}
        </Link>
        {children}
      </Card.Footer>
    </Card.Root>
  )
}
