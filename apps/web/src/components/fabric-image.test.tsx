import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FabricImage } from './fabric-image';

describe('FabricImage', () => {
  it("holds the fabric's own colour in the box until the image arrives", () => {
    render(<FabricImage src="/images/indigo.webp" alt="Indigo Linen" colourFamily="blue" />);
    expect(screen.getByRole('img', { name: 'Indigo Linen' })).toHaveStyle({ background: 'rgb(47, 85, 151)' });
  });

  it('keeps the plain sand box for a fabric whose colour is not stated', () => {
    render(<FabricImage src="/images/plain.webp" alt="Plain" colourFamily={null} />);
    expect(screen.getByRole('img', { name: 'Plain' }).getAttribute('style')).toBeNull();
  });

  it('says the image is unavailable, to the eye and to a screen reader, when it fails to load', () => {
    render(<FabricImage src="/images/gone.webp" alt="Indigo Linen" colourFamily="blue" />);
    fireEvent.error(screen.getByRole('img', { name: 'Indigo Linen' }));
    const missing = screen.getByRole('img', { name: 'Indigo Linen: image unavailable' });
    expect(missing).toHaveTextContent('Image unavailable');
    expect(screen.queryByRole('img', { name: 'Indigo Linen' })).not.toBeInTheDocument();
  });

  it('says the same for a fabric with no image at all', () => {
    render(<FabricImage src="" alt="Plain" />);
    expect(screen.getByRole('img', { name: 'Plain: image unavailable' })).toBeInTheDocument();
  });
});
