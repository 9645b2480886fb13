import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LengthStepper } from './length-stepper';

const MULMUL = { name: 'Indigo Mulmul', unit: 'per_metre' as const, minCut: 0.5, step: 0.25 };

function Stepper({ start = 1, max = 10 }: { start?: number; max?: number }) {
  const [metres, setMetres] = useState(start);
  return (
    <>
      <LengthStepper fabric={MULMUL} value={metres} onChange={setMetres} max={max} />
      <span data-testid="chosen">{metres}</span>
    </>
  );
}

describe('LengthStepper', () => {
  it('moves by the step and stops at the minimum cut', async () => {
    const user = userEvent.setup();
    render(<Stepper start={0.75} />);
    await user.click(screen.getByRole('button', { name: 'Increase length' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Decrease length' }));
    await user.click(screen.getByRole('button', { name: 'Decrease length' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('0.5');
    expect(screen.getByRole('button', { name: 'Decrease length' })).toBeDisabled();
  });

  it('rounds a typed length to the nearest cut and says so', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const field = screen.getByLabelText('Length in metres');
    await user.clear(field);
    await user.type(field, '2.3{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('2.25');
    expect(field).toHaveValue('2.25');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Indigo Mulmul is cut from 0.5 m in steps of 0.25 m, so 2.3 m was rounded to 2.25 m.',
    );
    await user.clear(field);
    await user.type(field, '2.5{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('2.5');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never offers more than the stock', async () => {
    const user = userEvent.setup();
    render(<Stepper start={1.5} max={1.6} />);
    expect(screen.getByRole('button', { name: 'Increase length' })).toBeDisabled();
    const field = screen.getByLabelText('Length in metres');
    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('1.5');
  });
});
