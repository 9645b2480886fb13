import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FabricImage } from '../../components/fabric-image';
import { ErrorMessage, Loading } from '../../components/page-state';
import { Price } from '../../components/price';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { AddToCartButton } from './add-to-cart-button';
import { useFabric } from './api';
import { QuantityStepper } from './quantity-stepper';

function ProductNotFound() {
  return (
    <div className="py-16 text-center">
      <ErrorMessage>Product not found.</ErrorMessage>
      <Link to="/products" className="font-semibold text-clay-700 underline hover:text-clay-600">
        Browse all fabrics
      </Link>
    </div>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: fabric, error, isPending } = useFabric(id);
  const [quantity, setQuantity] = useState(1);

  if (isPending) return <Loading />;
  if (error) {
    // A malformed id is refused with 400 before any lookup; for the shopper it is equally not found.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <ProductNotFound />;
    return <ErrorMessage>{errorMessage(error, 'Failed to fetch product details.')}</ErrorMessage>;
  }

  const outOfStock = fabric.stock <= 0;
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <title>{`${fabric.name} · Fabric-Store`}</title>
      <div className="overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm">
        <FabricImage src={fabric.image} alt={fabric.name} eager />
      </div>
      <div className="flex flex-col gap-5">
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <Link to="/products" className="hover:text-clay-700 hover:underline">
            Products
          </Link>
          <span aria-hidden="true"> / </span>
          <span className="capitalize">{fabric.category}</span>
        </nav>
        <h1 className="text-4xl leading-tight font-semibold">{fabric.name}</h1>
        <Price amount={fabric.price} className="text-2xl font-semibold text-clay-700" />
        <p className="leading-relaxed text-muted">{fabric.description}</p>
        <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-sand/60 p-4 text-sm">
          <div>
            <dt className="text-muted">Sold by</dt>
            <dd className="font-semibold">{fabric.vendor.name}</dd>
          </div>
          <div>
            <dt className="text-muted">In stock</dt>
            <dd className="font-semibold">{outOfStock ? 'Out of stock' : fabric.stock}</dd>
          </div>
        </dl>
        {user?.role === 'vendor' ? (
          <p className="text-sm text-muted">Vendor accounts cannot buy; sign in as a shopper to order this fabric.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <QuantityStepper
              label="Quantity"
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={Math.max(fabric.stock, 1)}
            />
            <AddToCartButton fabric={fabric} quantity={quantity} />
          </div>
        )}
      </div>
    </article>
  );
}
