import type { ApiFirearm } from '@sog/contract'
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { AvailabilityBadge } from '@/components/ui/availability-badge'
import { FirearmImage } from '@/components/ui/firearm-image'
import { paths } from '@/config/paths'
import { usePriceText } from '../hooks/use-price-text'
import { CompareButton } from './compare-button'
import { FavoriteButton } from './favorite-button'
import { FirearmFacts } from './firearm-facts'

type Props = {
  firearm: ApiFirearm
  layout?: 'grid' | 'list'
  /** Cards in the first screenful load their image at once. */
  eager?: boolean
  /** The first card: its image is the catalogue's largest paint. */
  priority?: boolean
}

const SIZES = {
  grid: '(max-width: 30em) 100vw, (max-width: 62em) 50vw, 400px',
  list: '(max-width: 48em) 100vw, 320px',
}

export function FirearmCard({ firearm, layout = 'grid', eager, priority }: Props) {
  const { t } = useTranslation()
  const priceText = usePriceText()
  const titleId = `firearm-${firearm.id}-name`
  const list = layout === 'list'
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      overflow="hidden"
      flexDirection={list ? { base: 'column', md: 'row' } : 'column'}
    >
      <Box position="relative" flexShrink={0} width={list ? { base: '100%', md: '320px' } : '100%'}>
        <FirearmImage
          images={firearm.imageSet}
          urls={[firearm.imageUrl, ...firearm.images]}
          alt={firearm.name}
          sizes={SIZES[layout]}
          eager={eager}
          priority={priority}
        />
        {firearm.isNew ? (
          <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid">
            {t('catalog.new')}
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id={titleId}>
            {firearm.name}
          </Heading>
          <FirearmFacts firearm={firearm} />
        </Stack>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap" mt="auto">
          <AvailabilityBadge availability={firearm.availability} />
          <Text fontWeight="bold" textStyle="lg">
            {priceText(firearm)}
          </Text>
        </Flex>
        <HStack gap="2" wrap="wrap">
          <FavoriteButton firearmId={firearm.id} size="sm" />
          <CompareButton firearmId={firearm.id} size="sm" />
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={paths.product(firearm.id)}>{t('catalog.actions.view')}</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
