import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { FabricCardName } from '../../components/fabric-card';
import { FabricImage } from '../../components/fabric-image';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { SalePrice } from '../../components/sale-price';
import { useVendorFabrics } from './api';
import { quantityWords } from './fabric-quantity-words';

/** 'Your Products': the signed-in vendor's own fabrics, each linking to its vendor detail. */
export function VendorFabrics() {
  const { data: fabrics, isPending, isError } = useVendorFabrics();
  const { t } = useTranslation('vendor');

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle eyebrow={t('eyebrow')}>{t('products.title')}</PageTitle>
        {fabrics && fabrics.length > 0 ? (
          <ButtonLink to="/vendor/add-product" className="mb-8">
            {t('products.add')}
          </ButtonLink>
        ) : null}
      </div>

      {isPending ? (
        <Loading label={t('loading')} />
      ) : isError ? (
        <ErrorMessage>{t('products.loadFailed')}</ErrorMessage>
      ) : fabrics.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">{t('products.none')}</p>
          <p className="mt-2 text-muted">{t('products.noneHint')}</p>
          <ButtonLink to="/vendor/add-product" size="lg" className="mt-6">
            {t('products.add')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {fabrics.map((fabric) => (
            <li key={fabric._id}>
              <Link
                to={`/vendor/fabric/${fabric._id}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-clay-500 hover:shadow-md"
              >
                <FabricImage src={fabric.image} alt={fabric.name} colourFamily={fabric.attributes.colourFamily} />
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <FabricCardName level="h2" name={fabric.name} />
                  {fabric.hiddenReason ? (
                    <p className="rounded-md bg-danger/10 px-2 py-1 text-sm font-semibold text-danger">
                      {t('products.hidden', { reason: fabric.hiddenReason })}
                    </p>
                  ) : null}
                  <SalePrice
                    price={fabric.price}
                    compareAtPrice={fabric.compareAtPrice}
                    className="mt-auto block pt-2 font-semibold text-ink"
                  />
                  <p className="flex items-center justify-between gap-2 text-sm text-muted">
                    <span>
                      {fabric.stock > 0
                        ? t('products.stock', { quantity: quantityWords(fabric.stock, fabric.unit, t) })
                        : t('products.outOfStock')}
                    </span>
                    <span className="rounded-full bg-sand px-2 py-0.5 text-xs capitalize">{fabric.category}</span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
