import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shipped in public/, so it loads even when the image store does not. */
const FALLBACK_IMAGE = '/product-fallback.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & { src: string | undefined; alt: string };

/** A product photo that swaps itself for the fallback picture when it is missing or fails to load. */
export function ProductImage({ src, className, ...props }: ProductImageProps) {
  // Remembering which source failed (not just "failed") lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_IMAGE : src;
  return (
    <img
      decoding="async"
      {...props}
      src={shown}
      onError={() => setFailedSrc(src ?? null)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
