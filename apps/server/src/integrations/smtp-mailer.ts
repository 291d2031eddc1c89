import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

/**
 * SMTP by configuration: SMTP_URL (smtp://user:pass@host:587, or smtps:// for implicit TLS) and
 * MAIL_FROM. A refused message rejects, and the caller reports it.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, { from })
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      })
      return { id: String(info.messageId) }
    },
    close: () => transport.close(),
  }
}
