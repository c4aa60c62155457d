import type { ApiContact } from '@sog/contract'

/** docs/product.md, "Screens": by name, e-mail or subject, ignoring case. */
export function searchContacts(contacts: ApiContact[], query: string): ApiContact[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return contacts
  return contacts.filter((contact) =>
    [contact.name, contact.email, contact.subject].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  )
}
