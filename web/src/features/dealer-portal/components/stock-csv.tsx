import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { ApiInventoryCsvResult } from '@sog/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FileUpload } from '@/components/ui/own-recipe/file-upload'
import { ErrorAlert } from '@/components/ui/error-alert'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useLanguage } from '@/lib/i18n/use-language'
import { downloadStockCsv, useImportStockCsv, usePreviewStockCsv } from '../api/stock-csv'
import { readCsvFile } from '../utils/read-csv-file'
import { CsvPreview } from './csv-preview'

/**
 * Stock in bulk (docs/product.md, "Screens"; docs/api.md, "Stock in bulk"): export the
 * dealer's stock as CSV; import a file: preview its changes and row errors, then apply it whole.
 */
export function StockCsv({ dealerId }: { dealerId: number }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const preview = usePreviewStockCsv(dealerId)
  const apply = useImportStockCsv(dealerId)
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [result, setResult] = useState<ApiInventoryCsvResult | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)

  const exportFile = async () => {
    setExporting(true)
    try {
      await downloadStockCsv(dealerId, language)
    } catch (error) {
      notify(errorMessage(error, t('dealerPortal.csv.exportFailed')), 'error')
    } finally {
      setExporting(false)
    }
  }

  const choose = async (chosen: File | undefined) => {
    setResult(null)
    setFailure(null)
    if (!chosen) return setFile(null)
    const csv = await readCsvFile(chosen, language)
    setFile({ name: chosen.name, csv })
    try {
      setResult(await preview.trigger({ csv }))
    } catch (error) {
      setFailure(errorMessage(error, t('dealerPortal.csv.previewFailed')))
    }
  }

  const applyFile = async () => {
    if (!file) return
    try {
      const applied = await apply.trigger({ csv: file.csv })
      notify(t('dealerPortal.csv.applied', { count: applied.changes.length }), 'success')
      setFile(null)
      setResult(null)
    } catch (error) {
      setFailure(errorMessage(error, t('dealerPortal.csv.applyFailed')))
    }
  }

  const cancel = () => {
    setFile(null)
    setResult(null)
    setFailure(null)
  }

  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby="stock-csv-title"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Text as="h2" id="stock-csv-title" fontWeight="semibold">
        {t('dealerPortal.csv.title')}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={exportFile} loading={exporting}>
          {t('dealerPortal.csv.export')}
        </Button>
        <FileUpload.Root
          accept={['.csv', 'text/csv']}
          maxFiles={1}
          width="auto"
          onFileAccept={(details) => void choose(details.files[0])}
        >
          <FileUpload.HiddenInput aria-label={t('dealerPortal.csv.choose')} />
          <FileUpload.Trigger asChild>
            <Button variant="outline" loading={preview.isMutating}>
              {t('dealerPortal.csv.import')}
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
        {file ? <Text color="fg.muted">{file.name}</Text> : null}
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {t('dealerPortal.csv.help')}
      </Text>
      {failure ? <ErrorAlert title={failure} /> : null}
      {result ? (
        <Box>
          <CsvPreview result={result} />
          <HStack gap="3" mt="4">
            <Button
              colorPalette="brand"
              onClick={applyFile}
              loading={apply.isMutating}
              disabled={result.errors.length > 0 || result.changes.length === 0}
            >
              {t('dealerPortal.csv.apply', { count: result.changes.length })}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('dealerPortal.csv.cancel')}
            </Button>
          </HStack>
        </Box>
      ) : null}
    </Stack>
  )
}
