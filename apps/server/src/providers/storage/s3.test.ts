import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3-server.ts';
import { createS3Storage, StorageError, type S3StorageOptions } from './s3.ts';

const credentials = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-access-key', region: 'ap-south-1' };
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.objects.clear();
  s3.requests.length = 0;
});

const storage = (overrides: Partial<S3StorageOptions> = {}) =>
  createS3Storage({ endpoint: s3.endpoint, bucket: 'arrival-images', ...credentials, timeoutMs: 2_000, ...overrides });

describe('S3 storage', () => {
  it('PUTs the object path-style with a SigV4 signature for the configured key, and answers its URL', async () => {
    const body = Buffer.from('webp bytes, more or less');
    const stored = await storage().put('a1b2.webp', body, 'image/webp');
    expect(stored).toEqual({ key: 'a1b2.webp', url: `${s3.endpoint}/arrival-images/a1b2.webp` });
    const [request] = s3.requests;
    expect(request).toMatchObject({ method: 'PUT', path: 'arrival-images/a1b2.webp', refusedWith: null });
    expect(request!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    const object = s3.objects.get('arrival-images/a1b2.webp');
    expect(object?.body.equals(body)).toBe(true);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    const served = await fetch(stored.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
  });

  it('is refused by the store when signed with another secret', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageError);
    await expect(wrong.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    expect(s3.requests.every((r) => r.refusedWith === 'SignatureDoesNotMatch')).toBe(true);
    expect(s3.objects.size).toBe(0);
    await expect(storage({ accessKeyId: 'AKIAOTHER' }).put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
  });

  it('DELETEs objects, and a missing one is not an error', async () => {
    const store = storage();
    await store.put('gone.webp', Buffer.from('x'), 'image/webp');
    await store.remove('gone.webp');
    expect(s3.objects.has('arrival-images/gone.webp')).toBe(false);
    await expect(store.remove('never-there.webp')).resolves.toBeUndefined();
    expect(s3.requests.filter((r) => r.method === 'DELETE').every((r) => r.refusedWith === null)).toBe(true);
  });

  it('uses the public URL for links and maps only its own URLs back to keys', async () => {
    const store = storage({ publicUrl: 'https://cdn.example.test/images/' });
    const { url } = await store.put('k1.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('https://cdn.example.test/images/k1.webp');
    expect(store.keyFromUrl(url)).toBe('k1.webp');
    expect(store.keyFromUrl('https://elsewhere.example.test/images/k1.webp')).toBeNull();
    expect(store.keyFromUrl('https://cdn.example.test/images/../secret')).toBeNull();
    expect(storage().keyFromUrl(`${s3.endpoint}/arrival-images/k1.webp`)).toBe('k1.webp');
  });

  it('never sends a key that could leave the bucket folder', async () => {
    for (const key of ['../x.webp', 'a/b.webp', '', '.hidden']) {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
    }
    expect(s3.requests).toEqual([]);
  });

  it('retries a store that is briefly failing, then reports a store that keeps failing', async () => {
    s3.failNext(503, 1);
    await storage().put('retry.webp', Buffer.from('x'), 'image/webp');
    expect(s3.objects.has('arrival-images/retry.webp')).toBe(true);
    s3.failNext(500, 10);
    await expect(storage().put('down.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/answered 500/);
    s3.failNext(500, 0);
  });

  it('reports a store that cannot be reached', async () => {
    const store = createS3Storage({ endpoint: 'http://127.0.0.1:9', bucket: 'b', ...credentials, timeoutMs: 1_000 });
    await expect(store.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageError);
  });
});
