import type { Fabric } from '@fabric-store/shared';
import { z } from 'zod';

/** The vendor's sale, as the form's inputs hold it: text as typed, dates as datetime-local values. */
export interface SaleFormInput {
  salePrice: string;
  saleStartsAt: string;
  saleEndsAt: string;
}

export interface SaleFormOutput {
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

export const EMPTY_SALE_FORM: SaleFormInput = { salePrice: '', saleStartsAt: '', saleEndsAt: '' };

/** '2026-11-26T18:30' in the browser's time zone, as a datetime-local input shows an instant. */
function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function saleFormValues(fabric: Pick<Fabric, 'salePrice' | 'saleStartsAt' | 'saleEndsAt'>): SaleFormInput {
  return {
    salePrice: fabric.salePrice == null ? '' : String(fabric.salePrice),
    saleStartsAt: localInputValue(fabric.saleStartsAt),
    saleEndsAt: localInputValue(fabric.saleEndsAt),
  };
}

const dateField = z
  .string()
  .trim()
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), { error: 'validation.saleDate' })
  .transform((value) => (value === '' ? null : new Date(value).toISOString()));

export const saleFormFields = {
  salePrice: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d{1,2})?)?$/, { error: 'validation.salePriceFormat' })
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().positive({ error: 'validation.salePricePositive' }).nullable()),
  saleStartsAt: dateField,
  saleEndsAt: dateField,
};

/** A sale price below the price, and an end after the start, as the API checks them. */
export function refineSale(values: SaleFormOutput & { price: number }, context: z.RefinementCtx): void {
  if (values.salePrice !== null && values.salePrice >= values.price) {
    context.addIssue({ code: 'custom', path: ['salePrice'], message: 'validation.salePriceBelowPrice' });
  }
  if (values.saleStartsAt && values.saleEndsAt && values.saleEndsAt <= values.saleStartsAt) {
    context.addIssue({ code: 'custom', path: ['saleEndsAt'], message: 'validation.saleEndsAfterStart' });
  }
}

/** The API's sale fields: no sale price ends the sale (and forgets its dates). */
export function saleRequest({ salePrice, saleStartsAt, saleEndsAt }: SaleFormOutput): SaleFormOutput {
  return salePrice === null
    ? { salePrice: null, saleStartsAt: null, saleEndsAt: null }
    : { salePrice, saleStartsAt, saleEndsAt };
}
