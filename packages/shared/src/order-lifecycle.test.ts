import { describe, expect, it } from 'vitest';
import {
  describeAllowedMoves,
  orderIsCancellable,
  overallOrderStatus,
  type PartStatus,
  partStatusesBefore,
} from './order-lifecycle';

describe('overallOrderStatus', () => {
  it.each<[PartStatus[], string]>([
    [['placed'], 'placed'],
    [['placed', 'accepted'], 'placed'],
    [['accepted', 'accepted'], 'accepted'],
    [['accepted', 'cancelled'], 'partly cancelled'],
    [['placed', 'cancelled'], 'partly cancelled'],
    [['shipped', 'cancelled'], 'partly shipped'],
    [['shipped', 'placed'], 'partly shipped'],
    [['shipped', 'shipped'], 'shipped'],
    [['shipped', 'delivered'], 'partly delivered'],
    [['delivered', 'cancelled'], 'partly delivered'],
    [['delivered', 'delivered'], 'delivered'],
    [['cancelled', 'cancelled'], 'cancelled'],
  ])('reads %j as %s', (parts, expected) => {
    expect(overallOrderStatus(parts)).toBe(expected);
  });
});

describe('the moves', () => {
  it('lets a part be cancelled only before it is shipped, and shipped only once accepted', () => {
    expect(partStatusesBefore('cancelled')).toEqual(['placed', 'accepted']);
    expect(partStatusesBefore('shipped')).toEqual(['accepted']);
    expect(partStatusesBefore('delivered')).toEqual(['shipped']);
  });

  it('says what is possible now', () => {
    expect(describeAllowedMoves('placed')).toBe('This order is placed; it can now only be accepted or cancelled.');
    expect(describeAllowedMoves('shipped')).toBe('This order is shipped; it can now only be marked delivered.');
    expect(describeAllowedMoves('cancelled')).toBe('This order is cancelled; it cannot change any more.');
  });

  it('lets the shopper cancel until any part is shipped', () => {
    expect(orderIsCancellable(['placed', 'accepted'])).toBe(true);
    expect(orderIsCancellable(['placed', 'cancelled'])).toBe(true);
    expect(orderIsCancellable(['placed', 'shipped'])).toBe(false);
    expect(orderIsCancellable(['cancelled'])).toBe(false);
  });
});
