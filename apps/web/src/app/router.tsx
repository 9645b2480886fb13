import type { LoaderFunction, RouteObject } from 'react-router';
import { partsLoadingWithPage } from '../components/deferred-part';
import { NotFoundPage } from '../components/not-found-page';
import { Loading } from '../components/page-state';
import { RequireRole } from '../components/require-role';
import { speaking } from '../i18n/loaded-namespace';
import { adminRoutes, vendorRoutes } from './console-routes';
import { Layout } from './layout';
import { RouteError } from './route-error';

/**
 * What the server does for a public page before rendering it: loads its data into the query cache
 * (from the API's own services) and throws a 404 response for a fabric that does not exist.
 * The browser has none: its screens read the cache the server sent, or fetch as they always did.
 */
export interface ServerPageLoaders {
  home: LoaderFunction;
  products: LoaderFunction;
  product: LoaderFunction;
}

/** Marks the routes the server renders; every other screen stays client-rendered behind its guard. */
export interface StorefrontRouteHandle {
  serverRendered: true;
  /** The HTTP status of the page when it renders without an error. */
  status?: number;
}

const serverRendered: StorefrontRouteHandle = { serverRendered: true };

/**
 * The paths of the pages the server renders, as patterns ('/product/:id'): the API serves these.
 * The not-found page (`*`) is left out: the API renders it for whatever path nothing else answers.
 */
export function serverRenderedPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const handle = route.handle as StorefrontRouteHandle | undefined;
    const own = handle?.serverRendered && route.path !== '*' ? [path || '/'] : [];
    return [...own, ...serverRenderedPaths(route.children ?? [], path)];
  });
}

/**
 * The storefront's one route table, for the browser's router and the server's static handler alike.
 * Every screen loads on demand, the home page too (a page hydrates once its screen's code is in,
 * main.tsx), so the entry carries no screen: vendor code stays out of the shopper's first paint, and
 * the home page out of a product page's. Signed-in screens sit under the one guard, RequireRole:
 * shopper screens, vendor screens, and the few any signed-in user may open.
 */
export const createRoutes = (loaders?: ServerPageLoaders): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: serverRendered,
            loader: loaders?.home,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: 'products',
            handle: serverRendered,
            loader: loaders?.products,
            lazy: async () => ({ Component: (await import('../features/catalog/fabrics-page')).FabricsPage }),
          },
          {
            path: 'product/:id',
            handle: serverRendered,
            loader: loaders?.product,
            // A page whose parts load with it (a signed-in visitor's) hydrates once they have.
            lazy: async () => {
              const { FabricPage } = await import('../features/catalog/fabric-page');
              await partsLoadingWithPage();
              return { Component: FabricPage };
            },
          },
          speaking(
            ['account'],
            [
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
                }),
              },
            ],
          ),
          speaking(
            ['account', 'checkout'],
            [
              {
                path: 'register',
                lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
              },
            ],
          ),
          speaking(
            ['help'],
            [
              {
                path: 'about',
                handle: serverRendered,
                lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
              },
              {
                path: 'shipping',
                handle: serverRendered,
                lazy: async () => ({ Component: (await import('../features/help/shipping-page')).ShippingPage }),
              },
              {
                path: 'returns',
                handle: serverRendered,
                lazy: async () => ({
                  Component: (await import('../features/help/returns-policy-page')).ReturnsPolicyPage,
                }),
              },
              {
                path: 'contact',
                handle: serverRendered,
                lazy: async () => ({ Component: (await import('../features/help/contact-page')).ContactPage }),
              },
              {
                path: 'sell',
                handle: serverRendered,
                lazy: async () => ({ Component: (await import('../features/help/sell-with-us-page')).SellWithUsPage }),
              },
            ],
          ),
          {
            element: <RequireRole allow="customer" />,
            children: [
              {
                path: 'wishlist',
                lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }),
              },
              speaking(
                ['orders'],
                [
                  {
                    path: 'cart',
                    lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }),
                  },
                ],
              ),
              speaking(
                ['orders', 'checkout'],
                [
                  {
                    path: 'checkout',
                    lazy: async () => ({
                      Component: (await import('../features/checkout/checkout-page')).CheckoutPage,
                    }),
                  },
                  {
                    path: 'orders',
                    lazy: async () => ({
                      Component: (await import('../features/orders/my-orders-page')).MyOrdersPage,
                    }),
                  },
                  {
                    path: 'orders/:orderId',
                    lazy: async () => ({ Component: (await import('../features/orders/order-page')).OrderPage }),
                  },
                ],
              ),
              speaking(
                ['account', 'checkout'],
                [
                  {
                    path: 'addresses',
                    lazy: async () => ({
                      Component: (await import('../features/addresses/saved-addresses-page')).SavedAddressesPage,
                    }),
                  },
                ],
              ),
            ],
          },
          {
            element: <RequireRole />,
            children: [
              speaking(
                ['orders', 'checkout'],
                [
                  {
                    path: 'order-confirmation/:orderId',
                    lazy: async () => ({
                      Component: (await import('../features/orders/order-confirmation-page')).OrderConfirmationPage,
                    }),
                  },
                ],
              ),
            ],
          },
          {
            // The spec sends a visitor from the profile home, not to /login.
            element: <RequireRole visitor={{ to: '/', message: 'guard.logInFirst' }} />,
            children: [
              speaking(
                ['account', 'checkout'],
                [
                  {
                    path: 'profile',
                    lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
                  },
                ],
              ),
            ],
          },
          vendorRoutes,
          adminRoutes,
          { path: '*', element: <NotFoundPage />, handle: { serverRendered: true, status: 404 } },
        ],
      },
    ],
  },
];
