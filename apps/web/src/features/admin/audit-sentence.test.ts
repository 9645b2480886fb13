import type { AdminAuditEntry } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const entry = (fields: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  _id: '0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
  at: '2026-11-28T10:00:00.000Z',
  actor: { _id: '1d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Meera' },
  action: 'suspend',
  targetType: 'vendor',
  targetId: '2d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
  targetName: 'Loom House',
  reason: null,
  ...fields,
});

describe('an audit entry as a sentence', () => {
  it.each([
    [{}, 'Meera suspended vendor Loom House'],
    [{ action: 'reinstate' }, 'Meera reinstated vendor Loom House'],
    [
      { action: 'recorded a payout of Rs. 189000.50 (UTR 4411)' },
      'Meera recorded a payout of Rs. 1,89,000.50 (UTR 4411) for vendor Loom House',
    ],
    [
      { action: 'hide', targetType: 'fabric', targetName: 'Kalamkari' },
      'Meera hid fabric Kalamkari from the storefront',
    ],
    [{ action: 'make-operator', targetType: 'user', targetName: 'Asha Rao' }, 'Meera made Asha Rao an operator'],
    [
      { action: 'set vendorApproval to manual', targetType: 'settings', targetName: 'vendorApproval' },
      'Meera set vendor approval to manual',
    ],
    [
      {
        action: 'confirmed the UPI payment',
        targetType: 'order',
        targetId: '1b49c2d0-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
        targetName: 'FS-2611-0042',
      },
      'Meera confirmed the UPI payment on order FS-2611-0042',
    ],
    [
      {
        action: 'cancelled a part of the order',
        targetType: 'order',
        targetId: '1b49c2d0-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
        targetName: 'FS-2611-0042',
      },
      'Meera cancelled a part of order FS-2611-0042',
    ],
  ] as const)('%j reads "%s"', (fields, sentence) => {
    expect(auditSentence(entry(fields as Partial<AdminAuditEntry>))).toBe(sentence);
  });
});
