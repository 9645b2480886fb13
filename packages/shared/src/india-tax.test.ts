import { describe, expect, it } from 'vitest';
import { buildGstin, gstinProblem, panOfGstin } from './india-tax';

describe('buildGstin', () => {
  it("builds the GSTN's own example GSTIN from its state code and PAN", () => {
    expect(buildGstin('27', 'AAPFU0939F')).toBe('27AAPFU0939F1ZV');
  });

  it('builds a GSTIN the validation accepts, for every entity number and state tried', () => {
    for (const [stateCode, pan, entity] of [
      ['27', 'AAPFU0939F', '1'],
      ['29', 'ABCDE1234F', '2'],
      ['07', 'BQRPS4821K', 'A'],
      ['33', 'AAACR5055K', '9'],
    ] as const) {
      const gstin = buildGstin(stateCode, pan, entity);
      expect(gstinProblem(gstin)).toBeNull();
      expect(panOfGstin(gstin)).toBe(pan);
    }
  });

  it('is refused by the validation when one character of it is mistyped', () => {
    const gstin = buildGstin('29', 'ABCDE1234F');
    const mistyped = `${gstin.slice(0, 5)}${gstin.charAt(5) === 'D' ? 'E' : 'D'}${gstin.slice(6)}`;
    expect(gstinProblem(mistyped)).toMatch(/^GSTIN checksum is wrong/);
  });
});
