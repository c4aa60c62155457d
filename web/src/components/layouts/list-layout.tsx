import { Flex, Input, SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'

export type ListLayoutProps = {
  title: string
  subtitle?: ReactNode
  back: { to: string; label: string }
  actions?: ReactNode
  search: { label: string; placeholder: string; value: string; onChange: (query: string) => void }
  /** Sort and filter controls beside the search box (server-paged lists). */
  filters?: ReactNode
  /** Below the items: the pages of a server-paged list. */
  pager?: ReactNode
  /** The load's failure, shown only while there is nothing to list. */
  loadError?: string | null
  loading: boolean
  /** Placeholders while loading: how many, and how tall each item is. */
  skeleton: { count: number; height: string }
  /** Shown instead of the items when there are none (none at all, or none found). */
  empty: ReactNode | null
  /** Grid columns per breakpoint; without them, one item per row. */
  columns?: SimpleGridProps['columns']
  children: ReactNode
}

/**
 * The admin lists' one layout (dealers, firearms, inbox; docs/product.md, "Screens"): the title
 * row, a search box, then skeletons while loading, the failure, the empty state or the items.
 */
export function ListLayout({
  title,
  subtitle,
  back,
  actions,
  search,
  filters,
  pager,
  loadError,
  loading,
  skeleton,
  empty,
  columns,
  children,
}: ListLayoutProps) {
  const Items = columns ? SimpleGrid : Stack
  const layout = columns ? { columns, gap: '6' } : { gap: '4' }
  return (
    <Stack gap="6">
      <PageHeader title={title} subtitle={subtitle} back={back} actions={actions} />
      <Flex gap="3" wrap="wrap" align="center">
        <Input
          type="search"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          maxW={{ md: 'md' }}
        />
        {filters}
      </Flex>
      {loadError ? <ErrorAlert title={loadError} /> : null}
      {loading ? (
        <Items {...layout} aria-busy="true">
          {Array.from({ length: skeleton.count }, (_, i) => (
            <Skeleton key={i} height={skeleton.height} data-testid="skeleton" />
          ))}
        </Items>
      ) : (
        (empty ?? <Items {...layout}>{children}</Items>)
      )}
      {pager}
    </Stack>
  )
}
