import { useMutation } from '@tanstack/react-query';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { toast } from '../lib/toast';

interface DownloadLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** The API path of the file, which wants the reader's token. */
  path: string;
  /** The file's type, asked for by `Accept`. */
  accept: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The toast's words when the download fails and the server says nothing better. */
  failure: string;
  children: ReactNode;
}

/**
 * A link that saves a file the API serves (a CSV, a PDF): a plain link cannot send the bearer token, so
 * a press fetches it and hands it to the browser; a second press while it is on its way does nothing.
 */
export function DownloadLink({ path, accept, fallbackName, failure, children, ...anchor }: DownloadLinkProps) {
  const download = useMutation({ mutationFn: () => downloadFile(path, accept, fallbackName) });
  return (
    <a
      {...anchor}
      href={path}
      aria-disabled={download.isPending || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (download.isPending) return;
        download.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, failure)) });
      }}
    >
      {children}
    </a>
  );
}
