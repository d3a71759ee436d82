import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

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
