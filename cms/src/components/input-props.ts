import type { StaticDescription, StaticLabel } from 'payload'

type Props = {
  field: { label?: StaticLabel; required?: boolean; admin?: { description?: StaticDescription } }
  path: string
  readOnly?: boolean
}

/** What each of our panel inputs takes from its field and form state, as Payload's own do. */
export const inputProps = ({ field, path, readOnly }: Props, showError: boolean | undefined) => ({
  path,
  label: field.label,
  description: field.admin?.description,
  required: field.required,
  readOnly,
  showError,
})
