import { eq } from "drizzle-orm";
import type { AdminAppraisalUpdate } from "../../../contracts/admin";
import { SEND_ALREADY_SENT, SEND_BLOCKED_NOT_COMPLETED, SEND_BLOCKED_UNPAID } from "../../../contracts/admin";
import { ValueRangeSchema } from "../../../contracts/appraisals";
import { rescaleWideRange } from "../../../contracts/reports";
import type { Database } from "../../db/client";
import { appraisalReports, appraisals, users, type AppraisalRow, type UserRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { EmailProvider } from "../../providers/email";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { completeAppraisal } from "../appraisals/complete-appraisal.service";
import { APPRAISAL_NOT_FOUND, isUuid } from "../appraisals/appraisal-queries.service";
import { buildReportPdf } from "../reports/build-report-pdf";
import { loadCompletedReport } from "../reports/report.service";
import { buildReportEmail } from "../reports/report-email";
import { recordAdminAction } from "./audit.service";
import { refundUncompletedAppraisal } from "../appraisals/delete-appraisal.service";

export async function findAppraisalForAdmin({ db, appraisalId }: { db: Database; appraisalId: string }): Promise<AppraisalRow> {
  if (!isUuid(appraisalId)) throw notFound(APPRAISAL_NOT_FOUND);
  const [row] = await db.select().from(appraisals).where(eq(appraisals.id, appraisalId));
  if (!row) throw notFound(APPRAISAL_NOT_FOUND);
  return row;
}

const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * Saves an admin's edit (decision 20): status, priority, notes, the value range and the report's
 * text. Completing needs payment, a range and a report, sets completedAt and queues the owner's
 * "ready" e-mail once. A completed or failed appraisal does not go back.
 */
export async function updateAdminAppraisal({
  db,
  admin,
  appraisalId,
  input,
}: {
  db: Database;
  admin: UserRow;
  appraisalId: string;
  input: AdminAppraisalUpdate;
}): Promise<AppraisalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appraisals).where(eq(appraisals.id, appraisalId)).for("update");
    if (!row) throw notFound(APPRAISAL_NOT_FOUND);
    const target = input.status;
    if (target && target !== row.status) {
      if (row.status === "completed") throw conflict(`A completed appraisal cannot be moved back to ${target}.`);
      if (row.status === "failed") throw conflict("This appraisal failed and its credit was refunded; it cannot be reopened.");
    }

    await tx
      .update(appraisals)
      .set({
        ...(input.priority ? { priority: input.priority } : {}),
        ...(input.notes !== undefined ? { adminNotes: input.notes || null } : {}),
        ...(input.estimatedValue ? { estimatedLow: input.estimatedValue.low, estimatedHigh: input.estimatedValue.high } : {}),
        ...(target && target !== "completed" && target !== row.status ? { status: target } : {}),
        updatedAt: new Date(),
      })
      .where(eq(appraisals.id, appraisalId));

    const [report] = await tx
      .select({ id: appraisalReports.appraisalId, sections: appraisalReports.sections })
      .from(appraisalReports)
      .where(eq(appraisalReports.appraisalId, appraisalId));
    // The wider range follows an edited likely range, so the two never contradict (decision 39);
    // it stops at the cap the admin's own figures obey (rescaleWideRange says why: clamp, not 400).
    const previousWide = ValueRangeSchema.safeParse(report?.sections?.wideRange);
    if (input.estimatedValue && report && previousWide.success && row.estimatedLow !== null && row.estimatedHigh !== null) {
      const wideRange = rescaleWideRange({ low: row.estimatedLow, high: row.estimatedHigh }, previousWide.data, input.estimatedValue);
      await tx
        .update(appraisalReports)
        .set({ sections: { ...report.sections, wideRange }, updatedAt: new Date() })
        .where(eq(appraisalReports.appraisalId, appraisalId));
    }
    if (input.report && Object.values(input.report).some((v) => v !== undefined)) {
      if (!report) throw conflict("This appraisal has no drafted report to edit yet.");
      await tx
        .update(appraisalReports)
        .set({ ...input.report, updatedAt: new Date() })
        .where(eq(appraisalReports.appraisalId, appraisalId));
    }

    if (target === "completed" && row.status !== "completed") {
      if (!row.isPaid) throw conflict(SEND_BLOCKED_UNPAID);
      const low = input.estimatedValue?.low ?? row.estimatedLow;
      if (low === null || !report || !row.valuationId) throw conflict("A completed appraisal needs a value range and a report.");
      await completeAppraisal({ db: tx, appraisalId });
    }

    await recordAdminAction({
      db: tx,
      admin,
      action: "appraisal.update",
      targetType: "appraisal",
      targetId: appraisalId,
      details: { ...input, previousStatus: row.status },
    });
    const [updated] = await tx.select().from(appraisals).where(eq(appraisals.id, appraisalId));
    return updated!;
  });
}

/**
 * Sends the completed report to its owner (the client), once paid and completed. A report that
 * was already sent goes again only when the admin confirmed it (`resend`); the audit log records
 * the confirmation and when it had been sent before (issue 13).
 */
export async function sendReportToClient({
  db,
  admin,
  appraisalId,
  storage,
  email,
  publicUrl,
  appName,
  resend = false,
}: {
  db: Database;
  admin: UserRow;
  appraisalId: string;
  storage: StorageProvider;
  email: EmailProvider;
  publicUrl: string;
  appName: string;
  resend?: boolean;
}) {
  const row = await findAppraisalForAdmin({ db, appraisalId });
  if (!row.isPaid) throw conflict(SEND_BLOCKED_UNPAID);
  if (row.status !== "completed") throw conflict(SEND_BLOCKED_NOT_COMPLETED);
  if (row.emailSentAt && !resend) {
    throw new AppError("CONFLICT", SEND_ALREADY_SENT, { code: "ALREADY_SENT", emailSentAt: row.emailSentAt.toISOString() });
  }
  const [owner] = await db.select().from(users).where(eq(users.id, row.userId));
  const source = await loadCompletedReport({ db, appraisal: row });
  const { report, pdf } = await buildReportPdf({ db, storage, source, publicUrl, appName });
  await email.send(buildReportEmail({ report, pdf, sender: owner!, recipientEmail: owner!.email, appName }));
  await db.transaction(async (tx) => {
    await tx.update(appraisals).set({ emailSentAt: new Date(), updatedAt: new Date() }).where(eq(appraisals.id, appraisalId));
    await recordAdminAction({
      db: tx,
      admin,
      action: row.emailSentAt ? "appraisal.resend_email" : "appraisal.send_email",
      targetType: "appraisal",
      targetId: appraisalId,
      details: row.emailSentAt
        ? { recipient: owner!.email, confirmed: true, previouslySentAt: row.emailSentAt.toISOString() }
        : { recipient: owner!.email },
    });
  });
}

/** Deletes any appraisal, with its files; the action is audited. */
export async function deleteAppraisalAsAdmin({
  db,
  admin,
  appraisalId,
  storage,
}: {
  db: Database;
  admin: UserRow;
  appraisalId: string;
  storage: StorageProvider;
}) {
  const row = await findAppraisalForAdmin({ db, appraisalId });
  await db.transaction(async (tx) => {
    await recordAdminAction({
      db: tx,
      admin,
      action: "appraisal.delete",
      targetType: "appraisal",
      targetId: appraisalId,
      details: { title: row.artworkTitle, ownerId: row.userId },
    });
    const [deleted] = await tx.delete(appraisals).where(eq(appraisals.id, appraisalId)).returning();
    // The owner's credit comes back for an appraisal that was never completed (decision 36).
    if (deleted) await refundUncompletedAppraisal(tx, deleted);
  });
  // The bytes go once the deletion is committed (see deleteAppraisal for the same order).
  await storage.deletePrefix(`appraisals/${appraisalId}`);
}
