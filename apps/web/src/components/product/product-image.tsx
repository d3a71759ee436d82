import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { candidatesOf, FALLBACK_IMAGE } from './image-candidates';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError' | 'srcSet'> & { src: string | undefined; alt: string };

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
