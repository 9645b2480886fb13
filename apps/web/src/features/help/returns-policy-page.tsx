import {
  MAX_RETURN_PHOTOS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnableLine,
  returnPolicyText,
  returnReasonsFor,
} from '@fabric-store/shared/return-rules';
import { Link } from 'react-router';
import { HelpPageFrame, HelpSection } from './help-page-frame';

/** The three kinds of line the rules tell apart, as a shopper names them. */
const LINE_KINDS: { name: string; line: ReturnableLine }[] = [
  { name: 'Pre-cut piece', line: { kind: 'length', unit: 'per_piece' } },
  { name: 'Length cut to order', line: { kind: 'length', unit: 'per_metre' } },
  { name: 'Swatch', line: { kind: 'swatch', unit: 'per_piece' } },
];

/** The returns policy, written from the rules the API enforces, so the page cannot promise more than they allow. */
export function ReturnsPolicyPage() {
  return (
    <HelpPageFrame
      path="/returns"
      heading="Returns"
      description={`What you can send back within ${RETURN_WINDOW_DAYS} days of delivery, and how a return works.`}
    >
      <HelpSection id="what-heading" title="What can be returned">
        <p>
          A fabric cut to your length cannot be sold again as it was, so it comes back only when the seller got it
          wrong. A piece that was already cut comes back for any reason.
        </p>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">The reasons each kind of line may be returned for</caption>
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Reason
              </th>
              {LINE_KINDS.map((kind) => (
                <th key={kind.name} scope="col" className="px-3 py-2 font-semibold">
                  {kind.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RETURN_REASONS.map((reason) => (
              <tr key={reason} className="border-b border-ink/10">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {RETURN_REASON_LABELS[reason]}
                </th>
                {LINE_KINDS.map((kind) => (
                  <td key={kind.name} className="px-3 py-2">
                    {returnReasonsFor(kind.line).includes(reason) ? 'Yes' : 'No'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="list-disc space-y-1 pl-6">
          {LINE_KINDS.map((kind) => (
            <li key={kind.name}>
              <span className="font-semibold">{kind.name}:</span> {returnPolicyText(kind.line)}
            </li>
          ))}
        </ul>
        <p>Each product page and each line of your order says which of these applies to it.</p>
      </HelpSection>

      <HelpSection id="how-heading" title="How a return works">
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            Open the order in{' '}
            <Link to="/orders" className="font-semibold text-clay-700 underline">
              My Orders
            </Link>
            , choose the lines and the reason, and add up to {MAX_RETURN_PHOTOS} photos of what is wrong.
          </li>
          <li>The seller approves it, or rejects it saying why.</li>
          <li>If the seller rejects it and you disagree, ask the marketplace to look again from the same order.</li>
          <li>Once it is approved, send the fabric back; when the seller has it, they refund you.</li>
        </ol>
      </HelpSection>
    </HelpPageFrame>
  );
}
