import type { AdminPayment, UpiPaymentStatus } from '@fabric-store/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDecidePayment, usePayments } from './api';
import { ConsoleHeading, ConsoleTable, PhoneLabel, useDateTime } from './console-parts';
import { ReasonDialog } from './reason-dialog';
import { RefundsDue } from './refunds-due';

const TABS: UpiPaymentStatus[] = ['verifying', 'awaiting_payment', 'paid', 'expired'];

/**
 * UPI payments by status. Those to verify come oldest first, each with the UTR the shopper gave and when:
 * the operator finds it on the bank statement and confirms, or rejects with a reason the shopper is shown.
 * Below them, the refunds due of parts cancelled after their money came in.
 */
export function PaymentsPage() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const orderName = (payment: AdminPayment) => t('payments.orderName', { number: payment.orderNumber });
  const [tab, setTab] = useState<UpiPaymentStatus>('verifying');
  const [page, setPage] = useState(1);
  const payments = usePayments({ status: tab, page });
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState<AdminPayment>();
  const currentLabel = t(`payments.tabs.${tab}`);

  const run = (payment: AdminPayment, reason?: string, paidInFull = false) => {
    if (decide.isPending) return;
    const done =
      reason !== undefined
        ? 'payments.rejected'
        : payment.orderCancelled
          ? 'payments.confirmedOwedBack'
          : paidInFull
            ? 'payments.confirmedInFull'
            : 'payments.confirmed';
    decide.mutate(
      { orderId: payment._id, reason, paidInFull },
      {
        onSuccess: () => {
          toast.success(t(done, { order: orderName(payment) }));
          setRejecting(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, t('payments.couldNotDecide'))),
      },
    );
  };

  return (
    <>
      <ConsoleHeading title={t('console.sections.payments')} />
      <div role="tablist" aria-label={t('payments.statusTabs')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => {
              setTab(status);
              setPage(1);
            }}
            className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold aria-selected:border-clay-600 aria-selected:bg-clay-600 aria-selected:text-white"
          >
            {t(`payments.tabs.${status}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t('payments.panel', { tab: currentLabel })}>
        <ConsoleTable
          query={payments}
          page={page}
          onPage={setPage}
          empty={t(`payments.empty.${tab}`)}
          columns={[
            'UTR',
            t('payments.columns.utrGiven'),
            t('payments.columns.amount'),
            t('orders.columns.order'),
            t('orders.columns.shopper'),
            t('orders.columns.placed'),
            tab === 'verifying' ? t('payments.columns.decision') : t('orders.columns.status'),
          ]}
          row={(payment) => (
            <>
              <td>
                <PhoneLabel>{t('payments.phoneUtr')}</PhoneLabel>

                <span className="font-mono font-semibold">{payment.utr ?? t('payments.noUtr')}</span>
              </td>
              <td>
                {payment.utrAt ? (
                  <>
                    <PhoneLabel>{t('payments.phoneGiven')}</PhoneLabel>
                    {dateTime(payment.utrAt)}
                  </>
                ) : null}
              </td>
              <td className="font-semibold">
                {formatPrice(payment.amount)}
                {payment.orderTotal > payment.amount ? (
                  <span className="block text-xs font-normal text-muted">
                    {t('payments.placedTotal', { total: formatPrice(payment.orderTotal) })}
                  </span>
                ) : null}
                {payment.orderCancelled ? (
                  <span className="block text-xs font-normal text-danger">{t('payments.orderCancelled')}</span>
                ) : null}
              </td>
              <td>
                <Link to={`/admin/orders/${payment._id}`} className="font-semibold text-clay-700 underline">
                  {payment.orderNumber}
                </Link>
              </td>
              <td>
                <span className="block">{payment.customerName}</span>
                <span className="text-muted">{payment.customerEmail}</span>
              </td>
              <td>
                <PhoneLabel>{t('payments.phonePlaced')}</PhoneLabel>
                {dateTime(payment.orderDate)}
              </td>
              <td>
                {payment.status === 'verifying' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      aria-label={t('payments.confirmFor', { order: orderName(payment) })}
                      onClick={() => run(payment)}
                    >
                      {t('payments.confirm')}
                    </Button>
                    {payment.orderTotal > payment.amount ? (
                      // The shopper may have paid by the first link, before parts were cancelled.
                      <Button
                        variant="secondary"
                        aria-label={t('payments.confirmInFullFor', {
                          order: orderName(payment),
                          total: formatPrice(payment.orderTotal),
                        })}
                        onClick={() => run(payment, undefined, true)}
                      >
                        {t('payments.confirmInFull', { total: formatPrice(payment.orderTotal) })}
                      </Button>
                    ) : null}
                    <Button
                      variant="danger"
                      aria-label={t('payments.rejectFor', { order: orderName(payment) })}
                      onClick={() => setRejecting(payment)}
                    >
                      {t('payments.reject')}
                    </Button>
                  </div>
                ) : payment.paidAt ? (
                  t('payments.paidAt', { at: dateTime(payment.paidAt) })
                ) : (
                  currentLabel
                )}
              </td>
            </>
          )}
        />
      </div>
      <RefundsDue />
      <ReasonDialog
        title={rejecting && t('payments.rejectFor', { order: orderName(rejecting) })}
        explanation={t('payments.rejectExplanation')}
        confirmLabel={t('payments.rejectPayment')}
        busy={decide.isPending}
        onConfirm={(reason) => rejecting && run(rejecting, reason)}
        onClose={() => setRejecting(undefined)}
      />
    </>
  );
}
