import { countryName } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { SignOutButton } from '@/components/ui/sign-out-button'

type Props = { dealer: { name: string; city: string; country: string } }

/** docs/product.md, "Screens": the dealer's name, city and country, and the logout. */
export function DealerHeader({ dealer }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <PageHeader
      title={dealer.name}
      subtitle={t('dealerPortal.dashboard.location', {
        city: dealer.city,
        country: countryName(dealer.country, i18n.language),
      })}
      actions={<SignOutButton role="dealer" />}
    />
  )
}
