import type { Fabric } from '@fabric-store/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useAddToCart } from '../cart/api';
import { askToLogInFirst } from './login-first';

export const ADDED_FEEDBACK_MS = 2000;

type Phase = 'idle' | 'adding' | 'added';

const LABELS = { idle: 'buy.addToCart', adding: 'buy.adding', added: 'buy.added' } as const;

/** Add to Cart with the spec's feedback: 'Adding...', then 'Added' for 2 seconds; a failure resets at once. */
export function AddToCartButton({
  fabric,
  quantity,
}: {
  fabric: Pick<Fabric, '_id' | 'name' | 'price'>;
  quantity: number;
}) {
  const { user } = useSession();
  const { t } = useTranslation('shop');
  const addToCart = useAddToCart();
  const [phase, setPhase] = useState<Phase>('idle');
  const [announcement, setAnnouncement] = useState('');
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const add = () => {
    if (!user) {
      askToLogInFirst(`/product/${fabric._id}?${new URLSearchParams({ quantity: String(quantity) })}`);
      return;
    }
    setPhase('adding');
    setAnnouncement('');
    addToCart.mutate(
      { fabric, quantity },
      {
        onSuccess: () => {
          toast.success(t('buy.addedToast', { name: fabric.name }));
          setAnnouncement(t('buy.addedStatus', { name: fabric.name }));
          setPhase('added');
          resetTimer.current = window.setTimeout(() => setPhase('idle'), ADDED_FEEDBACK_MS);
        },
        onError: (error) => {
          setPhase('idle');
          // The error toast is an alert of its own; the status line would only say it twice.
          toast.error(errorMessage(error, t('buy.addFailed')));
        },
      },
    );
  };

  // aria-disabled rather than disabled while busy: a disabled button drops keyboard focus to the
  // page body, and the shopper would have to Tab back from the top.
  const busy = phase !== 'idle';
  return (
    <>
      <Button size="lg" onClick={busy ? undefined : add} aria-disabled={busy || undefined} className="min-w-44">
        {t(LABELS[phase])}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
