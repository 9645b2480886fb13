import type { SavedFabric } from '@fabric-store/shared';
import { nearestCut } from '@fabric-store/shared/lengths';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { FabricCard } from '../../components/fabric-card';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { AddToCartButton } from '../catalog/add-to-cart-button';
import { useWishlist } from './api';
import { SaveHeart } from './save-heart';

/** A card's width in the list's grid (one column, then two, three, four), for the browser's choice of photo. */
const SAVED_CARD_SIZES =
  '(min-width: 1280px) calc(16.125rem - 2px), (min-width: 1024px) calc((100vw - 6rem) / 3 - 2px), (min-width: 640px) calc((100vw - 4.5rem) / 2 - 2px), calc(100vw - 2rem - 2px)';

function SavedFabricItem({ item }: { item: SavedFabric }) {
  const { t } = useTranslation('shop');
  const { fabric, available } = item;
  const inStock = fabric.stock > 0;
  return (
    <li className="flex flex-col gap-3">
      <FabricCard
        fabric={fabric}
        imageSizes={SAVED_CARD_SIZES}
        headingLevel="h2"
        action={<SaveHeart fabric={fabric} />}
      />
      {/* One metre (or its nearest cut), or one piece: where the product page starts. */}
      {available && inStock ? (
        <AddToCartButton fabric={fabric} quantity={nearestCut(fabric, 1)} />
      ) : (
        <p className="rounded-full bg-sand px-4 py-3 text-center text-sm font-semibold text-muted">
          {available ? t('wishlist.outOfStock') : t('wishlist.unavailable')}
        </p>
      )}
    </li>
  );
}

/** The shopper's saved fabrics, newest first, each with Add to Cart while it can still be bought. */
export function WishlistPage() {
  const { t } = useTranslation('shop');
  const { data, error, isPending } = useWishlist();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>{t('wishlist.title')}</title>
      <PageTitle>{t('wishlist.heading')}</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>{t('wishlist.error', { message: errorMessage(error, t('wishlist.loadFailed')) })}</ErrorMessage>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-muted">{t('wishlist.empty')}</p>
          <ButtonLink to="/products">{t('wishlist.browse')}</ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.items.map((item) => (
            <SavedFabricItem key={item.fabric._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
