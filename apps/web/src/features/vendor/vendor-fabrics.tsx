import { formatQuantity } from '@fabric-store/shared/lengths';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { FabricCardName } from '../../components/fabric-card';
import { FabricImage } from '../../components/fabric-image';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { SalePrice } from '../../components/sale-price';
import { useVendorFabrics } from './api';

/** 'Your Products': the signed-in vendor's own fabrics, each linking to its vendor detail. */
export function VendorFabrics() {
  const { data: fabrics, isPending, isError } = useVendorFabrics();

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle eyebrow="Vendor">Your Products</PageTitle>
        {fabrics && fabrics.length > 0 ? (
          <ButtonLink to="/vendor/add-product" className="mb-8">
            Add Product
          </ButtonLink>
        ) : null}
      </div>

      {isPending ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage>Failed to fetch products.</ErrorMessage>
      ) : fabrics.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">You have not listed any fabrics yet.</p>
          <p className="mt-2 text-muted">Add your first fabric and shoppers will find it in the store.</p>
          <ButtonLink to="/vendor/add-product" size="lg" className="mt-6">
            Add Product
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
                      Hidden by Fabric-Store: {fabric.hiddenReason}
                    </p>
                  ) : null}
                  <SalePrice
                    price={fabric.price}
                    compareAtPrice={fabric.compareAtPrice}
                    className="mt-auto block pt-2 font-semibold text-ink"
                  />
                  <p className="flex items-center justify-between gap-2 text-sm text-muted">
                    <span>
                      {fabric.stock > 0 ? `Stock: ${formatQuantity(fabric.stock, fabric.unit)}` : 'Out of stock'}
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
