import type { TaxDocumentLink } from '@fabric-store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';
import { ApiError, apiRequest } from '../lib/api-client';
import { DownloadLink } from './download-link';

type PartDocumentLink = TaxDocumentLink & { partId: string };

/** The tax documents of an order the reader may open: the shopper's, its vendor's part's, or all for the operator. */
export const orderTaxDocumentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'tax-documents'],
    queryFn: ({ signal }) => apiRequest<PartDocumentLink[]>(`/api/orders/${orderId}/tax-documents`, { signal }),
  });

/**
 * The "Tax invoice" and "Credit note" PDFs of an order's part (of `partId`, or every one the reader may
 * read), each a link that downloads it; nothing while there is none (a part gets its invoice when shipped).
 */
export function TaxDocumentLinks({ orderId, partId }: { orderId: string; partId?: string }) {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const { data } = useQuery({
    ...orderTaxDocumentsQueryOptions(orderId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const links = (data ?? []).filter((link) => partId === undefined || link.partId === partId);
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('taxDocuments.listAria')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.id}>
          <DownloadLink
            path={`${link.href}.pdf`}
            accept="application/pdf"
            fallbackName="invoice.pdf"
            failure={t('taxDocuments.downloadFailed')}
            className="font-semibold text-clay-700 underline underline-offset-2"
          >
            {t('taxDocuments.pdf', { title: t(`taxDocuments.titles.${link.kind}`) })}
          </DownloadLink>{' '}
          <span className="text-muted">
            {link.number}, {date(link.issuedAt, 'day')}
          </span>
        </li>
      ))}
    </ul>
  );
}
