import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../components/icons';
import { useValueTypedBeforeTakeover } from '../../lib/typed-before-takeover';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
}

/** A number input flanked by minus and plus; typing is allowed, values outside min..max are clamped. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  label,
}: QuantityStepperProps) {
  const { t } = useTranslation('shop');
  const clamp = (next: number) => Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : min, min), max);
  const field = useRef<HTMLInputElement>(null);
  useValueTypedBeforeTakeover(field, String(value), (shown) => {
    const number = Number(shown);
    if (shown.trim() && Number.isFinite(number)) onChange(clamp(number));
  });
  return (
    <div className="inline-flex items-center rounded-full border border-ink/20 bg-white">
      <button
        type="button"
        aria-label={t('stepper.decreaseQuantity')}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= min}
        className="grid size-10 place-items-center rounded-full hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent"
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        ref={field}
        // A field with neither name nor id is reported by the browser (DevTools' Issues) as one autofill cannot tell apart.
        name="quantity"
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        className="w-14 [appearance:textfield] bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={t('stepper.increaseQuantity')}
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        className="grid size-10 place-items-center rounded-full hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent"
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
