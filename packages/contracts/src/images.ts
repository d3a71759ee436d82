// No schema here: the web app's picture component reads this without pulling zod into its chunk.

/** Longest side, in px, of the two WebP copies the shop keeps of every uploaded picture. */
export const UPLOADED_IMAGE_SIZES = { main: 1200, thumbnail: 400 } as const;

/** An uploaded picture's URL: its name is 32 hex digits; the thumbnail sits beside it as `<name>-thumb.webp`. */
const UPLOADED_IMAGE_URL = /\/[0-9a-f]{32}\.webp$/;

/** The thumbnail of an uploaded picture, or undefined for any other picture (the demo's drawings, a fallback). */
export const thumbnailUrlOf = (url: string): string | undefined =>
  UPLOADED_IMAGE_URL.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : undefined;
