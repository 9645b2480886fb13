import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { Loading } from '../components/page-state';
import { RequireRole } from '../components/require-role';
import { HomePage } from '../features/home/home-page';
import { vendorRoutes } from '../features/vendor/routes';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** Home is the first paint and ships in the entry chunk; every other screen loads on demand. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'products',
            lazy: async () => ({ Component: (await import('../features/catalog/products-page')).ProductsPage }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await import('../features/catalog/product-page')).ProductPage }),
          },
          { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
          },
          {
            element: <RequireRole allow="customer" />,
            children: [
              {
                path: 'cart',
                lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }),
              },
              {
                path: 'checkout',
                lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }),
              },
            ],
          },
          {
            element: <RequireRole />,
            children: [
              {
                path: 'order-confirmation/:orderId',
                lazy: async () => ({
                  Component: (await import('../features/orders/order-confirmation-page')).OrderConfirmationPage,
                }),
              },
            ],
          },
          ...vendorRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
