import { Stack, Text } from '@chakra-ui/react'
import type { ApiInventoryCsvResult } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { Table } from '@/components/ui/own-recipe/table'
import { refusalOf, refusalText } from '@/lib/api/api-client'
import { formatEuro } from '../utils/format'

/** Rows the preview shows of each list; the counts say how many more there are. */
export const PREVIEW_ROWS = 50

type Values = ApiInventoryCsvResult['changes'][number]['after']
type RowError = ApiInventoryCsvResult['errors'][number]

/** docs/product.md, "Screens": what an import will change, and the errors of its rows. */
export function CsvPreview({ result }: { result: ApiInventoryCsvResult }) {
  const { t, i18n } = useTranslation()
  const describe = (values: Values | null) =>
    values
      ? `${values.stock} · ${formatEuro(values.price, i18n.language)} · ${t(
          values.available ? 'dealerPortal.item.available' : 'dealerPortal.item.unavailable',
        )}`
      : t('dealerPortal.csv.noEntry')
  // A row's problem in the dealer's language; a value's says its column and the field rule's text.
  const problem = (error: RowError) => {
    const refusal = refusalOf(error)
    const issue = refusal?.code === 'csvValue' ? String(refusal.params.issue) : null
    const params = issue
      ? { ...refusal!.params, issue: t([`form.issue.${issue}`, 'form.issue.invalid']) }
      : refusal?.params
    return refusalText(refusal && { ...refusal, params: params ?? {} }) ?? error.message
  }
  return (
    <Stack gap="4">
      <Text>
        {t('dealerPortal.csv.summary', {
          count: result.rows,
          rows: result.rows,
          changes: result.changes.length,
          unchanged: result.unchanged,
          errors: result.errors.length,
        })}
      </Text>
      {result.errors.length > 0 ? (
        <Stack as="section" gap="2" aria-label={t('dealerPortal.csv.errors')}>
          <Text fontWeight="semibold" color="fg.error">
            {t('dealerPortal.csv.errors')}
          </Text>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('dealerPortal.csv.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dealerPortal.csv.problem')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.errors.slice(0, PREVIEW_ROWS).map((error, index) => (
                <Table.Row key={`${error.line}-${index}`}>
                  <Table.Cell>{error.line}</Table.Cell>
                  <Table.Cell>{problem(error)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
      {result.changes.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('dealerPortal.csv.changes')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('dealerPortal.csv.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dealerPortal.csv.firearm')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dealerPortal.csv.before')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dealerPortal.csv.after')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.changes.slice(0, PREVIEW_ROWS).map((change) => (
                <Table.Row key={change.firearmId}>
                  <Table.Cell>{change.line}</Table.Cell>
                  <Table.Cell>{change.name}</Table.Cell>
                  <Table.Cell>{describe(change.before)}</Table.Cell>
                  <Table.Cell>{describe(change.after)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {result.changes.length > PREVIEW_ROWS || result.errors.length > PREVIEW_ROWS ? (
        <Text color="fg.muted" textStyle="sm">
          {t('dealerPortal.csv.more', { count: PREVIEW_ROWS })}
        </Text>
      ) : null}
    </Stack>
  )
}
