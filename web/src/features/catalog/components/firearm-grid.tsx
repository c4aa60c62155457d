import type { ApiFirearm } from '@sog/contract'
import { SimpleGrid, Skeleton } from '@chakra-ui/react'

import { needsScript } from '@/lib/page/needs-script'
import { FirearmCard } from './firearm-card'

/** docs/product.md, "Limits": 6 skeletons while loading. */
const SKELETONS = 6
/** Cards likely in the first screenful load their images eagerly. */
const EAGER_CARDS = 3

type Props = {
  firearms: readonly ApiFirearm[] | undefined
  layout?: 'grid' | 'list'
}

export function FirearmGrid({ firearms, layout = 'grid' }: Props) {
  const columns = layout === 'list' ? 1 : { base: 1, sm: 2, xl: 3 }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6" minW="0">
      {firearms
        ? firearms.map((firearm, i) => (
            <li key={firearm.id}>
              <FirearmCard
                firearm={firearm}
                layout={layout}
                eager={i < EAGER_CARDS}
                priority={i === 0}
              />
            </li>
          ))
        : Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              {/* Without the app nothing would ever replace it (lib/page/needs-script.ts). */}
              <Skeleton height="420px" data-testid="skeleton" {...needsScript} />
            </li>
          ))}
    </SimpleGrid>
  )
}
