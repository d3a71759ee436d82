import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { UploadedImage } from '@arrival/contracts/admin';
import { UPLOADED_IMAGE_SIZES } from '@arrival/contracts/images';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { StorageProvider } from '../../providers/storage/storage.ts';
import { writeAudit } from '../audit/audit.service.ts';

export interface UploadDeps {
  db: Db;
  storage: StorageProvider;
}

/** About 8000 x 6000; a tiny file that claims more pixels is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The names this module gives: 32 random hex digits, "-thumb" for the small one, always WebP. */
const STORED_NAME = /^([0-9a-f]{32})(-thumb)?\.webp$/;

type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** AVIF is an ISO media file whose ftyp box names avif (still) or avis (sequence) as a brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** What the bytes say they are, whatever the file's name or declared type claims. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** How libvips names each kind once it has parsed the header. */
const decoderFormat: Record<ImageKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

// sharp is loaded at the first picture: it is heavy, and most starts of the shop never decode one.
const loadSharp = () => import('sharp').then((module) => module.default);
const notAnImage = () => new AppError('VALIDATION_FAILED', msg('upload.type'));

/** Both magic bytes and the decoder must agree, and the picture must decode in full. */
async function checkImage(bytes: Buffer): Promise<void> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw notAnImage();
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== decoderFormat[kind] || !meta.width || !meta.height) throw notAnImage();
  if (kind === 'avif' && meta.compression !== 'av1') throw notAnImage();
}

/** A fresh WebP no larger than size on its longest side, upright, without the camera's metadata. */
async function renderWebp(bytes: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Stores an uploaded picture as two WebP files under one random name. Only the re-encoded pixels
 * are kept, so nothing the uploader smuggled into the original file (scripts, GPS tags) is served.
 */
export async function storeImage(deps: UploadDeps, actorUserId: number, bytes: Buffer): Promise<UploadedImage> {
  await checkImage(bytes);
  const [main, thumbnail] = await Promise.all([
    renderWebp(bytes, UPLOADED_IMAGE_SIZES.main),
    renderWebp(bytes, UPLOADED_IMAGE_SIZES.thumbnail),
  ]).catch(() => {
    throw notAnImage();
  });
  const base = randomBytes(16).toString('hex');
  const fileName = `${base}.webp`;
  const stored = await deps.storage.put(fileName, main, 'image/webp');
  const storedThumbnail = await deps.storage.put(`${base}-thumb.webp`, thumbnail, 'image/webp');
  const image = { url: stored.url, thumbnailUrl: storedThumbnail.url, fileName };
  await writeAudit(deps.db, { actorUserId, action: 'image.upload', entity: 'image', entityId: base, before: null, after: image });
  return image;
}

/**
 * Removes an uploaded picture, both sizes. Only names this module produced are accepted, so no
 * request can reach another file. A picture that past orders show is kept for their history.
 */
export async function deleteImage(deps: UploadDeps, actorUserId: number, fileName: string): Promise<void> {
  const base = STORED_NAME.exec(fileName)?.[1];
  if (!base) throw new AppError('VALIDATION_FAILED', msg('upload.unknownName'));
  const [inOrder] = await deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(like(orderItems.imageUrl, `%/${base}.webp`))
    .limit(1);
  if (!inOrder) {
    await deps.storage.remove(`${base}.webp`);
    await deps.storage.remove(`${base}-thumb.webp`);
  }
  await writeAudit(deps.db, {
    actorUserId,
    action: 'image.delete',
    entity: 'image',
    entityId: base,
    before: { fileName: `${base}.webp` },
    after: { keptForOrders: Boolean(inOrder) },
  });
}
