import type { PageBody } from '@sog/contract'
import type { ReactNode } from 'react'

import { Pager } from '@/components/ui/pager'
import { errorMessage } from '@/lib/api/api-client'
import { ListLayout, type ListLayoutProps } from './list-layout'

type Props<T> = Omit<ListLayoutProps, 'pager' | 'loadError' | 'loading' | 'empty' | 'children'> & {
  /** The list's server page as its SWR hook answers it. */
  list: { data?: PageBody<T>; error?: unknown; isLoading: boolean }
  /** Rows per page, as asked of the server. */
  limit: number
  onPage: (page: number) => void
  /** The failure's text when the server gave no detail. */
  loadFailed: string
  /** Shown instead of the items when the page has none (none at all, or none found). */
  empty: ReactNode
  children: (item: T) => ReactNode
}

/**
 * A server-paged admin list (dealers, firearms, inbox; docs/product.md, "Screens"): ListLayout
 * fed by one page of the server's answer, with its load failure, its empty state and the Pager.
 */
export function PagedList<T>({
  list: { data, error, isLoading },
  limit,
  onPage,
  loadFailed,
  empty,
  children,
  ...layout
}: Props<T>) {
  return (
    <ListLayout
      {...layout}
      loadError={error && !data ? errorMessage(error, loadFailed) : null}
      loading={isLoading}
      empty={data && data.items.length === 0 ? empty : null}
      pager={
        data ? (
          <Pager
            page={data.page}
            pages={data.pages}
            total={data.total}
            limit={limit}
            onPage={onPage}
          />
        ) : null
      }
    >
      {data?.items.map(children)}
    </ListLayout>
  )
}
