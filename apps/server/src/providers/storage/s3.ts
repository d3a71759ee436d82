import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type StorageProvider } from './storage.ts';

export interface S3StorageOptions {
  /** The S3-compatible service, e.g. https://s3.ap-south-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the objects (a CDN or the bucket's public address); the path-style bucket URL when absent. */
  publicUrl?: string;
  timeoutMs?: number;
}

export class StorageError extends Error {}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * Stores objects in any S3-compatible bucket, addressed path-style (`${endpoint}/${bucket}/${key}`)
 * so MinIO and other stores without virtual-host buckets work too. Requests are signed with AWS
 * SigV4, including the body's SHA-256 so the store rejects a body changed on the way.
 */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // A few quick retries on 5xx and 429; an upload request should not hang for long.
    retries: 2,
  });
  const objectBase = `${trimSlashes(options.endpoint)}/${encodeURIComponent(options.bucket)}`;
  const publicBase = options.publicUrl ? trimSlashes(options.publicUrl) : objectBase;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(method: 'PUT' | 'DELETE', key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    assertSafeKey(key);
    const response = await client
      .fetch(`${objectBase}/${key}`, {
        method,
        // fetch takes bytes backed by a plain ArrayBuffer; a Buffer may sit on a shared pool.
        body: init.body ? new Uint8Array(init.body) : undefined,
        headers: {
          'x-amz-content-sha256': createHash('sha256')
            .update(init.body ?? '')
            .digest('hex'),
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      })
      .catch((error: unknown) => {
        throw new StorageError(`S3 ${method} ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    // A delete of a missing object is done, not an error.
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new StorageError(`S3 ${method} ${key} answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    await response.body?.cancel();
  }

  return {
    async put(key, body, contentType) {
      await send('PUT', key, {
        body,
        // Keys are random and never rewritten, so browsers may keep them for good.
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      return { key, url: `${publicBase}/${key}` };
    },
    async remove(key) {
      await send('DELETE', key);
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const key = url.slice(publicBase.length + 1);
      try {
        assertSafeKey(key);
        return key;
      } catch {
        return null;
      }
    },
  };
}
