// A fabric as the catalog reads it: the columns every read selects, and the JSON the API answers.
import { type Fabric, rupeesToPaise } from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fabrics, users } from '../../db/schema';
import { fabricImagesColumn, type StoredImage, toFabricImage } from '../fabric-images/service';
import { fabricImage } from '../swatches/swatch';
import { type AttributeRow, attributeColumns, toFabricAttributes } from './attribute-filters';
import { type RepeatAndShrinkageRow, repeatAndShrinkageColumns, toRepeatAndShrinkage } from './repeat-and-shrinkage';
import { fabricRollsColumn, type RollRow, toRollFields } from './roll-fields';
import { type SaleRow, saleColumns, toSalePrice } from './sale-price';
import { type SellingRow, sellingColumns, stockOf, toSelling } from './selling';

export const FABRIC_NOT_FOUND = 'Product not found.';

export const fabricColumns = {
  id: fabrics.id,
  name: fabrics.name,
  description: fabrics.description,
  nameHi: fabrics.nameHi,
  descriptionHi: fabrics.descriptionHi,
  category: fabrics.category,
  pricePaise: fabrics.pricePaise,
  stock: fabrics.stock,
  image: fabrics.image,
  createdAt: fabrics.createdAt,
  vendorId: fabrics.vendorId,
  vendorName: users.name,
  images: fabricImagesColumn,
  hiddenReason: fabrics.hiddenReason,
  ratingCount: fabrics.ratingCount,
  ratingAverage: fabrics.ratingAverage,
  remnantDiscountPercent: fabrics.remnantDiscountPercent,
  rolls: fabricRollsColumn,
  hsnCode: fabrics.hsnCode,
  ...sellingColumns,
  ...repeatAndShrinkageColumns,
  ...attributeColumns,
  ...saleColumns,
};

export type FabricRow = SellingRow &
  RepeatAndShrinkageRow &
  AttributeRow &
  SaleRow &
  RollRow & {
    id: string;
    name: string;
    description: string;
    nameHi: string | null;
    descriptionHi: string | null;
    category: string;
    pricePaise: number;
    stock: number;
    image: string;
    createdAt: Date;
    vendorId: string;
    vendorName: string;
    images: StoredImage[];
    hiddenReason: string | null;
    ratingCount: number;
    ratingAverage: number;
    hsnCode: string | null;
  };

/** The fabric JSON; `withRolls` in the vendor's own views, which list its rolls. */
export function toFabric(row: FabricRow, withRolls = false): Fabric {
  const images = row.images.map((image, index) => toFabricImage(image, `${row.name}, photo ${index + 1}`));
  const { price, ...sale } = toSalePrice(row);
  return {
    _id: row.id,
    name: row.name,
    price,
    description: row.description,
    ...(row.nameHi !== null && { nameHi: row.nameHi }),
    ...(row.descriptionHi !== null && { descriptionHi: row.descriptionHi }),
    // The cover photo when there are photos, so the spec's client shows it; else the pasted URL or swatch.
    image: images[0]?.url ?? fabricImage(row),
    stock: stockOf(row.stock),
    category: row.category,
    vendor: { _id: row.vendorId, name: row.vendorName },
    createdAt: row.createdAt.toISOString(),
    images,
    ...toSelling(row),
    ...toRepeatAndShrinkage(row),
    attributes: toFabricAttributes(row),
    // A remnant's discount comes off what a shopper pays now, as the cart and checkout price it.
    ...toRollFields({ ...row, pricePaise: rupeesToPaise(price) }, withRolls),
    ...(row.hiddenReason !== null && { hiddenReason: row.hiddenReason }),
    rating: { average: Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount },
    ...sale,
    hsnCode: row.hsnCode,
  };
}

export const selectFabrics = (db: Executor) =>
  db.select(fabricColumns).from(fabrics).innerJoin(users, eq(users.id, fabrics.vendorId));

export const isLive = isNull(fabrics.deletedAt);

/**
 * What shoppers may see: live, with an active vendor and not hidden by the operator (`listed`,
 * kept on the fabric). The live partial indexes still serve it: nearly every live fabric is listed.
 */
export const isInStorefront = and(isLive, sql`${fabrics.listed}`);
