import { apiRequestWithHeaders } from './api-client';

/**
 * Saves a file the API serves (a statement's CSV, an invoice's PDF). The API wants the bearer token,
 * which a plain link cannot send, so the file is fetched and handed to the browser as a download under
 * the server's file name (`fallbackName` when it gives none).
 */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const { data, headers } = await apiRequestWithHeaders<Blob>(path, { as: 'blob', headers: { Accept: accept } });
  const fileName = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(data);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Revoked once the browser has taken the file, not before.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
