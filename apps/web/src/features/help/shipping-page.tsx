import { Link } from 'react-router';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const linkClass = 'font-semibold text-clay-700 underline hover:text-clay-600';

/** How an order reaches the shopper: each seller sends its own part, at no delivery charge. */
export function ShippingPage() {
  return (
    <HelpPageFrame
      path="/shipping"
      heading="Shipping"
      description="Delivery is free, and every seller sends its own fabrics straight from the mill or workshop."
    >
      <HelpSection id="cost-heading" title="What delivery costs">
        <p>Nothing: the cart shows shipping as free and the total you pay is the fabrics alone.</p>
      </HelpSection>

      <HelpSection id="parts-heading" title="One order, one parcel per seller">
        <p>
          An order with fabrics from several sellers arrives as several parcels. Each seller accepts its part, cuts your
          lengths, ships it and marks it delivered; your order page shows each step for each part.
        </p>
      </HelpSection>

      <HelpSection id="change-heading" title="Changing your mind before it ships">
        <p>
          Until a seller has shipped its part you can cancel that part from the order in{' '}
          <Link to="/orders" className={linkClass}>
            My Orders
          </Link>
          . Once it has shipped, see{' '}
          <Link to="/returns" className={linkClass}>
            Returns
          </Link>
          .
        </p>
      </HelpSection>

      <HelpSection id="pay-heading" title="Paying">
        <p>Pay in cash when the parcel arrives, or by UPI when you place the order.</p>
      </HelpSection>
    </HelpPageFrame>
  );
}
