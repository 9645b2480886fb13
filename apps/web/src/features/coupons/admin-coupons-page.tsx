import { CouponsScreen } from './coupons-screen';

/** The console's "Coupons": marketplace coupons, which the marketplace funds from its commission, and every vendor's. */
export function AdminCouponsPage() {
  return (
    <>
      <title>Coupons · Fabric-Store console</title>
      <h1 className="mb-6 text-3xl font-semibold text-ink">Coupons</h1>
      <CouponsScreen
        base="/api/admin/coupons"
        intro="A marketplace coupon applies to every fabric; the marketplace pays its discount out of its commission, so vendors are paid as without it. Vendors' own coupons are listed too."
      />
    </>
  );
}
