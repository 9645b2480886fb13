import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Copies a piece of text a shopper must type elsewhere (a UPI ID, an amount) and says so on the button;
 * where the browser refuses the clipboard, the button says to copy by hand instead of failing silently.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('refused');
    }
  };
  return (
    <Button variant="secondary" className="px-3 py-1" aria-label={t(`copy.${state}What`, { what })} onClick={copy}>
      {t(`copy.${state}`)}
    </Button>
  );
}
