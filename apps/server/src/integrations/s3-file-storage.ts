import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FileStorage } from './file-storage'

export interface S3StorageConfig {
  bucket: string
  /** An S3-compatible endpoint (MinIO, Ceph, R2...); unset = AWS S3 itself. */
  endpoint?: string | undefined
  region: string
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean
}

/** Files in one bucket of S3 or an S3-compatible store; credentials come from the usual AWS_* variables. */
export function createS3FileStorage(
  config: S3StorageConfig,
  client = new S3Client({ region: config.region, forcePathStyle: config.forcePathStyle, ...(config.endpoint ? { endpoint: config.endpoint } : {}) }),
): FileStorage {
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }))
        if (!object.Body) return undefined
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined
        throw error
      }
    },
  }
}
