import { type LineAmount as LineAmountProps, lineAmountText } from '@fabric-store/shared/line-amount';

export type { LineAmountProps };
export { lineAmountText };

export function LineAmount({ className, ...line }: LineAmountProps & { className?: string }) {
  return <span className={className}>{lineAmountText(line)}</span>;
}
