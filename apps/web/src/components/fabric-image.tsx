import type { FabricImage as StoredPhoto } from '@fabric-store/shared';
import {
  COLOUR_FAMILIES,
  COLOUR_FAMILY_SWATCHES,
  type ColourFamily,
} from '@fabric-store/shared/fabric-attribute-values';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageMissingIcon } from './icons';

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
  /**
   * How wide the image is drawn, for the browser's choice among the photo's widths: the layout that
   * holds the image knows it (a card in a grid of two is half the phone, not all of it).
   */
  sizes?: string;
  /** The fabric's colour family (its `attributes.colourFamily`): the box shows that colour until the image arrives. */
  colourFamily?: string | null;
}

function isColourFamily(value: string | null | undefined): value is ColourFamily {
  return (COLOUR_FAMILIES as (string | null | undefined)[]).includes(value);
}

/**
 * A square swatch: width and height are fixed so the page never shifts while it loads. Until the image
 * arrives the box shows the fabric's own colour (sand when it has none); an image that is missing or
 * fails to load says so, in words a screen reader hears too, rather than leaving a blank tile.
 */
export function FabricImage({
  src,
  alt,
  className = '',
  eager = false,
  loading = eager ? 'eager' : 'lazy',
  photo,
  sizes,
  colourFamily,
}: FabricImageProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React is listening; its error event is then gone.
  useEffect(() => {
    const rendered = element.current;
    if (rendered?.complete && rendered.naturalWidth === 0) setBroken(true);
  }, []);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={t('image.unavailableOf', { name: alt })}
        className={`@container grid aspect-square w-full place-content-center justify-items-center gap-2 bg-sand p-2 text-center text-sm text-muted ${className}`}
      >
        <ImageMissingIcon className="size-8 @max-[6rem]:size-6" />
        <span className="@max-[6rem]:sr-only">{t('image.unavailable')}</span>
      </div>
    );
  }
  const placeholder = isColourFamily(colourFamily) ? COLOUR_FAMILY_SWATCHES[colourFamily] : undefined;
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
      ref={element}
      style={placeholder ? { background: placeholder } : undefined}
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
