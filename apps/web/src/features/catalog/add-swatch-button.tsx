import type { Fabric } from '@fabric-store/shared';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useAddSwatch } from '../cart/api';
import { askToLogInFirst } from './login-first';

/** "Add swatch": one swatch of the fabric, a cart line of its own (at most one per fabric, ten per order). */
export function AddSwatchButton({ fabric }: { fabric: Pick<Fabric, '_id' | 'name' | 'swatchPrice'> }) {
  const { user } = useSession();
  const addSwatch = useAddSwatch();
  const add = () => {
    if (!user) {
      askToLogInFirst(`/product/${fabric._id}`);
      return;
    }
    addSwatch.mutate(fabric, {
      onSuccess: () => toast.success(`A swatch of ${fabric.name} is in your cart.`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to add the swatch.')),
    });
  };
  return (
    <Button variant="secondary" size="lg" onClick={add} disabled={addSwatch.isPending}>
      Add swatch · {formatPrice(fabric.swatchPrice)}
    </Button>
  );
}
