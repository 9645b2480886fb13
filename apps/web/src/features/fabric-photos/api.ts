import type { FabricImage } from '@fabric-store/shared';
import { ApiError, apiRequest } from '../../lib/api-client';
import { readStoredUser } from '../../lib/session-storage';

export type UploadedPhoto = Omit<FabricImage, 'alt'>;

const photosPath = (fabricId: string) => `/api/fabrics/vendor/fabrics/${encodeURIComponent(fabricId)}/images`;

/**
 * Uploads one photo as multipart form data. XMLHttpRequest rather than fetch, because only it
 * reports upload progress (`onProgress` gets 0 to 1). `signal` cancels the upload.
 */
export function uploadPhoto(
  fabricId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', photosPath(fabricId));
    const token = readStoredUser()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = (() => {
        try {
          return JSON.parse(request.responseText);
        } catch {
          return undefined;
        }
      })();
      if (request.status === 201) return resolve(body as UploadedPhoto);
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : 'The photo could not be uploaded.';
      reject(new ApiError(message, request.status));
    });
    request.addEventListener('error', () =>
      reject(new ApiError('Cannot reach the store. Check your connection and try again.', 0)),
    );
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export const removePhoto = (fabricId: string, imageId: string) =>
  apiRequest<{ message: string }>(`${photosPath(fabricId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' });

export const reorderPhotos = (fabricId: string, order: string[]) =>
  apiRequest<{ message: string }>(`${photosPath(fabricId)}/order`, { method: 'PUT', body: { order } });
