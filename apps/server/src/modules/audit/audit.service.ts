import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@arrival/contracts/paging';
import type { AuditPage } from '@arrival/contracts/dashboard';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { pageFields } from '../../lib/paging.ts';

export interface AuditEntry {
  actorUserId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Who changed what, from what to what; written in the same transaction as the change. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}

/** The audit trail, newest first, with who made each change. */
export async function listAudit(db: Db, query: PageQuery): Promise<AuditPage> {
  const [total] = await db.select({ n: count() }).from(auditLog);
  const rows = await db
    .select({ entry: auditLog, phone: users.phone, name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map(({ entry, phone, name }) => ({
      id: entry.id,
      actor: entry.actorUserId !== null && phone !== null ? { userId: entry.actorUserId, phone, name } : null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      at: entry.at.toISOString(),
    })),
    ...pageFields(totalElements, query),
  };
}
