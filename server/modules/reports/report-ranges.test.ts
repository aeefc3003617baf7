import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { MARKET_RANGE_COVERAGE } from "@engine/knowledge";

// A named, unrecorded panel oil sells mostly at curated houses: its ranges quote what they held there (decision 0035).
const CURATED_COVERAGE = MARKET_RANGE_COVERAGE["fine-art"];
import { describeCoverage, type Report } from "../../../contracts/reports";
import { formatUsdRange } from "../../../contracts/money";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { makeJpeg, postAppraisal } from "../../test/appraisal-factories";
import { extractPdfText } from "../../test/pdf-text";
import { readOutbox } from "../../test/outbox";

// Decision 39 through the real pipeline and the built-in engine: the report, the detail page's
// data, the PDF and the e-mail carry both ranges with their coverage and what would narrow them.

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://appraise.example" });
  admin = await signedInUser(app, { role: "admin" });
});
afterAll(() => app.close());

async function completedAppraisal(fields: Record<string, string>) {
  // Verified: e-mailing the report to another address needs a verified account (issue 33).
  const owner = await signedInUser(app, { emailVerifiedAt: new Date() });
  await giveCredits(app.db, owner.user.id, 1);
  const created = await postAppraisal(app, {
    cookie: owner.cookie,
    fields,
    files: [{ field: "images", filename: "p.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
  });
  expect(created.statusCode, created.body).toBe(201);
  await app.jobs.drain();
  const id = created.json().id as string;
  const report = (
    await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie: owner.cookie } })
  ).json() as Report;
  return { ...owner, id, report };
}

const PANEL_OIL = { medium: "oil", artworkTitle: "Harbour", artistName: "Jan Kowalski", additionalNotes: "Oil on panel, unframed." };

describe("the two ranges of decision 39", () => {
  it("are in the report with the coverage they were measured at, the wide one holding the likely one", async () => {
    const { report, id, cookie } = await completedAppraisal(PANEL_OIL);
    const likely = report.estimatedValueRange;
    const wide = report.wideValueRange!;
    expect(wide.low).toBeLessThan(likely.low);
    expect(wide.high).toBeGreaterThan(likely.high);
    expect(report.rangeCoverage).toEqual(CURATED_COVERAGE);
    // The submission lacks a signature, a label and a size; an inspection always narrows the range.
    expect(report.narrowing.join(" ")).toMatch(/signature/);
    expect(report.narrowing.join(" ")).toMatch(/label/);
    expect(report.narrowing.at(-1)).toMatch(/^An appraiser's inspection/);
    expect(report.narrowing.length).toBeLessThanOrEqual(4);
    // The owner said panel: the report does not call it Oil on Canvas.
    expect(report.mediumLabel).toBe("Oil on Panel");

    // The owner's "ready" e-mail gives both ranges too.
    const ready = readOutbox(app.config.dataDir).find((m) => m.subject === 'Your appraisal of "Harbour" is ready')!;
    expect(ready.text).toContain(`Wider range ${formatUsdRange(wide)}: ${describeCoverage(report.rangeCoverage!.wide)}`);
    expect(ready.text).toContain("What would narrow these ranges:");
    for (const item of report.narrowing) expect(ready.text).toContain(`- ${item}`);

    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).json();
    expect(detail).toMatchObject({
      estimatedValue: likely,
      wideValue: wide,
      rangeCoverage: CURATED_COVERAGE,
      mediumLabel: "Oil on Panel",
    });
  });

  it("are in the PDF and the report e-mail, each with its coverage, with what would narrow them", async () => {
    const { report, id, cookie } = await completedAppraisal(PANEL_OIL);
    const likelyLine = `Likely range ${formatUsdRange(report.estimatedValueRange)}: ${describeCoverage(report.rangeCoverage!.likely)}`;
    const wideLine = `Wider range ${formatUsdRange(report.wideValueRange!)}: ${describeCoverage(report.rangeCoverage!.wide)}`;
    // The coverage as the model card measured it, in words and figures ("about four in five (79%)").
    expect(wideLine).toContain(describeCoverage(CURATED_COVERAGE.wide));
    expect(wideLine).toMatch(/\(\d+%\)/);

    const pdf = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const { pageTexts } = await extractPdfText(pdf.rawPayload);
    const cover = pageTexts[0]!.replace(/\s+/g, " ");
    expect(cover).toContain(likelyLine);
    expect(cover).toContain(wideLine);
    expect(cover).toContain("Oil on Panel");
    const whole = pageTexts.join(" ").replace(/\s+/g, " ");
    expect(whole).toContain("What would narrow these ranges");
    expect(whole).toContain(report.narrowing[0]!);

    const sent = await app.inject({
      method: "POST",
      url: `/api/appraisals/${id}/send-email`,
      headers: { cookie },
      payload: { recipientEmail: "insurer@example.com" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = readOutbox(app.config.dataDir).find((m) => m.to === "insurer@example.com")!;
    expect(mail.text).toContain(likelyLine);
    expect(mail.text).toContain(wideLine);
    expect(mail.text).toContain("What would narrow these ranges:");
    for (const item of report.narrowing) expect(mail.text).toContain(`- ${item}`);
  });

  it("leave the lists, the detail, the desk, the PDF and the e-mail wording the work as the report's summary does", async () => {
    const { report, id, cookie } = await completedAppraisal({
      medium: "oil",
      artworkTitle: "Spring Pasture",
      artistName: "Willard Metcalf",
      additionalNotes: "Attributed to Metcalf by the dealer. Oil on oak panel.",
    });
    expect(report.summary).toContain("attributed to Willard Metcalf");
    expect(report.summary).toContain("painting on panel");
    const wording = { artistLabel: "Attributed to Willard Metcalf", mediumLabel: "Oil on Panel" };
    expect(report).toMatchObject(wording);
    for (const url of ["/api/appraisals", "/api/appraisals/recent"]) {
      const rows = (await app.inject({ method: "GET", url, headers: { cookie } })).json();
      expect(rows.find((r: { id: string }) => r.id === id)).toMatchObject({ ...wording, medium: "oil", artistName: "Willard Metcalf" });
    }
    expect((await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).json()).toMatchObject(wording);
    const desk = (
      await app.inject({ method: "GET", url: "/api/admin/appraisals?search=Spring", headers: { cookie: admin.cookie } })
    ).json();
    expect(desk.items.find((r: { id: string }) => r.id === id)).toMatchObject(wording);

    const pdf = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf`, headers: { cookie } });
    const cover = (await extractPdfText(pdf.rawPayload)).pageTexts[0]!.replace(/\s+/g, " ");
    expect(cover).toContain("Attributed to Willard Metcalf");
    expect(cover).not.toContain("by Willard Metcalf");
    expect(cover).toContain("Oil on Panel");
    await app.inject({
      method: "POST",
      url: `/api/appraisals/${id}/send-email`,
      headers: { cookie },
      payload: { recipientEmail: "dealer@example.com" },
    });
    const mail = readOutbox(app.config.dataDir).find((m) => m.to === "dealer@example.com")!;
    expect(mail.text).toContain('"Spring Pasture", attributed to Willard Metcalf.');
  });

  it("stay consistent when an admin edits the likely range: the wider one moves by the same factors", async () => {
    const { report, id, cookie } = await completedAppraisal({ medium: "print", artworkTitle: "Etching" });
    const before = report.wideValueRange!;
    const likely = report.estimatedValueRange;
    const doubled = { low: likely.low * 2, high: likely.high * 2 };
    const edit = await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { estimatedValue: doubled },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ estimatedValue: doubled, wideValue: { low: before.low * 2, high: before.high * 2 } });
    const after = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } })).json() as Report;
    expect(after.estimatedValueRange).toEqual(doubled);
    expect(after.wideValueRange).toEqual({ low: before.low * 2, high: before.high * 2 });
    const draft = (await app.inject({ method: "GET", url: `/api/admin/appraisals/${id}/draft`, headers: { cookie: admin.cookie } })).json();
    expect(draft).toMatchObject({ estimatedValue: doubled, wideValue: after.wideValueRange });
  });
});
