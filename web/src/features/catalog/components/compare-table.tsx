import type { ApiFirearm } from '@sog/contract'
import { Box, Heading, Stack, Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { AvailabilityBadge } from '@/components/ui/availability-badge'
import { usePriceText } from '../hooks/use-price-text'
import { useSpecRows } from '../hooks/use-spec-rows'

type Row = { key: string; label: string; cells: ReactNode[] }

const FIELDS = ['category', 'caliber', 'barrelLength', 'systemType'] as const

/**
 * "Detailed Comparison": one column per firearm, rows for price, the four key fields,
 * availability and every specification any of them has. It scrolls sideways inside its own box
 * so the page never does.
 */
export function CompareTable({ firearms }: { firearms: ApiFirearm[] }) {
  const { t } = useTranslation()
  const priceText = usePriceText()
  const specRows = useSpecRows()
  const specs = firearms.map(specRows)
  const specKeys = [...new Map(specs.flat().map((row) => [row.key, row.label])).entries()]

  const rows: Row[] = [
    { key: 'price', label: t('catalog.fields.price'), cells: firearms.map(priceText) },
    ...FIELDS.map((field) => ({
      key: field,
      label: t(`catalog.fields.${field}`),
      cells: firearms.map((firearm) => firearm[field]),
    })),
    {
      key: 'availability',
      label: t('catalog.fields.availability'),
      cells: firearms.map((firearm) => (
        <AvailabilityBadge key={firearm.id} availability={firearm.availability} />
      )),
    },
    ...specKeys.map(([key, label]) => ({
      key: `spec-${key}`,
      label,
      cells: specs.map((rows) => rows.find((row) => row.key === key)?.value ?? '—'),
    })),
  ]

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg" id="comparison-title">
        {t('catalog.compare.detailed')}
      </Heading>
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-labelledby="comparison-title"
        _focusVisible={{ outline: '3px solid', outlineColor: 'blue.500' }}
      >
        <Table.Root size="sm" minW={`${160 + firearms.length * 200}px`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('catalog.compare.feature')}</Table.ColumnHeader>
              {firearms.map((firearm) => (
                <Table.ColumnHeader key={firearm.id} scope="col">
                  {firearm.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.ColumnHeader scope="row">{row.label}</Table.ColumnHeader>
                {row.cells.map((cell, i) => (
                  <Table.Cell key={firearms[i]!.id}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  )
}
