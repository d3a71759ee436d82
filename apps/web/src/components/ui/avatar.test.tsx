import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

const picture = (container: HTMLElement) => container.querySelector('img');

describe('Avatar', () => {
  it('shows the initial alone when there is no picture', () => {
    const { container } = render(<Avatar initial="A" />);
    expect(screen.getByText('A')).toBeVisible();
    expect(picture(container)).toBeNull();
  });

  it('fetches the picture behind the initial and shows it in its place once loaded', () => {
    const { container } = render(<Avatar image="/uploads/asha.webp" initial="A" />);
    const image = picture(container);
    expect(image).toHaveAttribute('src', '/uploads/asha.webp');
    expect(image).toHaveClass('hidden');
    expect(screen.getByText('A')).toBeInTheDocument();
    fireEvent.load(image!);
    expect(image).not.toHaveClass('hidden');
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });

  it('keeps the initial when the picture cannot load', () => {
    const { container } = render(<Avatar image="/uploads/missing.webp" initial="A" />);
    fireEvent.error(picture(container)!);
    expect(picture(container)).toHaveClass('hidden');
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('shows the initial again while a new picture loads', () => {
    const { container, rerender } = render(<Avatar image="/uploads/old.webp" initial="A" />);
    fireEvent.load(picture(container)!);
    rerender(<Avatar image="/uploads/new.webp" initial="A" />);
    expect(picture(container)).toHaveClass('hidden');
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});
