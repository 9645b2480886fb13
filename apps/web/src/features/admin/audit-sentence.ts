import type { AdminAuditEntry } from '@fabric-store/shared';
import { groupIndianDigits } from '@fabric-store/shared/money';
import type { TFunction } from 'i18next';
import { englishAdmin } from './english-words';

/** The vendor moves, stored as the verb the operator chose. */
const VENDOR_MOVES = ['approve', 'reject', 'suspend', 'reinstate'] as const;
const isVendorMove = (action: string): action is (typeof VENDOR_MOVES)[number] =>
  (VENDOR_MOVES as readonly string[]).includes(action);

/** "Rs. 1890.00" as the console prints money everywhere else: "Rs. 1,890.00". */
const groupRupees = (text: string) =>
  text.replace(/Rs\. (\d+)((?:\.\d{1,2})?)/g, (_match, whole: string, paise: string) => {
    return `Rs. ${groupIndianDigits(Number(whole))}${paise}`;
  });

/** A setting's name as words: "vendorApproval" reads "vendor approval". */
const settingWords = (text: string) =>
  text.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, (name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));

/**
 * One entry of the audit log as a sentence: who did what to what ("Meera suspended vendor Loom House").
 * The moves the console knows read in the reader's language; any other action is the API's own words.
 */
export function auditSentence(entry: AdminAuditEntry, t: TFunction<'admin'> = englishAdmin): string {
  const who = entry.actor.name;
  const target = entry.targetName;
  const action = settingWords(groupRupees(entry.action));
  switch (entry.targetType) {
    case 'vendor':
      return isVendorMove(entry.action)
        ? t(`audit.sentences.vendor.${entry.action}`, { who, target })
        : t('audit.sentences.vendorOther', { who, action, target });
    case 'fabric':
      if (entry.action === 'hide') return t('audit.sentences.fabricHidden', { who, target });
      if (entry.action === 'unhide') return t('audit.sentences.fabricUnhidden', { who, target });
      if (entry.action === 'hide_review') return t('audit.sentences.reviewHidden', { who, target });
      return t('audit.sentences.fabricOther', { who, action, target });
    case 'user':
      if (entry.action === 'make-operator') return t('audit.sentences.madeOperator', { who, target });
      return t('audit.sentences.userOther', { who, action, target });
    case 'order':
      return action.includes('the order')
        ? t('audit.sentences.orderInline', { who, action: action.replace('the order', `order ${target}`) })
        : t('audit.sentences.orderOther', { who, action, target });
    case 'settings':
      return t('audit.sentences.settings', { who, action });
  }
}
