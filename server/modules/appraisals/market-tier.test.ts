import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { makeJpeg, MINIMAL_PDF, type MultipartFile, postAppraisal } from "../../test/appraisal-factories";
import { appraisalReports, appraisals } from "../../db/schema";

// Issue 49 through the real pipeline (multipart submission, the job runner, the built-in
// provider, the valuation and the report writer): which market the range describes (decision 0035).

let app: FastifyInstance;
let photo: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  photo = await makeJpeg({ width: 640, height: 480, hue: 40 });
});
afterAll(() => app.close());

interface Factor {
  name: string;
  value: string;
  effect: number;
}

async function appraise(fields: Record<string, string>, documents: MultipartFile[] = []) {
  const { user, cookie } = await signedInUser(app);
  await giveCredits(app.db, user.id, 1);
  const created = await postAppraisal(app, {
    cookie,
    fields,
    files: [{ field: "images", filename: "front.jpg", contentType: "image/jpeg", data: photo }, ...documents],
  });
  expect(created.statusCode, created.body).toBe(201);
  await app.jobs.drain();
  const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, created.json().id));
  const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, created.json().id));
  return { low: row!.estimatedLow!, high: row!.estimatedHigh!, factors: report!.factors as Factor[], market: report!.marketAnalysis ?? "" };
}

const usd = (x: number) => `\\$${x.toLocaleString("en-US")}`;
/** The two figures a sentence names, as numbers ("fetch $45 to $150"). */
function figuresAfter(text: string, words: string): [number, number] {
  const m = new RegExp(`${words}[^$]*\\$([\\d,]+) to \\$([\\d,]+)`).exec(text);
  expect(m, `"${words}" in: ${text}`).not.toBeNull();
  return [Number(m![1]!.replace(/,/g, "")), Number(m![2]!.replace(/,/g, ""))];
}
const mid = (r: { low: number; high: number }) => Math.sqrt(r.low * r.high);

describe("the market a range describes, through the appraisal pipeline", () => {
  it("prices an anonymous 20 x 26 in oil with no details at general-house level, and names both markets", async () => {
    const r = await appraise({ medium: "oil", height: "20", width: "26" });
    const [generalLow, generalHigh] = figuresAfter(r.market, "Offered at a general auction house or online instead");
    const [curatedLow] = figuresAfter(r.market, "curated fine-art auction houses more often than not");
    // Before the market tier this piece was $1,000-$3,900, the curated houses' range. Now its
    // midpoint sits below anything a curated house fetches for it, inside the US regional general
    // house's own estimates for such pieces (issue 49: $300-$400, $700-$900), and the likely
    // range reaches down to what general houses pay (Lisbon's anonymous paintings: about $110).
    expect(mid(r)).toBeLessThan(900);
    expect(mid(r)).toBeLessThan(curatedLow);
    expect(r.low).toBeLessThanOrEqual(generalHigh);
    expect(generalHigh).toBeLessThan(300);
    expect(generalLow).toBeGreaterThan(10);
    expect(r.factors.at(-1)).toMatchObject({ name: "Market" });
    expect(r.factors.at(-1)!.effect).toBeLessThan(0.5);
    expect(r.market).toMatch(new RegExp(`We estimate the market value at ${usd(r.low)} to ${usd(r.high)}`));
  });

  it("prices the same oil by a recorded artist, signed, with a certificate, at that artist's level", async () => {
    const r = await appraise(
      {
        medium: "oil",
        height: "20",
        width: "26",
        artistName: "Jerzy Kossak",
        additionalNotes: "Signed lower left. Certificate of authenticity.",
      },
      [{ field: "documents", filename: "certificate.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
    );
    const record = r.factors.find((f) => f.name === "Artist's sales record");
    expect(record?.value).toMatch(/^Jerzy Kossak \(\d+ sales\)$/);
    expect(record!.effect).toBeGreaterThan(1);
    const [curatedLow, curatedHigh] = figuresAfter(r.market, "curated fine-art auction houses more often than not");
    // Nearly certain of the curated market: the range is the artist's own, within a rounding.
    expect(r.low).toBeGreaterThanOrEqual(curatedLow * 0.9);
    expect(r.high).toBeLessThanOrEqual(curatedHigh * 1.1);
    expect(r.low).toBeGreaterThan(1500);
    expect(r.factors.at(-1)!.effect).toBeGreaterThan(0.9);
  });

  it("keeps a museum-shop poster's likely range below $250, and the text quotes that range", async () => {
    const r = await appraise({
      medium: "print",
      artistName: "Claude Monet",
      artworkTitle: "Water Lilies",
      additionalNotes: "Poster bought in the museum shop, framed",
      height: "28",
      width: "36",
    });
    expect(r.high).toBeLessThan(250);
    const [low, high] = figuresAfter(r.market, "Printed reproductions sell as decoration");
    expect({ low, high }).toEqual({ low: r.low, high: r.high });
    expect(r.market).not.toMatch(/If a curated fine-art auction house accepts it/);
  });

  it("moves a named, signed oil to the general market when the owner writes it was bought at a flea market", async () => {
    const fields = { medium: "oil", height: "20", width: "26", artistName: "J. Almeida", additionalNotes: "Signed lower right." };
    const unsaid = await appraise(fields);
    const flea = await appraise({ ...fields, provenance: "Bought at a flea market in Porto in 2009." });
    // Named, signed and a painting: the evidence alone says a curated house (decision 0035); the
    // owner's word on where it was bought says the market it was last sold in.
    expect(unsaid.market).toMatch(/curated fine-art auction houses more often than not/);
    expect(flea.market).toMatch(/general auction houses and online sales more often than not/);
    expect(flea.market).toMatch(/You wrote that it came from "flea market"/);
    expect(mid(flea)).toBeLessThan(mid(unsaid) / 2);
    // The curated market's own range is the same piece's either way, quoted as what would move it.
    const [curatedLow] = figuresAfter(flea.market, "If a curated fine-art auction house accepts it, such works fetch");
    expect(curatedLow).toBeGreaterThan(flea.high);
  });
});
