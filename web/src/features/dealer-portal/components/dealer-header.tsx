import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { useDealerLogout } from '../hooks/use-dealer-logout'
import { countryName } from '../utils/format'

type Props = { dealer: { name: string; city: string; country: string } }

/** docs/product.md, "Screens": the dealer's name, city and country, and the logout. */
export function DealerHeader({ dealer }: Props) {
  const { t, i18n } = useTranslation()
  const { busy, logout } = useDealerLogout()
  return (
    <PageHeader
      title={dealer.name}
      subtitle={t('dealerPortal.dashboard.location', {
        city: dealer.city,
        country: countryName(dealer.country, i18n.language),
      })}
      actions={
        <Button variant="outline" disabled={busy} onClick={() => void logout()}>
          {busy ? t('dealerPortal.dashboard.loggingOut') : t('dealerPortal.dashboard.logout')}
        </Button>
      }
    />
  )
}
