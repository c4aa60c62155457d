import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { saveDealerSession } from '@/lib/session'
import { loginDealer, type Credentials } from '../api/login-dealer'

export type LoginField = keyof Credentials

/** docs/product.md, "States": idle, then submitting ("Logging in..."), then the dashboard or an error. */
export function useDealerLogin() {
  const navigate = useNavigate()
  const [values, setValues] = useState<Credentials>({ username: '', password: '' })
  const [missing, setMissing] = useState<Partial<Record<LoginField, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setMissing((current) => ({ ...current, [field]: false }))
  }

  /** The browser refused an empty field; the message is shown in the chosen language. */
  const reject = (field: LoginField) => setMissing((current) => ({ ...current, [field]: true }))

  const submit = async () => {
    setSubmitting(true)
    setError(null)
    try {
      saveDealerSession(await loginDealer(values))
      void navigate(paths.dealerDashboard, { replace: true })
    } catch (failure) {
      setError(failure)
      setSubmitting(false)
    }
  }

  return { values, missing, submitting, error, change, reject, submit }
}
