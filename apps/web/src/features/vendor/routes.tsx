import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';

/** Wraps a lazily loaded screen in the app's vendor guard (visitor → /login, customer → /) and names its tab. */
function vendorOnly(Screen: ComponentType, title: string): ComponentType {
  return function VendorOnlyScreen() {
    return (
      <RequireRole allow="vendor">
        <title>{`${title} · Fabric-Store`}</title>
        <Screen />
      </RequireRole>
    );
  };
}

/**
 * The vendor pages, spread by the app's router inside its layout route. Each screen loads lazily,
 * so vendor code stays out of the shopper's first-paint bundle.
 */
export const vendorRoutes: RouteObject[] = [
  {
    path: '/vendor',
    lazy: async () => ({
      Component: vendorOnly((await import('./vendor-dashboard')).VendorDashboard, 'Vendor Dashboard'),
    }),
  },
  {
    path: '/vendor/products',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-products')).VendorProducts, 'Your Products') }),
  },
  {
    path: '/vendor/add-product',
    lazy: async () => ({
      Component: vendorOnly((await import('./vendor-add-product')).VendorAddProduct, 'Add Product'),
    }),
  },
  {
    path: '/vendor/orders',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-orders')).VendorOrders, 'Your Orders') }),
  },
  {
    path: '/vendor/fabric/:productId',
    lazy: async () => ({
      Component: vendorOnly((await import('./vendor-product-detail')).VendorProductDetail, 'Product Details'),
    }),
  },
  {
    path: '/vendor/product/edit/:productId',
    lazy: async () => ({
      Component: vendorOnly((await import('./vendor-edit-product')).VendorEditProduct, 'Edit Product'),
    }),
  },
];
