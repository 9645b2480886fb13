import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
}

/** How far below the viewport the next page starts loading, so scrolling rarely waits for it. */
const PREFETCH_MARGIN = '800px 0px';

/**
 * Loads the next page when the shopper scrolls near the end of the grid; the button does the same
 * for keyboard and switch users, and wherever IntersectionObserver is missing.
 */
export function LoadMore({ onLoadMore, loading }: LoadMoreProps) {
  const { t } = useTranslation('shop');
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // Observing anew after each load makes the observer report at once if the end is still in reach
  // (a tall screen), instead of waiting for a scroll that may never come.
  useEffect(() => {
    const target = sentinel.current;
    if (loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className="mt-10 flex justify-center">
      <Button variant="secondary" size="lg" onClick={onLoadMore} disabled={loading}>
        {loading ? t('catalog.loadingMore') : t('catalog.loadMore')}
      </Button>
    </div>
  );
}
