// Read by index.html's early requests script too, so this module imports nothing it would carry along.
import { UPLOADED_IMAGE_SIZES, thumbnailUrlOf } from '@arrival/contracts/images';

/** Shipped in public/, so it loads even when the image store does not. */
export const FALLBACK_IMAGE = '/product-fallback.svg';

/** Two columns on a phone, up to five on a wide screen; a card's picture never downloads larger than this. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw';

/** How wide a product page's main picture is drawn at most (its gallery), in CSS pixels. */
export const GALLERY_IMAGE_WIDTH = 800;

/** The cards a phone or a desktop shows before any scrolling: their pictures load first, not lazily. */
export const FIRST_ROW_CARDS = 4;

/** The thumbnail and the full picture for the browser to choose from; nothing for a picture without a thumbnail. */
export function candidatesOf(src: string, sizes: string | undefined, width: number | string | undefined) {
  const thumbnail = thumbnailUrlOf(src);
  if (!thumbnail) return {};
  // eslint-disable-next-line lingui/no-unlocalized-strings -- image candidates
  const srcSet = `${thumbnail} ${UPLOADED_IMAGE_SIZES.thumbnail}w, ${src} ${UPLOADED_IMAGE_SIZES.main}w`;
  return { srcSet, sizes: sizes ?? (width ? `${width}px` : undefined) };
}
