import { ButtonLink } from '../../components/button';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const STEPS = [
  {
    title: 'Register as a vendor',
    text: 'Create an account with your name, email, phone and address, and choose Vendor as the role.',
  },
  {
    title: 'Wait for approval when asked',
    text: 'The marketplace may review new sellers first. Until you are approved you can already prepare your fabrics; shoppers see them once you are.',
  },
  {
    title: 'List your fabrics',
    text: 'Add each fabric with its price per metre or per piece, photos, its weave and fibre, and the rolls you hold, so lengths are cut from real stock.',
  },
  {
    title: 'Send your orders',
    text: 'Each order that holds your fabrics becomes a part of your own: accept it, cut and ship it, and mark it delivered.',
  },
  {
    title: 'Get paid',
    text: 'The marketplace keeps a commission on each line and credits you the rest; Payments shows every sale, commission and payout.',
  },
];

/** How a mill or weaver opens a shop on the marketplace. */
export function SellWithUsPage() {
  return (
    <HelpPageFrame
      path="/sell"
      heading="Sell with us"
      description="Independent mills, handloom clusters and small dyers sell their fabrics here, by the metre or by the piece."
    >
      <HelpSection id="steps-heading" title="How to start">
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-clay-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="text-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </HelpSection>
      <ButtonLink to="/register" size="lg">
        Register as a vendor
      </ButtonLink>
    </HelpPageFrame>
  );
}
