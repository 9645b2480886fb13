import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';

/**
 * Types `text` into the field labelled `label` from the first moment a dialog shows (`open`): rendered after
 * the dialog, its effect runs after the dialog's own and before any render those set off, as a key pressed
 * on a slow phone the instant the dialog appears does.
 */
export function TypedAsItOpens({ open, label, text }: { open: boolean; label: string; text: string }) {
  useEffect(() => {
    if (open) fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
  }, [open, label, text]);
  return null;
}
