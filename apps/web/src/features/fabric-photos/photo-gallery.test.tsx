import type { FabricImage } from '@fabric-store/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './photo-gallery';

const photo = (n: number): FabricImage => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/images/${String(n).repeat(32)}.webp`,
  width: 1280,
  height: 960,
  srcset: `/images/a${n}.webp 320w, /images/${String(n).repeat(32)}.webp 1280w`,
  avifSrcset: `/images/a${n}.avif 320w, /images/b${n}.avif 1280w`,
  alt: `Indigo Linen, photo ${n}`,
});

const fabric = { name: 'Indigo Linen', image: '/images/1.webp', images: [photo(1), photo(2), photo(3)] };

describe('PhotoGallery', () => {
  it('shows the cover first in AVIF and WebP with sizes and its own width and height', () => {
    const { container } = render(<PhotoGallery fabric={fabric} />);
    const main = screen.getByRole('img', { name: 'Indigo Linen, photo 1' });
    expect(main).toHaveAttribute('srcset', photo(1).srcset);
    expect(main).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(main).toHaveAttribute('width', '1280');
    expect(main).toHaveAttribute('height', '960');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photo(1).avifSrcset);
  });

  it('changes photo by thumbnail and by arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery fabric={fabric} />);
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Indigo Linen, photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Indigo Linen, photo 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Indigo Linen, photo 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('shows the single image of a fabric without photos', () => {
    render(<PhotoGallery fabric={{ name: 'Plain', image: '/swatches/silk-abc.svg', images: [] }} />);
    expect(screen.getByRole('img', { name: 'Plain' })).toHaveAttribute('src', '/swatches/silk-abc.svg');
    expect(screen.queryByRole('button', { name: 'Zoom' })).toBeNull();
  });
});
