import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';

/** Wraps a lazily loaded screen in the app's vendor guard (visitor → /login, customer → /). */
function vendorOnly(Screen: ComponentType): ComponentType {
  return function VendorOnlyScreen() {
    return (
      <RequireRole allow="vendor">
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
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-dashboard')).VendorDashboard) }),
  },
  {
    path: '/vendor/products',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-products')).VendorProducts) }),
  },
  {
    path: '/vendor/add-product',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-add-product')).VendorAddProduct) }),
  },
  {
    path: '/vendor/orders',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-orders')).VendorOrders) }),
  },
  {
    path: '/vendor/fabric/:productId',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-product-detail')).VendorProductDetail) }),
  },
  {
    path: '/vendor/product/edit/:productId',
    lazy: async () => ({ Component: vendorOnly((await import('./vendor-edit-product')).VendorEditProduct) }),
  },
];
