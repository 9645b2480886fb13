import type { AdminAuditEntry } from '@fabric-store/shared';
import { groupIndianDigits } from '@fabric-store/shared/money';

/** The vendor moves, stored as the verb the operator chose. */
const VENDOR_MOVES: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'reinstated',
};

/** "Rs. 1890.00" as the console prints money everywhere else: "Rs. 1,890.00". */
const groupRupees = (text: string) =>
  text.replace(/Rs\. (\d+)((?:\.\d{1,2})?)/g, (_match, whole: string, paise: string) => {
    return `Rs. ${groupIndianDigits(Number(whole))}${paise}`;
  });

/** A setting's name as words: "vendorApproval" reads "vendor approval". */
const settingWords = (text: string) =>
  text.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, (name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));

/** One entry of the audit log as a sentence: who did what to what ("Meera suspended vendor Loom House"). */
export function auditSentence(entry: AdminAuditEntry): string {
  const who = entry.actor.name;
  const target = entry.targetName;
  const action = settingWords(groupRupees(entry.action));
  switch (entry.targetType) {
    case 'vendor': {
      const move = VENDOR_MOVES[entry.action];
      return move ? `${who} ${move} vendor ${target}` : `${who} ${action} for vendor ${target}`;
    }
    case 'fabric':
      if (entry.action === 'hide') return `${who} hid fabric ${target} from the storefront`;
      if (entry.action === 'unhide') return `${who} put fabric ${target} back in the storefront`;
      if (entry.action === 'hide_review') return `${who} hid a review of fabric ${target}`;
      return `${who} ${action} on fabric ${target}`;
    case 'user':
      if (entry.action === 'make-operator') return `${who} made ${target} an operator`;
      return `${who} ${action} on ${target}`;
    case 'order': {
      const order = `order ${target}`;
      return action.includes('the order')
        ? `${who} ${action.replace('the order', order)}`
        : `${who} ${action} on ${order}`;
    }
    case 'settings':
      return `${who} ${action}`;
  }
}
