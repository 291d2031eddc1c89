import fs from 'node:fs/promises'
import path from 'node:path'

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/

/** Offline default: files in a folder under the data directory, content type kept beside each. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, body, contentType) {
      const file = resolve(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, body)
      await fs.writeFile(`${file}.type`, contentType)
    },
    async get(key) {
      const file = resolve(key)
      try {
        const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')])
        return { body, contentType }
      } catch {
        return undefined
      }
    },
  }
}
