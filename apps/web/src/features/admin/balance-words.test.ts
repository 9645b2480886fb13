import { describe, expect, it } from 'vitest';
import { balanceForOperator } from './balance-words';

describe('balanceForOperator', () => {
  it('tells what the marketplace owes a vendor from what a vendor owes it, and settled', () => {
    expect(balanceForOperator(1120)).toBe('The marketplace owes Rs. 1,120.00');
    expect(balanceForOperator(-0.52)).toBe('Owes the marketplace Rs. 0.52');
    expect(balanceForOperator(0)).toBe('Settled');
  });
});
