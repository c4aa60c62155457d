import {
  REQUEST_STATUSES,
  type ApiPublicDealer,
  type ApiVisitorRequest,
  type RequestStatus,
} from '@sog/contract'
import { Button, HStack, NativeSelect } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { useUpdateRequest } from '../api/update-request'

type Props = {
  request: ApiVisitorRequest
  dealers: ApiPublicDealer[]
  onFirearm: (firearmId: string) => void
}

/**
 * An administrator's changes to one request (docs/product.md, "Requests"): its status at once,
 * and its recipient — another active dealer or the company — with Send (the new recipient hears
 * of it by mail, and it is new for them).
 */
export function RequestControls({ request, dealers, onFirearm }: Props) {
  const { t } = useTranslation()
  const { trigger, isMutating } = useUpdateRequest(request.id)
  const current = request.dealer ? String(request.dealer.id) : ''
  const [recipient, setRecipient] = useState(current)
  const recipientName = (value: string) =>
    value === ''
      ? t('adminRequests.company')
      : (dealers.find((dealer) => String(dealer.id) === value)?.name ?? value)

  const change = async (body: { status?: RequestStatus; dealerId?: number | null }) => {
    try {
      await trigger(body)
      notify(
        body.dealerId === undefined
          ? t('adminRequests.updated')
          : t('adminRequests.reassigned', { recipient: recipientName(recipient) }),
        'success',
      )
    } catch (error) {
      notify(errorMessage(error, t('adminRequests.updateFailed')), 'error')
    }
  }
  const listed = dealers.some((dealer) => String(dealer.id) === current)

  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto" disabled={isMutating}>
        <NativeSelect.Field
          aria-label={t('adminRequests.setStatus')}
          value={request.status}
          onChange={(event) => void change({ status: event.target.value as RequestStatus })}
        >
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`requests.status.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="1">
        <NativeSelect.Root size="sm" width="auto" disabled={isMutating}>
          <NativeSelect.Field
            aria-label={t('adminRequests.sendTo')}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          >
            <option value="">{t('adminRequests.company')}</option>
            {/* An inactive dealer the request went to stays shown, not offered. */}
            {request.dealer && !listed ? (
              <option value={current} disabled>
                {request.dealer.name}
              </option>
            ) : null}
            {dealers.map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={isMutating || recipient === current}
          onClick={() => void change({ dealerId: recipient === '' ? null : Number(recipient) })}
        >
          {t('adminRequests.send')}
        </Button>
      </HStack>
      {request.firearm.id ? (
        <Button size="sm" variant="ghost" onClick={() => onFirearm(request.firearm.id!)}>
          {t('adminRequests.onlyFirearm')}
        </Button>
      ) : null}
    </HStack>
  )
}
