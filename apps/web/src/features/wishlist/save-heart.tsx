import type { Fabric } from '@fabric-store/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../components/icons';
import { useFabricWords } from '../../i18n/fabric-text';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useToggleSaved, useWishlist } from './api';

/**
 * The heart on a fabric card and the product page: saves the fabric to the shopper's wishlist and
 * unsaves it. Shoppers only, like the header's heart; vendors and visitors have no wishlist.
 */
export function SaveHeart({
  fabric,
  tabIndex,
  size = 'md',
}: {
  fabric: Pick<Fabric, '_id' | 'name' | 'nameHi'>;
  tabIndex?: number;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('shop');
  const fabricWords = useFabricWords();
  const { user } = useSession();
  const { data } = useWishlist();
  const toggle = useToggleSaved();
  // Pressed at once, before the server answers; the list's reload settles it.
  const [pending, setPending] = useState<boolean | null>(null);
  if (user?.role !== 'customer') return null;

  const { name } = fabricWords(fabric);
  const savedOnServer = data?.items.some((item) => item.fabric._id === fabric._id) ?? false;
  const saved = pending ?? savedOnServer;
  const press = () => {
    const save = !saved;
    setPending(save);
    toggle.mutate(
      { fabricId: fabric._id, save },
      {
        onSuccess: () => toast.success(save ? t('wishlist.saved', { name }) : t('wishlist.removed', { name })),
        onError: (error) => toast.error(errorMessage(error, t('wishlist.updateFailed'))),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlist.save', { name })}
      tabIndex={tabIndex}
      onClick={press}
      className={`inline-flex items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-ink/10 transition hover:bg-white ${
        size === 'lg' ? 'size-12' : 'size-10'
      } ${saved ? 'text-danger' : 'text-ink'}`}
    >
      <HeartIcon filled={saved} className={size === 'lg' ? 'size-7' : 'size-6'} />
    </button>
  );
}
