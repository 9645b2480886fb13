import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunction, RouteObject } from 'react-router';
import { partsLoadingWithPage } from '../components/deferred-part';
import { NotFoundPage } from '../components/not-found-page';
import { Loading } from '../components/page-state';
import { RequireRole } from '../components/require-role';
import { HomePage } from '../features/home/home-page';
import { LoadedNamespace } from '../i18n/loaded-namespace';
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

/** Names the tab of a vendor screen; the shopper's screens name their own. */
function withTabTitle(Screen: ComponentType, title: ParseKeys<'common'>): ComponentType {
  return function TitledScreen() {
    const { t } = useTranslation();
    return (
      <>
        <title>{t('tabTitle.page', { title: t(title) })}</title>
        <Screen />
      </>
    );
  };
}

/**
 * The storefront's one route table, for the browser's router and the server's static handler alike.
 * Home is the first paint and ships in the entry chunk; every other screen loads on demand, so vendor
 * code stays out of the shopper's first paint. Signed-in screens sit under the one guard, RequireRole:
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
          { index: true, element: <HomePage />, handle: serverRendered, loader: loaders?.home },
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
          { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
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
              {
                path: 'orders',
                lazy: async () => ({ Component: (await import('../features/orders/my-orders-page')).MyOrdersPage }),
              },
              {
                path: 'orders/:orderId',
                lazy: async () => ({ Component: (await import('../features/orders/order-page')).OrderPage }),
              },
              {
                path: 'wishlist',
                lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }),
              },
              {
                path: 'addresses',
                lazy: async () => ({
                  Component: (await import('../features/addresses/saved-addresses-page')).SavedAddressesPage,
                }),
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
          {
            // The spec sends a visitor from the profile home, not to /login.
            element: <RequireRole visitor={{ to: '/', message: 'guard.logInFirst' }} />,
            children: [
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
              },
            ],
          },
          {
            path: 'vendor',
            element: <RequireRole allow="vendor" />,
            children: [
              {
                element: <LoadedNamespace namespaces={['vendor']} />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-dashboard')).VendorDashboard,
                        'tabTitle.vendorDashboard',
                      ),
                    }),
                  },
                  {
                    path: 'products',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-fabrics')).VendorFabrics,
                        'tabTitle.vendorProducts',
                      ),
                    }),
                  },
                  {
                    path: 'add-product',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-add-fabric')).VendorAddFabric,
                        'tabTitle.addProduct',
                      ),
                    }),
                  },
                  {
                    path: 'orders',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-orders')).VendorOrders,
                        'tabTitle.vendorOrders',
                      ),
                    }),
                  },
                  {
                    path: 'orders/:orderId/packing-slip',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/packing-slip-page')).PackingSlipPage,
                        'tabTitle.packingSlip',
                      ),
                    }),
                  },
                  {
                    path: 'payments',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor-payments/vendor-payments-page')).VendorPaymentsPage,
                        'tabTitle.payments',
                      ),
                    }),
                  },
                  {
                    path: 'coupons',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/coupons/vendor-coupons-page')).VendorCouponsPage,
                        'tabTitle.coupons',
                      ),
                    }),
                  },
                  {
                    path: 'profile',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor-profile/vendor-profile-page')).VendorProfilePage,
                        'tabTitle.taxProfile',
                      ),
                    }),
                  },
                  {
                    path: 'fabric/:fabricId',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-fabric-detail')).VendorFabricDetail,
                        'tabTitle.productDetails',
                      ),
                    }),
                  },
                  {
                    path: 'product/edit/:fabricId',
                    lazy: async () => ({
                      Component: withTabTitle(
                        (await import('../features/vendor/vendor-edit-fabric')).VendorEditFabric,
                        'tabTitle.editProduct',
                      ),
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: 'admin',
            element: <RequireRole allow="admin" />,
            children: [
              {
                element: <LoadedNamespace namespaces={['admin', 'vendor']} />,
                children: [
                  {
                    lazy: async () => ({ Component: (await import('../features/admin/console-layout')).ConsoleLayout }),
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../features/admin/overview-page')).OverviewPage,
                        }),
                      },
                      {
                        path: 'vendors',
                        lazy: async () => ({ Component: (await import('../features/admin/vendors-page')).VendorsPage }),
                      },
                      {
                        path: 'vendors/:vendorId',
                        lazy: async () => ({ Component: (await import('../features/admin/vendor-page')).VendorPage }),
                      },
                      {
                        path: 'fabrics',
                        lazy: async () => ({ Component: (await import('../features/admin/fabrics-page')).FabricsPage }),
                      },
                      {
                        path: 'orders',
                        lazy: async () => ({ Component: (await import('../features/admin/orders-page')).OrdersPage }),
                      },
                      {
                        path: 'orders/:orderId',
                        lazy: async () => ({
                          Component: (await import('../features/admin/order-detail-page')).OrderDetailPage,
                        }),
                      },
                      {
                        path: 'payments',
                        lazy: async () => ({
                          Component: (await import('../features/admin/payments-page')).PaymentsPage,
                        }),
                      },
                      {
                        path: 'returns',
                        lazy: async () => ({ Component: (await import('../features/admin/returns-page')).ReturnsPage }),
                      },
                      {
                        path: 'people',
                        lazy: async () => ({ Component: (await import('../features/admin/people-page')).PeoplePage }),
                      },
                      {
                        path: 'settings',
                        lazy: async () => ({
                          Component: (await import('../features/admin/settings-page')).SettingsPage,
                        }),
                      },
                      {
                        path: 'commission',
                        lazy: async () => ({
                          Component: (await import('../features/admin/commission-page')).CommissionPage,
                        }),
                      },
                      {
                        path: 'balances',
                        lazy: async () => ({
                          Component: (await import('../features/admin/balances-page')).BalancesPage,
                        }),
                      },
                      {
                        path: 'tax',
                        lazy: async () => ({ Component: (await import('../features/admin/tax-page')).TaxPage }),
                      },
                      {
                        path: 'coupons',
                        lazy: async () => ({
                          Component: (await import('../features/coupons/admin-coupons-page')).AdminCouponsPage,
                        }),
                      },
                      {
                        path: 'reviews',
                        lazy: async () => ({ Component: (await import('../features/admin/reviews-page')).ReviewsPage }),
                      },
                      {
                        path: 'audit',
                        lazy: async () => ({ Component: (await import('../features/admin/audit-page')).AuditPage }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: { serverRendered: true, status: 404 } },
        ],
      },
    ],
  },
];
