import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { saveAdminSession } from '@/lib/session'
import { loginAdmin, type Credentials } from '../api/login-admin'

type Field = keyof Credentials

/** docs/product.md, "States": idle, then submitting ("Logging in..."), then the dashboard or an error. */
export function useAdminLogin() {
  const navigate = useNavigate()
  const [values, setValues] = useState<Credentials>({ username: '', password: '' })
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setMissing((current) => ({ ...current, [field]: false }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const empty = {
      username: values.username.trim() === '',
      password: values.password === '',
    }
    setMissing(empty)
    if (empty.username || empty.password) {
      const form = event.currentTarget
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      saveAdminSession(await loginAdmin(values))
      void navigate(paths.adminDashboard, { replace: true })
    } catch (failure) {
      setError(failure)
      setSubmitting(false)
    }
  }

  return { values, missing, submitting, error, change, submit }
}
