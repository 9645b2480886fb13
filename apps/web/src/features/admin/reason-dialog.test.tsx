import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TypedAsItOpens } from '../../test/typed-as-it-opens';
import { ReasonDialog } from './reason-dialog';

const TITLE = 'Suspend Kavya Weaves';
const REASON = 'Shoppers report the kalamkari is screen-printed';

/** The dialog as a console page holds it: closed until an action opens it. */
function Console({ onConfirm, typedAsItOpens }: { onConfirm: (reason: string) => void; typedAsItOpens?: string }) {
  const [title, setTitle] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setTitle(TITLE)}>
        Suspend
      </button>
      <ReasonDialog
        title={title}
        explanation="The vendor is mailed this reason."
        confirmLabel="Suspend vendor"
        busy={false}
        onConfirm={onConfirm}
        onClose={() => setTitle(undefined)}
      />
      {typedAsItOpens === undefined ? null : (
        <TypedAsItOpens open={title !== undefined} label="Reason" text={typedAsItOpens} />
      )}
    </>
  );
}

describe('ReasonDialog', () => {
  it('keeps a reason typed the moment it opens, and sends it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Console onConfirm={onConfirm} typedAsItOpens={REASON} />);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(dialog).getByLabelText('Reason')).toHaveValue(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend vendor' }));
    expect(onConfirm).toHaveBeenCalledWith(REASON);
  });

  it('opens empty again after a reason was typed and the dialog cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Console onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.type(screen.getByLabelText('Reason'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Suspend vendor' }));
    expect(await screen.findByText('A reason is required')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
