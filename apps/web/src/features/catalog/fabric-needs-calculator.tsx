import type { Fabric } from '@fabric-store/shared';
import {
  CURTAIN_RULES,
  fabricNeeded,
  GARMENT_NEEDS,
  GARMENTS,
  type Garment,
  isMeasuredGarment,
  type LengthUnit,
  lengthIn,
  type NeedsQuestion,
} from '@fabric-store/shared/fabric-needs';
import { formatMetres } from '@fabric-store/shared/lengths';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { useFormats } from '../../i18n/formats';
import {
  convertTyped,
  GarmentMeasurementsFields,
  startingMeasurements,
  type TypedMeasurements,
  toCentimetres,
} from './garment-measurements-fields';
import { needsReasonWords, sizeWords } from './needs-reason-words';

type MetreFabric = Pick<Fabric, 'stock' | 'longestPiece' | 'attributes' | 'patternRepeatCm' | 'shrinkagePercent'> & {
  minCut: number;
  step: number;
};

const CM_PER_INCH = 2.54;

/** The size a garment starts at: M where it has one, else its second (a common cushion) or only size. */
function startingSize(garment: Garment): string {
  const needs = GARMENT_NEEDS[garment];
  if (needs.kind !== 'sized') return '';
  const sizes: readonly string[] = needs.sizes;
  return sizes.includes('M') ? 'M' : (sizes[Math.min(1, sizes.length - 1)] ?? '');
}

/**
 * "How much do I need?" on a metre fabric's page: the shopper picks a garment and a size
 * (or a window), and reads the length of this cloth to buy, how it was reached, and can set the
 * length stepper to it. The rules are the shared calculator's; this only asks and shows.
 */
export function FabricNeedsCalculator({ fabric, onUse }: { fabric: MetreFabric; onUse: (metres: number) => void }) {
  const { t } = useTranslation('calculator');
  const { number } = useFormats();
  const [garment, setGarment] = useState<Garment | ''>('');
  const [size, setSize] = useState('M');
  const [windowWidth, setWindowWidth] = useState('150');
  const [drop, setDrop] = useState('220');
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [byMeasurements, setByMeasurements] = useState(false);
  const [typed, setTyped] = useState<TypedMeasurements>({ length: '', around: '' });
  const [applied, setApplied] = useState('');
  const headingId = useId();

  const measuredGarment = garment !== '' && isMeasuredGarment(garment) ? garment : null;
  const measuring = measuredGarment !== null && byMeasurements;
  const question: NeedsQuestion | null =
    garment === ''
      ? null
      : garment === 'curtains'
        ? { garment, windowWidthCm: Number(windowWidth), dropCm: Number(drop) }
        : measuring
          ? {
              garment: measuredGarment,
              measurements: {
                lengthCm: toCentimetres(typed.length, unit),
                aroundCm: toCentimetres(typed.around, unit),
              },
            }
          : { garment, size };
  const answer = question
    ? fabricNeeded(question, {
        widthCm: fabric.attributes.widthCm,
        minCut: fabric.minCut,
        step: fabric.step,
        patternRepeatCm: fabric.patternRepeatCm,
        shrinkagePercent: fabric.shrinkagePercent,
      })
    : null;
  const needs = garment === '' ? null : GARMENT_NEEDS[garment];
  const sizes: readonly string[] = needs?.kind === 'sized' ? needs.sizes : [];
  // A length is cut from one roll, so the most one line can buy is the longest piece, not the stock.
  const longest = Math.min(fabric.longestPiece ?? fabric.stock, fabric.stock);
  const inStock = answer?.metres != null && answer.metres <= longest;

  const chooseGarment = (next: Garment | '') => {
    setGarment(next);
    setApplied('');
    if (next !== '') setSize(startingSize(next));
    if (next !== '' && isMeasuredGarment(next)) setTyped(startingMeasurements(next, unit));
  };
  const chooseUnit = (next: LengthUnit) => {
    setTyped(convertTyped(typed, unit, next));
    setUnit(next);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-ink/10 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('width')}</dt>
          <dd className="font-semibold">
            {fabric.attributes.widthCm === null
              ? t('notStated')
              : t('widthValue', {
                  cm: fabric.attributes.widthCm,
                  inches: Math.round(fabric.attributes.widthCm / CM_PER_INCH),
                })}
          </dd>
        </div>
        {fabric.patternRepeatCm !== null ? (
          <div className="flex gap-1.5">
            <dt className="text-muted">{t('patternRepeat')}</dt>
            <dd className="font-semibold">{t('cm', { cm: fabric.patternRepeatCm })}</dd>
          </div>
        ) : null}
        {fabric.shrinkagePercent !== null ? (
          <div className="flex gap-1.5">
            <dt className="text-muted">{t('shrinkage')}</dt>
            <dd className="font-semibold">{fabric.shrinkagePercent}%</dd>
          </div>
        ) : null}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('garment')}
          value={garment}
          onChange={(event) => chooseGarment(event.target.value as Garment | '')}
        >
          <option value="">{t('chooseGarment')}</option>
          {GARMENTS.map((id) => (
            <option key={id} value={id}>
              {t(`garments.${id}`)}
            </option>
          ))}
        </SelectField>
        {measuredGarment ? (
          <fieldset className="text-sm sm:col-span-2">
            <legend className="mb-1 font-semibold">{t('reckonBy')}</legend>
            <div className="flex flex-wrap gap-4">
              {[false, true].map((choice) => (
                <label key={String(choice)} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${headingId}-by`}
                    checked={byMeasurements === choice}
                    onChange={() => {
                      setByMeasurements(choice);
                      setApplied('');
                    }}
                  />
                  {choice ? t('myMeasurements') : t('chart')}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {measuring ? (
          <GarmentMeasurementsFields
            garment={measuredGarment}
            unit={unit}
            typed={typed}
            onChange={(next) => {
              setTyped(next);
              setApplied('');
            }}
          />
        ) : null}
        {sizes.length > 1 && !measuring ? (
          <SelectField
            label={t('size')}
            value={size}
            onChange={(event) => {
              setSize(event.target.value);
              setApplied('');
            }}
          >
            {sizes.map((label) => (
              <option key={label} value={label}>
                {sizeWords(label, t)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {garment === 'curtains' ? (
          <>
            <Field
              label={t('windowWidth')}
              type="number"
              inputMode="numeric"
              min={CURTAIN_RULES.windowWidthCm.min}
              max={CURTAIN_RULES.windowWidthCm.max}
              value={windowWidth}
              onChange={(event) => setWindowWidth(event.target.value)}
            />
            <Field
              label={t('drop')}
              type="number"
              inputMode="numeric"
              hint={t('dropHint')}
              min={CURTAIN_RULES.dropCm.min}
              max={CURTAIN_RULES.dropCm.max}
              value={drop}
              onChange={(event) => setDrop(event.target.value)}
            />
          </>
        ) : null}
      </div>
      <fieldset className="text-sm">
        <legend className="mb-1 font-semibold">{t('showIn')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['m', 'yd'] as const).map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${headingId}-unit`}
                value={choice}
                checked={unit === choice}
                onChange={() => chooseUnit(choice)}
              />
              {choice === 'm' ? t('metres') : t('yards')}
            </label>
          ))}
        </div>
        {measuring ? <p className="mt-1 text-muted">{t('measureUnits')}</p> : null}
      </fieldset>
      <div aria-live="polite" className="flex flex-col gap-3">
        {answer ? (
          <>
            {answer.metres !== null ? (
              <p className="text-xl font-semibold text-clay-700">
                {t('youNeed', {
                  length: t(`length.${unit}`, { value: lengthIn(answer.metres, unit) }),
                })}
                {unit === 'yd' ? t('inMetres', { metres: formatMetres(answer.metres) }) : ''}
              </p>
            ) : null}
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted" aria-label={t('howReached')}>
              {answer.reasons
                .map((reason) => needsReasonWords(reason, { t, number, unit }))
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ol>
          </>
        ) : (
          <p className="text-sm text-muted">{t('choosePrompt')}</p>
        )}
      </div>
      {answer?.metres != null ? (
        inStock ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                if (answer.metres === null) return;
                onUse(answer.metres);
                setApplied(t('lengthSet', { metres: formatMetres(answer.metres) }));
              }}
            >
              {t('useLength')}
            </Button>
            <p role="status" className="text-sm text-muted">
              {applied}
            </p>
          </div>
        ) : (
          <p className="text-sm text-danger">
            {longest < fabric.stock
              ? t('longestTooShort', { metres: formatMetres(longest) })
              : t('stockTooShort', { metres: formatMetres(fabric.stock) })}
          </p>
        )
      ) : null}
    </section>
  );
}
