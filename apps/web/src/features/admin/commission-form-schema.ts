import {
  CommissionPercentSchema,
  type CommissionSettings,
  type CommissionSettingsView,
  IdSchema,
} from '@fabric-store/shared';
import { z } from 'zod';

/** The commission form as typed: every percent is text until it is checked. */
export interface CommissionFormInput {
  defaultPercent: string;
  /** Blank: the category takes the default. */
  categories: { category: string; percent: string }[];
  vendors: { vendorId: string; name: string; percent: string }[];
}

/** A percent as typed: a number of 0–50 with at most two decimals, by the shared rule the API applies. */
const PercentTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter a percent', abort: true })
  .regex(/^\d+(\.\d+)?$/, { error: 'Enter a percent such as 10 or 12.5' })
  .transform(Number)
  .pipe(CommissionPercentSchema);

const BlankOrPercentSchema = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : text))
  .pipe(PercentTextSchema.optional());

/** Checks the form and turns it into the settings `PUT /api/admin/commission` takes. */
export const CommissionFormSchema = z
  .object({
    defaultPercent: PercentTextSchema,
    categories: z.array(z.object({ category: z.string(), percent: BlankOrPercentSchema })),
    vendors: z.array(z.object({ vendorId: IdSchema, name: z.string(), percent: PercentTextSchema })),
  })
  .transform(
    (form): CommissionSettings => ({
      defaultPercent: form.defaultPercent,
      categories: Object.fromEntries(
        form.categories.flatMap(({ category, percent }) => (percent === undefined ? [] : [[category, percent]])),
      ),
      vendors: Object.fromEntries(form.vendors.map(({ vendorId, percent }) => [vendorId, percent])),
    }),
  );

/** The form's starting values: every category on the store's list (and any other the settings name), each vendor by name. */
export function commissionFormValues(settings: CommissionSettingsView, known: string[]): CommissionFormInput {
  const categories = [...new Set([...known, ...Object.keys(settings.categories)])];
  return {
    defaultPercent: String(settings.defaultPercent),
    categories: categories.map((category) => ({
      category,
      percent: settings.categories[category] === undefined ? '' : String(settings.categories[category]),
    })),
    vendors: Object.entries(settings.vendors).map(([vendorId, percent]) => ({
      vendorId,
      name: settings.vendorNames[vendorId] ?? `A removed vendor (${vendorId.slice(0, 8)})`,
      percent: String(percent),
    })),
  };
}
