import type { AUDIT_TARGETS } from '@fabric-store/shared';
import type { Executor } from './client';
import { adminAudit } from './schema';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: (typeof AUDIT_TARGETS)[number];
  targetId: string;
  reason?: string | null;
}

/** Records an operator's action; called inside the action's transaction, so both commit or neither. */
export async function recordAction(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({ ...entry, reason: entry.reason ?? null });
}
