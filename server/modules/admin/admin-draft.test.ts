import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { AdminDraftSchema } from "../../../contracts/admin";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { makeJpeg, postAppraisal } from "../../test/appraisal-factories";
import { appraisalReports, appraisals } from "../../db/schema";
import { DRAFT_NOT_FOUND } from "./admin-draft.service";

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "manual" }, { ai: createFakeAiProvider() });
});
beforeEach(async () => {
  await app.db.delete(appraisals);
  admin = await signedInUser(app, { role: "admin" });
  owner = await signedInUser(app);
});
afterAll(() => app.close());

/** A drafted appraisal under manual review: processing, with a report and a range. */
async function draftAppraisal() {
  await giveCredits(app.db, owner.user.id, 1);
  const response = await postAppraisal(app, {
    cookie: owner.cookie,
    fields: { medium: "oil", artworkTitle: "Draft Under Review" },
    files: [{ field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
  });
  await app.jobs.drain();
  return response.json().id as string;
}

const draftUrl = (id: string) => `/api/admin/appraisals/${id}/draft`;

describe("GET /api/admin/appraisals/{id}/draft", () => {
  it("answers 401 to visitors and 403 to ordinary users, even the owner", async () => {
    const id = await draftAppraisal();
    expect((await app.inject({ method: "GET", url: draftUrl(id) })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: draftUrl(id), headers: { cookie: owner.cookie } })).statusCode).toBe(403);
  });

  it("gives an admin the draft's text, recommendations, range and factors before completion", async () => {
    const id = await draftAppraisal();
    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(row!.status).toBe("processing");
    const [stored] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, id));

    const response = await app.inject({ method: "GET", url: draftUrl(id), headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const draft = AdminDraftSchema.parse(response.json());
    expect(draft).toMatchObject({
      summary: stored!.summary,
      historicalContext: stored!.historicalContext,
      marketAnalysis: stored!.marketAnalysis,
      authenticationIndicators: stored!.authenticationIndicators,
      recommendations: stored!.recommendations,
      estimatedValue: { low: row!.estimatedLow, high: row!.estimatedHigh },
    });
    expect(draft.summary.length).toBeGreaterThan(0);
    expect(draft.recommendations.length).toBeGreaterThan(0);
    expect(draft.factors.length).toBeGreaterThan(0);

    // An edit through PATCH is what the next read shows.
    await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { report: { summary: "Edited summary." }, estimatedValue: { low: 500, high: 900 } },
    });
    const edited = (await app.inject({ method: "GET", url: draftUrl(id), headers: { cookie: admin.cookie } })).json();
    expect(edited).toMatchObject({ summary: "Edited summary.", estimatedValue: { low: 500, high: 900 } });
  });

  it("answers 404 when the appraisal has no draft yet, or does not exist", async () => {
    const [bare] = await app.db.insert(appraisals).values({ userId: owner.user.id, medium: "oil", status: "pending" }).returning();
    const noDraft = await app.inject({ method: "GET", url: draftUrl(bare!.id), headers: { cookie: admin.cookie } });
    expect(noDraft.statusCode).toBe(404);
    expect(noDraft.json().message).toBe(DRAFT_NOT_FOUND);
    expect((await app.inject({ method: "GET", url: draftUrl(randomUUID()), headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: draftUrl("not-a-uuid"), headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });
});
