import { formatInIndia } from '@fabric-store/shared';
import { formatMetres } from '@fabric-store/shared/lengths';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { FabricImage } from '../../components/fabric-image';
import { ChevronLeftIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { Loading, ProblemState } from '../../components/page-state';
import { formatPrice, Price } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { isMissingFabric, useDeleteFabric, useVendorFabric } from './api';
import { quantityWords, unitSuffixWords } from './fabric-quantity-words';
import { FabricRollsList } from './fabric-rolls-list';
import { useReaderLanguage } from './reader-language';

/** The vendor's view of one of their fabrics, with Update and Delete. */
export function VendorFabricDetail() {
  const { fabricId = '' } = useParams();
  const { data: fabric, error, isPending } = useVendorFabric(fabricId);
  const deleteFabric = useDeleteFabric();
  const navigate = useNavigate();
  const { t } = useTranslation('vendor');
  const language = useReaderLanguage();

  async function confirmAndDeleteFabric() {
    if (!window.confirm(t('detail.confirmDelete'))) return;
    try {
      await deleteFabric.mutateAsync(fabricId);
      toast.success(t('detail.deleted'));
      navigate('/vendor/products');
    } catch (deleteError) {
      toast.error(errorMessage(deleteError, t('detail.deleteFailed')));
    }
  }

  const backLink = (
    <Link
      to="/vendor/products"
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-clay-600 hover:text-clay-700 hover:underline"
    >
      <ChevronLeftIcon className="size-4" />
      {t('detail.allProducts')}
    </Link>
  );

  if (error) {
    const allFabrics = { to: '/vendor/products', label: t('detail.allProducts') };
    return isMissingFabric(error) ? (
      <NotFoundPage reason={t('detail.notFound')} action={allFabrics} />
    ) : (
      <ProblemState title={t('detail.loadFailedTitle')} message={t('detail.loadFailed')} action={allFabrics} />
    );
  }
  if (isPending) return <Loading label={t('loading')} />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6" aria-labelledby="vendor-product-heading">
      {backLink}
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <FabricImage
          src={fabric.image}
          alt={fabric.name}
          colourFamily={fabric.attributes.colourFamily}
          eager
          className="rounded-2xl border border-ink/10 shadow-sm"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-clay-600">{fabric.category}</p>
          <h1 id="vendor-product-heading" className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
            {fabric.name}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-ink">
            <Price amount={fabric.price} />
            {unitSuffixWords(fabric.unit, t)}
          </p>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-muted">{t('detail.stock')}</dt>
            <dd className="text-ink">{quantityWords(fabric.stock, fabric.unit, t)}</dd>
            <dt className="font-semibold text-muted">{t('detail.soldBy')}</dt>
            <dd className="text-ink">
              {fabric.minCut !== null && fabric.step !== null
                ? t('detail.byTheMetre', { minCut: formatMetres(fabric.minCut), step: formatMetres(fabric.step) })
                : t('detail.byThePiece')}
            </dd>
            <dt className="font-semibold text-muted">{t('detail.swatch')}</dt>
            <dd className="text-ink">
              {fabric.swatchOffered ? formatPrice(fabric.swatchPrice) : t('detail.notOffered')}
            </dd>
            {fabric.unit === 'per_metre' ? (
              <>
                <dt className="font-semibold text-muted">{t('detail.patternRepeat')}</dt>
                <dd className="text-ink">
                  {fabric.patternRepeatCm === null
                    ? t('detail.notStated')
                    : t('detail.centimetres', { cm: fabric.patternRepeatCm })}
                </dd>
                <dt className="font-semibold text-muted">{t('detail.shrinkage')}</dt>
                <dd className="text-ink">
                  {fabric.shrinkagePercent === null
                    ? t('detail.notStated')
                    : t('detail.percent', { percent: fabric.shrinkagePercent })}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">{t('detail.listedOn')}</dt>
            <dd className="text-ink">{formatInIndia(fabric.createdAt, 'day', language)}</dd>
          </dl>
          <p className="mt-6 whitespace-pre-line leading-relaxed text-muted">
            {fabric.description || t('detail.noDescription')}
          </p>
          {fabric.unit === 'per_metre' ? <FabricRollsList fabric={fabric} /> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={`/vendor/product/edit/${fabric._id}`}>{t('detail.update')}</ButtonLink>
            <Button variant="danger" onClick={confirmAndDeleteFabric} disabled={deleteFabric.isPending}>
              {deleteFabric.isPending ? t('detail.deleting') : t('detail.delete')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
