import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { publicUrl } from './env'

const FROM_NAME = 'SOG Firearms'

function fromAddress(): string {
  return process.env.SMTP_FROM || `noreply@${new URL(publicUrl() ?? 'http://localhost').hostname}`
}

/** Without SMTP_HOST: each mail is one log line saying it was not sent, and to whom. */
const logOnly: EmailAdapter = ({ payload }) => ({
  name: 'log-only',
  defaultFromAddress: fromAddress(),
  defaultFromName: FROM_NAME,
  sendEmail: async (message) => {
    payload.logger.warn(
      { to: message.to, subject: message.subject },
      'mail not sent: SMTP_HOST is not set',
    )
  },
})

/**
 * Payload's mail (password resets, contact notifications) over SMTP when SMTP_HOST is set
 * (docs/operations.md, "Mail"). Port 465 speaks TLS from the first byte; on other ports
 * nodemailer upgrades with STARTTLS when the server offers it.
 */
export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const host = process.env.SMTP_HOST
  if (!host) return logOnly
  const port = Number(process.env.SMTP_PORT || 587)
  const user = process.env.SMTP_USER
  return nodemailerAdapter({
    defaultFromAddress: fromAddress(),
    defaultFromName: FROM_NAME,
    transportOptions: {
      host,
      port,
      secure: process.env.SMTP_SECURE ? process.env.SMTP_SECURE === 'true' : port === 465,
      ...(user ? { auth: { user, pass: process.env.SMTP_PASSWORD ?? '' } } : {}),
    },
  })
}
