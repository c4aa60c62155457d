/**
 * Quote requests, inquiries and dealer applications make no server call: they open the
 * visitor's e-mail program with a prefilled draft (docs/product.md, "Calls").
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')
  return `mailto:${to}?${query}`
}

export function openMailDraft(to: string, subject: string, body: string): void {
  window.location.href = mailtoUrl(to, subject, body)
}

/** `tel:` link for a phone number as people write it (spaces and dashes dropped). */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Website links work with or without the scheme (docs/product.md, "Screens", "visit store"). */
export const websiteUrl = (address: string): string =>
  /^https?:\/\//i.test(address) ? address : `https://${address}`
