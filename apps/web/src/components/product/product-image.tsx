import { useState, type ComponentProps } from 'react';
import { UPLOADED_IMAGE_SIZES, thumbnailUrlOf } from '@arrival/contracts/images';
import { cn } from '../../lib/cn';

/** Shipped in public/, so it loads even when the image store does not. */
const FALLBACK_IMAGE = '/product-fallback.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError' | 'srcSet'> & { src: string | undefined; alt: string };

/** The thumbnail and the full picture for the browser to choose from; nothing for a picture without a thumbnail. */
function candidatesOf(src: string, sizes: string | undefined, width: number | string | undefined) {
  const thumbnail = thumbnailUrlOf(src);
  if (!thumbnail) return {};
  // eslint-disable-next-line lingui/no-unlocalized-strings -- image candidates
  const srcSet = `${thumbnail} ${UPLOADED_IMAGE_SIZES.thumbnail}w, ${src} ${UPLOADED_IMAGE_SIZES.main}w`;
  return { srcSet, sizes: sizes ?? (width ? `${width}px` : undefined) };
}

/**
 * A product photo that swaps itself for the fallback picture when it is missing or fails to load. An
 * uploaded photo offers the browser its 400 px thumbnail beside the full picture, so a card or a cart
 * line downloads the size it shows; `sizes` says how wide it is drawn, by default its `width`.
 */
export function ProductImage({ src, className, sizes, ...props }: ProductImageProps) {
  // Remembering which source failed (not just "failed") lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_IMAGE : src;
  return (
    <img
      decoding="async"
      {...props}
      src={shown}
      {...candidatesOf(shown, sizes, props.width)}
      onError={() => setFailedSrc(src ?? null)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
