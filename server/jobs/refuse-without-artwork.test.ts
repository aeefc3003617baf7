import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { NO_ARTWORK_MESSAGE, NO_ARTWORK_REFUND_MESSAGE } from "../../contracts/artwork-photo";
import { makeBareWall } from "@engine/test-support";
import { buildTestApp } from "../test/build-test-app";
import { signedInUser } from "../test/factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { buildMultipart, giveCredits, makeJpeg } from "../test/appraisal-factories";
import { appraisalFiles, appraisals } from "../db/schema";
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
  const body = buildMultipart({ medium: "oil", artworkTitle: "Harbour at Dusk" }, [
    { field: "images", filename: "wall.jpg", contentType: "image/jpeg", data: photo },
  ]);
  return app.inject({ method: "POST", url: "/api/appraisals", headers: { ...body.headers, cookie }, payload: body.payload });
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

  it("refuses one in the pipeline with the message and refunds the credit through the ledger", async () => {
    const app = await buildTestApp({ JOB_BACKOFF_BASE_MS: 0 }, { ai: createFakeAiProvider() });
    apps.push(app);
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const response = await submit(app, cookie, await makeJpeg());
    expect(response.statusCode, response.body).toBe(201);
    const appraisalId = response.json().id as string;
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    // The photo the pipeline reads becomes a bare wall (one stored before uploads were checked).
    const [file] = await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, appraisalId));
    const wall = await bareWallJpeg();
    await app.storage.put(file!.storageKey, wall, "image/jpeg");
    if (file!.displayKey) await app.storage.put(file!.displayKey, wall, "image/jpeg");

    await app.jobs.drain();

    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, appraisalId));
    expect(row).toMatchObject({ status: "failed", failureReason: NO_ARTWORK_REFUND_MESSAGE, refunded: true });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${appraisalId}`, headers: { cookie } })).json();
    expect(detail.status).toBe("failed");
  });
});
