import { createReadStream } from "node:fs";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { APPRAISAL_COST_CREDITS, CreateAppraisalFieldsSchema, getAppraisalTitle } from "../../../contracts/appraisals";
import type { Database } from "../../db/client";
import { appraisalFiles, appraisals, type AppraisalRow } from "../../db/schema";
import { badRequest, insufficientCredits } from "../../errors";
import { PROCESS_APPRAISAL_JOB } from "../../jobs/job-names";
import { enqueueJob } from "../../jobs/queue";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getBalance, spendCredit } from "../credits/credits.service";
import { inspectDocument, inspectImage } from "./file-inspection";
import { processImage } from "./image-processing";
import { assertUsableImage } from "./image-usability";
import type { ParsedUpload } from "./upload-parser";

/** Like Promise.all over items, with at most `limit` running at once; results keep their order. */
async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type NewFile = typeof appraisalFiles.$inferInsert;

/**
 * Validates a submission, stores its files and, in one transaction, spends the credit, creates
 * the appraisal (pending) and queues its processing (decision 14). Any failure leaves no row,
 * no stored file and the balance unchanged.
 */
export async function createAppraisal({
  db,
  storage,
  userId,
  upload,
}: {
  db: Database;
  storage: StorageProvider;
  userId: string;
  upload: ParsedUpload;
}): Promise<AppraisalRow> {
  const parsed = CreateAppraisalFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { field: String(issue.path[0] ?? "") });
  }
  const fields = parsed.data;
  if (upload.images.length === 0) throw badRequest("Please upload at least one image", { field: "images" });
  // Cheap early answer; the transaction below is what really guards the balance.
  if ((await getBalance({ db, userId })) < APPRAISAL_COST_CREDITS) throw insufficientCredits();

  // Judge every file by its content before any work is stored.
  const imageInfos = await Promise.all(upload.images.map((file) => inspectImage(file.tmpPath, file.name)));
  const documentKinds = await Promise.all(upload.documents.map((file) => inspectDocument(file.tmpPath, file.name)));
  for (const file of upload.images) await assertUsableImage(file.tmpPath, "images");

  const appraisalId = randomUUID();
  const prefix = `appraisals/${appraisalId}`;
  try {
    // Two photos at a time: quick for one submission, bounded memory when many arrive at once.
    const imageRows = await mapWithConcurrency(upload.images, 2, async (file, position): Promise<NewFile> => {
      const image = await processImage(file.tmpPath, imageInfos[position]!, await readFile(file.tmpPath));
      const base = `${prefix}/images/${position}`;
      const storageKey = `${base}.${image.extension}`;
      const displayKey = `${base}-display.jpg`;
      const thumbnailKey = `${base}-thumb.webp`;
      await Promise.all([
        storage.put(storageKey, image.data, image.contentType),
        storage.put(displayKey, image.display, "image/jpeg"),
        storage.put(thumbnailKey, image.thumbnail, "image/webp"),
      ]);
      return {
        appraisalId,
        kind: "image",
        position,
        storageKey,
        displayKey,
        thumbnailKey,
        contentType: image.contentType,
        byteSize: image.data.length,
        width: image.width,
        height: image.height,
        originalName: file.name,
      };
    });
    const documentRows = await Promise.all(
      upload.documents.map(async (file, position): Promise<NewFile> => {
        const kind = documentKinds[position]!;
        const storageKey = `${prefix}/documents/${position}.${kind.extension}`;
        // Streamed from the temp file: a document is never held whole in memory (object storage too).
        await storage.put(storageKey, createReadStream(file.tmpPath), kind.contentType);
        return {
          appraisalId,
          kind: "document",
          position,
          storageKey,
          contentType: kind.contentType,
          byteSize: file.size,
          originalName: file.name,
        };
      }),
    );

    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appraisals)
        .values({ id: appraisalId, userId, ...fields })
        .returning();
      await spendCredit({
        db: tx,
        userId,
        description: `Appraisal: ${getAppraisalTitle(fields.artworkTitle)}`,
        reference: `appraisal:${appraisalId}`,
      });
      await tx.insert(appraisalFiles).values([...imageRows, ...documentRows]);
      await enqueueJob({ db: tx, name: PROCESS_APPRAISAL_JOB, payload: { appraisalId }, maxAttempts: 3 });
      return row!;
    });
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error;
  }
}
