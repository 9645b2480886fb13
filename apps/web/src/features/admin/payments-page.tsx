import type { AdminPayment, UpiPaymentStatus } from '@fabric-store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDecidePayment, usePayments } from './api';
import { ConsoleHeading, ConsoleTable, dateTime, PhoneLabel } from './console-parts';
import { ReasonDialog } from './reason-dialog';
import { RefundsDue } from './refunds-due';

const TABS: { status: UpiPaymentStatus; label: string; empty: string }[] = [
  { status: 'verifying', label: 'To verify', empty: 'No payment is waiting to be verified.' },
  { status: 'awaiting_payment', label: 'Awaiting payment', empty: 'No order is waiting for its UPI payment.' },
  { status: 'paid', label: 'Paid', empty: 'No UPI payment confirmed yet.' },
  { status: 'expired', label: 'Expired', empty: 'No order has expired unpaid.' },
];

const orderName = (payment: AdminPayment) => `order ${payment.orderNumber}`;

/**
 * UPI payments by status. Those to verify come oldest first, each with the UTR the shopper gave and when:
 * the operator finds it on the bank statement and confirms, or rejects with a reason the shopper is shown.
 * Below them, the refunds due of parts cancelled after their money came in.
 */
export function PaymentsPage() {
  const [tab, setTab] = useState<UpiPaymentStatus>('verifying');
  const [page, setPage] = useState(1);
  const payments = usePayments({ status: tab, page });
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState<AdminPayment>();
  const current = TABS.find((entry) => entry.status === tab) ?? TABS[0];

  const run = (payment: AdminPayment, reason?: string) => {
    if (decide.isPending) return;
    decide.mutate(
      { orderId: payment._id, reason },
      {
        onSuccess: () => {
          toast.success(
            reason === undefined
              ? `Payment of ${orderName(payment)} confirmed: its sellers may ship it.`
              : `Payment of ${orderName(payment)} rejected: the shopper is told why.`,
          );
          setRejecting(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not record this decision.')),
      },
    );
  };

  return (
    <>
      <ConsoleHeading title="Payments" />
      <div role="tablist" aria-label="Payment status" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((entry) => (
          <button
            key={entry.status}
            type="button"
            role="tab"
            aria-selected={tab === entry.status}
            onClick={() => {
              setTab(entry.status);
              setPage(1);
            }}
            className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold aria-selected:border-clay-600 aria-selected:bg-clay-600 aria-selected:text-white"
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={`Payments: ${current?.label}`}>
        <ConsoleTable
          query={payments}
          page={page}
          onPage={setPage}
          empty={current?.empty ?? ''}
          columns={[
            'UTR',
            'UTR given',
            'Amount',
            'Order',
            'Shopper',
            'Placed',
            tab === 'verifying' ? 'Decision' : 'Status',
          ]}
          row={(payment) => (
            <>
              <td>
                <PhoneLabel>UTR </PhoneLabel>
                <span className="font-mono font-semibold">{payment.utr ?? 'none given'}</span>
              </td>
              <td>
                {payment.utrAt ? (
                  <>
                    <PhoneLabel>Given </PhoneLabel>
                    {dateTime(payment.utrAt)}
                  </>
                ) : null}
              </td>
              <td className="font-semibold">{formatPrice(payment.amount)}</td>
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
                <PhoneLabel>Placed </PhoneLabel>
                {dateTime(payment.orderDate)}
              </td>
              <td>
                {payment.status === 'verifying' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button aria-label={`Confirm the payment of ${orderName(payment)}`} onClick={() => run(payment)}>
                      Confirm
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Reject the payment of ${orderName(payment)}`}
                      onClick={() => setRejecting(payment)}
                    >
                      Reject
                    </Button>
                  </div>
                ) : payment.paidAt ? (
                  `Paid ${dateTime(payment.paidAt)}`
                ) : (
                  current?.label
                )}
              </td>
            </>
          )}
        />
      </div>
      <RefundsDue />
      <ReasonDialog
        title={rejecting && `Reject the payment of ${orderName(rejecting)}`}
        explanation="The shopper sees this reason on the order and by email, and may give the UTR again."
        confirmLabel="Reject payment"
        busy={decide.isPending}
        onConfirm={(reason) => rejecting && run(rejecting, reason)}
        onClose={() => setRejecting(undefined)}
      />
    </>
  );
}
