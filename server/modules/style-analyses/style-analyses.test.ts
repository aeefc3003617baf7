import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { STYLE_ANALYSES_KEPT, STYLE_ANALYSIS_RETENTION_DAYS, type StyleAnalysisList } from "../../../contracts/style-analyses";
import { buildTestApp } from "../../test/build-test-app";
import { signedInUser } from "../../test/factories";
import { buildMultipart } from "../../test/appraisal-factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { styleAnalyses } from "../../db/schema";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { ai: createFakeAiProvider() });
});
afterAll(() => app.close());

// A painting-like photo the test makes (textured, not blank, which the upload check refuses):
// 900x600 so the kept thumbnail is visibly smaller.
function photo() {
  const width = 900;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const noise = ((x * 7919 + y * 104729) % 61) - 30;
      const base = y < height / 2 ? [220 - y / 4, 160 + x / 12, 90] : [40 + x / 10, 110 + (y % 23), 140];
      raw.set(
        base.map((v) => Math.max(0, Math.min(255, Math.round(v + noise)))),
        (y * width + x) * 3,
      );
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function analyse(cookie: string, query = "?keep=true") {
  const body = buildMultipart({}, [{ field: "image", filename: "art.jpg", contentType: "image/jpeg", data: await photo() }]);
  return app.inject({
    method: "POST",
    url: `/api/art-style-prediction${query}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const list = async (cookie?: string) => app.inject({ method: "GET", url: "/api/style-analyses", headers: cookie ? { cookie } : {} });

describe("recent style analyses", () => {
  it("keeps an analysis asked with keep=true, lists it newest first and serves its thumbnail to the owner only", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const first = await analyse(owner.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect((await analyse(owner.cookie, "")).statusCode).toBe(200); // the wizard's quick mode: not kept
    const second = await analyse(owner.cookie);
    expect(second.json()).toMatchObject({ style: "Impressionism", era: "Impressionism" });

    const response = await list(owner.cookie);
    expect(response.statusCode).toBe(200);
    const { analyses } = response.json<StyleAnalysisList>();
    expect(analyses).toHaveLength(2);
    expect(analyses[0]!.prediction).toEqual(second.json());
    expect(Date.parse(analyses[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(analyses[1]!.createdAt));
    expect(analyses[0]!.imageUrl).toBe(`/api/style-analyses/${analyses[0]!.id}/image`);

    const image = await app.inject({ method: "GET", url: analyses[0]!.imageUrl, headers: { cookie: owner.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(480);

    // Someone else sees none of it: an empty list, and "not found" for the thumbnail.
    expect((await list(other.cookie)).json()).toEqual({ analyses: [] });
    expect((await app.inject({ method: "GET", url: analyses[0]!.imageUrl, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await list()).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: analyses[0]!.imageUrl })).statusCode).toBe(401);
  });

  it("lets only the owner delete an analysis", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await analyse(owner.cookie);
    const [analysis] = (await list(owner.cookie)).json<StyleAnalysisList>().analyses;
    const url = `/api/style-analyses/${analysis!.id}`;

    const foreign = await app.inject({ method: "DELETE", url, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: "Analysis not found." });
    expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect(await app.db.select().from(styleAnalyses).where(eq(styleAnalyses.id, analysis!.id))).toHaveLength(1);

    const own = await app.inject({ method: "DELETE", url, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    expect(await app.db.select().from(styleAnalyses).where(eq(styleAnalyses.id, analysis!.id))).toHaveLength(0);
    expect((await list(owner.cookie)).json()).toEqual({ analyses: [] });
    expect((await app.inject({ method: "DELETE", url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  it("answers 400 naming the problem for a malformed id or keep flag", async () => {
    const owner = await signedInUser(app);
    const bad = await app.inject({ method: "DELETE", url: "/api/style-analyses/not-a-uuid", headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("UUID");
    expect((await analyse(owner.cookie, "?keep=maybe")).statusCode).toBe(400);
  });

  it(`keeps at most ${STYLE_ANALYSES_KEPT} analyses and none older than ${STYLE_ANALYSIS_RETENTION_DAYS} days`, async () => {
    const owner = await signedInUser(app);
    const prediction = {
      style: "Cubism",
      era: "Cubism",
      probability: 0.5,
      characteristics: [],
      similarArtists: [],
      description: "x",
      uncertain: false,
      topStyles: [
        { style: "Cubism", probability: 0.5 },
        { style: "Abstract", probability: 0.3 },
        { style: "Expressionism", probability: 0.1 },
      ],
    };
    const day = 24 * 60 * 60 * 1000;
    const rows = Array.from({ length: STYLE_ANALYSES_KEPT + 3 }, (_, i) => ({
      userId: owner.user.id,
      style: "Cubism",
      era: "Cubism",
      probability: 0.5,
      prediction,
      thumbnail: Buffer.from([1]),
      // One beyond the retention period, the rest within it, a minute apart.
      createdAt: new Date(Date.now() - (i === 0 ? (STYLE_ANALYSIS_RETENTION_DAYS + 1) * day : day + i * 60_000)),
    }));
    await app.db.insert(styleAnalyses).values(rows);
    // The expired row is hidden even before the next analysis sweeps it.
    const listed = await list(owner.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await list(owner.cookie)).json<StyleAnalysisList>().analyses).toHaveLength(STYLE_ANALYSES_KEPT);
    await analyse(owner.cookie);
    const kept = await app.db.select().from(styleAnalyses).where(eq(styleAnalyses.userId, owner.user.id));
    expect(kept).toHaveLength(STYLE_ANALYSES_KEPT);
    const { analyses } = (await list(owner.cookie)).json<StyleAnalysisList>();
    expect(analyses[0]!.prediction.style).toBe("Impressionism");
  });

  it("leaves out a kept row whose prediction no longer matches the contract instead of failing the list", async () => {
    const owner = await signedInUser(app);
    await app.db.insert(styleAnalyses).values({
      userId: owner.user.id,
      style: "Old",
      era: "Old",
      probability: 0.4,
      prediction: { style: "Old" } as never,
      thumbnail: Buffer.from([1]),
    });
    await analyse(owner.cookie);
    const response = await list(owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<StyleAnalysisList>().analyses.map((a) => a.prediction.style)).toEqual(["Impressionism"]);
  });
});
