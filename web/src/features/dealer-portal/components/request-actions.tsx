import type { ApiVisitorRequest, RequestStatus } from '@sog/contract'
import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useMarkRequest } from '../api/mark-request'

/**
 * A request's next steps for its dealer: a new one is marked answered (after replying) or
 * closed; an answered one closed; a closed one reopened.
 */
export function RequestActions({ request }: { request: ApiVisitorRequest }) {
  const { t } = useTranslation()
  const { trigger, isMutating } = useMarkRequest(request.id)
  const mark = async (status: RequestStatus) => {
    try {
      await trigger(status)
      notify(t('dealerPortal.requests.updated'), 'success')
    } catch (error) {
      notify(errorMessage(error, t('dealerPortal.requests.updateFailed')), 'error')
    }
  }
  const button = (status: RequestStatus, label: string, solid = false) => (
    <Button
      size="sm"
      colorPalette="brand"
      variant={solid ? 'solid' : 'outline'}
      disabled={isMutating}
      onClick={() => void mark(status)}
    >
      {label}
    </Button>
  )
  return (
    <>
      {request.status === 'new'
        ? button('answered', t('dealerPortal.requests.markAnswered'), true)
        : null}
      {request.status !== 'closed' ? button('closed', t('dealerPortal.requests.close')) : null}
      {request.status === 'closed' ? button('new', t('dealerPortal.requests.reopen')) : null}
    </>
  )
}
