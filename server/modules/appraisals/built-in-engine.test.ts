import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { ESTIMATE_DISCLAIMER } from "../../../engine";
import { buildTestApp } from "../../test/build-test-app";
import { signedInUser } from "../../test/factories";
import { buildMultipart, giveCredits } from "../../test/appraisal-factories";
import { appraisalReports } from "../../db/schema";

// Real artwork photos from the shared evaluation set (read in place, never copied).
const EVAL_DIR = path.resolve("../shared/evaldata/styles/Impressionism");
const realPhoto = () => readFileSync(path.join(EVAL_DIR, readdirSync(EVAL_DIR).filter((f) => f.endsWith(".jpg")).sort()[0]!));

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  ({ cookie } = await signedInUser(app));
});
afterAll(() => app.close());

async function predict(image: Buffer, filename = "art.jpg", withCookie = true) {
  const body = buildMultipart({}, [{ field: "image", filename, contentType: "image/jpeg", data: image }]);
  return app.inject({ method: "POST", url: "/api/art-style-prediction", headers: { ...body.headers, ...(withCookie ? { cookie } : {}) }, payload: body.payload });
}

const flatGrey = () => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg().toBuffer();
async function colourBlocks() {
  const width = 400;
  const height = 300;
  const raw = Buffer.alloc(width * height * 3);
  const colours = [[230, 30, 40], [30, 90, 220], [250, 210, 20], [20, 170, 60]];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(colours[(Math.floor(x / 100) + Math.floor(y / 100)) % 4]!, (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

describe("POST /api/art-style-prediction with the built-in engine", () => {
  it("answers the style prediction fields, the same way twice", async () => {
    const photo = realPhoto();
    const first = await predict(photo);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ style: expect.any(String), era: expect.any(String), description: expect.any(String) });
    expect(body.probability).toBeGreaterThan(0);
    expect(body.probability).toBeLessThanOrEqual(1);
    expect(body.characteristics.length).toBeGreaterThan(0);
    expect(body.similarArtists.length).toBeGreaterThan(0);
    expect((await predict(photo)).json()).toEqual(body);
  });

  it("tells a monochrome image from a colourful one", async () => {
    const grey = (await predict(await flatGrey())).json();
    const colourful = (await predict(await colourBlocks())).json();
    expect(grey.characteristics.join(" ")).toMatch(/monochrom|tonal|grey|gray|neutral/i);
    expect(colourful.characteristics.join(" ")).not.toEqual(grey.characteristics.join(" "));
    expect(colourful.style === grey.style && colourful.probability === grey.probability).toBe(false);
  });

  it("refuses a visitor with 401 and a non-image with a {message}", async () => {
    expect((await predict(realPhoto(), "art.jpg", false)).statusCode).toBe(401);
    const notImage = await predict(Buffer.from("plain text"), "notes.jpg");
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/"notes.jpg" is not an image/);
  });
});

describe("the pipeline with the built-in engine", () => {
  it("completes a real photo with a specific, explained report", async () => {
    const { user, cookie: owner } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const body = buildMultipart({ medium: "oil", artworkTitle: "Poplars", artistName: "Claude Monet", yearCreated: "1891", height: "32", width: "26", provenance: "Private collection, Paris" }, [
      { field: "images", filename: "poplars.jpg", contentType: "image/jpeg", data: realPhoto() },
    ]);
    const created = await app.inject({ method: "POST", url: "/api/appraisals", headers: { ...body.headers, cookie: owner }, payload: body.payload });
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();

    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}`, headers: { cookie: owner } })).json();
    expect(detail.status).toBe("completed");
    expect(detail.estimatedValue.high).toBeGreaterThan(detail.estimatedValue.low);
    const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, detail.id));
    const text = [report!.summary, report!.historicalContext, report!.marketAnalysis, report!.authenticationIndicators, ...report!.recommendations].join("\n");
    expect(text).toContain(ESTIMATE_DISCLAIMER);
    expect(text).toMatch(/Poplars/);
    expect(text).toMatch(/Monet/);
    expect(report!.provider).toBe("built-in");
    const factors = report!.factors as { name: string; effect: number }[];
    expect(factors.map((f) => f.name)).toEqual(expect.arrayContaining(["Artist"]));
  });
});
