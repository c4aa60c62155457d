import '../translations'

import { COUNTRIES, DEALER_SORTS } from '@sog/contract'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ListEmpty } from '@/components/layouts/list-empty'
import { PagedList } from '@/components/layouts/paged-list'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { LinkButton } from '@/components/ui/link-button'
import { ListSelect } from '@/components/ui/list-select'
import { paths } from '@/config/paths'
import { compareIn } from '@/lib/format/collator'
import { isLanguage } from '@/lib/i18n'
import { useListParams, useSearchText } from '@/lib/address/use-list-params'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { DEALERS_LIST, useAdminDealersPage } from '../api/get-admin-dealers'
import { AdminDealerCard } from '../components/admin-dealer-card'

/** Dealer management, paged on the server with search, filters and sort in the URL. */
export function Component() {
  const { t, i18n } = useTranslation()
  const list = useListParams(DEALERS_LIST.defaults)
  const [text, setText] = useSearchText(list.search, list.setSearch)
  const page = useAdminDealersPage()
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminDealers.list.title'))

  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const filtered = list.search !== '' || list.values.active !== '' || list.values.country !== ''
  const addButton = (label: string) => (
    <LinkButton asChild colorPalette="brand">
      <RouterLink to={paths.adminDealerNew}>{label}</RouterLink>
    </LinkButton>
  )
  const compare = compareIn(language)
  const countries = COUNTRIES.map((country) => ({
    value: country.code,
    label: country.name[language],
  })).sort((a, b) => compare(a.label, b.label))

  return (
    <>
      <PagedList
        list={page}
        limit={DEALERS_LIST.limit}
        onPage={list.setPage}
        title={t('adminDealers.list.title')}
        subtitle={page.data ? t('adminDealers.list.count', { count: page.data.total }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminDealers.list.back') }}
        actions={addButton(t('adminDealers.list.add'))}
        search={{
          label: t('adminDealers.list.search'),
          placeholder: t('adminDealers.list.searchPlaceholder'),
          value: text,
          onChange: setText,
        }}
        filters={
          <>
            <ListSelect
              label={t('adminDealers.list.status')}
              value={list.values.active}
              onChange={(value) => list.set('active', value)}
              options={[
                { value: '', label: t('adminDealers.list.statuses.all') },
                { value: 'true', label: t('adminDealers.card.active') },
                { value: 'false', label: t('adminDealers.card.inactive') },
              ]}
            />
            <ListSelect
              label={t('adminDealers.list.country')}
              value={list.values.country}
              onChange={(value) => list.set('country', value)}
              options={[{ value: '', label: t('adminDealers.list.allCountries') }, ...countries]}
            />
            <ListSelect
              label={t('adminDealers.list.sort')}
              value={list.values.sort}
              onChange={(value) => list.set('sort', value)}
              options={DEALER_SORTS.map((sort) => ({
                value: sort,
                label: t(`adminDealers.list.sorts.${sort}`),
              }))}
            />
          </>
        }
        loadFailed={t('adminDealers.list.loadFailed')}
        skeleton={{ count: 6, height: '280px' }}
        columns={{ base: 1, md: 2, xl: 3 }}
        empty={
          <ListEmpty
            message={t(filtered ? 'adminDealers.list.emptySearch' : 'adminDealers.list.empty')}
            action={filtered ? null : addButton(t('adminDealers.list.addFirst'))}
          />
        }
      >
        {(dealer) => <AdminDealerCard key={dealer.id} dealer={dealer} confirm={confirm} />}
      </PagedList>
      {dialog}
    </>
  )
}
