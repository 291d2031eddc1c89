import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { LOGO_MAX_BYTES } from '@mc/domain/customers/customer-logo.rules'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { badRequest } from '../../http/errors'
import { readCustomerLogo, saveCustomerLogo } from './customer-logo.service'

const LOGO_FIELD_REQUIRED = 'Choose an image file to upload.'

/** Logo upload, in a scope of its own so the multipart parser applies to this route only. */
export async function registerCustomerLogoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: false })

    scope.post<{ Params: { identity: string } }>('/customers/:identity/logo', { bodyLimit: LOGO_MAX_BYTES + 64 * 1024 }, async (request) => {
      const user = requireUser(request)
      if (!request.isMultipart()) throw badRequest(LOGO_FIELD_REQUIRED, { logo: [LOGO_FIELD_REQUIRED] })
      const file = await request.file()
      if (!file) throw badRequest(LOGO_FIELD_REQUIRED, { logo: [LOGO_FIELD_REQUIRED] })
      const bytes = await file.toBuffer()
      return { customer: await saveCustomerLogo(deps, user, request.params.identity, bytes, file.file.truncated) }
    })
  })
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
