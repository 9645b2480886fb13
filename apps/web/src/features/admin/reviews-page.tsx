import { ADMIN_REVIEW_STATUSES, type AdminReview } from '@fabric-store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { Stars } from '../../components/star-rating';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useHideReview, useOperatorReviews } from './api';
import { ConsoleHeading, ConsoleTable, dateTime, useListControls } from './console-parts';
import { ReasonDialog } from './reason-dialog';

const STATUS_LABELS: Record<(typeof ADMIN_REVIEW_STATUSES)[number], string> = {
  shown: 'On show',
  hidden: 'Hidden by Fabric-Store',
};
const EMPTY_FILTERED: Partial<Record<string, string>> = {
  shown: 'No reviews on show.',
  hidden: 'No hidden reviews.',
};

/** Shoppers' reviews of every fabric, newest first, with the vendor's reply; the operator hides one for a reason. */
export function ReviewsPage() {
  const controls = useListControls();
  const reviews = useOperatorReviews({ status: controls.filter || undefined, page: controls.page });
  const hide = useHideReview();
  const [hiding, setHiding] = useState<AdminReview>();

  const run = (review: AdminReview, reason: string) =>
    hide.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          toast.success(`${review.author.name}'s review of ${review.fabric.name} is hidden.`);
          setHiding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not hide this review.')),
      },
    );

  return (
    <>
      <ConsoleHeading title="Reviews" />
      <div className="mb-4 flex">
        <SelectField label="Show" value={controls.filter} onChange={(event) => controls.choose(event.target.value)}>
          <option value="">All reviews</option>
          {ADMIN_REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <ConsoleTable
        query={reviews}
        page={controls.page}
        onPage={controls.setPage}
        empty={EMPTY_FILTERED[controls.filter] ?? 'No reviews yet.'}
        columns={['Fabric', 'Review', 'Vendor reply', 'Shown', 'Action']}
        row={(review) => (
          <>
            <td>
              <Link to={`/product/${review.fabric._id}`} className="block font-semibold text-clay-700 underline">
                {review.fabric.name}
              </Link>
              <span className="text-muted">{review.vendor.name}</span>
            </td>
            <td className="max-w-md">
              <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
              <p className="whitespace-pre-line">{review.body}</p>
              <span className="text-muted">
                {review.author.name}, {dateTime(review.createdAt)}
              </span>
            </td>
            <td className="max-w-xs">
              {review.reply ? <p className="whitespace-pre-line">{review.reply.body}</p> : 'No reply'}
            </td>
            <td>{review.hiddenReason === null ? 'Shown' : `Hidden: ${review.hiddenReason}`}</td>
            <td>
              {review.hiddenReason === null ? (
                <Button
                  variant="danger"
                  aria-label={`Hide ${review.author.name}'s review of ${review.fabric.name}`}
                  onClick={() => setHiding(review)}
                >
                  Hide
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
      <ReasonDialog
        title={hiding && `Hide ${hiding.author.name}'s review of ${hiding.fabric.name}`}
        explanation="The review leaves the fabric's page and its rating; the audit log keeps your reason."
        confirmLabel="Hide review"
        busy={hide.isPending}
        onConfirm={(reason) => hiding && run(hiding, reason)}
        onClose={() => setHiding(undefined)}
      />
    </>
  );
}
