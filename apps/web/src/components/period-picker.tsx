import type { TaxPeriod } from '../lib/tax-periods';
import { SelectField } from './field';

/** A month or quarter to read the tax figures of, picked from a list: `<input type="month">` is not in every browser. */
export function PeriodPicker({
  label,
  periods,
  period,
  onPeriod,
}: {
  label: string;
  periods: TaxPeriod[];
  period: string;
  onPeriod: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={period} onChange={(event) => onPeriod(event.target.value)}>
      {periods.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
