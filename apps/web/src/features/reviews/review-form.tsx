import { REVIEW_BODY_MAX_LENGTH, type ReviewRequest, ReviewRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/field';
import { Stars } from '../../components/star-rating';

interface ReviewFormProps {
  /** The review being edited, or nothing for a new one. */
  initial?: ReviewRequest | undefined;
  saving: boolean;
  onSave: (review: ReviewRequest) => void;
  onCancel?: () => void;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The shared schema's messages for the review's words, by their English text, worded in the reader's language. */
function useBodyErrorWords() {
  const { t } = useTranslation('reviews');
  return (message: string | undefined) => {
    if (message === 'Review is required') return t('form.bodyRequired');
    if (message === `Review must be at most ${REVIEW_BODY_MAX_LENGTH} characters`)
      return t('form.bodyMax', { max: REVIEW_BODY_MAX_LENGTH });
    return message;
  };
}

/** Stars (a radio group, so arrow keys move between them) and a few words; both required. */
export function ReviewForm({ initial, saving, onSave, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const bodyErrorWords = useBodyErrorWords();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ReviewRequest>({
    resolver: zodResolver(ReviewRequestSchema),
    defaultValues: initial ?? { body: '' },
  });
  const rating = watch('rating') ?? 0;

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('form.yourRating')}</legend>
        <div className="flex items-center gap-3">
          <div className="flex gap-1">
            {RATINGS.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md px-1.5 py-1 text-sm font-semibold ring-1 ring-ink/15 has-checked:bg-clay-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-loom"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setValue('rating', value, { shouldValidate: isSubmitted })}
                  className="sr-only"
                />
                {t('stars', { count: value })}
              </label>
            ))}
          </div>
          {rating > 0 ? <Stars value={rating} label={t('form.outOf5', { rating })} /> : null}
        </div>
        {errors.rating ? (
          <p id="review-rating-error" className="mt-1 text-sm text-danger">
            {t('form.chooseStars')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('form.yourReview')}
        rows={4}
        placeholder={t('form.placeholder')}
        error={bodyErrorWords(errors.body?.message)}
        {...register('body')}
      />
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : initial ? t('form.save') : t('form.post')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
