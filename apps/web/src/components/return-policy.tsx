import { type ReturnableLine, returnPolicyText } from '@fabric-store/shared/return-rules';

/** What a line may be returned for, beside it on the product page and the order page. */
export function ReturnPolicy({ line, className = 'text-xs text-muted' }: { line: ReturnableLine; className?: string }) {
  return (
    <span className={className} data-testid="return-policy">
      {returnPolicyText(line)}
    </span>
  );
}
