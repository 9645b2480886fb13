import { PageTitle } from '../../components/page-state';
import { CouponsScreen } from './coupons-screen';

/** The vendor's "Coupons": codes for its own fabrics, whose discount it funds (commission is taken after it). */
export function VendorCouponsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Coupons</PageTitle>
      <CouponsScreen
        base="/api/vendor/coupons"
        intro="Your coupons take money off your fabrics only. You fund the discount: commission is taken on what the shopper pays for your fabrics."
      />
    </section>
  );
}
