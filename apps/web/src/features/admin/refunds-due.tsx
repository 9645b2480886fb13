import { type AdminRefund, RefundReferenceSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMarkRefunded, useRefundsDue } from './api';
import { ConsoleTable, dateTime, PhoneLabel } from './console-parts';
import { ModalForm } from './modal-form';

const orderName = (refund: AdminRefund) => `order ${refund.orderNumber}`;

type ReferenceForm = z.input<typeof RefundReferenceSchema>;

/**
 * The money the marketplace collected by UPI and owes back, newest first: for parts that were then
 * cancelled, and for returns their vendors accepted (the marketplace, holding the money, refunds them).
 * The operator sends each back from the bank and records the bank's reference, and the shopper is mailed.
 */
export function RefundsDue() {
  const [page, setPage] = useState(1);
  const refunds = useRefundsDue(page);
  const mark = useMarkRefunded();
  const [marking, setMarking] = useState<AdminRefund>();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferenceForm, unknown, z.output<typeof RefundReferenceSchema>>({
    resolver: zodResolver(RefundReferenceSchema),
    defaultValues: { reference: '' },
  });

  useEffect(() => {
    if (marking) reset({ reference: '' });
    setRefusal(undefined);
  }, [marking, reset]);

  const record = ({ reference }: { reference: string }) => {
    if (!marking || mark.isPending) return;
    mark.mutate(
      { refundId: marking._id, reference },
      {
        onSuccess: () => {
          toast.success(
            `Refund of ${formatPrice(marking.amount)} for ${orderName(marking)} recorded: the shopper is told.`,
          );
          setMarking(undefined);
        },
        onError: (error) => setRefusal(errorMessage(error, 'Could not record this refund.')),
      },
    );
  };

  return (
    <section aria-labelledby="refunds-due-heading" className="mt-10">
      <h2 id="refunds-due-heading" className="mb-4 text-2xl font-semibold text-ink">
        Refunds due
      </h2>
      <ConsoleTable
        pagerLabel="Pages of refunds due"
        query={refunds}
        page={page}
        onPage={setPage}
        empty="No refund is due: no paid part was cancelled and no UPI return is waiting."
        columns={['Order', 'Shopper', 'Amount', 'For', 'Due since', 'Refund']}
        row={(refund) => (
          <>
            <td>
              <Link to={`/admin/orders/${refund.orderId}`} className="font-mono font-semibold text-clay-700 underline">
                {refund.orderNumber}
              </Link>
            </td>
            <td>
              <span className="block">{refund.customerName}</span>
              <span className="text-muted">{refund.customerEmail}</span>
            </td>
            <td className="font-semibold">{formatPrice(refund.amount)}</td>
            <td>
              <span data-testid="refund-cause" className="block font-semibold">
                {refund.cause === 'return' ? 'Return' : 'Cancelled part'}
              </span>
              <PhoneLabel>Sold by </PhoneLabel>
              <span className="text-muted">{refund.vendorName}</span>
            </td>
            <td>
              <PhoneLabel>Due since </PhoneLabel>
              {refund.dueAt ? dateTime(refund.dueAt) : ''}
            </td>
            <td>
              <Button
                aria-label={`Mark refunded: ${formatPrice(refund.amount)} for ${orderName(refund)}`}
                onClick={() => setMarking(refund)}
              >
                Mark refunded
              </Button>
            </td>
          </>
        )}
      />
      <ModalForm
        open={marking !== undefined}
        title={marking && `Refund ${formatPrice(marking.amount)} for ${orderName(marking)}`}
        explanation={`Send ${marking ? formatPrice(marking.amount) : ''} back to ${marking?.customerName ?? 'the shopper'} from the bank, then record the bank's reference of that transfer. The shopper is mailed it.`}
        submitLabel="Mark refunded"
        busy={mark.isPending}
        onSubmit={handleSubmit(record)}
        onClose={() => setMarking(undefined)}
        refusal={refusal}
      >
        <div className="mt-4">
          <Field
            label="Bank reference"
            hint="The UTR of the UPI refund (12 digits) or the NEFT/IMPS reference: 6 to 35 letters, digits and hyphens, used once."
            maxLength={35}
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
      </ModalForm>
    </section>
  );
}
