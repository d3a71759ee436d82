import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { GALLERY_IMAGE_WIDTH } from '../../../components/product/image-candidates';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';

const arrowSteps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The main picture with a row of thumbnails; arrow keys move along the row as in a toolbar. */
export function ProductGallery({ name, images }: Pick<Product, 'name' | 'images'>) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = images[selected];
  const position = selected + 1;
  const { t } = useLingui();

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + count) % count;
    setSelected(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={current?.imageUrl}
        alt={count > 1 ? t`${name}, image ${position} of ${count}` : name}
        width={GALLERY_IMAGE_WIDTH}
        height={GALLERY_IMAGE_WIDTH}
        fetchPriority="high"
        className="aspect-square w-full rounded-2xl border"
      />
      {count > 1 && (
        <div
          role="group"
          aria-label={t`Product images`}
          className="flex gap-2 overflow-x-auto p-1"
          onKeyDown={onThumbnailKeyDown}
        >
          {images.map((image, index) => {
            const imageNumber = index + 1;
            return (
              <button
                key={image.id}
                type="button"
                aria-label={t`Show image ${imageNumber} of ${count}`}
                aria-pressed={index === selected}
                // One tab stop for the row; the arrows reach the others.
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                className={cn(
                  'shrink-0 overflow-hidden rounded-xl border-2 transition-colors',
                  index === selected ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage src={image.imageUrl} alt="" loading="lazy" width={72} height={72} className="size-16 sm:size-18" />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
