// What a credit note takes back of an invoice line: the share of the quantity returned, each amount
// rounded half up, reckoned as "what the quantity credited so far comes to" after this note less
// before it, so notes of one line add up to the line exactly and never pass it.
import { shareHalfUp, type TaxDocumentLine } from '@fabric-store/shared';

export type CreditedAmounts = Pick<TaxDocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

/** A line's quantity in hundredths of its unit, as orders store it. */
export const lineHundredths = (line: Pick<TaxDocumentLine, 'quantity'>) => Math.round(line.quantity * 100);

/**
 * What `quantity` more hundredths take of `amount`, the whole line's, once `credited` hundredths of
 * its `whole` were taken; nothing past the whole.
 */
export function creditedShare(amount: number, whole: number, credited: number, quantity: number): number {
  const before = Math.min(Math.max(credited, 0), whole);
  const after = Math.min(before + Math.max(quantity, 0), whole);
  return shareHalfUp(amount, after, whole) - shareHalfUp(amount, before, whole);
}

/**
 * The amounts of `line` a credit note reverses for `quantity` hundredths returned, when earlier notes
 * already credited `credited` hundredths of it; what passes the line's quantity is not credited.
 */
export function creditOfLine(line: TaxDocumentLine, credited: number, quantity: number): CreditedAmounts {
  const credit = (amount: number) => creditedShare(amount, lineHundredths(line), credited, quantity);
  return {
    taxablePaise: credit(line.taxablePaise),
    cgstPaise: credit(line.cgstPaise),
    sgstPaise: credit(line.sgstPaise),
    igstPaise: credit(line.igstPaise),
  };
}
