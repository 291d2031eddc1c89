import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3FileStorage } from './s3-file-storage'

// A stand-in for an S3-compatible server on loopback: keeps PUT bodies, answers GET, 404s the rest.
const objects = new Map<string, { body: Buffer; type: string }>()
const seen: { method: string; url: string; authorization: string }[] = []
let server: http.Server
let endpoint: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url!.split('?')[0]!
      seen.push({ method: request.method!, url, authorization: String(request.headers.authorization ?? '') })
      if (request.method === 'PUT') {
        objects.set(url, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) })
        response.writeHead(200, { etag: '"1"' }).end()
        return
      }
      const object = objects.get(url)
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>')
        return
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const storage = () =>
  createS3FileStorage(
    { bucket: 'logos', endpoint, region: 'us-east-1', forcePathStyle: true },
    new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } }),
  )

describe('S3 file storage', () => {
  it('puts an object under bucket/key with its content type, signed, and reads the same bytes back', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    await storage().put('customers/ABC/logo.png', png, 'image/png')
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/logos/customers/ABC/logo.png' })
    expect(seen.at(-1)!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//)
    expect(await storage().get('customers/ABC/logo.png')).toEqual({ body: png, contentType: 'image/png' })
  })

  it('answers undefined for a key that is not there', async () => {
    expect(await storage().get('customers/NOPE/logo.png')).toBeUndefined()
  })
})
