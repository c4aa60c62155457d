import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { exportInventoryCsv } from '@/lib/api/routes'
import { datedName, downloadCsv } from '@/lib/api/download-csv'
import { useLanguage } from '@/lib/i18n/use-language'

/**
 * An administrator's export of one dealer's stock as CSV (docs/api.md, "Stock in bulk"), as a
 * spreadsheet in the administrator's language reads it.
 */
export function useStockExport(dealerId: number) {
  const { t } = useTranslation()
  const language = useLanguage()
  const [exporting, setExporting] = useState(false)
  const exportStock = async () => {
    setExporting(true)
    try {
      await downloadCsv(
        pathOf(exportInventoryCsv, { params: { dealerId }, query: { lang: language } }),
        datedName(`stock-dealer-${dealerId}`),
      )
    } catch (error) {
      notify(errorMessage(error, t('adminDealers.card.exportFailed')), 'error')
    } finally {
      setExporting(false)
    }
  }
  return { exporting, exportStock }
}
