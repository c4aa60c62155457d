import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWRImmutable from 'swr/immutable'

import type { DealerRow, Origin } from '../hooks/use-dealer-search'
import { positionOf } from '@/lib/format/distance'
import { needsApp } from '@/lib/page/needs-script'

type Props = { rows: DealerRow[]; origin: Origin | null }

/**
 * The map is the list's companion, never its replacement: it loads (Leaflet and the tiles) only
 * when the visitor asks for it, and a failure to load leaves the list as it is, with a Retry.
 */
export function MapSection({ rows, origin }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const map = useSWRImmutable(open ? 'dealers/map' : null, () => import('./dealer-map'), {
    shouldRetryOnError: false,
  })
  const placed = rows.some(({ dealer }) => positionOf(dealer))
  const DealerMap = map.data?.default

  return (
    <Stack gap="3">
      <HStack>
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)} {...needsApp}>
          {open ? t('dealers.map.hide') : t('dealers.map.show')}
        </Button>
      </HStack>
      {open ? (
        <Box
          height={{ base: '320px', md: '420px' }}
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          position="relative"
          zIndex="0"
          data-testid="dealer-map"
          role="region"
          aria-label={t('dealers.map.title')}
        >
          {map.error ? (
            <Stack align="center" justify="center" height="100%" gap="3" role="alert">
              <Text>{t('dealers.map.failed')}</Text>
              <Button size="sm" onClick={() => void map.mutate()}>
                {t('common.retry')}
              </Button>
            </Stack>
          ) : !placed ? (
            <Stack align="center" justify="center" height="100%">
              <Text color="fg.muted">{t('dealers.map.none')}</Text>
            </Stack>
          ) : DealerMap ? (
            <DealerMap
              rows={rows}
              origin={origin}
              originLabel={origin?.label ?? t('dealers.distance.here')}
            />
          ) : (
            <Stack align="center" justify="center" height="100%">
              <Text color="fg.muted">{t('dealers.map.loading')}</Text>
            </Stack>
          )}
        </Box>
      ) : null}
    </Stack>
  )
}
