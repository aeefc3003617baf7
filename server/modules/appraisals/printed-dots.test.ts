import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import type { RgbaImage } from "@engine/photo";
import { halftone } from "@engine/test-support";
import { buildTestApp } from "../../test/build-test-app";
import { submitAppraisal } from "../../test/appraisal-factories";

// Issue 50, "a printed reproduction read from the photo", through the real pipeline (decision
// 0039): a close-up photo of an offset print (the test painting enlarged to 1,600 px, a CMYK dot
// screen of 4 px, a phone's softness and JPEG) claimed as an oil by a named hand, against a photo of
// the painting itself at the same size. The printed-dot test reads the upload at up to 2,048 px: the
// 512 px the rest of the analysis reads would lose the dots.
const SIDE = 1600;

async function enlargedPainting(): Promise<RgbaImage> {
  const { data, info } = await sharp(path.resolve("tests/fixtures/painting-landscape.jpg"))
    .resize(SIDE, SIDE, { fit: "inside", kernel: "lanczos3" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

const toJpeg = (image: RgbaImage) =>
  sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .blur(0.5)
    .jpeg({ quality: 88 })
    .toBuffer();

let app: FastifyInstance;
let printed: Buffer;
let painted: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  const painting = await enlargedPainting();
  printed = await toJpeg(halftone(painting, 4));
  painted = await toJpeg(painting);
});
afterAll(() => app.close());

const fields = { medium: "oil", artistName: "Hendrika Vos", artworkTitle: "River at Noon", height: "20", width: "26" };

async function appraise(target: FastifyInstance, photo: Buffer) {
  const { id, cookie } = await submitAppraisal(target, {
    fields,
    files: [{ field: "images", filename: "close-up.jpg", contentType: "image/jpeg", data: photo }],
  });
  return { id, cookie, report: () => target.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } }) };
}

describe("a close-up photo of a printed reproduction (issue 50)", () => {
  it("is read as printed: the report says so, keeps the claim and values it as a reproduction", async () => {
    const report = (await (await appraise(app, printed)).report()).json();
    expect(report.summary).toContain("shows the regular dot screen of a printed reproduction");
    expect(report.summary).toContain("rather than an original by Hendrika Vos");
    expect(report.summary).toContain("You describe it as oil; that is kept on this report.");
    expect(report.artistName).toBe("Hendrika Vos");
    expect(report.authenticationIndicators).toContain("a regular grid of printed dots");
    expect(report.factors).toContainEqual(expect.objectContaining({ name: "Printed dots", value: "A print's dot screen in the photo" }));
    // Where reproductions sell (the poster: a likely range below $250), and the text agrees.
    expect(report.estimatedValueRange.high).toBeLessThan(250);
    expect(report.marketAnalysis).toContain("Printed reproductions sell as decoration");
  });

  it("the painting itself, photographed as close, is not", async () => {
    const report = (await (await appraise(app, painted)).report()).json();
    expect(report.factors.map((f: { name: string }) => f.name)).not.toContain("Printed dots");
    expect(report.summary).not.toContain("dot screen");
    expect(report.authenticationIndicators).toContain("we found no regular dot screen");
    expect(report.estimatedValueRange.high).toBeGreaterThan(250);
  });

  it("goes to an appraiser first under APPRAISAL_REVIEW=selective, with the reason named", async () => {
    const selective = await buildTestApp({ APPRAISAL_REVIEW: "selective", JOB_BACKOFF_BASE_MS: 0 });
    try {
      const { id, cookie } = await appraise(selective, printed);
      const detail = (await selective.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).json();
      expect(detail).toMatchObject({ status: "processing", estimatedValue: null });
      expect(detail.review.reasons).toContain("printed-dots");
    } finally {
      await selective.close();
    }
  });
});
