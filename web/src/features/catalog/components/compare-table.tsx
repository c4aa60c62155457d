import type { ApiFirearm } from '@sog/contract'
import { Box, Flex, Heading, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Checkbox } from '@/components/ui/own-recipe/checkbox'
import { Table } from '@/components/ui/own-recipe/table'
import { AvailabilityBadge } from '@/components/ui/availability-badge'
import { useOptionLabel } from '@/lib/api/get-option-labels'
import { usePriceText } from '../hooks/use-price-text'
import { useSpecRows } from '../hooks/use-spec-rows'

/** `values` is what "highlight differences" compares: the text each cell stands for. */
type Row = { key: string; label: string; cells: ReactNode[]; values: string[] }

const FIELDS = ['category', 'caliber', 'barrelLength', 'systemType'] as const

/** The row headers' column; the firearms share the rest equally. */
const LABEL_WIDTH = { base: '7.5rem', md: '11rem' }
/** Below this a firearm's column would cut words: the table scrolls in its box instead. */
const MIN_COLUMN_REM = 9

const differs = (values: string[]) => new Set(values).size > 1

/**
 * "Detailed Comparison": one column per firearm, rows for price, the four key fields,
 * availability and every specification any of them has. The firearms' columns are equal
 * (fixed table layout), words wrap rather than being cut, the row labels stay in view while the
 * table scrolls sideways inside its own box (the page never does), and "Highlight differences"
 * marks the rows whose values are not all the same (docs/decisions/0136-compare-table.md).
 */
export function CompareTable({ firearms }: { firearms: ApiFirearm[] }) {
  const { t } = useTranslation()
  const priceText = usePriceText()
  const optionLabel = useOptionLabel()
  const specRows = useSpecRows()
  const [highlight, setHighlight] = useState(false)
  const specs = firearms.map(specRows)
  const specKeys = [...new Map(specs.flat().map((row) => [row.key, row.label])).entries()]
  const text = (value: string | null | undefined) => value ?? '—'

  const rows: Row[] = [
    {
      key: 'price',
      label: t('catalog.fields.price'),
      cells: firearms.map(priceText),
      values: firearms.map((firearm) => text(priceText(firearm))),
    },
    ...FIELDS.map((field) => ({
      key: field,
      label: t(`catalog.fields.${field}`),
      cells: firearms.map((firearm) => optionLabel(field, firearm[field])),
      values: firearms.map((firearm) => text(firearm[field])),
    })),
    {
      key: 'availability',
      label: t('catalog.fields.availability'),
      cells: firearms.map((firearm) => (
        <AvailabilityBadge key={firearm.id} availability={firearm.availability} />
      )),
      values: firearms.map((firearm) => firearm.availability),
    },
    ...specKeys.map(([key, label]) => {
      const values = specs.map((rows) => text(rows.find((row) => row.key === key)?.value))
      return { key: `spec-${key}`, label, cells: values, values }
    }),
  ]

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="comparison-title">
          {t('catalog.compare.detailed')}
        </Heading>
        {firearms.length > 1 ? (
          <Checkbox.Root
            checked={highlight}
            onCheckedChange={({ checked }) => setHighlight(checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            {/* A span, not Chakra's <div>: a <label> holds phrasing content only (issue 27). */}
            <Checkbox.Control asChild>
              <span>
                <Checkbox.Indicator />
              </span>
            </Checkbox.Control>
            <Checkbox.Label>{t('catalog.compare.highlight')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Flex>
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-labelledby="comparison-title"
        focusVisibleRing="outside"
      >
        <Table.Root
          size="sm"
          tableLayout="fixed"
          width="full"
          minW={{
            base: `calc(${LABEL_WIDTH.base} + ${firearms.length * MIN_COLUMN_REM}rem)`,
            md: `calc(${LABEL_WIDTH.md} + ${firearms.length * MIN_COLUMN_REM}rem)`,
          }}
        >
          <colgroup>
            <Box as="col" width={LABEL_WIDTH} />
            {firearms.map((firearm) => (
              <col key={firearm.id} data-testid="compare-column" />
            ))}
          </colgroup>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader position="sticky" insetStart="0" bg="bg" zIndex="1">
                {t('catalog.compare.feature')}
              </Table.ColumnHeader>
              {firearms.map((firearm) => (
                <Table.ColumnHeader key={firearm.id} scope="col" overflowWrap="anywhere">
                  {firearm.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const marked = highlight && differs(row.values)
              return (
                <Table.Row
                  key={row.key}
                  data-differs={marked ? 'true' : undefined}
                  bg={marked ? 'yellow.100' : undefined}
                >
                  <Table.ColumnHeader
                    scope="row"
                    position="sticky"
                    insetStart="0"
                    bg={marked ? 'yellow.100' : 'bg'}
                    zIndex="1"
                    overflowWrap="anywhere"
                    borderInlineStartWidth={marked ? '4px' : undefined}
                    borderInlineStartColor={marked ? 'gray.950' : undefined}
                  >
                    {row.label}
                    {marked ? (
                      <Box as="span" srOnly>
                        {` (${t('catalog.compare.differs')})`}
                      </Box>
                    ) : null}
                  </Table.ColumnHeader>
                  {row.cells.map((cell, i) => (
                    <Table.Cell
                      key={firearms[i]!.id}
                      overflowWrap="anywhere"
                      fontWeight={marked ? 'semibold' : undefined}
                    >
                      {cell}
                    </Table.Cell>
                  ))}
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  )
}
