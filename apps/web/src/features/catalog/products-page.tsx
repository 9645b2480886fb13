import { FabricCard } from '../../components/fabric-card';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { useFabrics } from './api';

export function ProductsPage() {
  const { data, error, isPending } = useFabrics();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <title>All Products · Fabric-Store</title>
      <PageTitle eyebrow="The collection">All Products</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>Error: {errorMessage(error, 'Failed to fetch products.')}</ErrorMessage>
      ) : data.length === 0 ? (
        <p className="py-16 text-center text-muted">No fabrics available</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.map((fabric, position) => (
            <li key={fabric._id}>
              <FabricCard fabric={fabric} eager={position < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
