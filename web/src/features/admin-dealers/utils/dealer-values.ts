import type { ApiAdminDealer } from '@sog/contract'
import { currentYear, DEFAULT_RATING, MIN_PASSWORD_LENGTH } from '@sog/contract'

export type FormMode = 'create' | 'edit'

/** What the form holds: text as typed, numbers included, converted only when saving. */
export type DealerValues = {
  name: string
  email: string
  phone: string
  address: string
  city: string
  country: string
  website: string
  hours: string
  specialties: string
  rating: string
  established: string
  isActive: boolean
  username: string
  password: string
}

export type DealerField = keyof DealerValues
export type TextField = Exclude<DealerField, 'isActive'>

type DealerFields = Pick<
  ApiAdminDealer,
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'city'
  | 'country'
  | 'website'
  | 'hours'
  | 'specialties'
  | 'rating'
  | 'established'
>

/** POST /admin/dealers (docs/product.md, "Calls"). */
export type CreateDealerBody = DealerFields & { username: string; password: string }
/** PUT /admin/dealers/{id}: the same without credentials, plus isActive. */
export type UpdateDealerBody = DealerFields & { isActive: boolean }

export type Problem = 'required' | 'email' | 'passwordLength'
export type FieldErrors = Partial<Record<DealerField, Problem>>

/** docs/product.md, "Data" defaults: rating 5, established this year, active. */
export const emptyDealer = (): DealerValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  website: '',
  hours: '',
  specialties: '',
  rating: String(DEFAULT_RATING),
  established: String(currentYear()),
  isActive: true,
  username: '',
  password: '',
})

export const dealerToValues = (dealer: ApiAdminDealer): DealerValues => ({
  ...emptyDealer(),
  name: dealer.name,
  email: dealer.email,
  phone: dealer.phone,
  address: dealer.address,
  city: dealer.city,
  country: dealer.country,
  website: dealer.website,
  hours: dealer.hours,
  specialties: dealer.specialties.join(', '),
  rating: String(dealer.rating),
  established: String(dealer.established),
  isActive: dealer.isActive,
})

/** docs/product.md, "Validation": an empty or invalid number input becomes 0 (the server then says why). */
export function toNumber(text: string): number {
  const value = Number(text)
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value
}

/** Comma-separated text → trimmed list, blanks dropped (docs/product.md, "Data"). */
export const toSpecialties = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const fieldsOf = (values: DealerValues): DealerFields => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  address: values.address.trim(),
  city: values.city.trim(),
  country: values.country,
  website: values.website.trim(),
  hours: values.hours.trim(),
  specialties: toSpecialties(values.specialties),
  rating: toNumber(values.rating),
  established: toNumber(values.established),
})

export const toCreateBody = (values: DealerValues): CreateDealerBody => ({
  ...fieldsOf(values),
  username: values.username.trim(),
  password: values.password,
})

export const toUpdateBody = (values: DealerValues): UpdateDealerBody => ({
  ...fieldsOf(values),
  isActive: values.isActive,
})

/** The list's Activate button saves the dealer as it is, only switched on again. */
export const activationBody = (dealer: ApiAdminDealer): UpdateDealerBody =>
  toUpdateBody({ ...dealerToValues(dealer), isActive: true })

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const REQUIRED: TextField[] = ['name', 'email', 'city', 'country']
const CREDENTIALS: TextField[] = ['username', 'password']

/** docs/product.md, "Validation", "Create dealer": the edit form skips the credentials. */
export function validateDealer(values: DealerValues, mode: FormMode): FieldErrors {
  const errors: FieldErrors = {}
  const required = mode === 'create' ? [...REQUIRED, ...CREDENTIALS] : REQUIRED
  for (const field of required) {
    if (values[field].trim() === '') errors[field] = 'required'
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'email'
  if (mode === 'create' && !errors.password && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'passwordLength'
  }
  return errors
}
