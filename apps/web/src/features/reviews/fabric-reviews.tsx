import type { Fabric, Review, ReviewList, ReviewSort } from '@fabric-store/shared';
import { formatInIndia } from '@fabric-store/shared/india-time';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { SelectField, TextAreaField } from '../../components/field';
import { StarRating, Stars } from '../../components/star-rating';
import { useLanguage } from '../../i18n/language-provider';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useOwnReview, useReplyToReview, useReviews, useSaveReview } from './api';

// The form (with its form and schema libraries) is for a shopper who received the fabric, and only
// after sign-in: a visitor's page never loads it.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

// Written here rather than imported with the shared schemas, which would bring zod to every product page.
const SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];

/** How many reviews gave each number of stars, as bars, five stars first. */
function Distribution({ list }: { list: ReviewList }) {
  const { t } = useTranslation('reviews');
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {(['5', '4', '3', '2', '1'] as const).map((stars) => {
        const count = list.distribution[stars];
        const share = list.count === 0 ? 0 : Math.round((count / list.count) * 100);
        return (
          <div key={stars} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2">
            <dt>{t('stars', { count: Number(stars) })}</dt>
            <dd className="h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
              <div className="h-full rounded-full bg-clay-600" style={{ width: `${share}%` }} />
            </dd>
            <dd className="text-right text-muted">{count}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The shopper's own review: the form to write it (after delivery) or to edit it. */
function OwnReviewBox({ fabric }: { fabric: Fabric }) {
  const { t } = useTranslation('reviews');
  const { data } = useOwnReview(fabric._id);
  const save = useSaveReview(fabric._id);
  const [editing, setEditing] = useState(false);
  if (!data || (!data.review && !data.mayReview)) return null;
  const own = data.review;
  if (own && !editing)
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-sand/60 p-4 text-sm">
        <span>{own.hidden ? t('hiddenByStore') : t('thanks')}</span>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('editOwn')}
        </Button>
      </div>
    );
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-5">
      <h3 className="mb-3 font-display text-xl font-semibold">{own ? t('editOwn') : t('writeOwn')}</h3>
      <Suspense fallback={null}>
        <ReviewForm
          initial={own ? { rating: own.rating, body: own.body } : undefined}
          saving={save.isPending}
          onCancel={own ? () => setEditing(false) : undefined}
          onSave={(review) =>
            save.mutate(
              { reviewId: own?._id, review },
              {
                onSuccess: () => {
                  toast.success(own ? t('updated') : t('posted'));
                  setEditing(false);
                },
                onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
              },
            )
          }
        />
      </Suspense>
    </div>
  );
}

/** The vendor's one answer to a review of its fabric. */
function ReplyForm({ fabricId, review }: { fabricId: string; review: Review }) {
  const { t } = useTranslation('reviews');
  const reply = useReplyToReview(fabricId);
  const [body, setBody] = useState('');
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { reviewId: review._id, body },
          {
            onSuccess: () => toast.success(t('replyPosted')),
            onError: (error) => toast.error(errorMessage(error, t('replyFailed'))),
          },
        );
      }}
    >
      <TextAreaField
        label={t('replyTo', { name: review.author.name })}
        rows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={reply.isPending || !body.trim()}>
        {reply.isPending ? t('posting') : t('postReply')}
      </Button>
    </form>
  );
}

function ReviewItem({ review, fabric, mayReply }: { review: Review; fabric: Fabric; mayReply: boolean }) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  return (
    <li className="border-b border-ink/10 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} label={t('ratingOf', { rating: review.rating })} />
        <span className="font-semibold">{review.author.name}</span>
        <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-muted">{t('verified')}</span>
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {formatInIndia(review.createdAt, 'day', language)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line leading-relaxed">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-sand/60 p-3 text-sm">
          <p className="font-semibold">{t('replyFrom', { vendor: fabric.vendor.name })}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.body}</p>
        </div>
      ) : mayReply ? (
        <ReplyForm fabricId={fabric._id} review={review} />
      ) : null}
    </li>
  );
}

/** The product page's reviews: the average and distribution, the shopper's own review, and the list. */
export function FabricReviews({ fabric }: { fabric: Fabric }) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useReviews(fabric._id, sort, page);
  const isVendorOfFabric = user?.role === 'vendor' && user._id === fabric.vendor._id;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="flex flex-col gap-6 md:col-span-2">
      <h2 id="reviews-heading" className="text-3xl font-semibold">
        {t('heading')}
      </h2>
      {isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : error ? (
        <p className="text-danger">{t('error', { message: errorMessage(error, t('loadFailed')) })}</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-[18rem_1fr]">
          <div className="flex flex-col gap-4">
            {data.count > 0 ? (
              <StarRating average={data.average} count={data.count} className="text-base" />
            ) : (
              <p className="text-muted">{t('none')}</p>
            )}
            <Distribution list={data} />
          </div>
          <div className="flex flex-col gap-4">
            <OwnReviewBox fabric={fabric} />
            {data.count > 0 ? (
              <>
                <div className="max-w-56">
                  <SelectField
                    label={t('sortLabel')}
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setPage(1);
                    }}
                  >
                    {SORTS.map((value) => (
                      <option key={value} value={value}>
                        {t(`sorts.${value}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <ul>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review._id} review={review} fabric={fabric} mayReply={isVendorOfFabric} />
                  ))}
                </ul>
                {data.pages > 1 ? (
                  <div className="flex items-center gap-3 text-sm">
                    <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      {t('previous')}
                    </Button>
                    <span>{t('pageOf', { page, pages: data.pages })}</span>
                    <Button variant="secondary" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                      {t('next')}
                    </Button>
                  </div>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
