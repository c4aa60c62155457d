import { CloseButton, Portal, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { Dialog } from '@/components/ui/own-recipe/dialog'
import { useSession, type Role } from '@/lib/session'
import { registerSignInDialog, settleSignIn, useSignInRequest } from '@/lib/session/expiry'
import { LoginForm } from './login-form'

const TITLE_ID = 'session-dialog-title'

/**
 * Over the screen whose session ended: sign in again and carry on where you were, the form and
 * its typed values untouched (docs/product.md, "Sessions"). Closing it gives up: the role's
 * login opens.
 */
export function SessionDialog({ role }: { role: Role }) {
  const { t } = useTranslation()
  const request = useSignInRequest()
  const session = useSession(role)
  useEffect(() => registerSignInDialog(), [])
  const open = request?.role === role

  return (
    <Dialog.Root
      role="alertdialog"
      ids={{ title: TITLE_ID }}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) settleSignIn(false)
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('auth.expired.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4">
                {t(request?.reason === 'expired' ? 'auth.expired.before' : 'auth.expired.during')}
              </Text>
              {open ? (
                <LoginForm
                  role={role}
                  labelledBy={TITLE_ID}
                  username={session?.username}
                  onSignedIn={() => settleSignIn(true)}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
