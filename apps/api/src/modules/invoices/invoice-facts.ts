// What an invoice prints, read at the moment the part ships: the vendor's tax profile, the order's
// buyer and place of supply, the part's lines with the tax checkout fixed on them, the operator.

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { PartLine, ShippingAddressColumn } from '../../db/schema';
import type { InvoiceFacts } from './tax-document-builder';

interface FactsRow {
  orderId: string;
  orderNumber: string;
  partId: string;
  orderDate: string;
  now: string;
  lines: PartLine[];
  buyerName: string;
  buyerGstin: string | null;
  shippingAddress: ShippingAddressColumn;
  placeOfSupplyStateCode: string | null;
  legalName: string;
  tradeName: string | null;
  gstin: string | null;
  pan: string | null;
  line: string;
  city: string;
  state: string;
  stateCode: string | null;
  pin: string;
  invoicePrefix: string;
  signatoryName: string;
}

/**
 * The facts of the vendor's part of the order, or undefined when the vendor's tax profile lacks what
 * an invoice prints (legal name, PAN, pickup address, invoice prefix or signatory).
 */
export async function readInvoiceFacts(
  tx: Executor,
  orderId: string,
  vendorId: string,
  operator: InvoiceFacts['ecommerceOperator'],
): Promise<(InvoiceFacts & { now: string }) | undefined> {
  const [row] = await queryRows<FactsRow>(
    tx,
    sql`select o.id as "orderId", o.order_number as "orderNumber", vo.id as "partId", to_json(o.order_date) #>> '{}' as "orderDate",
        to_json(now()) #>> '{}' as now, vo.lines,
        coalesce(o.shipping_address->>'name', o.customer_name) as "buyerName", o.buyer_gstin as "buyerGstin",
        o.shipping_address as "shippingAddress", o.place_of_supply_state_code as "placeOfSupplyStateCode",
        p.legal_name as "legalName", p.trade_name as "tradeName", coalesce(vo.seller_gstin, p.gstin) as gstin, p.pan,
        p.pickup_address_line as line, p.pickup_city as city, p.pickup_state as state,
        coalesce(vo.seller_state_code, p.pickup_state_code) as "stateCode", p.pickup_pin as pin,
        p.invoice_prefix as "invoicePrefix", p.signatory_name as "signatoryName"
      from vendor_orders vo join orders o on o.id = vo.order_id
        join vendor_tax_profiles p on p.vendor_id = vo.vendor_id
      where vo.order_id = ${orderId} and vo.vendor_id = ${vendorId}
        and p.legal_name is not null and p.pan is not null and p.invoice_prefix is not null
        and p.signatory_name is not null and p.pickup_address_line is not null and p.pickup_city is not null
        and p.pickup_state_code is not null and p.pickup_pin is not null`,
  );
  if (!row) return undefined;
  const address = row.shippingAddress;
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    partId: row.partId,
    orderDate: row.orderDate,
    now: row.now,
    lines: row.lines,
    seller: {
      legalName: row.legalName,
      tradeName: row.tradeName,
      gstin: row.gstin,
      pan: row.pan,
      address: { line: row.line, city: row.city, state: row.state, stateCode: row.stateCode, pin: row.pin },
      invoicePrefix: row.invoicePrefix,
      signatoryName: row.signatoryName,
    },
    buyer: {
      name: row.buyerName,
      gstin: row.buyerGstin,
      address: {
        line: address.address,
        city: address.city,
        state: address.state,
        stateCode: row.placeOfSupplyStateCode,
        pin: address.postalCode,
      },
    },
    placeOfSupply: { state: address.state, stateCode: row.placeOfSupplyStateCode },
    ecommerceOperator: operator,
  };
}
