import { describe, expect, it } from 'vitest';
import {
  commonReturnReasons,
  describeReturnMoves,
  nextReturnStatuses,
  RETURN_STATUSES,
  returnReasonsFor,
  returnStatusesBefore,
} from './return-rules';

describe('what a line may be returned for', () => {
  it('takes a pre-cut piece back for any reason, a cut length only for a fault, a swatch never', () => {
    expect(returnReasonsFor({ kind: 'length', unit: 'per_piece' })).toEqual([
      'damaged',
      'wrong_item',
      'not_as_described',
      'changed_mind',
    ]);
    expect(returnReasonsFor({ kind: 'length', unit: 'per_metre' })).toEqual([
      'damaged',
      'wrong_item',
      'not_as_described',
    ]);
    expect(returnReasonsFor({ kind: 'swatch', unit: 'per_metre' })).toEqual([]);
    expect(
      commonReturnReasons([
        { kind: 'length', unit: 'per_piece' },
        { kind: 'length', unit: 'per_metre' },
      ]),
    ).not.toContain('changed_mind');
  });
});

describe('the table of a return’s moves', () => {
  it('lets each party make only its own moves, and ends at refunded or closed', () => {
    expect(nextReturnStatuses('requested', 'vendor')).toEqual(['approved', 'rejected']);
    expect(nextReturnStatuses('requested', 'shopper')).toEqual([]);
    expect(nextReturnStatuses('rejected', 'shopper')).toEqual(['escalated']);
    expect(nextReturnStatuses('escalated', 'operator')).toEqual(['approved', 'closed']);
    expect(returnStatusesBefore('approved', 'vendor')).toEqual(['requested']);
    expect(returnStatusesBefore('approved', 'operator')).toEqual(['escalated']);
    const finals = RETURN_STATUSES.filter((status) => describeReturnMoves(status).endsWith('cannot change any more.'));
    expect(finals).toEqual(['refunded', 'closed']);
  });
});
