import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type StorageProvider } from './storage.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createDiskStorage(root: string): StorageProvider {
  return {
    async put(key, body) {
      assertSafeKey(key);
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, key), body);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
    keyFromUrl(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      try {
        assertSafeKey(key);
        return key;
      } catch {
        return null;
      }
    },
  };
}
