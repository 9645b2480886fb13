import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../components/require-role';
import { speaking } from '../i18n/loaded-namespace';

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

/** The vendor's screens, under /vendor, for a signed-in vendor only. */
export const vendorRoutes: RouteObject = {
  path: 'vendor',
  element: <RequireRole allow="vendor" />,
  children: [
    speaking(
      ['vendor', 'orders', 'checkout'],
      [
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
    ),
  ],
};

/** The operator's console, under /admin, for the operator only. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole allow="admin" />,
  children: [
    speaking(
      ['admin', 'vendor', 'orders', 'checkout'],
      [
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
    ),
  ],
};
