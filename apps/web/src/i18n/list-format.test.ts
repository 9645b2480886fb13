import { describe, expect, it } from 'vitest';
import { formatList } from './list-format';

describe('lists in a sentence, in the reader’s language', () => {
  it('joins with "and" by default: the dye lots a notice names, the fibres of a blend', () => {
    expect(formatList(['A'], 'en')).toBe('A');
    expect(formatList(['A', 'B'], 'en')).toBe('A and B');
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B and C');
    expect(formatList(['क', 'ख'], 'hi')).toBe('क और ख');
    expect(formatList(['क', 'ख', 'ग'], 'hi')).toBe('क, ख, और ग');
  });

  it('joins with "or" the moves a refusal says are still open', () => {
    expect(formatList(['accepted', 'cancelled'], 'en', 'or')).toBe('accepted or cancelled');
    expect(formatList(['requested', 'rejected', 'escalated'], 'en', 'or')).toBe('requested, rejected or escalated');
    expect(formatList(['‘स्वीकार’', '‘रद्द’'], 'hi', 'or')).toBe('‘स्वीकार’ या ‘रद्द’');
    expect(formatList(['क', 'ख', 'ग'], 'hi', 'or')).toBe('क, ख या ग');
  });

  it('keeps "and" and "or" apart once both have been asked for in a language', () => {
    expect(formatList(['A', 'B'], 'hi', 'or')).toBe('A या B');
    expect(formatList(['A', 'B'], 'hi', 'and')).toBe('A और B');
    expect(formatList(['A', 'B'], 'en', 'or')).toBe('A or B');
  });
});
