import { DEFAULT_REQUEST_RETENTION_MONTHS } from '@sog/contract'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { publicUrl } from '@/lib/env'
import type { Request as StoredRequest } from '@/payload-types'
import { settings } from '@/settings'
import { confirmationMail, languageOfCountry, recipientMail } from '../mail'

const idOf = (value: StoredRequest['dealer']): number | null =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

/** Sent after the answer: a mail server that is slow or down never fails or delays the form. */
function send(req: PayloadRequest, mail: Parameters<PayloadRequest['payload']['sendEmail']>[0]) {
  req.payload
    .sendEmail(mail)
    .catch((error: unknown) => req.payload.logger.error({ err: error }, 'request mail not sent'))
}

/**
 * A new request goes to its recipient by mail — the dealer it names, else the company's contact
 * address (CONTACT_NOTIFY_TO when the settings have none) — with replies going to the visitor,
 * and the visitor gets a confirmation in their language, replies going to the recipient. A
 * request an administrator passes on to another recipient goes to that one too
 * (docs/product.md, "Requests").
 */
export const notifyRequest: CollectionAfterChangeHook<StoredRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const dealerId = idOf(doc.dealer)
  const created = operation === 'create'
  const reassigned = operation === 'update' && dealerId !== idOf(previousDoc?.dealer)
  if (!created && !reassigned) return doc

  // One after the other on the write's own connection (a transaction's connection takes one
  // query at a time).
  const dealer =
    dealerId === null
      ? null
      : await req.payload.findByID({
          collection: 'dealers',
          id: dealerId,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
  const company = await req.payload.findGlobal({
    slug: 'settings',
    depth: 0,
    req,
    overrideAccess: true,
  })
  const companyAddress = company.contactEmail || settings().CONTACT_NOTIFY_TO
  const recipientAddress = dealer ? dealer.email : companyAddress
  const site = publicUrl() ?? ''
  const request = { ...doc, language: doc.language ?? 'en' }

  if (recipientAddress) {
    const mail = recipientMail(request, {
      language: dealer ? languageOfCountry(dealer.country) : 'en',
      portalUrl: `${site}${dealer ? '/dealer/requests' : '/admin/requests'}`,
      reassigned,
    })
    send(req, { to: recipientAddress, replyTo: doc.email, ...mail })
  } else {
    req.payload.logger.warn(
      { request: doc.id },
      'request mail not sent: the company settings have no contact e-mail and CONTACT_NOTIFY_TO is unset',
    )
  }
  if (created) {
    const { language: _language, ...mail } = confirmationMail(request, {
      recipient: dealer?.name ?? company.companyName ?? null,
      retentionMonths: company.requestRetentionMonths ?? DEFAULT_REQUEST_RETENTION_MONTHS,
      privacyUrl: `${site}/privacy`,
    })
    send(req, {
      to: doc.email,
      ...(recipientAddress ? { replyTo: recipientAddress } : {}),
      ...mail,
    })
  }
  return doc
}
