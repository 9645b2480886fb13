import type { AdminAuditPage, AdminAuditQuery } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit';
import type { Executor } from '../../db/client';
import { indiaDayStarts } from '../../db/india-days';
import { containsPattern, isoDate, readPage, whereAll } from '../../db/paging';

interface AuditRow {
  id: string;
  at: Date | string;
  actorId: string;
  actorName: string;
  action: string;
  targetType: AuditEntry['targetType'];
  targetId: string;
  targetName: string | null;
  reason: string | null;
}

/** The entries about a vendor (or any user): those naming it, and those naming one of its fabrics. */
const aboutCondition = (about: string) => sql`(a.target_id = ${about} or (a.target_type = 'fabric'
  and exists (select 1 from fabrics f where f.id::text = a.target_id and f.vendor_id = ${about})))`;

/** The filters as conditions; an India date's day runs from its midnight in India to the next. */
const auditFilters = ({ about, actor, action, from, to }: AdminAuditQuery) =>
  whereAll(
    sql`true`,
    about ? aboutCondition(about) : undefined,
    actor ? sql`a.actor_id = ${actor}` : undefined,
    action ? sql`a.action ilike ${containsPattern(action)}` : undefined,
    from ? sql`a.created_at >= ${indiaDayStarts(from)}` : undefined,
    to ? sql`a.created_at < ${indiaDayStarts(to, 1)}` : undefined,
  );

/** One page of the audit log (filtered, `about` one vendor when given), newest first, each entry with the names of who acted and on what. */
export function listAudit(db: Executor, filter: AdminAuditQuery): Promise<AdminAuditPage> {
  const query = {
    columns: sql`a.id, a.created_at as "at", a.actor_id as "actorId", actor.name as "actorName", a.action,
      a.target_type as "targetType", a.target_id as "targetId", a.reason,
      case a.target_type
        when 'fabric' then (select f.name from fabrics f where f.id::text = a.target_id)
        when 'settings' then a.target_id
        when 'order' then (select o.order_number from orders o where o.id::text = a.target_id)
        else (select u.name from users u where u.id::text = a.target_id)
      end as "targetName"`,
    from: sql`from admin_audit a join users actor on actor.id = a.actor_id ${auditFilters(filter)}`,
    orderBy: sql`a.created_at desc, a.id desc`,
  };
  return readPage<AuditRow, AdminAuditPage['items'][number]>(db, query, filter.page, (row) => ({
    _id: row.id,
    at: isoDate(row.at),
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName ?? '',
    reason: row.reason,
  }));
}
