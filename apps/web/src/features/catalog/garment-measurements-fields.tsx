import { type LengthUnit, MEASURED_GARMENTS, type MeasuredGarmentId } from '@fabric-store/shared/fabric-needs';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

const CM_PER_INCH = 2.54;

/** The shopper's measurements as typed: in centimetres beside metres, in inches beside yards. */
export interface TypedMeasurements {
  length: string;
  around: string;
}

/** A typed measurement in whole centimetres, as the rule takes it; NaN while it is not a number. */
export function toCentimetres(typed: string, unit: LengthUnit): number {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  return unit === 'm' ? value : Math.round(value * CM_PER_INCH);
}

/** Typed measurements in the other unit, when the shopper switches between metres and yards. */
export function convertTyped(typed: TypedMeasurements, from: LengthUnit, to: LengthUnit): TypedMeasurements {
  if (from === to) return typed;
  const convert = (value: string) => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return value;
    return String(to === 'm' ? Math.round(number * CM_PER_INCH) : Math.round((number / CM_PER_INCH) * 10) / 10);
  };
  return { length: convert(typed.length), around: convert(typed.around) };
}

/** The chart's own length and a size M chest or hip: where the measurements start for a garment. */
export function startingMeasurements(garment: MeasuredGarmentId, unit: LengthUnit): TypedMeasurements {
  const { chartLengthCm, aroundBySize } = MEASURED_GARMENTS[garment];
  const inCm = { length: String(chartLengthCm), around: String(aroundBySize[1] ?? '') };
  return convertTyped(inCm, 'm', unit);
}

/** The garment length and the chest or hip, in the unit the calculator shows lengths in. */
export function GarmentMeasurementsFields({
  garment,
  unit,
  typed,
  onChange,
}: {
  garment: MeasuredGarmentId;
  unit: LengthUnit;
  typed: TypedMeasurements;
  onChange: (typed: TypedMeasurements) => void;
}) {
  const { t } = useTranslation('calculator');
  const { around } = MEASURED_GARMENTS[garment];
  const suffix = t(unit === 'm' ? 'measure.cm' : 'measure.in');
  return (
    <>
      <Field
        label={t('measure.garmentLength', { unit: suffix })}
        type="number"
        inputMode="decimal"
        hint={t(`measure.hints.${garment}`)}
        value={typed.length}
        onChange={(event) => onChange({ ...typed, length: event.target.value })}
      />
      <Field
        label={t(around === 'chest' ? 'measure.chest' : 'measure.hip', { unit: suffix })}
        type="number"
        inputMode="decimal"
        hint={t(around === 'chest' ? 'measure.chestHint' : 'measure.hipHint')}
        value={typed.around}
        onChange={(event) => onChange({ ...typed, around: event.target.value })}
      />
    </>
  );
}
