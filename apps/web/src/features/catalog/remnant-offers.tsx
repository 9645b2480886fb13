import type { Fabric, Remnant } from '@fabric-store/shared';
import { formatMetres } from '@fabric-store/shared/lengths';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useAddRemnant } from '../cart/api';
import { askToLogInFirst } from './login-first';

/**
 * The fabric's remnants: rolls left shorter than its minimum cut, each sold whole at the
 * vendor's remnant discount, with an Add to Cart of its own.
 */
export function RemnantOffers({ fabric }: { fabric: Pick<Fabric, '_id' | 'name' | 'remnants' | 'remnantDiscount'> }) {
  const { t } = useTranslation('shop');
  if (fabric.remnants.length === 0) return null;
  return (
    <section aria-labelledby="remnants-heading" className="rounded-2xl border border-ink/10 bg-white p-4">
      <h2 id="remnants-heading" className="text-lg font-semibold">
        {t('remnants.heading')}
      </h2>
      <p className="text-sm text-muted">{t('remnants.intro', { discount: fabric.remnantDiscount })}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {fabric.remnants.map((remnant) => (
          <RemnantOffer key={remnant._id} fabric={fabric} remnant={remnant} />
        ))}
      </ul>
    </section>
  );
}

function RemnantOffer({ fabric, remnant }: { fabric: Pick<Fabric, '_id' | 'name'>; remnant: Remnant }) {
  const { t } = useTranslation('shop');
  const { user } = useSession();
  const addRemnant = useAddRemnant();
  const label = t('remnants.label', { metres: formatMetres(remnant.length), price: formatPrice(remnant.total) });
  const add = () => {
    if (!user) {
      askToLogInFirst(`/product/${fabric._id}`);
      return;
    }
    addRemnant.mutate(
      { fabric, remnant },
      {
        onSuccess: () =>
          toast.success(t('remnants.added', { metres: formatMetres(remnant.length), name: fabric.name })),
        onError: (error) => toast.error(errorMessage(error, t('remnants.addFailed'))),
      },
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3">
      <span className="font-semibold">{label}</span>
      <Button
        variant="secondary"
        onClick={add}
        disabled={addRemnant.isPending}
        aria-label={t('remnants.addAria', { metres: formatMetres(remnant.length) })}
      >
        {t('remnants.add')}
      </Button>
    </li>
  );
}
