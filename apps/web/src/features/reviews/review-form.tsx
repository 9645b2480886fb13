import { type ReviewRequest, ReviewRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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

/** Stars (a radio group, so arrow keys move between them) and a few words; both required. */
export function ReviewForm({ initial, saving, onSave, onCancel }: ReviewFormProps) {
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
        <legend className="mb-2 text-sm font-semibold text-ink">Your rating</legend>
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
                {value} {value === 1 ? 'star' : 'stars'}
              </label>
            ))}
          </div>
          {rating > 0 ? <Stars value={rating} label={`${rating} out of 5`} /> : null}
        </div>
        {errors.rating ? (
          <p id="review-rating-error" className="mt-1 text-sm text-danger">
            Choose from 1 to 5 stars.
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Your review"
        rows={4}
        placeholder="How does it feel, drape and wash? Was the colour as on screen?"
        error={errors.body?.message}
        {...register('body')}
      />
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : initial ? 'Save review' : 'Post review'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
