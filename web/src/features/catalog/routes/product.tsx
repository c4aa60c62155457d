import '../translations'
import '../screens/translations'

import { Grid, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { useDocumentTitle } from '@/lib/page/use-document-title'
import { ExamplesNotice } from '../components/examples-notice'
import { LoadFailed } from '../components/load-failed'
import { ProductDetails } from '../components/product-details'
import { ProductNotFound } from '../components/product-not-found'
import { useProduct } from '../hooks/use-product'
import { isExample } from '../hooks/use-sample-firearms'

function Loading() {
  const { t } = useTranslation()
  useDocumentTitle(t('common.loading'))
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="8"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <Skeleton aspectRatio={3 / 2} />
      <Stack gap="4">
        <Skeleton height="10" />
        <Skeleton height="8" width="40%" />
        <Skeleton height="32" />
      </Stack>
    </Grid>
  )
}

export function Component() {
  const { id } = useParams()
  const { firearm, failed, missing, retry } = useProduct(id)
  const example = firearm ? isExample(firearm) : false
  if (missing) return <ProductNotFound />
  return (
    <Stack gap="6">
      {failed ? <LoadFailed onRetry={retry} /> : null}
      {example ? <ExamplesNotice /> : null}
      {/* Keyed by id: another product starts at its own first image. */}
      {firearm ? (
        <ProductDetails key={firearm.id} firearm={firearm} />
      ) : failed ? null : (
        <Loading />
      )}
    </Stack>
  )
}
