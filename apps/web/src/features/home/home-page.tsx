import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHead } from '../../components/page-head';
import { ErrorMessage, Loading } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { NEW_ARRIVALS_COUNT, useNewArrivals } from '../catalog/api';
import { NewArrivalsCarousel } from './new-arrivals-carousel';

/** Overlapping bolts of cloth drawn in CSS, so the hero costs no image download. */
function FabricStack() {
  const bolts = [
    'bg-clay-500 rotate-[-8deg] translate-x-[-18%]',
    'bg-saffron rotate-[4deg] translate-x-[6%] translate-y-[10%]',
    'bg-loom rotate-[-2deg] translate-x-[22%] translate-y-[22%]',
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-xs md:max-w-md">
      {bolts.map((bolt) => (
        <div
          key={bolt}
          className={`absolute inset-[14%] rounded-3xl shadow-xl ${bolt} bg-[repeating-linear-gradient(90deg,rgb(255_255_255/0.12)_0_2px,transparent_2px_10px),repeating-linear-gradient(0deg,rgb(0_0_0/0.08)_0_2px,transparent_2px_10px)]`}
        />
      ))}
    </div>
  );
}

function NewArrivals() {
  const { t } = useTranslation(['shop', 'common']);
  const { data, error, isPending } = useNewArrivals(NEW_ARRIVALS_COUNT);
  if (isPending) return <Loading />;
  if (error)
    return (
      <ErrorMessage>{t('common:state.error', { message: errorMessage(error, t('home.fetchFailed')) })}</ErrorMessage>
    );
  if (data.length === 0) return <p className="py-10 text-center text-muted">{t('home.noFabrics')}</p>;
  return <NewArrivalsCarousel fabrics={data} />;
}

export function HomePage() {
  const { t } = useTranslation('shop');
  return (
    <>
      <PageHead title={t('home.title')} description={t('home.description')} path="/" />
      <section className="overflow-hidden bg-sand">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div>
            {/* The badge takes the shopper to the fabrics on sale. */}
            <Link
              to="/products?onSale=true"
              className="inline-block rounded-full bg-clay-600 px-4 py-1.5 text-sm font-bold tracking-wide text-white hover:bg-clay-700"
            >
              {t('home.saleBadge')}
            </Link>
            <h1 className="mt-6 text-4xl leading-tight font-semibold text-ink sm:text-5xl lg:text-6xl">
              {t('home.heading')}
            </h1>
            <p className="mt-6 max-w-lg text-lg text-muted">{t('home.intro')}</p>
            <ButtonLink to="/products" size="lg" className="mt-8">
              {t('home.shopNow')}
            </ButtonLink>
          </div>
          <FabricStack />
        </div>
      </section>

      <section aria-labelledby="new-arrivals-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8 flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-clay-600">{t('home.freshEyebrow')}</p>
            <h2 id="new-arrivals-heading" className="mt-1 text-3xl font-semibold">
              {t('home.newArrivals')}
            </h2>
          </div>
          <ButtonLink to="/products" variant="secondary">
            {t('home.viewAll')}
          </ButtonLink>
        </div>
        <NewArrivals />
      </section>
    </>
  );
}
