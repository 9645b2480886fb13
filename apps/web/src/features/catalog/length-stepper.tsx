import { type CutRule, formatMetres, fromHundredths, nearestCut, toHundredths } from '@fabric-store/shared/lengths';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../components/icons';
import { useValueTypedBeforeTakeover } from '../../lib/typed-before-takeover';

interface LengthStepperProps {
  fabric: CutRule & { minCut: number; step: number };
  /** Metres. */
  value: number;
  onChange: (metres: number) => void;
  /** The most that may be cut (the stock), in metres. */
  max: number;
  /** Metres of the longest roll: a length is cut in one piece, so no longer than this. */
  longestPiece?: number | null | undefined;
}

/**
 * The length of a cut in metres: minus and plus move by the fabric's step from its minimum, and a
 * typed length is rounded to the nearest allowed cut when the field is left, with a note saying so.
 */
export function LengthStepper({ fabric, value, onChange, max, longestPiece }: LengthStepperProps) {
  const { t } = useTranslation('shop');
  const [typed, setTyped] = useState(formatMetres(value));
  const [note, setNote] = useState('');
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setTyped(formatMetres(value)), [value]);

  const step = toHundredths(fabric.step);
  const top = Math.max(fabric.minCut, nearestCutBelow(fabric, Math.min(max, longestPiece ?? max)));
  const move = (direction: 1 | -1) => {
    setNote('');
    const next = fromHundredths(toHundredths(value) + direction * step);
    onChange(Math.min(Math.max(next, fabric.minCut), top));
  };
  const commitText = (text: string) => {
    // Leaving a field already committed (Enter, then a click on Add to Cart) keeps the note: removing
    // it would move the button under the pointer between its mousedown and mouseup.
    if (text === formatMetres(value)) return;
    const metres = Number(text.replace(',', '.'));
    if (!text.trim() || !Number.isFinite(metres)) {
      setTyped(formatMetres(value));
      return;
    }
    const cut = Math.min(nearestCut(fabric, metres), top);
    const beyondLongest = longestPiece !== null && longestPiece !== undefined && metres > longestPiece;
    setNote(
      cut === metres
        ? ''
        : beyondLongest
          ? t('stepper.longestNote', {
              name: fabric.name,
              longest: formatMetres(longestPiece),
              typed: formatMetres(metres),
              cut: formatMetres(cut),
            })
          : t('stepper.roundedNote', {
              name: fabric.name,
              minCut: formatMetres(fabric.minCut),
              step: formatMetres(fabric.step),
              typed: formatMetres(metres),
              cut: formatMetres(cut),
            }),
    );
    setTyped(formatMetres(cut));
    onChange(cut);
  };
  const commit = () => commitText(typed);

  // Kept as typed while the shopper is still in the field; committed if they have left it.
  useValueTypedBeforeTakeover(field, typed, (shown, stillTyping) =>
    stillTyping ? setTyped(shown) : commitText(shown),
  );

  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex items-center rounded-full border border-ink/20 bg-white">
        <button
          type="button"
          aria-label={t('stepper.decreaseLength')}
          onClick={() => move(-1)}
          disabled={value <= fabric.minCut}
          className="grid size-10 place-items-center rounded-full hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent"
        >
          <MinusIcon className="size-4" />
        </button>
        <input
          type="text"
          inputMode="decimal"
          ref={field}
          aria-label={t('stepper.lengthInMetres')}
          aria-describedby={note ? noteId : undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="w-16 bg-transparent text-center font-semibold"
        />
        <span aria-hidden="true" className="pr-1 text-sm text-muted">
          {t('stepper.metreUnit')}
        </span>
        <button
          type="button"
          aria-label={t('stepper.increaseLength')}
          onClick={() => move(1)}
          disabled={value >= top}
          className="grid size-10 place-items-center rounded-full hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent"
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      {note ? (
        <p id={noteId} role="status" className="max-w-xs text-xs text-clay-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** The longest allowed cut that is no longer than `metres`. */
function nearestCutBelow(fabric: { minCut: number; step: number }, metres: number): number {
  const min = toHundredths(fabric.minCut);
  const step = toHundredths(fabric.step);
  const steps = Math.floor((toHundredths(metres) - min) / step);
  return steps < 0 ? fabric.minCut : fromHundredths(min + steps * step);
}
