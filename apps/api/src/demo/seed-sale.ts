// The demo's "50% OFF Summer Super Sale", which the home page's hero badge advertises: a
// few summer cottons and linens at half price, with no end date, so the promise holds out of the box.
// The catalog lists them by the sale price, its listed price (fabrics/listed-price.ts).

const SUMMER_SALE = new Set([
  'Khadi Cotton, Off-White',
  'Cotton Poplin, Sky Stripes',
  'Hand-Block Printed Cotton, Indigo Buta',
  'Pure Linen, Terracotta',
]);

/** The sale columns of a demo fabric: half its price when it is in the summer sale. */
export const demoSaleColumns = (name: string, pricePaise: number) =>
  SUMMER_SALE.has(name) ? { salePricePaise: Math.floor(pricePaise / 2) } : {};
