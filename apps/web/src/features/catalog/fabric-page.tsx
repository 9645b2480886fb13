import type { Fabric, ReviewList } from '@fabric-store/shared';
import { formatMetres, nearestCut } from '@fabric-store/shared/lengths';
import { useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { deferredPart } from '../../components/deferred-part';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHead } from '../../components/page-head';
import { Loading, ProblemState } from '../../components/page-state';
import { ReturnPolicy } from '../../components/return-policy';
import { SalePrice } from '../../components/sale-price';
import { StarRating } from '../../components/star-rating';
import { useCategoryName, useFabricWords } from '../../i18n/fabric-text';
import { ApiError, errorMessage } from '../../lib/api-client';
import { scriptJson } from '../../lib/script-json';
import { useSiteOrigin } from '../../lib/site-origin';
import { MAIN_IMAGE_SIZES, PhotoGallery } from '../fabric-photos/photo-gallery';
import { useReviews } from '../reviews/api';
import { SaveHeart } from '../wishlist/save-heart';
import { AddSwatchButton } from './add-swatch-button';
import { AddToCartButton } from './add-to-cart-button';
import { useFabric } from './api';
import { LengthStepper } from './length-stepper';
import { QuantityStepper } from './quantity-stepper';
import { SpecificationTable } from './specification-table';

// Below the buy box, or reached for after the price and the length: each loads as the visitor nears
// it, the calculator and the reviews with their words (the remnants' few are on the page's).
const FabricNeedsCalculator = deferredPart(
  async () => (await import('./fabric-needs-calculator')).FabricNeedsCalculator,
  ['calculator'],
);
const RemnantOffers = deferredPart(async () => (await import('./remnant-offers')).RemnantOffers);
const FabricReviews = deferredPart(async () => (await import('../reviews/fabric-reviews')).FabricReviews, ['reviews']);

function FabricNotFound() {
  const { t } = useTranslation('shop');
  return <NotFoundPage reason={t('product.notFound')} action={{ to: '/products', label: t('product.browseAll') }} />;
}

/** Search engines and link previews take a short summary; the page shows the whole description. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).trimEnd()}…`;
}

/** schema.org's rating of the fabric and its latest reviews, when buyers have reviewed it. */
function reviewStructuredData(fabric: Fabric, reviews: ReviewList | undefined) {
  if (fabric.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: fabric.rating.average.toFixed(1),
      reviewCount: fabric.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: (reviews?.reviews ?? []).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author.name },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** schema.org data for search results: the fabric as a Product with its Offer, and where it sits in the store. */
function fabricStructuredData(
  fabric: Fabric,
  origin: string,
  pageUrl: string,
  imageUrl: string,
  reviews: ReviewList | undefined,
) {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: fabric.name,
    description: fabric.description,
    image: [imageUrl],
    sku: fabric._id,
    category: fabric.category,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: fabric.price.toFixed(2),
      priceCurrency: 'INR',
      availability: fabric.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: fabric.vendor.name },
    },
    ...reviewStructuredData(fabric, reviews),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${origin}/products` },
      ...(fabric.category
        ? [
            {
              '@type': 'ListItem',
              position: 3,
              name: fabric.category,
              item: `${origin}/products?category=${encodeURIComponent(fabric.category)}`,
            },
          ]
        : []),
      { '@type': 'ListItem', position: fabric.category ? 4 : 3, name: fabric.name, item: pageUrl },
    ],
  };
  return { product, breadcrumbs };
}

function FabricHead({ fabric }: { fabric: Fabric }) {
  const origin = useSiteOrigin();
  const path = `/product/${fabric._id}`;
  const pageUrl = `${origin}${path}`;
  const imageUrl = /^https?:\/\//.test(fabric.image) ? fabric.image : `${origin}${fabric.image}`;
  const { t } = useTranslation('shop');
  const words = useFabricWords()(fabric);
  const title = t('product.pageTitle', { name: words.name });
  const description = summary(words.description);
  const { data: reviews } = useReviews(fabric._id, 'newest', 1);
  const { product, breadcrumbs } = fabricStructuredData(fabric, origin, pageUrl, imageUrl, reviews);
  const cover = fabric.images[0];
  // The cover is the page's largest paint: its AVIF is fetched with the HTML's first bytes.
  if (cover)
    preload(cover.url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: cover.avifSrcset,
      imageSizes: MAIN_IMAGE_SIZES,
      fetchPriority: 'high',
    });
  return (
    <>
      <PageHead title={title} description={description} path={path}>
        <meta property="og:type" content="product" />
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:alt" content={words.name} />
        <meta property="product:price:amount" content={fabric.price.toFixed(2)} />
        <meta property="product:price:currency" content="INR" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
      </PageHead>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, with < escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(product) }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, with < escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbs) }} />
    </>
  );
}

export function FabricPage() {
  const { t } = useTranslation('shop');
  const fabricWords = useFabricWords();
  const categoryName = useCategoryName();
  const { id = '' } = useParams();
  const { data: fabric, error, isPending } = useFabric(id);

  if (isPending) return <Loading />;
  // A background refetch that fails keeps the fabric on screen, and with it the length the shopper chose:
  // only a first load that fails shows the problem.
  if (!fabric) {
    // A malformed id is refused with 400 before any lookup; for the shopper it is equally not found.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <FabricNotFound />;
    return (
      <ProblemState
        title={t('product.loadFailedTitle')}
        message={errorMessage(error, t('product.loadFailed'))}
        action={{ to: '/products', label: t('product.browseAll') }}
      />
    );
  }

  const outOfStock = fabric.stock <= 0;
  const words = fabricWords(fabric);
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <FabricHead fabric={fabric} />
      {/* As tall as its photos: stretched to the row, it was an empty block beside the specification. */}
      <div
        data-testid="photo-panel"
        className="self-start overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm"
      >
        <PhotoGallery fabric={fabric} />
      </div>
      <div className="flex flex-col gap-5">
        <nav aria-label={t('product.breadcrumb')} className="text-sm text-muted">
          <Link to="/products" className="hover:text-clay-700 hover:underline">
            {t('product.products')}
          </Link>
          <span aria-hidden="true"> / </span>
          <span className="capitalize">{categoryName(fabric.category)}</span>
        </nav>
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-4xl leading-tight font-semibold">{words.name}</h1>
          <SaveHeart fabric={fabric} size="lg" />
        </div>
        {fabric.rating.count > 0 ? (
          <a href="#reviews" className="self-start hover:underline">
            <StarRating average={fabric.rating.average} count={fabric.rating.count} />
          </a>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-1 text-2xl font-semibold text-clay-700">
          <SalePrice price={fabric.price} compareAtPrice={fabric.compareAtPrice} />
          <span className="text-lg">{t(fabric.unit === 'per_metre' ? 'product.perMetre' : 'product.perPiece')}</span>
        </p>
        <p className="leading-relaxed text-muted">{words.description}</p>
        <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-sand/60 p-4 text-sm">
          <div>
            <dt className="text-muted">{t('product.soldBy')}</dt>
            <dd className="font-semibold">{fabric.vendor.name}</dd>
            {fabric.shipsWithinState ? (
              <dd className="text-muted" data-testid="ships-within">
                {t('product.shipsWithin', { state: fabric.shipsWithinState })}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-muted">
              {t(fabric.unit === 'per_metre' ? 'product.metresInStock' : 'product.piecesInStock')}
            </dt>
            <dd className="font-semibold">{outOfStock ? t('product.outOfStock') : formatMetres(fabric.stock)}</dd>
          </div>
          {fabric.longestPiece !== null && fabric.longestPiece < fabric.stock ? (
            <div>
              <dt className="text-muted">{t('product.longestPiece')}</dt>
              <dd className="font-semibold">{t('product.metres', { metres: formatMetres(fabric.longestPiece) })}</dd>
            </div>
          ) : null}
          {fabric.minCut !== null && fabric.step !== null ? (
            <div className="col-span-2">
              <dt className="text-muted">{t('product.cutToOrder')}</dt>
              <dd className="font-semibold">
                {t('product.cutRule', { minCut: formatMetres(fabric.minCut), step: formatMetres(fabric.step) })}
              </dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="text-muted">{t('product.returns')}</dt>
            <dd className="flex flex-col">
              <ReturnPolicy line={{ kind: 'length', unit: fabric.unit }} className="text-sm text-ink" />
              {fabric.swatchOffered ? (
                <ReturnPolicy line={{ kind: 'swatch', unit: fabric.unit }} className="text-sm text-ink" />
              ) : null}
            </dd>
          </div>
        </dl>
        <SpecificationTable attributes={fabric.attributes} />
        {/* Both are rendered and the root's role (set before the first paint) picks one, so a vendor's
            page does not shift when the app re-renders the server's visitor page for the vendor. */}
        <p className="hidden text-sm text-muted [[data-role=vendor]_&]:block">{t('product.vendorCannotBuy')}</p>
        <div className="contents [[data-role=vendor]_&]:hidden">
          <BuyBox fabric={fabric} />
          <RemnantOffers fabric={fabric} />
        </div>
      </div>
      <FabricReviews fabric={fabric} />
    </article>
  );
}

/**
 * Takes the length (or pieces) in the address's `quantity`, as the login link of a visitor's Add to
 * Cart carries it back, snapped to an allowed cut within the stock. After the first paint: the server
 * renders (and keeps) one page for every address of a fabric.
 */
function useQuantityFromAddress(fabric: Fabric, setQuantity: (quantity: number) => void) {
  const [searchParams] = useSearchParams();
  const wanted = Number(searchParams.get('quantity'));
  // Once per address: a refetched fabric must not undo what the shopper has chosen since.
  const taken = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!Number.isFinite(wanted) || wanted <= 0 || taken.current === wanted) return;
    taken.current = wanted;
    setQuantity(Math.min(nearestCut(fabric, wanted), Math.max(fabric.stock, fabric.minCut ?? 1)));
  }, [fabric, wanted, setQuantity]);
}

/** The length (or pieces) to buy and Add to Cart, and Add swatch where the vendor offers one. */
function BuyBox({ fabric }: { fabric: Fabric }) {
  const { t } = useTranslation('shop');
  const { minCut, step } = fabric;
  // One object while the fabric is the same: the calculator, whose code comes later, must not be
  // handed a new one on every render.
  const metreFabric = useMemo(
    () => (fabric.unit === 'per_metre' && minCut !== null && step !== null ? { ...fabric, minCut, step } : null),
    [fabric, minCut, step],
  );
  // A metre fabric starts at one metre (or its nearest cut), so the spec's "1" keeps its meaning.
  const [quantity, setQuantity] = useState(() => (metreFabric ? nearestCut(metreFabric, 1) : 1));
  useQuantityFromAddress(fabric, setQuantity);
  return (
    <div className="flex flex-wrap items-start gap-4">
      {metreFabric ? <FabricNeedsCalculator fabric={metreFabric} onUse={setQuantity} /> : null}
      {metreFabric ? (
        <LengthStepper
          fabric={metreFabric}
          value={quantity}
          onChange={setQuantity}
          max={Math.max(fabric.stock, metreFabric.minCut)}
          longestPiece={fabric.longestPiece}
        />
      ) : (
        <QuantityStepper
          label={t('product.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={Math.max(fabric.stock, 1)}
        />
      )}
      <AddToCartButton fabric={fabric} quantity={quantity} />
      {fabric.swatchOffered ? <AddSwatchButton fabric={fabric} /> : null}
    </div>
  );
}
