// The one list of fabric categories: what a vendor lists a fabric under and the operator sets commission for.
import { z } from 'zod';
import { CategorySchema } from './fabrics';

/** `GET /api/categories`: every category a fabric may be listed under, by name. */
export const CategoryListSchema = z.object({ categories: z.array(z.string()) });
export type CategoryList = z.infer<typeof CategoryListSchema>;

/** `POST /api/admin/categories`: a new category, lower case as fabrics store it. */
export const CategoryCreateRequestSchema = z.object({ name: CategorySchema });
export type CategoryCreateRequest = z.input<typeof CategoryCreateRequestSchema>;
