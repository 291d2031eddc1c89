import fs from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>
}

/** Offline default: each message becomes a JSON file in an outbox folder, and a log line. */
export function createOutboxMailer(outboxDir: string, log: (line: string) => void = console.log): Mailer {
  return {
    async send(message) {
      const id = randomUUID()
      await fs.mkdir(outboxDir, { recursive: true })
      await fs.writeFile(path.join(outboxDir, `${Date.now()}-${id}.json`), JSON.stringify({ id, ...message }, null, 2))
      log(`[mail] to=${message.to} subject=${JSON.stringify(message.subject)} (outbox ${outboxDir})`)
      return { id }
    },
  }
}
