import { useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * A person's round picture, with their initial in its place until the picture has loaded, and for good when
 * it cannot load (a broken address, no network). The browser fetches the picture while the initial shows.
 */
export function Avatar({ image, initial, className }: { image?: string | null; initial: string; className?: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const showsImage = Boolean(image) && loaded === image;
  return (
    <span className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full ring-2 ring-primary-soft', className)}>
      {image && (
        <img
          src={image}
          alt=""
          onLoad={() => setLoaded(image)}
          className={cn('aspect-square size-full object-cover', !showsImage && 'hidden')}
        />
      )}
      {!showsImage && (
        <span className="flex size-full items-center justify-center bg-primary text-sm font-semibold text-primary-foreground">
          {initial}
        </span>
      )}
    </span>
  );
}
