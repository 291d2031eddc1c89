import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFcmPushSender, type FcmServiceAccount } from './fcm-push-sender'

// Loopback stand-ins for Google's token endpoint and the FCM send API.
let server: http.Server
let base: string
let publicKey: CryptoKey
let account: FcmServiceAccount
const tokenRequests: string[] = []
const sends: { token: string; title: string; authorization: string }[] = []

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  publicKey = pair.publicKey
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      if (request.url === '/token') {
        tokenRequests.push(new URLSearchParams(body).get('assertion') ?? '')
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }))
        return
      }
      const { message } = JSON.parse(body) as { message: { token: string; notification: { title: string } } }
      sends.push({ token: message.token, title: message.notification.title, authorization: String(request.headers.authorization) })
      if (message.token.startsWith('gone')) response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":"NOT_FOUND"}}')
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"projects/p/messages/1"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  account = {
    project_id: 'mission-control-test',
    client_email: 'push@mission-control-test.iam.gserviceaccount.com',
    private_key: await exportPKCS8(pair.privateKey),
    token_uri: `${base}/token`,
  }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('FCM push sender', () => {
  it('signs in with the service account, sends one message per device token and reports only the accepted ones', async () => {
    const sender = createFcmPushSender(account, { apiBase: base })
    const result = await sender.send(['tok-a', 'gone-b', 'tok-c'], { title: 'New missions near you', body: 'Three stores added' })
    expect(result.delivered).toEqual(['tok-a', 'tok-c'])
    expect(sends.map((send) => send.token).sort()).toEqual(['gone-b', 'tok-a', 'tok-c'])
    expect(sends.every((send) => send.authorization === 'Bearer ya29.test' && send.title === 'New missions near you')).toBe(true)
    const { payload } = await jwtVerify(tokenRequests[0]!, publicKey, { issuer: account.client_email, audience: `${base}/token` })
    expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging')

    await sender.send(['tok-d'], { title: 'Again', body: 'x' })
    expect(tokenRequests).toHaveLength(1)
  })
})
