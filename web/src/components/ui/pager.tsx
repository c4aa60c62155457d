import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { numberFormat } from '@/lib/format/number-format'

type Props = {
  page: number
  pages: number
  total: number
  limit: number
  onPage: (page: number) => void
}

/**
 * Pages of a server-paged list (docs/product.md, "Screens"): Chakra's Pagination with the
 * rows shown and the total. Hidden when everything fits on one page.
 */
export function Pager({ page, pages, total, limit, onPage }: Props) {
  const { t, i18n } = useTranslation()
  if (pages <= 1) return null
  const number = numberFormat(i18n.language)
  const from = (page - 1) * limit + 1
  const to = Math.min(total, page * limit)
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text color="fg.muted" textStyle="sm">
        {t('pager.summary', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={limit}
        page={Math.min(page, pages)}
        onPageChange={(details) => onPage(details.page)}
        siblingCount={1}
        aria-label={t('pager.label')}
      >
        <ButtonGroup variant="outline" size="sm" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('pager.previous')}>‹</IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton
                variant={{ base: 'outline', _selected: 'solid' }}
                aria-label={t('pager.page', { page: item.value })}
              >
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('pager.next')}>›</IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}
