import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port'
import { createSmtpMailer } from './smtp-mailer'

interface Received {
  from: string
  to: string[]
  data: string
}
const received: Received[] = []
let server: SMTPServer
let port: number

beforeAll(async () => {
  port = await freePort()
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.test') ? new Error('550 mailbox unavailable') : undefined)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
})
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())))

describe('SMTP mailer', () => {
  it('delivers a message to an SMTP server with sender, recipient, subject and body', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Mission Control <console@missioncontrol.test>')
    try {
      const { id } = await mailer.send({
        to: 'analyst@customer.test',
        subject: 'Your dashboard: Weekly Sell-Through',
        text: 'Open it at https://example.test/d/1',
      })
      expect(id).toMatch(/@/)
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ from: 'console@missioncontrol.test', to: ['analyst@customer.test'] })
      expect(received[0]!.data).toContain('Subject: Your dashboard: Weekly Sell-Through')
      expect(received[0]!.data).toContain('Open it at https://example.test/d/1')
    } finally {
      mailer.close()
    }
  })

  it('rejects when the server refuses the recipient, so the caller can report the failure', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'console@missioncontrol.test')
    try {
      await expect(mailer.send({ to: 'nobody@refused.test', subject: 'x', text: 'y' })).rejects.toThrow(/550|mailbox/)
    } finally {
      mailer.close()
    }
  })
})
