import { Link } from 'react-router';
import { useVendorProfile } from './api';

/** On the vendor's dashboard: what its tax profile still lacks before its sales carry GST invoices; nothing once complete. */
export function TaxProfileNotice() {
  const { data } = useVendorProfile();
  if (!data || data.profileComplete) return null;
  return (
    <section
      aria-labelledby="tax-profile-heading"
      className="mt-8 rounded-2xl border border-clay-600/30 bg-white p-6"
      data-testid="tax-profile-notice"
    >
      <h2 id="tax-profile-heading" className="text-xl font-semibold">
        Complete your tax profile
      </h2>
      <p className="mt-2 text-muted">
        Until it is complete you sell without GST invoices. Missing: {data.missing.join(', ')}.
      </p>
      <Link to="/vendor/profile" className="mt-3 inline-block font-semibold text-clay-700 underline">
        Open your tax profile
      </Link>
    </section>
  );
}
