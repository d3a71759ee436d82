import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { StorageProvider } from './storage.ts';

export function createStorage(config: Config): StorageProvider {
  if (config.STORAGE === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT ?? '',
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}
