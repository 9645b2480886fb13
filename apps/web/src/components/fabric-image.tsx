import { useState } from 'react';

interface FabricImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The first screenful should not wait for lazy loading. */
  eager?: boolean;
}

/**
 * A square swatch: width and height are fixed so the page never shifts while it loads,
 * and a woven placeholder replaces a missing or broken image.
 */
export function FabricImage({ src, alt, className = '', eager = false }: FabricImageProps) {
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
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-square w-full bg-sand object-cover ${className}`}
    />
  );
}
