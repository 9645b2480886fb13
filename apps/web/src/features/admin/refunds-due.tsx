import { type AdminRefund, RefundReferenceSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMarkRefunded, useRefundsDue } from './api';
import { ConsoleTable, PhoneLabel, useDateTime } from './console-parts';
import { ModalForm, ON_OPENING } from './modal-form';

type ReferenceForm = z.input<typeof RefundReferenceSchema>;

/**
 * The money the marketplace collected by UPI and owes back, newest first: for parts that were then
 * cancelled, and for returns their vendors accepted (the marketplace, holding the money, refunds them).
 * The operator sends each back from the bank and records the bank's reference, and the shopper is mailed.
 */
export function RefundsDue() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const orderName = (refund: AdminRefund) => t('payments.orderName', { number: refund.orderNumber });
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
    if (marking) reset({ reference: '' }, ON_OPENING);
    setRefusal(undefined);
  }, [marking, reset]);

  const record = ({ reference }: { reference: string }) => {
    if (!marking || mark.isPending) return;
    mark.mutate(
      { refundId: marking._id, reference },
      {
        onSuccess: () => {
          toast.success(t('refunds.recorded', { amount: formatPrice(marking.amount), order: orderName(marking) }));
          setMarking(undefined);
        },
        onError: (error) => setRefusal(errorMessage(error, t('refunds.couldNotRecord'))),
      },
    );
  };

  return (
    <section aria-labelledby="refunds-due-heading" className="mt-10">
      <h2 id="refunds-due-heading" className="mb-4 text-2xl font-semibold text-ink">
        {t('refunds.title')}
      </h2>
      <ConsoleTable
        pagerLabel={t('refunds.pages')}
        query={refunds}
        page={page}
        onPage={setPage}
        empty={t('refunds.empty')}
        columns={[
          t('orders.columns.order'),
          t('orders.columns.shopper'),
          t('payments.columns.amount'),
          t('refunds.columns.for'),
          t('refunds.columns.dueSince'),
          t('refunds.columns.refund'),
        ]}
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
                {refund.cause === 'return' ? t('refunds.causeReturn') : t('refunds.causeCancelled')}
              </span>
              <PhoneLabel>{t('refunds.phoneSoldBy')}</PhoneLabel>
              <span className="text-muted">{refund.vendorName}</span>
            </td>
            <td>
              <PhoneLabel>{t('refunds.phoneDueSince')}</PhoneLabel>
              {refund.dueAt ? dateTime(refund.dueAt) : ''}
            </td>
            <td>
              <Button
                aria-label={t('refunds.markFor', { amount: formatPrice(refund.amount), order: orderName(refund) })}
                onClick={() => setMarking(refund)}
              >
                {t('refunds.mark')}
              </Button>
            </td>
          </>
        )}
      />
      <ModalForm
        open={marking !== undefined}
        title={marking && t('refunds.dialogTitle', { amount: formatPrice(marking.amount), order: orderName(marking) })}
        explanation={t('refunds.dialogExplanation', {
          amount: marking ? formatPrice(marking.amount) : '',
          shopper: marking?.customerName ?? t('refunds.theShopper'),
        })}
        submitLabel={t('refunds.mark')}
        busy={mark.isPending}
        onSubmit={handleSubmit(record)}
        onClose={() => setMarking(undefined)}
        refusal={refusal}
      >
        <div className="mt-4">
          <Field
            label={t('refunds.bankReference')}
            hint={t('refunds.bankReferenceHint')}
            maxLength={35}
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
      </ModalForm>
    </section>
  );
}
