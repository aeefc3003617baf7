import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { makeJpeg, MINIMAL_PDF, postAppraisal, readEmailSubject } from "../../test/appraisal-factories";
import { extractPdfText } from "../../test/pdf-text";
import { appraisalFiles, appraisalReports, appraisals } from "../../db/schema";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://appraise.example" }, { ai: createFakeAiProvider() });
});
afterAll(() => app.close());

async function createAppraisal(options: { complete?: boolean; title?: string; photos?: number } = {}) {
  const owner = await signedInUser(app, { emailVerifiedAt: new Date() });
  await giveCredits(app.db, owner.user.id, 1);
  const photos = await Promise.all(Array.from({ length: options.photos ?? 2 }, (_, i) => makeJpeg({ hue: i * 40 })));
  const response = await postAppraisal(app, {
    cookie: owner.cookie,
    fields: { medium: "acrylic", artworkTitle: options.title ?? "Blue Harbour", artistName: "Jane Doe", height: "20", width: "30" },
    files: [
      ...photos.map((data, i) => ({ field: "images", filename: `p${i}.jpg`, contentType: "image/jpeg", data })),
      { field: "documents", filename: "receipt.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  if (options.complete !== false) await app.jobs.drain();
  return { ...owner, id: response.json().id as string };
}

const outboxFiles = () => {
  const dir = path.join(app.config.dataDir, "outbox");
  return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(path.join(dir, f), "utf8")) : [];
};

describe("the report", () => {
  it("is refused while the appraisal is pending (409)", async () => {
    const { cookie, id } = await createAppraisal({ complete: false });
    for (const url of [`/api/appraisals/${id}/report`, `/api/appraisals/${id}/report/pdf`]) {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("The report is available once the appraisal is completed.");
    }
  });

  it("carries every field of the spec's Report, the valuation ID and the verification address", async () => {
    const { cookie, id } = await createAppraisal();
    const response = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      id,
      title: "Blue Harbour",
      artistName: "Jane Doe",
      mediumLabel: "Acrylic",
      dimensions: "20 x 30 in (height x width)",
      estimatedValueRange: { low: 4200, high: 9800 },
      historicalContext: "Context.",
      marketAnalysis: "Market.",
      authenticationIndicators: "Indicators.",
      recommendations: ["Insure it."],
    });
    expect(report.images).toHaveLength(2);
    expect(report.factors[0]).toMatchObject({ name: "Style" });
    expect(report.verificationUrl).toBe(`https://appraise.example/verify/${report.valuationId}`);
    expect(report.disclaimer).toMatch(/not a formal authentication/);
  });

  it("is a real PDF with the valuation ID, the range in whole dollars and page numbers", async () => {
    const { cookie, id } = await createAppraisal({ photos: 3 });
    const report = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } })).json();
    const response = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf?download=1`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="appraisal-report-blue-harbour-${report.valuationId}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await extractPdfText(response.rawPayload);
    expect(text).toContain(report.valuationId);
    expect(text).toContain("$4,200 – $9,800");
    expect(text).toContain(`https://appraise.example/verify/${report.valuationId}`);
    for (const heading of [
      "Historical context",
      "Market analysis",
      "How the range was reached",
      "Authentication indicators",
      "Recommendations",
      "Disclaimer",
      "Photographs",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("is e-mailed with the PDF attached, and a bad address is refused", async () => {
    const { cookie, id } = await createAppraisal({ title: "Mail Me" });
    const before = outboxFiles().length;
    const bad = await app.inject({
      method: "POST",
      url: `/api/appraisals/${id}/send-email`,
      headers: { cookie },
      payload: { recipientEmail: "not an email" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "Enter a valid email address", field: "recipientEmail" });
    expect(outboxFiles().length).toBe(before);

    const sent = await app.inject({
      method: "POST",
      url: `/api/appraisals/${id}/send-email`,
      headers: { cookie },
      payload: { recipientEmail: "insurer@example.com" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = outboxFiles().find((m) => m.includes("To: insurer@example.com"))!;
    expect(readEmailSubject(mail)).toBe("Appraisal report: Mail Me");
    expect(mail).toMatch(/Content-Type: application\/pdf;\s+name=appraisal-report-mail-me-AV-/);
    expect(mail).toContain("Content-Disposition: attachment");
  });

  it("keeps a title beyond Latin-1 in the PDF, its download name and its e-mail attachment", async () => {
    const title = "Ηλιοβασίλεμα nad Łodzią";
    const { cookie, id } = await createAppraisal({ title });
    const report = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } })).json();
    const expectedName = `appraisal-report-ηλιοβασίλεμα-nad-łodzią-${report.valuationId}.pdf`;

    const download = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf?download=1`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const disposition = download.headers["content-disposition"] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(expectedName);
    expect((await extractPdfText(download.rawPayload)).text).toContain(title);

    const sent = await app.inject({
      method: "POST",
      url: `/api/appraisals/${id}/send-email`,
      headers: { cookie },
      payload: { recipientEmail: "greek-title@example.com" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = outboxFiles().find((m) => m.includes("To: greek-title@example.com"))!;
    // RFC 2231 parameter continuations: filename*0*=utf-8''...; filename*1*=...
    const parts = [...mail.matchAll(/filename\*(?:\d+\*?)?=(?:utf-8'')?"?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
    expect(decodeURIComponent(parts.join(""))).toBe(expectedName);
  });

  it("answers 404 on every route to another user", async () => {
    const { id } = await createAppraisal();
    const stranger = await signedInUser(app);
    const requests = [
      { method: "GET" as const, url: `/api/appraisals/${id}/report` },
      { method: "GET" as const, url: `/api/appraisals/${id}/report/pdf` },
      { method: "POST" as const, url: `/api/appraisals/${id}/send-email`, payload: { recipientEmail: "x@example.com" } },
      { method: "DELETE" as const, url: `/api/appraisals/${id}` },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: { cookie: stranger.cookie } });
      expect(response.statusCode, request.url).toBe(404);
    }
  });
});

describe("DELETE /api/appraisals/{id}", () => {
  it("removes the appraisal, its rows and its stored files (JSON content type, no body)", async () => {
    const { cookie, id } = await createAppraisal();
    const folder = path.join(app.config.dataDir, "uploads", "appraisals", id);
    expect(readdirSync(folder, { recursive: true }).length).toBeGreaterThan(0);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/appraisals/${id}`,
      headers: { cookie, "content-type": "application/json" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.id, id))).toHaveLength(0);
    expect(await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, id))).toHaveLength(0);
    expect(await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, id))).toHaveLength(0);
    expect(existsSync(folder)).toBe(false);
    expect((await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe("GET /api/verify/{valuationId}", () => {
  it("shows only the public proof of a genuine report", async () => {
    const { cookie, id } = await createAppraisal({ title: "Proof" });
    const { valuationId } = (await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie } })).json();
    const response = await app.inject({ method: "GET", url: `/api/verify/${valuationId.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["completedAt", "estimatedValueRange", "title", "valuationId"]);
    expect(body).toMatchObject({ valuationId, title: "Proof", estimatedValueRange: { low: 4200, high: 9800 } });
    expect(response.body).not.toMatch(/Jane Doe|@example\.com|provenance/i);
  });

  it("says clearly when no such report exists", async () => {
    for (const id of ["AV-0000-0000-0000", "not-an-id", "AV-XXXX"]) {
      const response = await app.inject({ method: "GET", url: `/api/verify/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("No report with this valuation ID exists.");
    }
  });
});
