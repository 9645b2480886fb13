import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ReviewForm } from './review-form';

describe('ReviewForm', () => {
  it('sends the chosen stars and the words, trimmed', async () => {
    const onSave = vi.fn();
    renderWithApp(<ReviewForm saving={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), '  Sheer, as the photos show.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSave).toHaveBeenCalledWith({ rating: 4, body: 'Sheer, as the photos show.' }, expect.anything());
  });

  it('asks for the stars and the words before sending anything', async () => {
    const onSave = vi.fn();
    renderWithApp(<ReviewForm saving={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Review is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('starts from the review being edited, and offers to cancel', async () => {
    const onCancel = vi.fn();
    renderWithApp(
      <ReviewForm initial={{ rating: 2, body: 'Faded.' }} saving={false} onSave={vi.fn()} onCancel={onCancel} />,
    );
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Faded.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
