import type { Fabric, FabricImage as StoredPhoto } from '@fabric-store/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FabricImage } from '../../components/fabric-image';
import { useFabricWords } from '../../i18n/fabric-text';

/** The main photo takes half of a wide page and all of a phone's. */
export const MAIN_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** A swipe shorter than this is a tap or a scroll, not a change of photo. */
const SWIPE_PX = 40;

/**
 * The product page's photos: one large, thumbnails to pick another, arrow keys and swipes to step
 * through them, and a zoom view at full resolution to look at the weave. A fabric without photos
 * shows its single image as before.
 */
export function PhotoGallery({
  fabric,
}: {
  fabric: Pick<Fabric, 'name' | 'nameHi' | 'image' | 'images'> & {
    attributes?: Pick<Fabric['attributes'], 'colourFamily'>;
  };
}) {
  const { t } = useTranslation('shop');
  const { name } = useFabricWords()(fabric);
  const photos = fabric.images;
  const [shown, setShown] = useState(0);
  const zoom = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | undefined>(undefined);
  const photo = photos[shown];

  const colourFamily = fabric.attributes?.colourFamily;
  if (!photo)
    return <FabricImage src={fabric.image} alt={name} colourFamily={colourFamily} eager sizes={MAIN_IMAGE_SIZES} />;

  const step = (by: number) => setShown((current) => (current + by + photos.length) % photos.length);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }

  return (
    // Arrow keys step through the photos while focus is on any of the gallery's buttons.
    <section
      aria-label={t('photos.photosOf', { name })}
      aria-roledescription={t('photos.gallery')}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 outline-offset-4"
    >
      <div
        className="relative"
        onTouchStart={(event) => {
          swipeStart.current = event.touches[0]?.clientX;
        }}
        onTouchEnd={(event) => {
          const end = event.changedTouches[0]?.clientX;
          if (swipeStart.current !== undefined && end !== undefined && Math.abs(end - swipeStart.current) > SWIPE_PX)
            step(end < swipeStart.current ? 1 : -1);
          swipeStart.current = undefined;
        }}
      >
        <FabricImage
          key={photo._id}
          src={photo.url}
          photo={photo}
          alt={photo.alt}
          colourFamily={colourFamily}
          eager={shown === 0}
          sizes={MAIN_IMAGE_SIZES}
        />
        <button
          type="button"
          onClick={() => zoom.current?.showModal()}
          className="absolute right-3 bottom-3 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold shadow"
        >
          {t('photos.zoom')}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {t('photos.position', { number: shown + 1, total: photos.length })}
      </p>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('photos.choose')}>
          {photos.map((thumbnail, index) => (
            <li key={thumbnail._id}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={t('photos.show', { number: index + 1, total: photos.length })}
                aria-current={index === shown ? 'true' : undefined}
                className={`block w-16 overflow-hidden rounded-lg border-2 ${index === shown ? 'border-clay-700' : 'border-transparent'}`}
              >
                <Thumbnail photo={thumbnail} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={zoom}
        aria-label={t('photos.zoomed', { alt: photo.alt })}
        className="m-auto max-h-[95vh] max-w-[95vw] overflow-auto rounded-2xl p-0 backdrop:bg-ink/70"
      >
        <form method="dialog" className="sticky top-0 flex justify-end p-2">
          <button type="submit" className="rounded-full bg-white px-4 py-2 text-sm font-semibold shadow">
            {t('photos.closeZoom')}
          </button>
        </form>
        <picture>
          <source type="image/avif" srcSet={photo.avifSrcset} sizes={`${photo.width}px`} />
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes={`${photo.width}px`}
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            className="max-w-none"
          />
        </picture>
      </dialog>
    </section>
  );
}

function Thumbnail({ photo }: { photo: StoredPhoto }) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes="64px" />
      <img
        src={photo.url}
        srcSet={photo.srcset}
        sizes="64px"
        width={64}
        height={64}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-square w-16 object-cover"
      />
    </picture>
  );
}
