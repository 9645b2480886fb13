import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

function RequiredName() {
  const { register, handleSubmit } = useForm<{ name: string }>();
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <Field label="Name" {...register('name', { required: true })} />
      <button type="submit">Save</button>
    </form>
  );
}

// register() hands its ref over as a plain prop; it reaches the control because React 19 keeps `ref`
// among a function component's props.
describe('Field', () => {
  it('takes the ref from register(), so a refused submit focuses the field', async () => {
    render(<RequiredName />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
