import { type FabricImage, MAX_FABRIC_PHOTOS } from '@fabric-store/shared';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { removePhoto, reorderPhotos, uploadPhoto } from './api';

/** The server's limit per file; larger files are refused here before a byte is sent. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export interface PhotoItem {
  key: string;
  /** What the vendor sees: the stored photo's URL, or the chosen file's local preview. */
  preview: string;
  status: 'queued' | 'uploading' | 'stored' | 'failed';
  progress: number;
  imageId?: string;
  file?: File;
  error?: string;
}

const storedItem = (image: FabricImage): PhotoItem => ({
  key: image._id,
  preview: image.url,
  status: 'stored',
  progress: 1,
  imageId: image._id,
});

/**
 * The photos of a fabric being added or edited. With a `fabricId` (edit) each chosen file is
 * uploaded at once, one after another, and every move or removal is saved straight away; without
 * one (add) files wait in order until `uploadQueued` is called with the new fabric's id.
 */
export function usePhotoManager(fabricId: string | undefined, initial: FabricImage[], onSaved?: () => void) {
  const { t } = useTranslation('vendor');
  const [photos, setPhotos] = useState<PhotoItem[]>(() => initial.map(storedItem));
  const [notice, setNotice] = useState('');
  const latest = useRef(photos);
  latest.current = photos;
  // Uploads run one at a time: the server decodes each, and order of arrival is order of position.
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const update = (key: string, change: Partial<PhotoItem>) =>
    setPhotos((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(targetId: string, item: PhotoItem): Promise<boolean> {
    if (!item.file) return false;
    update(item.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const stored = await uploadPhoto(targetId, item.file, (progress) => update(item.key, { progress }));
      update(item.key, { status: 'stored', progress: 1, imageId: stored._id, preview: stored.url });
      return true;
    } catch (error) {
      update(item.key, { status: 'failed', error: errorMessage(error, t('photos.uploadFailed')) });
      return false;
    }
  }

  /** Saves the order on screen once no upload is running (the server appends uploads in arrival order). */
  async function saveOrder(targetId: string) {
    const items = latest.current;
    if (items.some((item) => item.status === 'uploading' || item.status === 'queued')) return;
    const order = items.flatMap((item) => (item.status === 'stored' && item.imageId ? [item.imageId] : []));
    try {
      await reorderPhotos(targetId, order);
      onSaved?.();
    } catch (error) {
      setNotice(errorMessage(error, t('photos.orderFailed')));
    }
  }

  function addFiles(files: FileList | File[]) {
    const room = MAX_FABRIC_PHOTOS - latest.current.filter((item) => item.status !== 'failed').length;
    const chosen = [...files];
    const tooLarge = chosen.filter((file) => file.size > MAX_PHOTO_BYTES);
    const accepted = chosen.filter((file) => file.size <= MAX_PHOTO_BYTES).slice(0, Math.max(room, 0));
    const messages = [];
    if (tooLarge.length > 0)
      messages.push(t('photos.tooLarge', { names: tooLarge.map((file) => file.name).join(', ') }));
    if (chosen.length - tooLarge.length > accepted.length)
      messages.push(t('photos.tooMany', { max: MAX_FABRIC_PHOTOS }));
    setNotice(messages.join(' '));
    const added = accepted.map(
      (file): PhotoItem => ({
        key: crypto.randomUUID(),
        preview: URL.createObjectURL(file),
        status: 'queued',
        progress: 0,
        file,
      }),
    );
    setPhotos((current) => [...current, ...added]);
    latest.current = [...latest.current, ...added];
    if (fabricId) {
      for (const item of added) chain.current = chain.current.then(() => send(fabricId, item));
      chain.current = chain.current.then(async () => {
        await saveOrder(fabricId);
        onSaved?.();
      });
    }
  }

  function move(key: string, step: -1 | 1) {
    const items = [...latest.current];
    const from = items.findIndex((item) => item.key === key);
    const to = from + step;
    const moving = items[from];
    if (!moving || to < 0 || to >= items.length) return;
    items.splice(from, 1);
    items.splice(to, 0, moving);
    latest.current = items;
    setPhotos(items);
    // Through the upload chain, so orders are saved in the order they were made.
    if (fabricId) chain.current = chain.current.then(() => saveOrder(fabricId));
  }

  /** Through the same chain as moves: a removal that overtook a queued order save would make it name a deleted photo. */
  function remove(key: string): Promise<void> {
    const removal = chain.current.then(() => removeNow(key));
    chain.current = removal;
    return removal;
  }

  async function removeNow(key: string) {
    const item = latest.current.find((candidate) => candidate.key === key);
    if (!item) return;
    if (fabricId && item.status === 'stored' && item.imageId) {
      try {
        await removePhoto(fabricId, item.imageId);
        onSaved?.();
      } catch (error) {
        setNotice(errorMessage(error, t('photos.removeFailed')));
        return;
      }
    }
    if (item.file) URL.revokeObjectURL(item.preview);
    latest.current = latest.current.filter((candidate) => candidate.key !== key);
    setPhotos(latest.current);
  }

  /** Add form: uploads the waiting photos in their order to the fabric just created; true when all arrived. */
  async function uploadQueued(newFabricId: string): Promise<boolean> {
    let allStored = true;
    for (const item of latest.current.filter((candidate) => candidate.status === 'queued'))
      allStored = (await send(newFabricId, item)) && allStored;
    return allStored;
  }

  return { photos, notice, addFiles, move, remove, uploadQueued };
}

export type PhotoManagerState = ReturnType<typeof usePhotoManager>;

/** Choose or drop up to 8 photos, see each upload's progress, reorder them (the first is the cover) and remove one. */
export function PhotoManager({ state }: { state: PhotoManagerState }) {
  const { t } = useTranslation('vendor');
  const { photos, notice, addFiles, move, remove } = state;
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const full = photos.filter((item) => item.status !== 'failed').length >= MAX_FABRIC_PHOTOS;

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!full) addFiles(event.dataTransfer.files);
  }

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">{t('photos.legend', { max: MAX_FABRIC_PHOTOS })}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the labelled file input below is the keyboard and screen-reader path. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="photo-drop-zone"
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm ${
          dragging ? 'border-loom bg-sand/60' : 'border-ink/20'
        }`}
      >
        <p id={hintId} className="text-muted">
          {t('photos.hint')}
        </p>
        <label
          htmlFor={inputId}
          className={`cursor-pointer rounded-full border border-ink/20 px-4 py-2 font-semibold focus-within:outline-2 ${
            full ? 'pointer-events-none opacity-50' : 'hover:border-ink/40'
          }`}
        >
          {t('photos.chooseFiles')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif"
          multiple
          disabled={full}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-danger">
        {notice}
      </p>
      {photos.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('photos.list')}>
          {photos.map((item, index) => {
            const number = index + 1;
            const label = index === 0 ? t('photos.coverLabel', { number }) : t('photos.label', { number });
            return (
              <li key={item.key} className="flex flex-col gap-1.5 rounded-xl border border-ink/10 p-2 text-xs">
                <img
                  src={item.preview}
                  alt={t('photos.alt', { label })}
                  width={160}
                  height={160}
                  className="aspect-square w-full rounded-lg bg-sand object-cover"
                />
                <span className="font-semibold">{index === 0 ? t('photos.cover') : t('photos.photo', { number })}</span>
                <span>{t(`photos.status.${item.status}`)}</span>
                {item.status === 'uploading' ? (
                  <progress
                    max={1}
                    value={item.progress}
                    aria-label={t('photos.uploadingLabel', { label })}
                    className="w-full"
                  />
                ) : null}
                {item.error ? <span className="text-danger">{item.error}</span> : null}
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    onClick={() => move(item.key, -1)}
                    disabled={index === 0}
                    aria-label={t('photos.moveEarlier', { label })}
                    className="rounded border border-ink/20 px-2 py-1 disabled:opacity-40"
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    onClick={() => move(item.key, 1)}
                    disabled={index === photos.length - 1}
                    aria-label={t('photos.moveLater', { label })}
                    className="rounded border border-ink/20 px-2 py-1 disabled:opacity-40"
                  >
                    →
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(item.key)}
                    aria-label={t('photos.removeLabel', { label })}
                    className="rounded border border-ink/20 px-2 py-1 text-danger"
                  >
                    {t('photos.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </fieldset>
  );
}
