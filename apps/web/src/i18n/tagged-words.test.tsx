import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedWords } from './tagged-words';

describe('a catalogue sentence with tagged words', () => {
  it('shows each tagged word in its element, a tag inside another too, and the rest as text', () => {
    const { container } = render(
      <p>
        <TaggedWords
          sentence="See <orders>My Orders</orders>, or pay by <payBy><time>1 Dec</time></payBy>."
          tags={{ orders: <strong />, payBy: <span className="due" />, time: <time dateTime="2026-12-01" /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>See <strong>My Orders</strong>, or pay by <span class="due"><time datetime="2026-12-01">1 Dec</time></span>.</p>',
    );
  });

  it('leaves a tag no element is named for as it is written, and a value’s angle brackets as text', () => {
    const { container } = render(<TaggedWords sentence="Hello <name>Asha <b>K</b></name>" tags={{}} />);
    expect(container.textContent).toBe('Hello <name>Asha <b>K</b></name>');
  });
});
