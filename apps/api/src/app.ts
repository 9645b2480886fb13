import type { StorefrontRenderer } from '@fabric-store/shared/server-render';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerJobs } from './jobs';
import { registerSavedAddressRoutes } from './modules/addresses/routes';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerPasswordRoutes } from './modules/auth/password-routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { createTokenService, resolveTokenSecret } from './modules/auth/tokens';
import { registerCartRoutes } from './modules/cart/routes';
import { registerCategoryAdminRoutes } from './modules/categories/admin-routes';
import { registerCategoryRoutes } from './modules/categories/routes';
import { registerCheckoutRoutes } from './modules/checkout/routes';
import { registerCommissionAdminRoutes } from './modules/commission/admin-routes';
import { registerCouponAdminRoutes } from './modules/coupons/admin-routes';
import { registerCouponVendorRoutes } from './modules/coupons/vendor-routes';
import { registerDashboardVendorRoutes } from './modules/dashboard/vendor-routes';
import { registerFabricImageRoutes } from './modules/fabric-images/routes';
import { FabricPhotos } from './modules/fabric-images/service';
import { createVariantStore, type S3Settings } from './modules/fabric-images/variant-store';
import { registerFabricAdminRoutes } from './modules/fabrics/admin-routes';
import { createCatalogCaches, shareCatalogChanges } from './modules/fabrics/catalog-changes';
import { openCatalog } from './modules/fabrics/open-catalog';
import { registerFabricRoutes } from './modules/fabrics/routes';
import { SaleBoundaries } from './modules/fabrics/sale-price';
import { registerFabricVendorRoutes } from './modules/fabrics/vendor-routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerInvoiceRoutes } from './modules/invoices/routes';
import { registerLedgerAdminRoutes } from './modules/ledger/admin-routes';
import { registerLedgerVendorRoutes } from './modules/ledger/vendor-routes';
import { registerMailer } from './modules/mail/http';
import type { MailSettledAtSendTime } from './modules/mail/sender';
import type { MailSettings } from './modules/mail/transport';
import { registerNewsletterRoutes } from './modules/newsletter/routes';
import { registerOrderAdminRoutes } from './modules/orders/admin-routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerOrderVendorRoutes } from './modules/orders/vendor-routes';
import { createPageServer, loadStorefrontRenderer } from './modules/pages/page-server';
import { registerPageRoutes } from './modules/pages/routes';
import { createStorefrontData } from './modules/pages/storefront-data';
import { registerPaymentAdminRoutes } from './modules/payments/admin-routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerReturnAdminRoutes } from './modules/returns/admin-routes';
import { registerReturnPhotoRoutes } from './modules/returns/return-photo-routes';
import { registerReturnRoutes } from './modules/returns/routes';
import { registerReturnVendorRoutes } from './modules/returns/vendor-routes';
import { registerReviewAdminRoutes } from './modules/reviews/admin-routes';
import { reviewInviteAtSendTime } from './modules/reviews/review-invite';
import { registerReviewRoutes } from './modules/reviews/routes';
import { registerSettingsAdminRoutes } from './modules/settings/admin-routes';
import { registerSwatchRoutes } from './modules/swatches/routes';
import { registerUserAdminRoutes } from './modules/users/admin-routes';
import { registerUserRoutes } from './modules/users/routes';
import { registerVendorAdminRoutes } from './modules/vendors/admin-routes';
import { registerVendorProfileRoutes, registerVendorStandingRoutes } from './modules/vendors/vendor-routes';
import { registerWishlistRoutes } from './modules/wishlist/routes';
import { saleNewsAtSendTime } from './modules/wishlist/saved-fabric-news';
import { registerAuth } from './plugins/auth';
import { registerClosingConnections } from './plugins/closing-connections';
import { type ReadyAnswer, registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerReadYourWrites } from './plugins/read-your-writes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerZodValidation } from './plugins/validation';
import { registerWebApp, sendAppShell } from './plugins/web';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The mails whose facts may change before they go, each settled by the module that writes it. */
const MAIL_SETTLED_AT_SEND_TIME: MailSettledAtSendTime = {
  review_invite: reviewInviteAtSendTime,
  saved_fabric_news: saleNewsAtSendTime,
};

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves; the authorization matrix test checks it has a row for each. */
    registeredRoutes: RegisteredRoute[];
  }
}

export type AppOptions = Pick<
  AppConfig,
  | 'jwtSecret'
  | 'tokenTtlSeconds'
  | 'authRateLimit'
  | 'checkoutRateLimit'
  | 'corsOrigins'
  | 'trustProxy'
  | 'webDist'
  | 'catalogCacheMs'
  | 'publicUrl'
  | 'port'
> & {
  logLevel?: string;
  /** Where logs go (standard output by default); tests read them to prove what is never logged. */
  logStream?: { write: (line: string) => void };
  /** The S3-compatible store of photo variants (`S3_*`); unset, the database keeps them. */
  s3?: S3Settings | undefined;
  /** Renders the public pages; by default the web app's built server entry, when there is one. */
  storefrontRenderer?: StorefrontRenderer;
  /** How mails go out (`SMTP_URL`, `MAIL_FROM`); unset, as .eml files in a temporary folder. */
  mail?: MailSettings;
};

/** Builds the whole app on an open, migrated database: plugins first, then every module's routes. */
export async function buildApp(database: DatabaseHandle, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // A request sent before a shutdown began is answered, even when a busy process reads its headers only
    // after it: the port stops taking connections and idle ones close, and the grace period bounds the rest.
    return503OnClosing: false,
    trustProxy: options.trustProxy,
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream && { stream: options.logStream }),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
  });

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  registerClosingConnections(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cors, { origin: options.corsOrigins.length > 0 ? options.corsOrigins : false });
  registerJsonBodyParser(app);
  registerZodValidation(app);
  registerErrorHandling(app);
  await registerOpenApi(app);

  const { db, readDb } = database;
  const tokenSecret = await resolveTokenSecret(db, options.jwtSecret);
  const tokens = createTokenService(tokenSecret, options.tokenTtlSeconds);
  if (database.replicas) registerReadYourWrites(app, db, tokenSecret);
  registerAuth(app, db, tokens);
  registerMailer(app, db, options.mail, options.publicUrl, options.port, MAIL_SETTLED_AT_SEND_TIME);

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, db, tokens, options.authRateLimit);
  registerPasswordRoutes(app, db, tokens, options.authRateLimit);
  registerNewsletterRoutes(app, db, options.authRateLimit);
  // Every catalog write (the vendor's fabric flows, FabricPhotos, the operator's fabric routes, the sale
  // sweep) calls `catalogChanged` once it has committed.
  const caches = createCatalogCaches<ReadyAnswer>(
    options.catalogCacheMs,
    new SaleBoundaries(db, options.catalogCacheMs),
  );
  const { catalogCache, pageCache, variantCache } = caches;
  const catalogChanged = await shareCatalogChanges(caches.catalogChanged, database);
  const variantStore = createVariantStore(db, options.s3);
  // The shopper's and the public's routes, each domain's `routes.ts`.
  registerUserRoutes(app, db, catalogChanged);
  // The public reads take `readDb`: a replica that has the caller's own writes, when there are replicas.
  registerFabricRoutes(app, readDb, catalogCache);
  registerCartRoutes(app, db, options.authRateLimit);
  registerCheckoutRoutes(app, db, options.checkoutRateLimit, options.authRateLimit);
  registerOrderRoutes(app, db);
  registerInvoiceRoutes(app, db);
  registerCategoryRoutes(app, readDb);
  registerPaymentRoutes(app, db);
  registerReturnRoutes(app, db);
  await registerReturnPhotoRoutes(app, db, variantStore);
  registerSwatchRoutes(app);
  registerWishlistRoutes(app, db);
  registerReviewRoutes(app, db, catalogChanged);
  registerSavedAddressRoutes(app, db);
  // The vendor's, each domain's `vendor-routes.ts`.
  registerFabricVendorRoutes(app, db, catalogChanged);
  await registerFabricImageRoutes(app, new FabricPhotos(db, variantStore, catalogChanged), variantStore, variantCache);
  registerOrderVendorRoutes(app, db);
  registerReturnVendorRoutes(app, db);
  registerLedgerVendorRoutes(app, db);
  registerCouponVendorRoutes(app, db);
  registerDashboardVendorRoutes(app, db);
  registerVendorStandingRoutes(app, db);
  registerVendorProfileRoutes(app, db, catalogChanged);
  // The operator's, each domain's `admin-routes.ts`; the console's own reads in modules/admin/.
  registerAdminRoutes(app, db);
  registerSettingsAdminRoutes(app, db);
  registerVendorAdminRoutes(app, db, catalogChanged);
  registerUserAdminRoutes(app, db);
  registerFabricAdminRoutes(app, db, catalogChanged);
  registerOrderAdminRoutes(app, db);
  registerPaymentAdminRoutes(app, db);
  registerReturnAdminRoutes(app, db);
  registerReviewAdminRoutes(app, db, catalogChanged);
  registerCouponAdminRoutes(app, db);
  registerCategoryAdminRoutes(app, db);
  registerCommissionAdminRoutes(app, db);
  registerLedgerAdminRoutes(app, db);

  const renderer = options.storefrontRenderer ?? (await loadStorefrontRenderer(options.webDist));
  const pages =
    renderer &&
    createPageServer(renderer, createStorefrontData(openCatalog(readDb), readDb), pageCache, {
      publicUrl: options.publicUrl,
      sendShell: sendAppShell,
    });
  registerPageRoutes(app, readDb, { publicUrl: options.publicUrl, pages });
  registerJobs(app, { db, catalogChanged, variantStore });
  await registerWebApp(app, options.webDist, pages?.serve);
  return app;
}
