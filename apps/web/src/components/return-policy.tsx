import { RETURN_WINDOW_DAYS, type ReturnableLine } from '@fabric-store/shared/return-rules';
import { useTranslation } from 'react-i18next';

/** What a line may be returned for, beside it on the product page and the order page. */
export function ReturnPolicy({ line, className = 'text-xs text-muted' }: { line: ReturnableLine; className?: string }) {
  const { t } = useTranslation();
  const policy = line.kind === 'swatch' ? 'swatch' : line.unit === 'per_piece' ? 'piece' : 'cut';
  return (
    <span className={className} data-testid="return-policy">
      {t(`returnPolicy.${policy}`, { days: RETURN_WINDOW_DAYS })}
    </span>
  );
}
