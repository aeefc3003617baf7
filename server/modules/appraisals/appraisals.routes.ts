import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { z } from "zod";
import {
  AppraisalListItemSchema,
  AppraisalListQuerySchema,
  AppraisalSchema,
  DeleteAppraisalResponseSchema,
  MAX_DOCUMENTS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from "../../../contracts/appraisals";
import { currentUser } from "../../plugins/auth";
import { notFound } from "../../errors";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { presentAppraisal, presentAppraisalListItem } from "./appraisal.presenter";
import { APPRAISAL_NOT_FOUND, findVisibleAppraisal, listAppraisalFiles, listAppraisals } from "./appraisal-queries.service";
import { deleteAppraisal } from "./delete-appraisal.service";
import { loadDraftSummary } from "./selective-review";
import { createAppraisal, createImagePreparations } from "./create-appraisal.service";
import { parseAppraisalUpload, type ParsedUpload } from "../../photos/upload-parser";
import { stylePredictionRoutes } from "./style-prediction.routes";
import { contentDisposition } from "../../lib/content-disposition";

export const RECENT_APPRAISALS_LIMIT = 6;
const IdParams = z.object({ id: z.string() });
const FileParams = z.object({ id: z.string(), fileId: z.string() });

/** Submitting and reading appraisals (issue 4; core spec section 7). */
export async function appraisalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    // One more file than allowed, so a surplus file is answered with a clear message of ours.
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + MAX_DOCUMENTS + 1, fields: 20, fieldSize: 16 * 1024, parts: 40 },
  });

  await app.register(stylePredictionRoutes);

  // A user's list page, from the read cache while its rows are unchanged (decision 0014).
  const listPresented = (userId: string, limit: number, offset = 0) =>
    app.readCache.appraisalLists.load(
      `${userId}:${limit}:${offset}`,
      async () =>
        (await listAppraisals({ db: app.db, userId, limit, offset })).map(({ row, primaryImageId, draft }) =>
          presentAppraisalListItem(row, primaryImageId, draft),
        ),
      () => userId,
    );

  app.post(
    "/api/appraisals",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: 100 * 1024 * 1024,
      schema: { response: { 201: AppraisalSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Photos are decoded while the later ones still stream in (issue 15).
      const images = createImagePreparations({ db: app.db, userId: user.id });
      let upload: ParsedUpload | undefined;
      try {
        upload = await parseAppraisalUpload(request, { onImage: images.onImage });
        const row = await createAppraisal({ db: app.db, storage: app.storage, userId: user.id, upload, images });
        app.jobs.wake();
        const files = await listAppraisalFiles({ db: app.db, appraisalId: row.id });
        return reply.status(201).send(presentAppraisal(row, files));
      } finally {
        // Photos not begun are dropped; ones being decoded finish before their temporary files go.
        await images.stop();
        await upload?.cleanup();
      }
    },
  );

  app.get(
    "/api/appraisals",
    { schema: { querystring: AppraisalListQuerySchema, response: { 200: z.array(AppraisalListItemSchema) } } },
    async (request) => {
      const { limit, offset } = request.query;
      return listPresented(currentUser(request).id, limit, offset);
    },
  );

  app.get("/api/appraisals/recent", { schema: { response: { 200: z.array(AppraisalListItemSchema) } } }, async (request) => {
    return listPresented(currentUser(request).id, RECENT_APPRAISALS_LIMIT, 0);
  });

  app.get("/api/appraisals/:id", { schema: { params: IdParams, response: { 200: AppraisalSchema } } }, async (request, reply) => {
    const row = await findVisibleAppraisal({ db: app.db, viewer: currentUser(request), appraisalId: request.params.id });
    reply.header("Cache-Control", "private, no-store");
    const files = await listAppraisalFiles({ db: app.db, appraisalId: row.id });
    return presentAppraisal(row, files, await loadDraftSummary({ db: app.db, appraisalId: row.id }));
  });

  app.delete("/api/appraisals/:id", { schema: { params: IdParams, response: { 200: DeleteAppraisalResponseSchema } } }, async (request) => {
    const user = currentUser(request);
    const row = await findVisibleAppraisal({ db: app.db, viewer: user, appraisalId: request.params.id });
    // Only the owner deletes here; admins have their own route, which is audited.
    if (row.userId !== user.id) throw notFound(APPRAISAL_NOT_FOUND);
    const outcome = await deleteAppraisal({ db: app.db, storage: app.storage, appraisal: row });
    // A second click that lost the race finds nothing to delete (and refunds nothing).
    if (!outcome) throw notFound(APPRAISAL_NOT_FOUND);
    return { ok: true as const, refunded: outcome.refunded };
  });

  // Files are served only to the owner and admins, never from a public folder.
  const variants = { original: "", display: "/display", thumbnail: "/thumbnail", crop: "/crop" } as const;
  for (const [variant, suffix] of Object.entries(variants) as [keyof typeof variants, string][]) {
    const url = `/api/appraisals/:id/files/:fileId${suffix}`;
    app.get(url, { schema: { params: FileParams } }, async (request, reply) => {
      const row = await findVisibleAppraisal({ db: app.db, viewer: currentUser(request), appraisalId: request.params.id });
      const file = (await listAppraisalFiles({ db: app.db, appraisalId: row.id })).find((f) => f.id === request.params.fileId);
      if (!file) throw notFound("File not found.");
      const key = { original: file.storageKey, display: file.displayKey, thumbnail: file.thumbnailKey, crop: file.cropKey }[variant];
      if (!key) throw notFound("File not found.");
      const contentType = { original: file.contentType, display: "image/jpeg", thumbnail: "image/webp", crop: "image/jpeg" }[variant];
      // Documents (PDFs may carry script, names such as "evil.html") are downloads, never pages
      // rendered from this origin (issue 33); photos show inline.
      const disposition = variant === "original" && file.kind === "document" ? "attachment" : "inline";
      return sendStoredFile(reply, app.storage, key, contentType, downloadName(file.originalName, contentType), disposition);
    });
  }
}

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The uploader's name ending in the extension of what the file really is ("evil.html" -> "evil.html.pdf"). */
function downloadName(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  const lower = name.toLowerCase();
  if (!extension || lower.endsWith(`.${extension}`) || (extension === "jpg" && lower.endsWith(".jpeg"))) return name;
  return `${name}.${extension}`;
}

async function sendStoredFile(
  reply: FastifyReply,
  storage: StorageProvider,
  key: string,
  contentType: string,
  name: string,
  disposition: "inline" | "attachment",
) {
  const stored = await storage.get(key);
  if (!stored) throw notFound("File not found.");
  return (
    reply
      .header("Content-Type", contentType)
      .header("Content-Length", stored.size)
      // Private: only this browser may keep it; the URL never changes for the same bytes.
      .header("Cache-Control", "private, max-age=86400")
      .header("Content-Disposition", contentDisposition(disposition, name))
      .header("X-Content-Type-Options", "nosniff")
      .send(stored.stream)
  );
}
