import type { DbOrTx } from "../../db/client";
import { adminAuditLog, type UserRow } from "../../db/schema";

/** Records an admin action (who, what, when); call it inside the action's transaction. */
export async function recordAdminAction({
  db,
  admin,
  action,
  targetType,
  targetId,
  details = {},
}: {
  db: DbOrTx;
  admin: UserRow;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}) {
  await db.insert(adminAuditLog).values({ adminId: admin.id, adminEmail: admin.email, action, targetType, targetId, details });
}
