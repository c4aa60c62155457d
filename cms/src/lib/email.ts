import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { settings } from '@/settings'
import { publicUrl } from './env'

const FROM_NAME = 'SOG Firearms'

function fromAddress(): string {
  return settings().SMTP_FROM ?? `noreply@${new URL(publicUrl() ?? 'http://localhost').hostname}`
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
  const {
    SMTP_HOST: host,
    SMTP_PORT: port,
    SMTP_USER: user,
    SMTP_SECURE,
    SMTP_PASSWORD,
  } = settings()
  if (!host) return logOnly
  return nodemailerAdapter({
    defaultFromAddress: fromAddress(),
    defaultFromName: FROM_NAME,
    transportOptions: {
      host,
      port,
      secure: SMTP_SECURE ?? port === 465,
      ...(user ? { auth: { user, pass: SMTP_PASSWORD ?? '' } } : {}),
    },
  })
}
