import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TypedAsItOpens } from '../../test/typed-as-it-opens';
import { type LedgerMove, LedgerMoveDialog } from './ledger-move-dialog';

const PAYOUT: LedgerMove = {
  kind: 'payout',
  vendor: { _id: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c', name: 'Kavya Weaves' },
  balance: 1120,
};

function renderDialog(props: Partial<Parameters<typeof LedgerMoveDialog>[0]> = {}) {
  const onRecord = vi.fn();
  const onClose = vi.fn();
  render(
    <LedgerMoveDialog
      move={PAYOUT}
      busy={false}
      refusal={undefined}
      onRecord={onRecord}
      onClose={onClose}
      {...props}
    />,
  );
  return { onRecord, onClose, dialog: screen.getByRole('dialog') };
}

/** The Balances page's hold on the dialog: closed until Record payout opens it for a vendor. */
function Balances({ onRecord }: { onRecord: (request: unknown) => void }) {
  const [move, setMove] = useState<LedgerMove>();
  return (
    <>
      <button type="button" onClick={() => setMove(PAYOUT)}>
        Pay Kavya Weaves
      </button>
      <LedgerMoveDialog
        move={move}
        busy={false}
        refusal={undefined}
        onRecord={onRecord}
        onClose={() => setMove(undefined)}
      />
      <TypedAsItOpens open={move !== undefined} label="Reference" text="UTIB-2611-7" />
    </>
  );
}

describe('LedgerMoveDialog', () => {
  it('offers the whole balance and records it with the reference, as numbers in rupees', async () => {
    const user = userEvent.setup();
    const { onRecord, dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Record a payout to Kavya Weaves');
    expect(within(dialog).getByText(/The marketplace owes Rs\. 1,120\.00\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (Rs.)')).toHaveValue('1120.00');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTIB-2611-42');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(onRecord).toHaveBeenCalledWith({ amount: 1120, reference: 'UTIB-2611-42' });
  });

  it('refuses a missing reference, a zero amount, three decimals and words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onRecord, dialog } = renderDialog();
    const amount = within(dialog).getByLabelText('Amount (Rs.)');
    const record = within(dialog).getByRole('button', { name: 'Record payout' });
    for (const [typed, message] of [
      ['0', 'The amount must be more than Rs. 0.00'],
      ['12.345', 'The amount has at most two decimals (paise)'],
      ['twelve', 'Enter the amount in rupees, such as 1120 or 1120.50'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed as string);
      await user.click(record);
      expect(await within(dialog).findByText(message as string)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).getByText('A reference is required')).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog, for a collection too", () => {
    const { dialog } = renderDialog({
      move: { ...PAYOUT, kind: 'collection', balance: -160 },
      refusal: 'Kavya Weaves owes Rs. 160.00; a collection cannot be more.',
    });
    expect(dialog).toHaveAccessibleName('Record a collection from Kavya Weaves');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kavya Weaves owes Rs. 160.00; a collection cannot be more.',
    );
    expect(within(dialog).getByLabelText('Amount (Rs.)')).toHaveValue('160.00');
  });

  it('closes on Cancel and tells its owner', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });
  it('opens with the whole balance and keeps a reference typed the moment it shows', async () => {
    const user = userEvent.setup();
    const onRecord = vi.fn();
    render(<Balances onRecord={onRecord} />);
    await user.click(screen.getByRole('button', { name: 'Pay Kavya Weaves' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payout to Kavya Weaves' });
    expect(within(dialog).getByLabelText('Amount (Rs.)')).toHaveValue('1120.00');
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('UTIB-2611-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(onRecord).toHaveBeenCalledWith({ amount: 1120, reference: 'UTIB-2611-7' });
  });
});
