import { type ReasonRequest, ReasonRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/field';

interface ReasonDialogProps {
  /** What the operator is about to do, e.g. "Suspend Indigo Looms"; the dialog is closed while undefined. */
  title: string | undefined;
  /** Who is told the reason, shown under the title. */
  explanation: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A modal asking the reason for a refusal, suspension or hiding; the reason is required and shown to the vendor. */
export function ReasonDialog({ title, explanation, confirmLabel, busy, onConfirm, onClose }: ReasonDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonRequest>({ resolver: zodResolver(ReasonRequestSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (title) {
      reset({ reason: '' });
      dialog.current?.showModal();
    } else dialog.current?.close();
  }, [title, reset]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-ink/10 p-6 shadow-xl backdrop:bg-ink/40"
    >
      <form onSubmit={handleSubmit(({ reason }) => onConfirm(reason))} noValidate>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{explanation}</p>
        <TextAreaField
          label="Reason"
          rows={3}
          className="mt-2"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" aria-disabled={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
