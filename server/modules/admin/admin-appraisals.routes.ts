import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminAnalyticsSchema,
  AdminAppraisalListQuerySchema,
  AdminSendEmailSchema,
  AdminAppraisalListSchema,
  AdminAppraisalUpdateSchema,
  AdminDraftSchema,
  AdminSummarySchema,
} from "../../../contracts/admin";
import { AppraisalSchema } from "../../../contracts/appraisals";
import { currentAdmin } from "../../plugins/auth";
import { loadDraftSummary } from "../appraisals/selective-review";
import { presentAppraisal } from "../appraisals/appraisal.presenter";
import { listAppraisalFiles } from "../appraisals/appraisal-queries.service";
import { buildReportPdf } from "../reports/build-report-pdf";
import { loadCompletedReport } from "../reports/report.service";
import { getAdminAnalytics, getAdminSummary } from "./admin-analytics.service";
import { listAdminAppraisals } from "./admin-appraisals.query";
import { deleteAppraisalAsAdmin, findAppraisalForAdmin, sendReportToClient, updateAdminAppraisal } from "./admin-appraisals.service";
import { findAdminDraft } from "./admin-draft.service";
import { recordAdminAction } from "./audit.service";
import { OkResponseSchema } from "../../../contracts/responses";

const IdParams = z.object({ id: z.string() });
const Ok = OkResponseSchema;

/** The admin review desk (issue 7). Mounted inside adminModule, whose hook admits admins only. */
export async function adminAppraisalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/appraisals",
    { schema: { querystring: AdminAppraisalListQuerySchema, response: { 200: AdminAppraisalListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return listAdminAppraisals({ db: app.db, query: request.query });
    },
  );

  app.patch(
    "/api/admin/appraisals/:id",
    { schema: { params: IdParams, body: AdminAppraisalUpdateSchema, response: { 200: AppraisalSchema } } },
    async (request) => {
      const admin = currentAdmin(request);
      await findAppraisalForAdmin({ db: app.db, appraisalId: request.params.id });
      const row = await updateAdminAppraisal({ db: app.db, admin, appraisalId: request.params.id, input: request.body });
      app.jobs.wake(); // completing queues the owner's e-mail
      const files = await listAppraisalFiles({ db: app.db, appraisalId: row.id });
      return presentAppraisal(row, files, await loadDraftSummary({ db: app.db, appraisalId: row.id }), { forAdmin: true });
    },
  );

  // The edit form needs the draft's text before completion; the owner's report route answers 409 until then.
  app.get(
    "/api/admin/appraisals/:id/draft",
    { schema: { params: IdParams, response: { 200: AdminDraftSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return findAdminDraft({ db: app.db, appraisalId: request.params.id });
    },
  );

  // No body sends (the spec's call); {resend: true} confirms sending an already-sent report again.
  app.post(
    "/api/admin/appraisals/:id/send-email",
    { schema: { params: IdParams, body: AdminSendEmailSchema, response: { 200: Ok } } },
    async (request) => {
      await sendReportToClient({
        db: app.db,
        admin: currentAdmin(request),
        appraisalId: request.params.id,
        storage: app.storage,
        email: app.email,
        publicUrl: app.config.PUBLIC_URL,
        appName: app.config.APP_NAME,
        resend: request.body?.resend === true,
      });
      return { ok: true as const };
    },
  );

  app.delete("/api/admin/appraisals/:id", { schema: { params: IdParams, response: { 200: Ok } } }, async (request) => {
    await deleteAppraisalAsAdmin({ db: app.db, admin: currentAdmin(request), appraisalId: request.params.id, storage: app.storage });
    return { ok: true as const };
  });

  app.get("/api/admin/appraisals/:id/pdf", { schema: { params: IdParams } }, async (request, reply) => {
    const admin = currentAdmin(request);
    const row = await findAppraisalForAdmin({ db: app.db, appraisalId: request.params.id });
    const source = await loadCompletedReport({ db: app.db, appraisal: row });
    const { pdf } = await buildReportPdf({
      db: app.db,
      storage: app.storage,
      source,
      publicUrl: app.config.PUBLIC_URL,
      appName: app.config.APP_NAME,
    });
    await recordAdminAction({ db: app.db, admin, action: "appraisal.download_pdf", targetType: "appraisal", targetId: row.id });
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", contentDisposition("attachment", `appraisal-${row.id}.pdf`))
      .header("Cache-Control", "private, no-store")
      .send(pdf);
  });

  app.get("/api/admin/analytics", { schema: { response: { 200: AdminAnalyticsSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return getAdminAnalytics({ db: app.db });
  });

  app.get("/api/admin/summary", { schema: { response: { 200: AdminSummarySchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return getAdminSummary({ db: app.db });
  });
}
