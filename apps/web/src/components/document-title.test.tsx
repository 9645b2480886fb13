import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

describe('DocumentTitle', () => {
  it('titles the tab while shown, follows a new title, and gives the old one back when it goes', () => {
    document.title = 'Fabric-Store';
    const { rerender, unmount } = render(<DocumentTitle title="Silk · Fabric-Store" />);
    expect(document.title).toBe('Silk · Fabric-Store');

    rerender(<DocumentTitle title="Linen · Fabric-Store" />);
    expect(document.title).toBe('Linen · Fabric-Store');

    unmount();
    expect(document.title).toBe('Fabric-Store');
  });
});
