import type { Return } from '@fabric-store/shared';
import { MAX_RETURN_PHOTOS, RETURN_PHOTO_STATUSES } from '@fabric-store/shared/return-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAddReturnPhoto } from './api';

/** What the store can read, as fabric photos (HEIC as a phone names it too). */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** The photos chosen in a file input, at most `room` of them (the rest are left out, and the shopper told). */
export function PhotoPicker({
  label,
  room,
  disabled,
  onPick,
}: {
  label: string;
  room: number;
  disabled?: boolean;
  onPick: (files: File[]) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Field
      label={label}
      type="file"
      multiple
      accept={PHOTO_TYPES}
      hint={t('returnPhotos.hint')}
      disabled={disabled}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        if (files.length > room) toast.info(t('returnPhotos.tooMany', { room, max: MAX_RETURN_PHOTOS }));
        onPick(files.slice(0, room));
      }}
    />
  );
}

/** Sends photos to a return one by one; stops at the first the server refuses, showing its message. */
export function useSendReturnPhotos() {
  const { t } = useTranslation('orders');
  const addPhoto = useAddReturnPhoto();
  const send = async (returnId: string, files: File[]): Promise<boolean> => {
    for (const file of files) {
      try {
        await addPhoto.mutateAsync({ returnId, file });
      } catch (error) {
        toast.error(errorMessage(error, t('returnPhotos.notAdded', { name: file.name })));
        return false;
      }
    }
    return true;
  };
  return { send, isPending: addPhoto.isPending };
}

/** Adds photos to a return still open to them (requested, rejected or escalated), up to three in all. */
export function AddReturnPhotos({ item }: { item: Return }) {
  const { t } = useTranslation('orders');
  const room = MAX_RETURN_PHOTOS - item.photos.length;
  const { send, isPending } = useSendReturnPhotos();
  const [inputKey, setInputKey] = useState(0);
  if (room <= 0 || !RETURN_PHOTO_STATUSES.includes(item.status)) return null;
  return (
    <div className="mt-3">
      <PhotoPicker
        key={inputKey}
        label={t('returnPhotos.add', { room })}
        room={room}
        disabled={isPending}
        onPick={async (files) => {
          if (files.length > 0 && (await send(item._id, files))) toast.success(t('returnPhotos.added'));
          setInputKey((key) => key + 1);
        }}
      />
    </div>
  );
}
