import { createReadStream } from "node:fs";
import { randomUUID } from "node:crypto";
import { APPRAISAL_COST_CREDITS, CreateAppraisalFieldsSchema, getAppraisalTitle } from "../../../contracts/appraisals";
import type { Database } from "../../db/client";
import { appraisalFiles, appraisals, type AppraisalRow } from "../../db/schema";
import { badRequest, insufficientCredits } from "../../errors";
import { PROCESS_APPRAISAL_JOB } from "../../jobs/job-names";
import { enqueueJob } from "../../jobs/queue";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getBalance, spendCredit } from "../credits/credits.service";
import { throwFirstFailure } from "../../photos/accept-photo";
import { inspectDocument, PhotoPreparations, type ParsedUpload } from "../../photos/upload-parser";

type NewFile = typeof appraisalFiles.$inferInsert;

/**
 * A submission's photo preparations (issue 15): each photo is judged and processed as soon as it
 * has arrived, while the later ones still stream in, but only when the submission can go ahead
 * so far (its fields valid, a credit to spend): a refused request costs no decoding, as before.
 */
export function createImagePreparations({ db, userId }: { db: Database; userId: string }): PhotoPreparations {
  let affordable: Promise<boolean> | undefined;
  return new PhotoPreparations({
    isWorthStarting: (fields) =>
      CreateAppraisalFieldsSchema.safeParse(fields).success &&
      (affordable ??= getBalance({ db, userId }).then((balance) => balance >= APPRAISAL_COST_CREDITS)),
    cornersOf: (fields) => CreateAppraisalFieldsSchema.safeParse(fields).data?.artworkCorners ?? null,
  });
}

/**
 * Validates a submission, stores its files and, in one transaction, spends the credit, creates
 * the appraisal (pending) and queues its processing (decision 14). Any failure leaves no row,
 * no stored file and the balance unchanged. `images` holds the photos' preparations begun while
 * the upload streamed in (createImagePreparations); the caller stops it when the request ends.
 */
export async function createAppraisal({
  db,
  storage,
  userId,
  upload,
  images,
}: {
  db: Database;
  storage: StorageProvider;
  userId: string;
  upload: ParsedUpload;
  images: PhotoPreparations;
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

  // Judge every file by its content before any work is stored. The first problem is answered in
  // the order the checks run: a photo's content (in the order sent), a document, a photo's use.
  const [outcomes, documentChecks] = await Promise.all([
    // The primary photo with the owner's corners is judged inside them, as the pipeline will read it.
    Promise.all(
      upload.images.map((file, position) =>
        position === 0 && fields.artworkCorners ? images.startInCorners(file, fields.artworkCorners) : images.start(file),
      ),
    ),
    Promise.allSettled(upload.documents.map((file) => inspectDocument(file.tmpPath, file.name))),
  ]);
  throwFirstFailure(outcomes, "content");
  const documentKinds = documentChecks.map((check) => {
    if (check.status === "rejected") throw check.reason;
    return check.value;
  });
  throwFirstFailure(outcomes, "usability");
  throwFirstFailure(outcomes, "processing");
  throwFirstFailure(outcomes, "abandoned");

  const appraisalId = randomUUID();
  const prefix = `appraisals/${appraisalId}`;
  try {
    const imageRows = await Promise.all(
      outcomes.map(async (outcome, position): Promise<NewFile> => {
        if (!outcome.ok) throw outcome.error; // (every failure was thrown above)
        const { photo: image } = outcome;
        const { crop } = image;
        const original = image.original!; // asked for (keepOriginal)
        const base = `${prefix}/images/${position}`;
        const storageKey = `${base}.${original.extension}`;
        const displayKey = `${base}-display.jpg`;
        const thumbnailKey = `${base}-thumb.webp`;
        const cropKey = crop ? `${base}-crop.jpg` : null;
        await Promise.all([
          storage.put(storageKey, original.body(), original.contentType),
          storage.put(displayKey, image.display, "image/jpeg"),
          storage.put(thumbnailKey, image.thumbnail, "image/webp"),
          crop && cropKey ? storage.put(cropKey, crop, "image/jpeg") : null,
        ]);
        return {
          appraisalId,
          kind: "image",
          position,
          storageKey,
          displayKey,
          thumbnailKey,
          cropKey,
          contentType: original.contentType,
          byteSize: original.byteSize,
          width: image.width,
          height: image.height,
          originalName: upload.images[position]!.name,
          // The artwork check, made once here: the pipeline and the review rules read it from the row.
          artworkCheck: image.artwork,
        };
      }),
    );
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
