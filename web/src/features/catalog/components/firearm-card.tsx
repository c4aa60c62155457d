import type { ApiFirearm } from '@sog/contract'
import { Badge, Box, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { AvailabilityBadge } from '@/components/ui/availability-badge'
import { FirearmImage } from '@/components/ui/firearm-image'
import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { usePriceText } from '../hooks/use-price-text'
import { catalogReturnState } from '../utils/return-to'
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
  // Phones: the page's width less main's 1rem padding each side (app/layout/app-shell.tsx).
  grid: '(max-width: 30em) calc(100vw - 2rem), (max-width: 62em) 50vw, 400px',
  list: '(max-width: 48em) calc(100vw - 2rem), 320px',
}

export function FirearmCard({ firearm, layout = 'grid', eager, priority }: Props) {
  const { t } = useTranslation()
  const priceText = usePriceText()
  const titleId = `firearm-${firearm.id}-name`
  const list = layout === 'list'
  const href = paths.product(firearm.id)
  const returnState = catalogReturnState(useLocation())
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      overflow="hidden"
      flexDirection={list ? { base: 'column', md: 'row' } : 'column'}
    >
      <Box position="relative" flexShrink={0} width={list ? { base: '100%', md: '320px' } : '100%'}>
        {/* The picture opens the product too; one tab stop per card stays on the name. */}
        <RouterLink
          to={href}
          state={returnState}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="card-image-link"
          style={{ display: 'block', height: '100%' }}
        >
          <FirearmImage
            images={firearm.imageSet}
            urls={[firearm.imageUrl, ...firearm.images]}
            alt={firearm.name}
            sizes={SIZES[layout]}
            eager={eager}
            priority={priority}
            fillFromMd={list}
          />
        </RouterLink>
        {firearm.isNew ? (
          <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid">
            {t('catalog.new')}
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id={titleId}>
            <Link
              asChild
              color="inherit"
              textDecoration="none"
              _hover={{ textDecoration: 'underline' }}
            >
              <RouterLink to={href} state={returnState}>
                {firearm.name}
              </RouterLink>
            </Link>
          </Heading>
          <FirearmFacts firearm={firearm} />
        </Stack>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap" mt="auto">
          <AvailabilityBadge availability={firearm.availability} />
          <Text fontWeight="bold" textStyle="xl" letterSpacing="-0.01em">
            {priceText(firearm)}
          </Text>
        </Flex>
        {/* One row at every width: View takes the room, the two quiet icons keep theirs. */}
        <HStack gap="1" wrap="nowrap">
          <LinkButton asChild size="sm" colorPalette="brand" flex="1" minW="0">
            <RouterLink to={href} state={returnState}>
              {t('catalog.actions.view')}
            </RouterLink>
          </LinkButton>
          <FavoriteButton firearmId={firearm.id} size="sm" compact />
          <CompareButton firearmId={firearm.id} size="sm" compact />
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
