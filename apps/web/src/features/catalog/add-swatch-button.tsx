import type { Fabric } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useAddSwatch } from '../cart/api';
import { askToLogInFirst } from './login-first';

/** "Add swatch": one swatch of the fabric, a cart line of its own (at most one per fabric, ten per order). */
export function AddSwatchButton({ fabric }: { fabric: Pick<Fabric, '_id' | 'name' | 'swatchPrice'> }) {
  const { t } = useTranslation('shop');
  const { user } = useSession();
  const addSwatch = useAddSwatch();
  const add = () => {
    if (!user) {
      askToLogInFirst(`/product/${fabric._id}`);
      return;
    }
    addSwatch.mutate(fabric, {
      onSuccess: () => toast.success(t('swatch.added', { name: fabric.name })),
      onError: (error) => toast.error(errorMessage(error, t('swatch.addFailed'))),
    });
  };
  return (
    <Button variant="secondary" size="lg" onClick={add} disabled={addSwatch.isPending}>
      {t('swatch.add', { price: formatPrice(fabric.swatchPrice) })}
    </Button>
  );
}
