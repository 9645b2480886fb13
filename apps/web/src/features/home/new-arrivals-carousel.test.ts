import { describe, expect, it } from 'vitest';
import { slidesToShow } from './new-arrivals-carousel';

describe('slidesToShow', () => {
  it('follows the spec breakpoints', () => {
    expect(slidesToShow(1280)).toBe(5);
    expect(slidesToShow(1024)).toBe(5);
    expect(slidesToShow(1023)).toBe(3);
    expect(slidesToShow(768)).toBe(3);
    expect(slidesToShow(767)).toBe(2);
    expect(slidesToShow(480)).toBe(2);
    expect(slidesToShow(479)).toBe(1);
  });
});
