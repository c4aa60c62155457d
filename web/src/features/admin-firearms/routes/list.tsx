import '../translations'

import { AVAILABILITY_VALUES, FIREARM_SORTS } from '@sog/contract'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ListEmpty } from '@/components/layouts/list-empty'
import { PagedList } from '@/components/layouts/paged-list'
import { availabilityKey } from '@/components/ui/availability-badge'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { LinkButton } from '@/components/ui/link-button'
import { ListSelect } from '@/components/ui/list-select'
import { paths } from '@/config/paths'
import { useListParams, useSearchText } from '@/lib/address/use-list-params'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { FIREARMS_LIST, useAdminFirearmsPage } from '../api/get-admin-firearms'
import { AdminFirearmCard } from '../components/admin-firearm-card'

/**
 * Firearm management, paged on the server (docs/product.md, "Screens"): search by name or
 * caliber, availability and sort, all in the URL so back and forward return to the same page.
 */
export function Component() {
  const { t } = useTranslation()
  const list = useListParams(FIREARMS_LIST.defaults)
  const [text, setText] = useSearchText(list.search, list.setSearch)
  const page = useAdminFirearmsPage()
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminFirearms.list.title'))

  const filtered = list.search !== '' || list.values.availability !== ''
  const addButton = (label: string) => (
    <LinkButton asChild colorPalette="brand">
      <RouterLink to={paths.adminFirearmNew}>{label}</RouterLink>
    </LinkButton>
  )

  return (
    <>
      <PagedList
        list={page}
        limit={FIREARMS_LIST.limit}
        onPage={list.setPage}
        title={t('adminFirearms.list.title')}
        subtitle={page.data ? t('adminFirearms.list.count', { count: page.data.total }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminFirearms.list.back') }}
        actions={addButton(t('adminFirearms.list.add'))}
        search={{
          label: t('adminFirearms.list.search'),
          placeholder: t('adminFirearms.list.searchPlaceholder'),
          value: text,
          onChange: setText,
        }}
        filters={
          <>
            <ListSelect
              label={t('adminFirearms.list.availability')}
              value={list.values.availability}
              onChange={(value) => list.set('availability', value)}
              options={[
                { value: '', label: t('adminFirearms.list.allAvailability') },
                ...AVAILABILITY_VALUES.map((value) => ({
                  value,
                  label: t(availabilityKey(value) ?? value),
                })),
              ]}
            />
            <ListSelect
              label={t('adminFirearms.list.sort')}
              value={list.values.sort}
              onChange={(value) => list.set('sort', value)}
              options={FIREARM_SORTS.map((sort) => ({
                value: sort,
                label: t(`adminFirearms.list.sorts.${sort}`),
              }))}
            />
          </>
        }
        loadFailed={t('adminFirearms.list.loadFailed')}
        skeleton={{ count: 6, height: '420px' }}
        columns={{ base: 1, sm: 2, lg: 3 }}
        empty={
          <ListEmpty
            message={t(filtered ? 'adminFirearms.list.emptySearch' : 'adminFirearms.list.empty')}
            action={filtered ? null : addButton(t('adminFirearms.list.addFirst'))}
          />
        }
      >
        {(firearm) => <AdminFirearmCard key={firearm.id} firearm={firearm} confirm={confirm} />}
      </PagedList>
      {dialog}
    </>
  )
}
