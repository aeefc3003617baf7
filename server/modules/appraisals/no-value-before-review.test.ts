import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { postAppraisal } from "../../test/appraisal-factories";
import { appraisals } from "../../db/schema";
import { APPRAISAL_DEADLINE_HOURS } from "../../../contracts/appraisals";

// Decision 33 (issue 51, finding 1): while a draft waits for an admin (APPRAISAL_REVIEW=manual),
// every answer the owner reads says "in review" and gives no figure; deleting it then refunds,
// since no figure was ever shown. Once the admin completes it, the figures appear and a
// deletion refunds nothing.

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "manual", JOB_BACKOFF_BASE_MS: 0 }, { ai: createFakeAiProvider() });
});
beforeEach(async () => {
  await app.db.delete(appraisals);
  admin = await signedInUser(app, { role: "admin" });
  owner = await signedInUser(app);
});
afterAll(() => app.close());

const asOwner = (url: string, method: "GET" | "DELETE" = "GET") => app.inject({ method, url, headers: { cookie: owner.cookie } });

async function heldAppraisal(): Promise<string> {
  await giveCredits(app.db, owner.user.id, 1);
  const created = await postAppraisal(app, { cookie: owner.cookie, fields: { medium: "oil", artworkTitle: "Harbour at Dusk" } });
  expect(created.statusCode, created.body).toBe(201);
  await app.jobs.drain();
  return created.json().id as string;
}

/** Every owner answer that could carry a figure, as JSON text (the PDF and report answer 409). */
async function everythingTheOwnerReads(id: string) {
  const [detail, list, recent, portfolio, report, pdf] = await Promise.all(
    [
      `/api/appraisals/${id}`,
      "/api/appraisals",
      "/api/appraisals/recent",
      "/api/portfolio",
      `/api/appraisals/${id}/report`,
      `/api/appraisals/${id}/report/pdf`,
    ].map((url) => asOwner(url)),
  );
  return { detail: detail!, list: list!, recent: recent!, portfolio: portfolio!, report: report!, pdf: pdf! };
}

describe("no value before review (decision 33)", () => {
  it("shows a held draft as in review with no figure anywhere the owner reads, and refunds its deletion", async () => {
    const id = await heldAppraisal();
    const seen = await everythingTheOwnerReads(id);
    const detail = seen.detail.json();
    const deadline = new Date(new Date(detail.submittedAt).getTime() + APPRAISAL_DEADLINE_HOURS * 3_600_000).toISOString();
    expect(detail).toMatchObject({ status: "processing", estimatedValue: null, wideValue: null, rangeCoverage: null });
    // "In review" is the review field (the spec's statuses stay): no reasons under manual review.
    expect(detail.review).toEqual({ reasons: [], deadline });
    for (const rows of [seen.list.json(), seen.recent.json()]) {
      expect(rows.find((r: { id: string }) => r.id === id)).toMatchObject({
        status: "processing",
        estimatedValue: null,
        review: detail.review,
      });
    }
    expect(seen.portfolio.json()).toMatchObject({ totalValue: { low: 0, high: 0 } });
    expect(seen.report.statusCode).toBe(409);
    expect(seen.pdf.statusCode).toBe(409);
    // Not one answer holds the drafted figures (the fake engine drafts 4,200-9,800).
    for (const response of Object.values(seen)) expect(response.body).not.toMatch(/4200|9800|4,200|9,800/);

    // Nothing was shown, so deleting gives the credit back.
    const deleted = await asOwner(`/api/appraisals/${id}`, "DELETE");
    expect(deleted.json()).toEqual({ ok: true, refunded: true });
  });

  it("shows the figures once an admin completes it, and then a deletion refunds nothing", async () => {
    const id = await heldAppraisal();
    const completed = await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { status: "completed" },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const detail = (await asOwner(`/api/appraisals/${id}`)).json();
    expect(detail).toMatchObject({ status: "completed", review: null, estimatedValue: { low: 4200, high: 9800 } });
    expect((await asOwner("/api/appraisals")).json()[0]).toMatchObject({ estimatedValue: { low: 4200, high: 9800 } });
    expect((await asOwner(`/api/appraisals/${id}/report`)).statusCode).toBe(200);
    expect((await asOwner(`/api/appraisals/${id}`, "DELETE")).json()).toEqual({ ok: true, refunded: false });
  });

  it("still gives the admin desk the drafted range to review", async () => {
    const id = await heldAppraisal();
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { priority: "high" },
    });
    expect(edited.json()).toMatchObject({ status: "processing", estimatedValue: { low: 4200, high: 9800 } });
  });
});
