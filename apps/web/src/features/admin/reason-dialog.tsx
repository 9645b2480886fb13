import { type ReasonRequest, ReasonRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/field';
import { ModalForm, ON_OPENING } from './modal-form';

interface ReasonDialogProps {
  /** What the operator is about to do, e.g. "Suspend Indigo Looms"; the dialog is closed while undefined. */
  title: string | undefined;
  /** Who is told the reason, shown under the title. */
  explanation: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** The rules of the reason, when an action asks more of it than a reason's own (one character). */
  schema?: typeof ReasonRequestSchema;
  /** The server's refusal of the last attempt, in its own words. */
  refusal?: string | undefined;
}

/** A modal asking the reason for a refusal, suspension or hiding; the reason is required and shown to the vendor. */
export function ReasonDialog({
  title,
  explanation,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  schema = ReasonRequestSchema,
  refusal,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonRequest>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (title) reset({ reason: '' }, ON_OPENING);
  }, [title, reset]);

  return (
    <ModalForm
      open={title !== undefined}
      title={title}
      explanation={explanation}
      submitLabel={confirmLabel}
      submitVariant="danger"
      busy={busy}
      onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}
      onClose={onClose}
      refusal={refusal}
    >
      <TextAreaField
        label={t('audit.columns.reason')}
        rows={3}
        className="mt-2"
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ModalForm>
  );
}
