import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders } from '../../db/schema.ts';
import { createLocation, createProduct, createUser } from '../../seed/factories.ts';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3-server.ts';
import { createS3Storage } from '../../providers/storage/s3.ts';
import { loginAs, loginWithRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { grantRole } from '../users/users.service.ts';
import { sniffImageKind } from './uploads.service.ts';

let t: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginWithRole(t, 'ADMIN')).auth;
  uploadsDir = path.join(t.deps.config.dataDir, 'uploads');
});
afterAll(() => t.close());

interface FormPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body written out by hand, the way a browser sends a form. */
function formData(parts: FormPart[]) {
  const boundary = `----arrival${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        `\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (app: TestApp, file: FormPart | FormPart[], headers = admin) => {
  const form = formData(Array.isArray(file) ? file : [file]);
  return app.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const imageFile = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  data,
  filename,
  contentType,
});
const removeImage = (app: TestApp, fileName: string) =>
  app.app.inject({ method: 'DELETE', url: `/api/upload/image?fileName=${encodeURIComponent(fileName)}`, headers: admin });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

describe('POST /api/upload/image', () => {
  it('re-encodes a real PNG to WebP at 1200 px and a 400 px thumbnail under a random name', async () => {
    const png = await picture(1600, 1000).png().toBuffer();
    const res = await upload(t, imageFile(png));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      url: `/uploads/${body.fileName}`,
      thumbnailUrl: `/uploads/${body.fileName.replace('.webp', '-thumb.webp')}`,
      fileName: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
    });
    const main = await sharp(readFileSync(path.join(uploadsDir, body.fileName))).metadata();
    expect([main.format, main.width, main.height]).toEqual(['webp', 1200, 750]);
    const thumb = await sharp(readFileSync(path.join(uploadsDir, body.fileName.replace('.webp', '-thumb.webp')))).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 250]);

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'image.upload'), eq(auditLog.entityId, body.fileName.slice(0, 32))));
    expect(audit).toMatchObject({ entity: 'image', before: null, after: body });
  });

  it('judges by content, not by name or declared type: a JPEG called notes.txt is an image', async () => {
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const res = await upload(t, imageFile(jpeg, 'notes.txt', 'text/plain'));
    expect(res.statusCode).toBe(200);
    // Small pictures are not blown up.
    const stored = await sharp(readFileSync(path.join(uploadsDir, res.json().fileName))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 300, 200]);
  });

  it('accepts WebP and AVIF', async () => {
    for (const data of [await picture(64, 64).webp().toBuffer(), await picture(64, 64).avif().toBuffer()]) {
      const res = await upload(t, imageFile(data, 'x.bin', 'application/octet-stream'));
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['a text file renamed to .png', Buffer.from('just some text, definitely not pixels\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    [
      'a PNG signature followed by junk',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]),
    ],
  ])('refuses %s with 400', async (_label, data) => {
    const res = await upload(t, imageFile(data, 'evil.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded');
  });

  it('refuses a real GIF and a real TIFF: only the four web formats are taken', async () => {
    for (const data of [await picture(20, 20).gif().toBuffer(), await picture(20, 20).tiff().toBuffer()]) {
      const res = await upload(t, imageFile(data, 'x.png', 'image/png'));
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const res = await upload(t, imageFile(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
  });

  it('answers 413 for an image over 5 MB and stores nothing', async () => {
    const noise = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1024 * 1024);
    const before = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'))).length;
    const res = await upload(t, imageFile(noise, 'big.png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'))).length).toBe(before);
  });

  it('asks for a file when there is none', async () => {
    const cases = [
      upload(t, { name: 'caption', data: 'no file here' }),
      upload(t, imageFile(Buffer.alloc(0), '')),
      upload(t, { ...imageFile(await picture(10, 10).png().toBuffer()), name: 'image' }),
      t.app.inject({ method: 'POST', url: '/api/upload/image', headers: admin, payload: { file: 'x' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please select an image file');
    }
  });
});

describe('DELETE /api/upload/image', () => {
  it('removes both stored sizes', async () => {
    const { fileName } = (await upload(t, imageFile(await picture(500, 500).png().toBuffer()))).json();
    const thumbName = fileName.replace('.webp', '-thumb.webp');
    expect(existsSync(path.join(uploadsDir, fileName))).toBe(true);
    const res = await removeImage(t, fileName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Image deleted successfully' });
    expect(existsSync(path.join(uploadsDir, fileName))).toBe(false);
    expect(existsSync(path.join(uploadsDir, thumbName))).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'image.delete'), eq(auditLog.entityId, fileName.slice(0, 32))));
    expect(audit).toMatchObject({ before: { fileName }, after: { keptForOrders: false } });
  });

  it.each([
    '../../x',
    '../keep.webp',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'photo.png',
    `${'a'.repeat(32)}.png`,
    `${'a'.repeat(32)}.webp/../../keep.webp`,
    `${'A'.repeat(32)}.webp`,
    '.webp',
    '',
  ])('refuses the name %j and touches nothing', async (fileName) => {
    const keep = path.join(t.deps.config.dataDir, 'keep.webp');
    writeFileSync(keep, 'must survive');
    const res = await removeImage(t, fileName);
    expect(res.statusCode).toBe(400);
    expect(existsSync(keep)).toBe(true);
  });

  it('keeps the files of a picture that past orders show', async () => {
    const { fileName, url } = (await upload(t, imageFile(await picture(50, 50).png().toBuffer()))).json();
    const location = await createLocation(t.db);
    const buyer = await createUser(t.db);
    const { product } = await createProduct(t.db, { images: [url] });
    const [order] = await t.db
      .insert(orders)
      .values({ userId: buyer.id, locationId: location.id, totalPaise: 100, arrivalAt: t.clock.now(), cartFingerprint: 'f' })
      .returning();
    await t.db
      .insert(orderItems)
      .values({ orderId: order!.id, productId: product.id, name: product.name, imageUrl: url, pricePaise: 100, quantity: 1 });
    expect((await removeImage(t, fileName)).statusCode).toBe(200);
    expect(existsSync(path.join(uploadsDir, fileName))).toBe(true);
  });
});

describe('uploads through the S3 adapter', () => {
  let s3: FakeS3;
  let onS3: TestApp;
  let onS3Admin: Record<string, string>;
  beforeAll(async () => {
    const credentials = { accessKeyId: 'AKIAUPLOADS', secretAccessKey: 'uploads-secret', region: 'ap-south-1' };
    s3 = await startFakeS3(credentials);
    onS3 = await buildTestApp({}, { storage: createS3Storage({ endpoint: s3.endpoint, bucket: 'shop', ...credentials }) });
    const a = await loginAs(onS3);
    await grantRole(onS3.db, a.phone, 'ADMIN');
    onS3Admin = a.auth;
  });
  afterAll(async () => {
    await onS3.close();
    await s3.close();
  });

  it('stores both WebP sizes in the bucket and deletes them again', async () => {
    const res = await upload(onS3, imageFile(await picture(800, 600).jpeg().toBuffer(), 'a.jpg', 'image/jpeg'), onS3Admin);
    expect(res.statusCode).toBe(200);
    const { url, thumbnailUrl, fileName } = res.json();
    expect(url).toBe(`${s3.endpoint}/shop/${fileName}`);
    expect(thumbnailUrl).toBe(`${s3.endpoint}/shop/${fileName.replace('.webp', '-thumb.webp')}`);
    const stored = s3.objects.get(`shop/${fileName}`);
    expect(stored?.contentType).toBe('image/webp');
    expect(sniffImageKind(stored!.body)).toBe('webp');
    expect(s3.requests.every((r) => r.refusedWith === null)).toBe(true);

    const removed = await onS3.app.inject({
      method: 'DELETE',
      url: `/api/upload/image?fileName=${fileName}`,
      headers: onS3Admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
  });
});

describe('sniffImageKind', () => {
  it('reads the format from the first bytes', async () => {
    expect(sniffImageKind(await picture(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImageKind(await picture(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageKind(await picture(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImageKind(await picture(8, 8).avif().toBuffer())).toBe('avif');
    expect(sniffImageKind(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });
});
