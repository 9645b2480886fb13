import { formatInIndia } from '@fabric-store/shared';
import { formatMetres, formatQuantity, unitSuffix } from '@fabric-store/shared/lengths';
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
import { FabricRollsList } from './fabric-rolls-list';

/** The vendor's view of one of their fabrics, with Update and Delete. */
export function VendorFabricDetail() {
  const { fabricId = '' } = useParams();
  const { data: fabric, error, isPending } = useVendorFabric(fabricId);
  const deleteFabric = useDeleteFabric();
  const navigate = useNavigate();

  async function confirmAndDeleteFabric() {
    if (!window.confirm('Are you sure you want to delete this product?')) return;
    try {
      await deleteFabric.mutateAsync(fabricId);
      toast.success('Product deleted successfully!');
      navigate('/vendor/products');
    } catch (deleteError) {
      toast.error(errorMessage(deleteError, 'Failed to delete product.'));
    }
  }

  const backLink = (
    <Link
      to="/vendor/products"
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-clay-600 hover:text-clay-700 hover:underline"
    >
      <ChevronLeftIcon className="size-4" />
      All Products
    </Link>
  );

  if (error) {
    const allFabrics = { to: '/vendor/products', label: 'All Products' };
    return isMissingFabric(error) ? (
      <NotFoundPage reason="Product not found." action={allFabrics} />
    ) : (
      <ProblemState
        title="This product could not be loaded"
        message="Failed to fetch product details."
        action={allFabrics}
      />
    );
  }
  if (isPending) return <Loading />;

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
            {unitSuffix(fabric.unit)}
          </p>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-muted">Stock</dt>
            <dd className="text-ink">{formatQuantity(fabric.stock, fabric.unit)}</dd>
            <dt className="font-semibold text-muted">Sold by</dt>
            <dd className="text-ink">
              {fabric.minCut !== null && fabric.step !== null
                ? `The metre, from ${formatMetres(fabric.minCut)} m in steps of ${formatMetres(fabric.step)} m`
                : 'The piece'}
            </dd>
            <dt className="font-semibold text-muted">Swatch</dt>
            <dd className="text-ink">{fabric.swatchOffered ? formatPrice(fabric.swatchPrice) : 'Not offered'}</dd>
            {fabric.unit === 'per_metre' ? (
              <>
                <dt className="font-semibold text-muted">Pattern repeat</dt>
                <dd className="text-ink">
                  {fabric.patternRepeatCm === null ? 'Not stated' : `${fabric.patternRepeatCm} cm`}
                </dd>
                <dt className="font-semibold text-muted">Shrinkage</dt>
                <dd className="text-ink">
                  {fabric.shrinkagePercent === null ? 'Not stated' : `${fabric.shrinkagePercent}%`}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">Listed on</dt>
            <dd className="text-ink">{formatInIndia(fabric.createdAt, 'day')}</dd>
          </dl>
          <p className="mt-6 whitespace-pre-line leading-relaxed text-muted">
            {fabric.description || 'No description yet.'}
          </p>
          {fabric.unit === 'per_metre' ? <FabricRollsList fabric={fabric} /> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={`/vendor/product/edit/${fabric._id}`}>Update</ButtonLink>
            <Button variant="danger" onClick={confirmAndDeleteFabric} disabled={deleteFabric.isPending}>
              {deleteFabric.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
