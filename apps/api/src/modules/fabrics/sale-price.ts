// Sale prices. What a shopper pays is worked out by every read, in SQL, from the sale's
// columns and the database's clock: nothing has to run at a sale's start or end for the price to
// change, in any process. The caches that keep answers showing prices keep none past the next
// sale boundary (`SaleBoundaries`), so a kept answer never shows a sale that has ended.
import { paiseToRupees, rupeesToPaise, type Sale, type SaleFieldsSchema, saleProblem } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fabrics } from '../../db/schema';

/** Whether the fabric's sale is on at the statement's time (the transaction's now()). */
export const isOnSale = sql`(${fabrics.salePricePaise} is not null
  and (${fabrics.saleStartsAt} is null or ${fabrics.saleStartsAt} <= now())
  and (${fabrics.saleEndsAt} is null or ${fabrics.saleEndsAt} > now()))`;

/**
 * What a shopper pays per metre or piece now: the sale price while the sale is on, else the price.
 * A bigint, which the PostgreSQL driver hands over as text: read back as a number of paise.
 */
export const currentPricePaise =
  sql<number>`(case when ${isOnSale} then ${fabrics.salePricePaise} else ${fabrics.pricePaise} end)`.mapWith(Number);

/** The columns every read of a fabric's sale selects; `pricePaise` beside them stays the regular price. */
export const saleColumns = {
  currentPricePaise,
  salePricePaise: fabrics.salePricePaise,
  saleStartsAt: fabrics.saleStartsAt,
  saleEndsAt: fabrics.saleEndsAt,
};

export interface SaleRow {
  pricePaise: number;
  currentPricePaise: number;
  salePricePaise: number | null;
  saleStartsAt: Date | string | null;
  saleEndsAt: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The fabric JSON's price and sale fields: `price` is what a shopper pays now. */
export function toSalePrice(row: SaleRow): Sale & { price: number } {
  const onSale = row.currentPricePaise !== row.pricePaise;
  return {
    price: paiseToRupees(row.currentPricePaise),
    compareAtPrice: onSale ? paiseToRupees(row.pricePaise) : null,
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    saleStartsAt: iso(row.saleStartsAt),
    saleEndsAt: iso(row.saleEndsAt),
  };
}

type SaleInput = Partial<z.output<typeof SaleFieldsSchema>> & { price?: number | undefined };

/**
 * The sale columns a vendor's create or update writes, checked with what the fabric will be
 * (`current` is the stored fabric on update): the sale price below the regular price, the end after
 * the start. A sale price of null ends the sale and clears its dates.
 */
export function saleWrite(
  input: SaleInput,
  current?: { pricePaise: number } & Omit<SaleRow, 'currentPricePaise' | 'pricePaise'>,
) {
  const after = {
    price: input.price ?? (current ? paiseToRupees(current.pricePaise) : undefined),
    salePrice:
      input.salePrice !== undefined
        ? input.salePrice
        : current?.salePricePaise != null
          ? paiseToRupees(current.salePricePaise)
          : null,
    saleStartsAt: input.saleStartsAt !== undefined ? input.saleStartsAt : iso(current?.saleStartsAt ?? null),
    saleEndsAt: input.saleEndsAt !== undefined ? input.saleEndsAt : iso(current?.saleEndsAt ?? null),
  };
  const problem = saleProblem(after);
  if (problem) throw badRequest('SALE_INVALID', `${problem.field}: ${problem.message}`);
  if (input.salePrice === null) return { salePricePaise: null, saleStartsAt: null, saleEndsAt: null };
  return {
    ...(input.salePrice !== undefined && { salePricePaise: rupeesToPaise(input.salePrice) }),
    ...(input.saleStartsAt !== undefined && {
      saleStartsAt: input.saleStartsAt === null ? null : new Date(input.saleStartsAt),
    }),
    ...(input.saleEndsAt !== undefined && {
      saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
    }),
  };
}

/**
 * When the next sale anywhere in the catalog starts or ends (ms since the epoch), or undefined when
 * none will: the caches cap each entry's life at it. Read from the two partial indexes of the
 * fabrics with a sale price, and remembered for `ttlMs` (the caches' own lifetime, within which
 * another process's writes show anyway) or until that boundary passes.
 */
export class SaleBoundaries {
  #known: { until: number; next: Promise<number | undefined> } | undefined;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs: number,
  ) {}

  next(): Promise<number | undefined> {
    const now = Date.now();
    if (this.#known && this.#known.until > now) return this.#known.next;
    const next = readNextBoundary(this.db);
    this.#known = { until: now + this.ttlMs, next };
    next.then(
      (boundary) => {
        if (boundary !== undefined && this.#known?.next === next)
          this.#known.until = Math.min(this.#known.until, boundary);
      },
      () => {
        if (this.#known?.next === next) this.#known = undefined;
      },
    );
    return next;
  }

  /** Forgets the boundary: a catalog write may have set an earlier one. */
  forget(): void {
    this.#known = undefined;
  }
}

async function readNextBoundary(db: Executor): Promise<number | undefined> {
  const [row] = await queryRows<{ next: Date | string | null }>(
    db,
    sql`select least(
      (select min(${fabrics.saleStartsAt}) from ${fabrics}
        where ${fabrics.salePricePaise} is not null and ${fabrics.saleStartsAt} > now()),
      (select min(${fabrics.saleEndsAt}) from ${fabrics}
        where ${fabrics.salePricePaise} is not null and ${fabrics.saleEndsAt} > now())) as next`,
  );
  const next = row?.next ?? null;
  return next === null ? undefined : new Date(next).getTime();
}
