import { ADMIN_REVIEW_STATUSES, type AdminReview } from '@fabric-store/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { Stars } from '../../components/star-rating';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useHideReview, useOperatorReviews } from './api';
import { ConsoleHeading, ConsoleTable, useDateTime, useListControls } from './console-parts';
import { ReasonDialog } from './reason-dialog';

const isReviewStatus = (filter: string): filter is (typeof ADMIN_REVIEW_STATUSES)[number] =>
  (ADMIN_REVIEW_STATUSES as readonly string[]).includes(filter);

/** Shoppers' reviews of every fabric, newest first, with the vendor's reply; the operator hides one for a reason. */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const controls = useListControls();
  const reviews = useOperatorReviews({ status: controls.filter || undefined, page: controls.page });
  const hide = useHideReview();
  const [hiding, setHiding] = useState<AdminReview>();

  const run = (review: AdminReview, reason: string) =>
    hide.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          toast.success(t('reviews.hidden', { author: review.author.name, fabric: review.fabric.name }));
          setHiding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, t('reviews.couldNotHide'))),
      },
    );

  return (
    <>
      <ConsoleHeading title={t('console.sections.reviews')} />
      <div className="mb-4 flex">
        <SelectField
          label={t('fabrics.show')}
          value={controls.filter}
          onChange={(event) => controls.choose(event.target.value)}
        >
          <option value="">{t('reviews.all')}</option>
          {ADMIN_REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`reviews.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ConsoleTable
        query={reviews}
        page={controls.page}
        onPage={controls.setPage}
        empty={isReviewStatus(controls.filter) ? t(`reviews.empty.${controls.filter}`) : t('reviews.none')}
        columns={[
          t('fabrics.columns.fabric'),
          t('reviews.columns.review'),
          t('reviews.columns.reply'),
          t('reviews.columns.shown'),
          t('people.columns.action'),
        ]}
        row={(review) => (
          <>
            <td>
              <Link to={`/product/${review.fabric._id}`} className="block font-semibold text-clay-700 underline">
                {review.fabric.name}
              </Link>
              <span className="text-muted">{review.vendor.name}</span>
            </td>
            <td className="max-w-md">
              <Stars value={review.rating} label={t('reviews.rated', { rating: review.rating })} />
              <p className="whitespace-pre-line">{review.body}</p>
              <span className="text-muted">
                {review.author.name}, {dateTime(review.createdAt)}
              </span>
            </td>
            <td className="max-w-xs">
              {review.reply ? <p className="whitespace-pre-line">{review.reply.body}</p> : t('reviews.noReply')}
            </td>
            <td>
              {review.hiddenReason === null
                ? t('reviews.columns.shown')
                : t('console.listing.hidden', { reason: review.hiddenReason })}
            </td>
            <td>
              {review.hiddenReason === null ? (
                <Button
                  variant="danger"
                  aria-label={t('reviews.hideFor', { author: review.author.name, fabric: review.fabric.name })}
                  onClick={() => setHiding(review)}
                >
                  {t('fabrics.hide')}
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
      <ReasonDialog
        title={hiding && t('reviews.hideFor', { author: hiding.author.name, fabric: hiding.fabric.name })}
        explanation={t('reviews.hideExplanation')}
        confirmLabel={t('reviews.hideReview')}
        busy={hide.isPending}
        onConfirm={(reason) => hiding && run(hiding, reason)}
        onClose={() => setHiding(undefined)}
      />
    </>
  );
}
