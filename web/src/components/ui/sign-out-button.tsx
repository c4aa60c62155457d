import { Button, type ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useSignOut } from '@/lib/session/role-paths'
import type { Role } from '@/lib/session'

/** The admin dashboard's and the dealer portal's way out, the same for both roles. */
export function SignOutButton({ role, ...button }: ButtonProps & { role: Role }) {
  const { t } = useTranslation()
  const { busy, signOut } = useSignOut(role)
  return (
    <Button variant="outline" {...button} disabled={busy} onClick={() => void signOut()}>
      {busy ? t('signOut.busy') : t('signOut.idle')}
    </Button>
  )
}
