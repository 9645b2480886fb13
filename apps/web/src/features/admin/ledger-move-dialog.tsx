import { type LedgerMoveRequest, LedgerMoveRequestSchema, RupeesSchema } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../components/field';
import type { LedgerMoveKind } from './api';
import { ModalForm, ON_OPENING } from './modal-form';

/** The dialog's fields as typed: the amount in rupees as text, and the bank transfer's reference. */
export const LedgerMoveFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter the amount in rupees', abort: true })
    .regex(/^\d+(\.\d+)?$/, { error: 'Enter the amount in rupees, such as 1120 or 1120.50', abort: true })
    .refine((text) => Number(text) > 0, { error: 'The amount must be more than Rs. 0.00' })
    .refine((text) => !/\.\d{3,}$/.test(text), { error: 'The amount has at most two decimals (paise)' })
    .transform(Number)
    .pipe(RupeesSchema),
  reference: LedgerMoveRequestSchema.shape.reference,
});
type LedgerMoveForm = z.input<typeof LedgerMoveFormSchema>;

export interface LedgerMove {
  kind: LedgerMoveKind;
  vendor: { _id: string; name: string };
  balance: number;
}

interface LedgerMoveDialogProps {
  /** The payout or collection being recorded; the dialog is closed while undefined. */
  move: LedgerMove | undefined;
  busy: boolean;
  /** The server's refusal of the last attempt (more than the balance, a reference used for another amount). */
  refusal: string | undefined;
  onRecord: (request: LedgerMoveRequest) => void;
  onClose: () => void;
}

/**
 * A modal for a payout or a collection: the amount in rupees (the whole balance to start with) and the
 * transfer's reference, which makes recording it again harmless. Escape or Cancel closes it.
 */
export function LedgerMoveDialog({ move, busy, refusal, onRecord, onClose }: LedgerMoveDialogProps) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LedgerMoveForm, unknown, LedgerMoveRequest>({
    resolver: zodResolver(LedgerMoveFormSchema),
    defaultValues: { amount: '', reference: '' },
  });

  useEffect(() => {
    if (move) reset({ amount: Math.abs(move.balance).toFixed(2), reference: '' }, ON_OPENING);
  }, [move, reset]);

  const kind = move?.kind ?? 'payout';
  return (
    <ModalForm
      open={move !== undefined}
      title={t(`ledgerMove.${kind}.title`, { name: move?.vendor.name ?? '' })}
      explanation={t(`ledgerMove.${kind}.explanation`, { amount: formatRupees(Math.abs(move?.balance ?? 0)) })}
      submitLabel={t(`ledgerMove.${kind}.action`)}
      busy={busy}
      onSubmit={handleSubmit((request) => busy || onRecord(request))}
      onClose={onClose}
      refusal={refusal}
    >
      <div className="mt-4 grid gap-4">
        <Field
          label={t('ledgerMove.amount')}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Field
          label={t('ledgerMove.reference')}
          hint={t('ledgerMove.referenceHint')}
          maxLength={35}
          error={errors.reference?.message}
          {...register('reference')}
        />
      </div>
    </ModalForm>
  );
}
