// Sale prices: the vendor's sale fields, and what the fabric JSON says of a sale.
import { z } from 'zod';
import { RupeesSchema } from './common';

const saleDate = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

/** The vendor's sale fields; null (on update) ends the sale or clears a date. */
export const SaleFieldsSchema = z.object({
  salePrice: RupeesSchema.nullable(),
  saleStartsAt: saleDate('saleStartsAt').nullable(),
  saleEndsAt: saleDate('saleEndsAt').nullable(),
});

/** The sale as the fabric JSON shows it; `compareAtPrice` is the regular price while the sale is on, else null. */
export const SaleSchema = z.object({
  compareAtPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
});
export type Sale = z.infer<typeof SaleSchema>;

export interface SaleFields {
  price?: number | undefined;
  salePrice?: number | null | undefined;
  saleStartsAt?: string | null | undefined;
  saleEndsAt?: string | null | undefined;
}

/** Why these sale fields cannot stand together (a fabric's fields after a change), or undefined. */
export function saleProblem(fabric: SaleFields): { field: keyof SaleFields; message: string } | undefined {
  const { price, salePrice, saleStartsAt, saleEndsAt } = fabric;
  if (salePrice != null && price !== undefined && salePrice >= price) {
    return { field: 'salePrice', message: 'Sale price must be less than the regular price' };
  }
  if (saleStartsAt && saleEndsAt && Date.parse(saleEndsAt) <= Date.parse(saleStartsAt)) {
    return { field: 'saleEndsAt', message: 'The sale must end after it starts' };
  }
  return undefined;
}
