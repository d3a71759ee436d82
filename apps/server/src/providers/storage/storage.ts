/** Where uploaded and demo images live; the URL is what the web app puts in <img src>. */
export interface StorageProvider {
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  remove(key: string): Promise<void>;
  /** The key behind a URL this provider produced, or null for a foreign URL. */
  keyFromUrl(url: string): string | null;
}

/** Keys are flat file names of safe characters, so no key can leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
