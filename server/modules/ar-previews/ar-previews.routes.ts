import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { z } from "zod";
import { AR_EMAIL_LIMIT_PER_HOUR, ArPreviewSchema, SharedArPreviewSchema } from "../../../contracts/ar-previews";
import { MAX_IMAGE_BYTES } from "../../../contracts/appraisals";
import { EmailSentResponseSchema } from "../../../contracts/responses";
import { currentUser } from "../../plugins/auth";
import { badRequest, unauthorized } from "../../errors";
import { contentDisposition } from "../../lib/content-disposition";
import { buildArPreviewEmail } from "./ar-preview-email";
import { arPreviewFileName, renderArPreviewPdf } from "./ar-preview-pdf";
import { presentArPreview, presentSharedArPreview } from "./ar-preview.presenter";
import {
  createArPreview,
  deleteArPreview,
  findOwnedArPreview,
  findSharedArPreview,
  listArPreviews,
  readStoredPicture,
} from "./ar-previews.service";
import { readComposedPicture } from "./composed-picture";
import { reserveThirdPartyMail } from "../mail/third-party-mail.service";

const IdParams = z.object({ id: z.string() });
const ShareParams = z.object({ shareId: z.string() });
const EmailAddress = z.email();

/**
 * AR previews made real (decision 30): saved previews on the account, shared links with a public
 * page, the PDF export and the e-mail. Everything is owner-only except the shared view.
 */
export async function arPreviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.PUBLIC_URL;
  // One picture and a few fields; a surplus file gets our own message, not the plugin's.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 4 * 1024, parts: 14 } });

  app.get("/api/ar-previews", { schema: { response: { 200: z.array(ArPreviewSchema) } } }, async (request, reply) => {
    const user = currentUser(request);
    reply.header("Cache-Control", "private, no-store");
    return (await listArPreviews({ db: app.db, userId: user.id })).map((row) => presentArPreview(row, publicUrl));
  });

  app.post(
    "/api/ar-previews",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      schema: { response: { 201: ArPreviewSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, picture } = await readComposedPicture(request);
      const row = await createArPreview({
        db: app.db,
        storage: app.storage,
        userId: user.id,
        picture,
        share: fields.share,
        details: {
          artworkTitle: fields.artworkTitle,
          artworkId: fields.artworkId,
          widthCm: fields.widthCm || null,
          heightCm: fields.heightCm || null,
        },
      });
      return reply.status(201).send(presentArPreview(row, publicUrl));
    },
  );

  app.delete(
    "/api/ar-previews/:id",
    { schema: { params: IdParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const user = currentUser(request);
      const row = await findOwnedArPreview({ db: app.db, userId: user.id, id: request.params.id });
      await deleteArPreview({ db: app.db, storage: app.storage, row });
      return { ok: true as const };
    },
  );

  for (const variant of ["image", "thumbnail"] as const) {
    app.get(`/api/ar-previews/:id/${variant}`, { schema: { params: IdParams } }, async (request, reply) => {
      const user = currentUser(request);
      const row = await findOwnedArPreview({ db: app.db, userId: user.id, id: request.params.id });
      const key = variant === "image" ? row.imageKey : row.thumbnailKey;
      return sendPicture(
        reply,
        await readStoredPicture(app.storage, key),
        variant === "image" ? "image/jpeg" : "image/webp",
        "private, max-age=86400",
      );
    });
  }

  // Public: the title and the picture only, found by the unguessable share id.
  app.get(
    "/api/shared-previews/:shareId",
    { schema: { params: ShareParams, response: { 200: SharedArPreviewSchema } } },
    async (request, reply) => {
      const row = await findSharedArPreview({ db: app.db, shareId: request.params.shareId });
      reply.header("Cache-Control", "private, no-store");
      return presentSharedArPreview({ ...row, shareId: request.params.shareId });
    },
  );

  app.get("/api/shared-previews/:shareId/image", { schema: { params: ShareParams } }, async (request, reply) => {
    const row = await findSharedArPreview({ db: app.db, shareId: request.params.shareId });
    // Not cached by shared caches: when the owner deletes the link, the picture must go too.
    return sendPicture(reply, await readStoredPicture(app.storage, row.imageKey), "image/jpeg", "private, no-cache");
  });

  // The PDF is made from the picture sent and not stored; visitors may export too.
  app.post(
    "/api/ar-previews/pdf",
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } }, bodyLimit: MAX_IMAGE_BYTES + 64 * 1024 },
    async (request, reply) => {
      const { fields, picture } = await readComposedPicture(request);
      const pdf = await renderArPreviewPdf({
        picture,
        title: fields.artworkTitle,
        widthCm: fields.widthCm,
        heightCm: fields.heightCm,
        appName: app.config.APP_NAME,
      });
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", contentDisposition("attachment", arPreviewFileName(fields.artworkTitle, "pdf")))
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/api/ar-previews/email",
    {
      // Per account: a signed-in user cannot turn the server into a mailer.
      config: {
        rateLimit: { max: AR_EMAIL_LIMIT_PER_HOUR, timeWindow: 60 * 60 * 1000, keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      schema: { response: { 200: EmailSentResponseSchema } },
    },
    async (request) => {
      if (!request.user) throw unauthorized("Sign in to e-mail a preview.");
      const user = currentUser(request);
      const { fields, picture } = await readComposedPicture(request);
      const recipientEmail = fields.recipientEmail ?? "";
      if (!recipientEmail) throw badRequest("Please enter a recipient email address", { field: "recipientEmail" });
      if (!EmailAddress.safeParse(recipientEmail).success)
        throw badRequest(`"${recipientEmail}" is not an e-mail address.`, { field: "recipientEmail" });
      await reserveThirdPartyMail({ db: app.db, sender: user, recipientEmail, kind: "ar_preview" });
      await app.email.send(
        buildArPreviewEmail({
          sender: user,
          recipientEmail,
          title: fields.artworkTitle,
          widthCm: fields.widthCm,
          heightCm: fields.heightCm,
          image: picture.image,
          appName: app.config.APP_NAME,
          supportEmail: app.config.SUPPORT_EMAIL,
        }),
      );
      request.log.info({ userId: user.id }, "AR preview e-mailed");
      return { ok: true as const, recipientEmail };
    },
  );
}

function sendPicture(reply: FastifyReply, data: Buffer, contentType: string, cacheControl: string) {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Length", data.length)
    .header("Cache-Control", cacheControl)
    .header("X-Content-Type-Options", "nosniff")
    .send(data);
}
