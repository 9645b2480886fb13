import { Link } from 'react-router';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const linkClass = 'font-semibold text-clay-700 underline hover:text-clay-600';

/** Where each kind of question gets answered: in the place in the store that can act on it. */
export function ContactPage() {
  return (
    <HelpPageFrame
      path="/contact"
      heading="Contact"
      description="Most questions are answered fastest from the order or account they are about."
    >
      <HelpSection id="order-heading" title="About an order">
        <p>
          Open it in{' '}
          <Link to="/orders" className={linkClass}>
            My Orders
          </Link>
          : each part names its seller and shows where it is. From there you can cancel a part that has not shipped or
          ask to return lines of a delivered one. If a seller rejects a return, ask the marketplace to look again from
          the same page; our team decides.
        </p>
      </HelpSection>

      <HelpSection id="account-heading" title="About your account">
        <p>
          Change your name, email, phone or address on your{' '}
          <Link to="/profile" className={linkClass}>
            profile
          </Link>
          . Forgotten your password?{' '}
          <Link to="/forgot-password" className={linkClass}>
            Reset it
          </Link>
          .
        </p>
      </HelpSection>

      <HelpSection id="selling-heading" title="About selling">
        <p>
          See{' '}
          <Link to="/sell" className={linkClass}>
            Sell with us
          </Link>{' '}
          for how to open a shop.
        </p>
      </HelpSection>
    </HelpPageFrame>
  );
}
