import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LOGO_MAX_BYTES } from '@mc/domain/customers/customer-logo.rules'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { badRequest } from '../../http/errors'
import { readCustomerLogo, saveCustomerLogo } from './customer-logo.service'

const LOGO_FIELD_REQUIRED = 'Choose an image file to upload.'
const MALFORMED_FORM = 'The upload is not a readable multipart form: send the image as the "logo" field of multipart/form-data.'

/** Logo upload, in a scope of its own so the multipart parser applies to this route only. */
export async function registerCustomerLogoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: false })

    scope.post<{ Params: { identity: string } }>('/customers/:identity/logo', { bodyLimit: LOGO_MAX_BYTES + 64 * 1024 }, async (request) => {
      const user = requireUser(request)
      const { bytes, truncated } = await readLogoFile(request)
      return { customer: await saveCustomerLogo(deps, user, request.params.identity, bytes, truncated) }
    })
  })
}

/**
 * The uploaded file of a multipart form. A form the parser cannot read (no boundary, a body cut
 * short, broken part headers) is the client's mistake: 400 with a message, never a 500. Limits
 * the parser enforces keep their own 4xx (413 for too many parts).
 */
async function readLogoFile(request: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!request.isMultipart()) throw badRequest(LOGO_FIELD_REQUIRED, { logo: [LOGO_FIELD_REQUIRED] })
  try {
    const file = await request.file()
    if (!file) throw badRequest(LOGO_FIELD_REQUIRED, { logo: [LOGO_FIELD_REQUIRED] })
    return { bytes: await file.toBuffer(), truncated: file.file.truncated }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) throw error
    throw badRequest(MALFORMED_FORM, { logo: [MALFORMED_FORM] })
  }
}

/**
 * The logo image, outside /api and without a token: <img> tags cannot send one, and logos are
 * not secret. The URL carries the file's version, so browsers may keep it.
 */
export function registerCustomerLogoMedia(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { identity: string } }>('/media/customer-logos/:identity', async (request, reply) => {
    const logo = await readCustomerLogo(deps, request.params.identity)
    return reply
      .type(logo.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(logo.body)
  })
}
