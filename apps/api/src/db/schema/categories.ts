// The one list of fabric categories: a fabric's category, and each category's commission, name one of them.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The categories a vendor may list a fabric under: the seven the store opened with (seeded by the
 * migration) and those the operator adds. Lower case, as a fabric stores its category.
 */
export const fabricCategories = pgTable(
  'fabric_categories',
  {
    name: text('name').primaryKey(),
    /** The operator who added it; null for the seven the store opened with. */
    addedBy: uuid('added_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'fabric_categories_name_check',
      sql`${table.name} = lower(btrim(${table.name})) and length(${table.name}) between 1 and 40`,
    ),
  ],
);
