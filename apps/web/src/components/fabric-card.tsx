import type { Fabric } from '@fabric-store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCategoryName, useFabricWords } from '../i18n/fabric-text';
import { FabricImage } from './fabric-image';
import { SalePrice } from './sale-price';
import { StarRating } from './star-rating';

interface FabricCardProps {
  fabric: Pick<Fabric, '_id' | 'name' | 'price' | 'image' | 'category' | 'compareAtPrice'> & {
    images?: Fabric['images'];
    attributes?: Pick<Fabric['attributes'], 'colourFamily'>;
    rating?: Fabric['rating'];
  };
  eager?: boolean;
  /** How wide the grid or carousel draws the card at each screen width, as an image's `sizes`. */
  imageSizes: string;
  /** Off-screen carousel copies must not be reachable with the keyboard. */
  tabIndex?: number;
  /** The name's heading level, one below the section heading the card sits under. */
  headingLevel?: 'h2' | 'h3';
  /** A control over the picture's corner (the wishlist heart): beside the link, since a link holds no button. */
  action?: ReactNode;
}

/**
 * A fabric's name on a card, the one rule for the storefront's and the vendor's cards: it wraps, and
 * stops at two lines with an ellipsis, so the cards of a row keep their prices level. The whole name
 * stays in the page for screen readers and is the picture's alt text.
 */
export function FabricCardName({ level: Heading = 'h3', name }: { level?: 'h2' | 'h3'; name: string }) {
  return (
    <Heading className="line-clamp-2 break-words font-display text-lg leading-snug font-semibold text-ink group-hover:text-clay-700">
      {name}
    </Heading>
  );
}

export function FabricCard({ fabric, eager, imageSizes, tabIndex, headingLevel = 'h3', action }: FabricCardProps) {
  const { name } = useFabricWords()(fabric);
  const categoryName = useCategoryName();
  return (
    <div className="relative h-full">
      <Link
        to={`/product/${fabric._id}`}
        tabIndex={tabIndex}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      >
        <div className="overflow-hidden">
          <FabricImage
            src={fabric.image}
            photo={fabric.images?.[0]}
            alt={name}
            colourFamily={fabric.attributes?.colourFamily}
            eager={eager}
            sizes={imageSizes}
            className="transition-transform duration-300 group-hover:scale-105"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          {fabric.category ? (
            <span className="text-xs font-semibold uppercase tracking-wider text-clay-600">
              {categoryName(fabric.category)}
            </span>
          ) : null}
          <FabricCardName level={headingLevel} name={name} />
          {fabric.rating && fabric.rating.count > 0 ? (
            <StarRating average={fabric.rating.average} count={fabric.rating.count} />
          ) : null}
          <SalePrice
            price={fabric.price}
            compareAtPrice={fabric.compareAtPrice}
            className="mt-auto pt-2 font-semibold text-ink"
          />
        </div>
      </Link>
      {action ? <div className="absolute top-3 right-3">{action}</div> : null}
    </div>
  );
}
