import { type FormEventHandler, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

/**
 * How a dialog's form takes its starting values as the dialog opens (`reset(values, ON_OPENING)`). Its fields
 * stay registered: a plain reset drops them until the next render, and a key pressed in that moment (a quick
 * typist, a slow phone) went unheard, then was wiped as the fields came back.
 */
export const ON_OPENING = { keepFieldsRef: true } as const;

interface ModalFormProps {
  /** Shown as a modal while true: focus moves to its first field, and Escape or Cancel closes it. */
  open: boolean;
  title: ReactNode;
  explanation: ReactNode;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called however it closes: Escape, Cancel, or its owner closing it. */
  onClose: () => void;
  /** The server's refusal of the last attempt, in its own words, shown under the fields. */
  refusal?: string | undefined;
  children: ReactNode;
}

/** The console's modal dialog: a titled form with Cancel and one action, on the browser's own <dialog>. */
export function ModalForm({
  open,
  title,
  explanation,
  submitLabel,
  submitVariant = 'primary',
  busy,
  onSubmit,
  onClose,
  refusal,
  children,
}: ModalFormProps) {
  const { t } = useTranslation('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-ink/10 p-6 shadow-xl backdrop:bg-ink/40"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{explanation}</p>
        {children}
        {refusal ? (
          <p role="alert" className="mt-4 rounded-lg border border-danger/25 px-3 py-2 text-sm text-danger">
            {refusal}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" variant={submitVariant} aria-disabled={busy || undefined}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
