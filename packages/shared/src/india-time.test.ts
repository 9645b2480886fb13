import { describe, expect, it } from 'vitest';
import { formatInIndia } from './india-time';

// 21:00 UTC on 28 November is 02:30 on 29 November in India.
const lateNightInIndia = '2026-11-28T21:00:00.000Z';

describe('formatInIndia', () => {
  it("shows India's calendar day and clock, whatever the process's own time zone", () => {
    expect(formatInIndia(lateNightInIndia, 'day')).toBe('29 Nov 2026');
    expect(formatInIndia(lateNightInIndia, 'longDay')).toBe('29 November 2026');
    expect(formatInIndia(new Date(lateNightInIndia), 'dayAndTime')).toBe('29 Nov 2026, 2:30 am');
    expect(formatInIndia(Date.parse(lateNightInIndia), 'longDayAndTime')).toBe('29 November 2026 at 2:30 am');
  });

  it('writes a CSV cell a spreadsheet sorts, in India time', () => {
    expect(formatInIndia(lateNightInIndia, 'sortable')).toBe('2026-11-29 02:30');
  });

  it("names the month in the reader's language, on the same India day", () => {
    expect(formatInIndia(lateNightInIndia, 'longDay', 'hi')).toBe('29 नवंबर 2026');
    expect(formatInIndia(lateNightInIndia, 'day', 'hi')).toBe('29 नव॰ 2026');
    expect(formatInIndia(lateNightInIndia, 'longDay', 'en')).toBe('29 November 2026');
  });
});
