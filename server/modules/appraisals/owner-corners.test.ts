import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  CORNERS_NOT_CONVEX_MESSAGE,
  CORNERS_OUTSIDE_MESSAGE,
  serialiseCorners,
  type ArtworkCorners,
} from "../../../contracts/artwork-corners";
import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../../contracts/artwork-photo";
import { analyseArtwork } from "@engine/analysis";
import { buildTestApp } from "../../test/build-test-app";
import { testPaintingOnWall } from "../../test/wall-photos";
import { giveCredits, signedInUser } from "../../test/factories";
import { buildMultipart, postAppraisal } from "../../test/appraisal-factories";
import { appraisalFiles, appraisalReports, appraisals } from "../../db/schema";
import { getBalance } from "../credits/credits.service";
import { loadAnalysisPixels } from "../../photos/photo-renditions";

// Issue 30: the owner corrects the found outline; the pipeline reads their crop, and says so.

/** The test photo of a painting, framed and hung on a wall, photographed a little off-axis, as a JPEG. */
const framedOnWall = async () => (await testPaintingOnWall({}, 90)).jpeg;

// Not the locator's outline: the owner says the work is this part of the photo (a keystone).
const OWNER_CORNERS: ArtworkCorners = [
  { x: 0.38, y: 0.3 },
  { x: 0.64, y: 0.28 },
  { x: 0.66, y: 0.72 },
  { x: 0.36, y: 0.7 },
];

let app: FastifyInstance;
let photo: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  photo = await framedOnWall();
});
afterAll(() => app.close());

async function submit(cookie: string, artworkCorners?: string) {
  return postAppraisal(app, {
    cookie,
    fields: { medium: "oil", artworkTitle: "Pears", ...(artworkCorners === undefined ? {} : { artworkCorners }) },
    files: [{ field: "images", filename: "wall.jpg", contentType: "image/jpeg", data: photo }],
  });
}

async function predict(cookie: string, artworkCorners: string) {
  const body = buildMultipart({ artworkCorners }, [{ field: "image", filename: "wall.jpg", contentType: "image/jpeg", data: photo }]);
  return app.inject({ method: "POST", url: "/api/art-style-prediction", headers: { ...body.headers, cookie }, payload: body.payload });
}

describe("the owner's corners through the real pipeline (issue 30)", () => {
  it("analyses the appraisal on the owner's crop, shows the crop, keeps the original and says the outline was set by hand", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const created = await submit(cookie, serialiseCorners(OWNER_CORNERS));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await app.jobs.drain();

    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(row).toMatchObject({ status: "completed", artworkCorners: OWNER_CORNERS });

    // The stored analysis is the one of the owner's crop of the stored original, not the locator's.
    const [file] = await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, id));
    const stored = await app.storage.get(file!.storageKey);
    const pixels = await loadAnalysisPixels(await buffer(stored!.stream));
    const onCrop = await analyseArtwork(pixels, { corners: OWNER_CORNERS });
    const located = await analyseArtwork(pixels);
    const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, id));
    const analysis = report!.analysis as { features: Record<string, unknown> };
    expect(analysis.features.brightness).toBe(onCrop.features.brightness);
    expect(analysis.features.brightness).not.toBe(located.features.brightness);

    const shown = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } })).json();
    expect(shown.outlineSetByHand).toBe(true);
    expect(shown.photoObservations).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    expect(shown.images[0]).toMatch(/\/crop$/);
    expect(shown.originalImages[0]).toMatch(/\/display$/);

    // The crop is the owner's quadrilateral straightened: taller than wide, like the outline.
    const crop = await app.inject({ method: "GET", url: shown.images[0], headers: { cookie } });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers["content-type"]).toBe("image/jpeg");
    const cropSize = await sharp(crop.rawPayload).metadata();
    expect(cropSize.height! / cropSize.width!).toBeGreaterThan(1.1);
    // The thumbnail is made from the crop; the photo as taken is still served whole.
    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).json();
    expect(detail.outlineSetByHand).toBe(true);
    const thumbnail = await app.inject({ method: "GET", url: detail.imageFiles[0].thumbnailUrl, headers: { cookie } });
    const thumbSize = await sharp(thumbnail.rawPayload).metadata();
    expect(thumbSize.height! / thumbSize.width!).toBeCloseTo(cropSize.height! / cropSize.width!, 1);
    const original = await app.inject({ method: "GET", url: detail.imageFiles[0].url, headers: { cookie } });
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it("without the owner's corners, crops to the found outline and says nothing of a hand-set one", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const created = await submit(cookie);
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();
    const shown = (await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}/report`, headers: { cookie } })).json();
    expect(shown.outlineSetByHand).toBe(false);
    expect(shown.photoObservations).not.toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    // The locator finds the framed work in this photo: the report shows its straightened crop.
    expect(shown.images[0]).toMatch(/\/crop$/);
  });

  it("refuses bad corners with a 400 naming the problem, before the credit is taken", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const crossed = [OWNER_CORNERS[0], OWNER_CORNERS[1], OWNER_CORNERS[3], OWNER_CORNERS[2]];
    const outside = [{ x: -0.2, y: 0.3 }, ...OWNER_CORNERS.slice(1)];
    for (const [corners, message] of [
      [JSON.stringify(crossed), CORNERS_NOT_CONVEX_MESSAGE],
      [JSON.stringify(outside), CORNERS_OUTSIDE_MESSAGE],
    ] as const) {
      const response = await submit(cookie, corners);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message, field: "artworkCorners" });
    }
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toEqual([]);
  });

  it("the analyzer reads the owner's crop too, and refuses bad corners with a 400", async () => {
    const { cookie } = await signedInUser(app);
    const withCorners = await predict(cookie, serialiseCorners(OWNER_CORNERS));
    expect(withCorners.statusCode, withCorners.body).toBe(200);
    const pixels = await loadAnalysisPixels(photo);
    const expected = await analyseArtwork(pixels, { corners: OWNER_CORNERS });
    expect(withCorners.json().probability).toBe(expected.prediction.probability);
    const bad = await predict(cookie, "[1,2,3]");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/four corners/);
  });
});
