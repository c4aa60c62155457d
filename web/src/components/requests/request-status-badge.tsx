import './translations'

import type { RequestStatus } from '@sog/contract'
import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

const PALETTE: Record<RequestStatus, string> = { new: 'blue', answered: 'green', closed: 'gray' }

/** A request's status: new, answered or closed (docs/product.md, "Requests"). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation()
  return <Badge colorPalette={PALETTE[status]}>{t(`requests.status.${status}`)}</Badge>
}
