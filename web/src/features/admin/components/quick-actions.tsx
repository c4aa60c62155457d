import { Button, Card, Heading, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { notify } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { exportCatalogueCsv } from '@/lib/api/routes'
import { datedName, downloadCsv } from '@/lib/api/download-csv'
import { useLanguage } from '@/lib/i18n/use-language'

const ACTIONS = [
  ['addDealer', paths.adminDealerNew],
  ['addFirearm', paths.adminFirearmNew],
  ['viewContacts', paths.adminContacts],
] as const

export function QuickActions() {
  const { t } = useTranslation()
  const language = useLanguage()
  const [exporting, setExporting] = useState(false)
  // docs/api.md, "Stock in bulk": the whole catalogue as CSV, as a spreadsheet in the
  // administrator's language reads it.
  const exportCatalogue = async () => {
    setExporting(true)
    try {
      await downloadCsv(
        pathOf(exportCatalogueCsv, { query: { lang: language } }),
        datedName('catalogue'),
      )
    } catch (error) {
      notify(errorMessage(error, t('admin.quick.exportFailed')), 'error')
    } finally {
      setExporting(false)
    }
  }
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="quick-actions-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="quick-actions-title">
          {t('admin.quick.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {ACTIONS.map(([key, to]) => (
            <Button key={key} asChild colorPalette="brand" variant="subtle" justifyContent="start">
              <RouterLink to={to}>{t(`admin.quick.${key}`)}</RouterLink>
            </Button>
          ))}
          <Button
            colorPalette="brand"
            variant="outline"
            justifyContent="start"
            loading={exporting}
            onClick={() => void exportCatalogue()}
          >
            {t('admin.quick.exportCatalogue')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
