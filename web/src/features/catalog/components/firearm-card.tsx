import type { ApiFirearm } from '@cms/api/types'
import { Badge, Box, Card, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { formatPrice } from '@/lib/price'
import { useSelectedCurrency } from '@/lib/selected-country'

/** Card of one firearm; its image keeps a fixed 3:2 box and uses the server's WebP sizes. */
export function FirearmCard({ firearm }: { firearm: ApiFirearm }) {
  const { t, i18n } = useTranslation()
  const currency = useSelectedCurrency()
  const image = firearm.imageSet[0]
  const price = formatPrice(firearm, currency, i18n.resolvedLanguage ?? 'en')
  return (
    <Card.Root overflow="hidden" variant="outline">
      <Box aspectRatio={3 / 2} bg="gray.100">
        {image ? (
          <Image
            src={image.sizes[1]?.url ?? image.url}
            srcSet={image.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined}
            sizes="(max-width: 600px) 100vw, 33vw"
            alt={image.alt}
            loading="lazy"
            width="100%"
            height="100%"
            objectFit="cover"
          />
        ) : null}
      </Box>
      <Card.Body>
        <Stack gap="1">
          <Heading size="md">{firearm.name}</Heading>
          <Text color="fg.muted" textStyle="sm">
            {firearm.category} · {firearm.caliber} · {firearm.barrelLength} · {firearm.systemType}
          </Text>
          <Badge alignSelf="start">{firearm.availability}</Badge>
          <Text fontWeight="bold" textStyle="lg">
            {price ?? t('catalog.priceOnRequest')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
