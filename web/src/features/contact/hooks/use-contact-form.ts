import { useState } from 'react'

import { submitContact, type ContactMessage } from '../api/submit-contact'

export type ContactField = keyof ContactMessage

/** docs/product.md, "States": idle → sending → sent or failed; any edit returns to idle. */
export type ContactStatus =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; error: unknown }

/** Why the browser refused a field, so the message can be shown in the chosen language. */
export type FieldProblem = 'required' | 'email'

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' }

export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY)
  const [status, setStatus] = useState<ContactStatus>({ state: 'idle' })
  const [problems, setProblems] = useState<Partial<Record<ContactField, FieldProblem>>>({})

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setProblems((current) => ({ ...current, [field]: undefined }))
    setStatus({ state: 'idle' })
  }

  const reject = (field: ContactField, validity: ValidityState) => {
    setProblems((current) => ({
      ...current,
      [field]: validity.valueMissing ? 'required' : 'email',
    }))
  }

  const submit = async () => {
    setStatus({ state: 'sending' })
    try {
      await submitContact(values)
      setValues(EMPTY)
      setStatus({ state: 'sent' })
    } catch (error) {
      // The visitor's text stays, so a refused message (e.g. rate limited) can be sent later.
      setStatus({ state: 'failed', error })
    }
  }

  return { values, status, problems, change, reject, submit }
}
