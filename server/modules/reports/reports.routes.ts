import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ReportSchema, SendReportEmailResponseSchema, SendReportEmailSchema } from "../../../contracts/reports";
import { currentUser } from "../../plugins/auth";
import { buildReportPdf } from "./build-report-pdf";
import { contentDisposition } from "../../lib/content-disposition";
import { findCompletedReport, getReport } from "./report.service";
import { buildReportEmail } from "./report-email";
import { reserveThirdPartyMail } from "../mail/third-party-mail.service";

const IdParams = z.object({ id: z.string() });

/** The report of a completed appraisal: JSON, PDF, and e-mail with the PDF attached (issue 5). */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.PUBLIC_URL;

  app.get("/api/appraisals/:id/report", { schema: { params: IdParams, response: { 200: ReportSchema } } }, async (request) => {
    const source = await findCompletedReport({ db: app.db, viewer: currentUser(request), appraisalId: request.params.id });
    return getReport({ db: app.db, source, publicUrl });
  });

  app.get("/api/appraisals/:id/report/pdf", { schema: { params: IdParams } }, async (request, reply) => {
    const source = await findCompletedReport({ db: app.db, viewer: currentUser(request), appraisalId: request.params.id });
    const { pdf, fileName } = await buildReportPdf({ db: app.db, storage: app.storage, source, publicUrl, appName: app.config.APP_NAME });
    const download = (request.query as { download?: string }).download === "1";
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", contentDisposition(download ? "attachment" : "inline", fileName))
      .header("Cache-Control", "private, no-store")
      .send(pdf);
  });

  app.post(
    "/api/appraisals/:id/send-email",
    {
      // Per user, not per address: a signed-in account cannot turn the server into a mailer.
      config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000, keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: {
        params: IdParams,
        body: SendReportEmailSchema,
        response: { 200: SendReportEmailResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const source = await findCompletedReport({ db: app.db, viewer: user, appraisalId: request.params.id });
      // Refused (unverified, over a cap) before the PDF is made.
      await reserveThirdPartyMail({ db: app.db, sender: user, recipientEmail: request.body.recipientEmail, kind: "report" });
      const { report, pdf } = await buildReportPdf({ db: app.db, storage: app.storage, source, publicUrl, appName: app.config.APP_NAME });
      await app.email.send(
        buildReportEmail({
          report,
          pdf,
          sender: user,
          recipientEmail: request.body.recipientEmail,
          appName: app.config.APP_NAME,
          supportEmail: app.config.SUPPORT_EMAIL,
        }),
      );
      request.log.info({ appraisalId: report.id }, "report e-mailed");
      return { ok: true as const, recipientEmail: request.body.recipientEmail };
    },
  );
}
