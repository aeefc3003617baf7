import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { NO_ARTWORK_MESSAGE } from "../../contracts/artwork-photo";
import { makeBareWall } from "@engine/test-support";
import { buildTestApp } from "../test/build-test-app";
import { giveCredits, signedInUser } from "../test/factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { makeJpeg, postAppraisal } from "../test/appraisal-factories";
import { appraisalFiles, appraisals, jobs } from "../db/schema";
import { PROCESS_APPRAISAL_JOB } from "./job-names";
import { getBalance } from "../modules/credits/credits.service";
import { getTestDatabase } from "../test/test-db";

const apps: FastifyInstance[] = [];
beforeAll(() => getTestDatabase());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A phone-sized JPEG of a bare painted wall under uneven light: no artwork in it. */
async function bareWallJpeg(): Promise<Buffer> {
  const wall = makeBareWall(3, 1280, 960);
  return sharp(Buffer.from(wall.data), { raw: { width: wall.width, height: wall.height, channels: 4 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function submit(app: FastifyInstance, cookie: string, photo: Buffer) {
  return postAppraisal(app, {
    cookie,
    fields: { medium: "oil", artworkTitle: "Harbour at Dusk" },
    files: [{ field: "images", filename: "wall.jpg", contentType: "image/jpeg", data: photo }],
  });
}

describe("photos with no artwork in them (issue 30)", () => {
  it("refuses a bare-wall photo at submission with the message, before the credit is taken", async () => {
    const app = await buildTestApp({}, { ai: createFakeAiProvider() });
    apps.push(app);
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const response = await submit(app, cookie, await bareWallJpeg());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_ARTWORK_MESSAGE);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toEqual([]);
  });

  it("judges the photo once, at upload: the verdict is stored with the photo and the job does not judge again (issue 48)", async () => {
    const app = await buildTestApp({ JOB_BACKOFF_BASE_MS: 0 }, { ai: createFakeAiProvider() });
    apps.push(app);
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const response = await submit(app, cookie, await makeJpeg());
    expect(response.statusCode, response.body).toBe(201);
    const appraisalId = response.json().id as string;
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    // The verdict is stored with the photo; the job is handed only the appraisal.
    const [job] = await app.db.select().from(jobs).where(eq(jobs.name, PROCESS_APPRAISAL_JOB));
    expect(job!.payload).toEqual({ appraisalId });
    const [file] = await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, appraisalId));
    expect(file!.artworkCheck).toMatchObject({ isArtwork: true, nearUsabilityLimits: false });
    // Were the job to judge again, a stored photo changed after the upload would be refused now.
    const wall = await bareWallJpeg();
    await app.storage.put(file!.storageKey, wall, "image/jpeg");
    if (file!.displayKey) await app.storage.put(file!.displayKey, wall, "image/jpeg");

    await app.jobs.drain();

    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, appraisalId));
    expect(row).toMatchObject({ status: "completed", refunded: false });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });
});
