import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort } from '@/launcher/free-port'

export type MailServer = {
  port: number
  /** The first mail received (or arriving within the time) that `match` accepts. */
  received: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  close: () => Promise<void>
}

/** A real SMTP server on a free local port (no TLS, no login) that keeps every mail parsed. */
export async function startMailServer(): Promise<MailServer> {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail)
        callback()
      }, callback)
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port,
    async received(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = mails.find(match)
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no such mail among ${mails.length} received`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The addresses a mail's header field names. */
export function addresses(field: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((entry) => entry.value.map((a) => a.address ?? ''))
}
