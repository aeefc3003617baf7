import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { postAppraisal } from "../../test/appraisal-factories";
import { MAX_VALUE_USD } from "../../../contracts/reports";

// Issue 51, finding 7: an admin's likely range at the cap must not push the derived wide range
// past it (it became 1-3,000,000,000). The fake engine drafts 4,200-9,800 inside 1,900-21,000.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "manual", JOB_BACKOFF_BASE_MS: 0 }, { ai: createFakeAiProvider() });
});
afterAll(() => app.close());

describe("PATCH /api/admin/appraisals/{id} at the value cap", () => {
  it("keeps the admin's likely range of 1-1,000,000,000 and stops the wide range at the cap", async () => {
    const admin = await signedInUser(app, { role: "admin" });
    const owner = await signedInUser(app);
    await giveCredits(app.db, owner.user.id, 1);
    const created = await postAppraisal(app, { cookie: owner.cookie });
    await app.jobs.drain();
    const id = created.json().id as string;
    const asAdmin = (method: "GET" | "PATCH", url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

    const edit = await asAdmin("PATCH", `/api/admin/appraisals/${id}`, { estimatedValue: { low: 1, high: MAX_VALUE_USD } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().estimatedValue).toEqual({ low: 1, high: MAX_VALUE_USD });
    const draft = await asAdmin("GET", `/api/admin/appraisals/${id}/draft`);
    expect(draft.json().wideValue).toEqual({ low: 1, high: MAX_VALUE_USD });

    await asAdmin("PATCH", `/api/admin/appraisals/${id}`, { status: "completed" });
    const report = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie: owner.cookie } });
    expect(report.json()).toMatchObject({
      estimatedValueRange: { low: 1, high: MAX_VALUE_USD },
      wideValueRange: { low: 1, high: MAX_VALUE_USD },
    });
  });
});
