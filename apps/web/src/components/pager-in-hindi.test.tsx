import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Pager } from './pager';

describe('the pager in Hindi', () => {
  it('names the pages in Hindi and groups the counts the Indian way', () => {
    renderWithApp(<Pager page={1} total={123456} pageSize={20} onPage={() => undefined} />, { hindi: true });
    const pager = screen.getByRole('navigation', { name: 'पेज' });
    expect(pager).toHaveTextContent('6,173 में से पेज 1 (कुल 1,23,456)');
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
  });
});
