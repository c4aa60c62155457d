import '../translations'

import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { BusinessHours } from '../components/business-hours'
import { CompanyDetails } from '../components/company-details'
import { ContactForm } from '../components/contact-form'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('contact.title'))
  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContactForm />
        <Stack gap="8">
          <CompanyDetails />
          <BusinessHours />
        </Stack>
      </SimpleGrid>
    </>
  )
}
