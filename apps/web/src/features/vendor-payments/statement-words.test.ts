import { describe, expect, it } from 'vitest';
import { balanceInWords } from './statement-words';

describe('balanceInWords', () => {
  it('says who owes whom, in rupees with two decimals and Indian grouping', () => {
    expect(balanceInWords(112000.5)).toBe('The marketplace owes you Rs. 1,12,000.50.');
    expect(balanceInWords(-16)).toBe('You owe the marketplace Rs. 16.00.');
    expect(balanceInWords(0.01)).toBe('The marketplace owes you Rs. 0.01.');
  });

  it('calls a zero balance settled, never "owes Rs. 0.00"', () => {
    expect(balanceInWords(0)).toBe('You and the marketplace are settled: nothing is owed either way.');
  });
});
