import { Button, Card, Heading, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'

const ACTIONS = [
  ['addDealer', paths.adminDealerNew],
  ['addFirearm', paths.adminFirearmNew],
  ['viewContacts', paths.adminContacts],
] as const

export function QuickActions() {
  const { t } = useTranslation()
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
            <Button key={key} asChild colorPalette="blue" variant="subtle" justifyContent="start">
              <RouterLink to={to}>{t(`admin.quick.${key}`)}</RouterLink>
            </Button>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
