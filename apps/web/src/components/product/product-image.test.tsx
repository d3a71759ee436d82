import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

const uploaded = '/uploads/0123456789abcdef0123456789abcdef.webp';

describe('ProductImage', () => {
  it('offers an uploaded photo with its thumbnail, sized by the width it is drawn at', () => {
    render(<ProductImage src={uploaded} alt="Rose Attar" width={96} height={96} />);
    const img = screen.getByRole('img', { name: 'Rose Attar' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-thumb.webp 400w, /uploads/0123456789abcdef0123456789abcdef.webp 1200w',
    );
    expect(img.getAttribute('sizes')).toBe('96px');
    expect(img.getAttribute('width')).toBe('96');
  });

  it('keeps the sizes it is given, as a card in a responsive grid does', () => {
    render(<ProductImage src={uploaded} alt="Card" width={400} height={400} sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Card' }).getAttribute('sizes')).toBe('50vw');
  });

  it('sends any other picture as it is, without a thumbnail it does not have', () => {
    render(<ProductImage src="/uploads/demo-rose-attar.svg" alt="Drawing" width={96} height={96} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Drawing' });
    expect(img.getAttribute('src')).toBe('/uploads/demo-rose-attar.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('falls back to the shipped picture, without a srcset, when the photo fails', () => {
    render(<ProductImage src={uploaded} alt="Broken" width={96} height={96} />);
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/product-fallback.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
