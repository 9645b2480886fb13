import type { Return, ReturnPhoto } from '@fabric-store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';
import { Button } from './button';

/**
 * A return photo's bytes. Its URL is private: the API answers it only with the bearer token of the
 * return's shopper, vendor or the operator, which an <img> cannot send, so the bytes are fetched and
 * shown from an object URL. A URL names its bytes by their hash, so they never go stale.
 */
const returnPhotoQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['return-photo', url],
    queryFn: ({ signal }) => apiRequest<Blob>(url, { as: 'blob', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** An object URL of the photo at `url`, revoked when the reader no longer shows it. */
function usePhotoObjectUrl(url: string): string | undefined {
  const { data } = useQuery(returnPhotoQueryOptions(url));
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const created = URL.createObjectURL(data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [data]);
  return objectUrl;
}

function PhotoImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const { t } = useTranslation('orders');
  const objectUrl = usePhotoObjectUrl(url);
  return objectUrl ? (
    <img src={objectUrl} alt={alt} className={className} />
  ) : (
    <span
      role="img"
      aria-label={t('returnPhotos.loading', { alt })}
      className={`${className} block animate-pulse bg-sand`}
    />
  );
}

/** One thumbnail that opens the photo larger in a modal dialog (Escape or Close shuts it). */
function ReturnPhotoThumbnail({ photo, alt }: { photo: ReturnPhoto; alt: string }) {
  const { t } = useTranslation('orders');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="block overflow-hidden rounded-lg border border-ink/15 focus-visible:outline-2"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        <PhotoImage url={photo.thumbnailUrl} alt={alt} className="h-20 w-20 object-cover" />
      </button>
      <dialog
        ref={dialog}
        aria-label={alt}
        onClose={() => setOpen(false)}
        className="m-auto max-w-[92vw] rounded-xl bg-white p-3 backdrop:bg-ink/60"
      >
        {open ? <PhotoImage url={photo.url} alt={alt} className="max-h-[80vh] w-auto" /> : null}
        <div className="mt-2 flex justify-end">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('returnPhotos.close')}
          </Button>
        </div>
      </dialog>
    </li>
  );
}

/** The shopper's photos of a return, as thumbnails; nothing when there are none. */
export function ReturnPhotos({ item }: { item: Return }) {
  const { t } = useTranslation('orders');
  if (item.photos.length === 0) return null;
  const fabrics = item.lines.map((line) => line.name).join(', ');
  return (
    <ul aria-label={t('returnPhotos.listAria')} className="mt-3 flex flex-wrap gap-2">
      {item.photos.map((photo, index) => (
        <ReturnPhotoThumbnail
          key={photo._id}
          photo={photo}
          alt={t('returnPhotos.alt', { number: index + 1, fabrics })}
        />
      ))}
    </ul>
  );
}
