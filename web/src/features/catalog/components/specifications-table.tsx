import type { ApiFirearm } from '@sog/contract'
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { Table } from '@/components/ui/own-recipe/table'
import { useSpecRows } from '../hooks/use-spec-rows'

export function SpecificationsTable({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const rows = useSpecRows()(firearm)
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t('catalog.product.specifications')}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('catalog.product.specificationsEmpty')}</Text>
      ) : (
        <Table.Root
          size="sm"
          variant="outline"
          // Chakra's outline table draws the last row's header cell a bottom border its data cell
          // does not have: the frame looked broken under the last row.
          css={{ '& tbody tr:last-of-type > th': { borderBottomWidth: '0' } }}
          data-testid="specifications"
        >
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.ColumnHeader scope="row" width={{ base: '40%', md: '30%' }}>
                  {row.label}
                </Table.ColumnHeader>
                <Table.Cell overflowWrap="anywhere">{row.value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  )
}
