import type { CollectionAfterChangeHook } from 'payload'

import { publicUrl } from '@/lib/env'
import type { Contact } from '@/payload-types'
import { settings } from '@/settings'

/**
 * CONTACT_NOTIFY_TO hears of each new message, with a reply going to the sender. The mail is
 * sent after the answer: a mail server that is slow or down never fails or delays the form,
 * and its failure is logged.
 */
export const notifyContact: CollectionAfterChangeHook<Contact> = ({ doc, operation, req }) => {
  const to = settings().CONTACT_NOTIFY_TO
  if (operation !== 'create' || !to) return doc
  const inbox = `${publicUrl() ?? ''}/admin/contacts`
  req.payload
    .sendEmail({
      to,
      replyTo: doc.email,
      subject: `Contact form: ${doc.subject}`,
      text: `${doc.name} <${doc.email}> wrote:\n\n${doc.message}\n\nThe inbox: ${inbox}\n`,
    })
    .catch((error: unknown) =>
      req.payload.logger.error({ err: error }, 'contact notification not sent'),
    )
  return doc
}
