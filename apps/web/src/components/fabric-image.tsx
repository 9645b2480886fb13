import type { FabricImage as StoredPhoto } from '@fabric-store/shared';
import { useState } from 'react';

interface FabricImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The page's main image (its largest paint): loaded at once, ahead of other images. */
  eager?: boolean;
  /** Lazy below the fold; `eager` for a small image in the first screenful that is not the page's main one. */
  loading?: 'eager' | 'lazy';
  /** A vendor's uploaded photo: served in AVIF and WebP at several widths, chosen by `sizes`. */
  photo?: StoredPhoto;
  /** How wide the image is drawn, for the browser's choice among the photo's widths. */
  sizes?: string;
}

/** A card's image fills about a quarter of a wide screen, half of a tablet and all of a phone. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * A square swatch: width and height are fixed so the page never shifts while it loads,
 * and a woven placeholder replaces a missing or broken image.
 */
export function FabricImage({
  src,
  alt,
  className = '',
  eager = false,
  loading = eager ? 'eager' : 'lazy',
  photo,
  sizes = CARD_IMAGE_SIZES,
}: FabricImageProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`aspect-square w-full bg-sand bg-[repeating-linear-gradient(45deg,transparent_0_8px,rgb(0_0_0/0.04)_8px_16px)] ${className}`}
      />
    );
  }
  const image = (
    <img
      src={photo?.url ?? src}
      srcSet={photo?.srcset}
      sizes={photo ? sizes : undefined}
      alt={alt}
      width={photo?.width ?? 600}
      height={photo?.height ?? 600}
      loading={loading}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-square w-full bg-sand object-cover ${className}`}
    />
  );
  if (!photo) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />
      {image}
    </picture>
  );
}
