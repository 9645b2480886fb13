import { describe, expect, it } from 'vitest';
import { recentMonths, recentQuarters } from './tax-periods';

describe('tax periods', () => {
  it('starts from the month in India, which is already December at 20:00 UTC on 30 November', () => {
    expect(recentMonths(new Date('2026-11-30T20:00:00Z'), 3)).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-10', label: 'October 2026' },
    ]);
  });

  it("names the financial year's quarters, January–March being Q4 of the year before", () => {
    expect(recentQuarters(new Date('2027-02-10T10:00:00Z'), 5).map((quarter) => quarter.label)).toEqual([
      'Q4 2026-27 (Jan–Mar 2027)',
      'Q3 2026-27 (Oct–Dec 2026)',
      'Q2 2026-27 (Jul–Sep 2026)',
      'Q1 2026-27 (Apr–Jun 2026)',
      'Q4 2025-26 (Jan–Mar 2026)',
    ]);
    expect(recentQuarters(new Date('2026-11-29T10:00:00Z'), 1)).toEqual([
      { value: '2026-Q3', label: 'Q3 2026-27 (Oct–Dec 2026)' },
    ]);
  });
});
