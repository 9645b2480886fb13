import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('shows the average and a count of a thousand reviews and more in Indian grouping, read out as one sentence', () => {
    const { container } = renderWithApp(<StarRating average={4.25} count={123456} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 1,23,456 reviews' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4.3 (1,23,456)');
  });

  it('says the same in Hindi', () => {
    const { container } = renderWithApp(<StarRating average={4} count={1500} />, { hindi: true });
    expect(screen.getByRole('img', { name: /1,500/ })).toBeInTheDocument();
    expect(container).toHaveTextContent('4.0 (1,500)');
  });
});
