import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { makeJpeg, postAppraisal } from "../../test/appraisal-factories";
import { adminAuditLog, appraisals, creditLedger, payments } from "../../db/schema";
import { SEND_BLOCKED_NOT_COMPLETED, SEND_BLOCKED_UNPAID } from "../../../contracts/admin";

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "manual" }, { ai: createFakeAiProvider() });
});
beforeEach(async () => {
  await app.db.delete(appraisals);
  admin = await signedInUser(app, { role: "admin", firstName: "Ada" });
  owner = await signedInUser(app, { firstName: "Olive", lastName: "Owner" });
});
afterAll(() => app.close());

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A drafted appraisal (manual review): processing, with a report and a range. */
async function draftAppraisal(title = "Drafted Work") {
  await giveCredits(app.db, owner.user.id, 1);
  const response = await postAppraisal(app, {
    cookie: owner.cookie,
    fields: { medium: "oil", artworkTitle: title },
    files: [{ field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
  });
  await app.jobs.drain();
  return response.json().id as string;
}

const asAdmin = (request: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: InjectOptions["payload"] }) =>
  app.inject({ ...request, headers: { cookie: admin.cookie } });

describe("every admin route is server-enforced", () => {
  it("answers 401 to visitors and 403 to ordinary users", async () => {
    const id = randomUUID();
    const routes = [
      { method: "GET", url: "/api/admin/appraisals" },
      { method: "PATCH", url: `/api/admin/appraisals/${id}`, payload: { priority: "high" } },
      { method: "POST", url: `/api/admin/appraisals/${id}/send-email` },
      { method: "DELETE", url: `/api/admin/appraisals/${id}` },
      { method: "GET", url: `/api/admin/appraisals/${id}/pdf` },
      { method: "GET", url: "/api/admin/analytics" },
      { method: "GET", url: "/api/admin/summary" },
    ] as const;
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await app.inject({ ...route, headers: { cookie: owner.cookie } })).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe("the admin list", () => {
  it("shows every user's appraisals with client, deadline and the 48 h expired rule at its boundary", async () => {
    await app.db.insert(appraisals).values([
      { userId: owner.user.id, medium: "oil", artworkTitle: "Just In Time", status: "pending", submittedAt: ago(48 * HOUR - 60_000) },
      { userId: owner.user.id, medium: "oil", artworkTitle: "Just Too Late", status: "pending", submittedAt: ago(48 * HOUR + 60_000) },
      {
        userId: owner.user.id,
        medium: "oil",
        artworkTitle: "Late But Done",
        status: "completed",
        submittedAt: ago(72 * HOUR),
        completedAt: ago(HOUR),
        estimatedLow: 100,
        estimatedHigh: 200,
      },
    ]);
    const list = (await asAdmin({ method: "GET", url: "/api/admin/appraisals?sort=submittedAt&order=desc" })).json();
    expect(list.total).toBe(3);
    const byTitle = Object.fromEntries(list.items.map((item: { artworkTitle: string; status: string }) => [item.artworkTitle, item]));
    expect(byTitle["Just In Time"]).toMatchObject({
      status: "pending",
      userName: "Olive Owner",
      userEmail: owner.user.email,
      isPaid: true,
      emailSent: false,
    });
    expect(byTitle["Just Too Late"].status).toBe("expired");
    expect(byTitle["Late But Done"].status).toBe("completed");
    const deadline = new Date(byTitle["Just In Time"].deadline).getTime() - new Date(byTitle["Just In Time"].submittedAt).getTime();
    expect(deadline).toBe(48 * HOUR);

    const expired = (await asAdmin({ method: "GET", url: "/api/admin/appraisals?status=expired" })).json();
    expect(expired.items.map((i: { artworkTitle: string }) => i.artworkTitle)).toEqual(["Just Too Late"]);
    const pending = (await asAdmin({ method: "GET", url: "/api/admin/appraisals?status=pending" })).json();
    expect(pending.items.map((i: { artworkTitle: string }) => i.artworkTitle)).toEqual(["Just In Time"]);
  });

  it("searches id, title, artist, client name and e-mail, sorts by priority and pages", async () => {
    const [a, b] = await app.db
      .insert(appraisals)
      .values([
        {
          userId: owner.user.id,
          medium: "oil",
          artworkTitle: "Sunflowers",
          artistName: "Vincent",
          priority: "normal",
          submittedAt: ago(3 * HOUR),
        },
        {
          userId: admin.user.id,
          medium: "oil",
          artworkTitle: "Water Lilies",
          artistName: "Claude",
          priority: "high",
          submittedAt: ago(2 * HOUR),
        },
        {
          userId: owner.user.id,
          medium: "oil",
          artworkTitle: "Haystacks",
          artistName: "Claude",
          priority: "normal",
          submittedAt: ago(HOUR),
        },
      ])
      .returning();
    const titles = async (query: string) =>
      (await asAdmin({ method: "GET", url: `/api/admin/appraisals?${query}` }))
        .json()
        .items.map((i: { artworkTitle: string }) => i.artworkTitle);
    expect(await titles("search=sunflow")).toEqual(["Sunflowers"]);
    expect(await titles("search=CLAUDE&sort=submittedAt")).toEqual(["Water Lilies", "Haystacks"]);
    expect(await titles("search=olive%20owner&sort=submittedAt")).toEqual(["Sunflowers", "Haystacks"]);
    expect(await titles(`search=${encodeURIComponent(owner.user.email)}`)).toHaveLength(2);
    expect(await titles(`search=${a!.id.slice(0, 13)}`)).toEqual(["Sunflowers"]);
    expect(await titles("search=100%25")).toEqual([]); // % is a literal, not a wildcard
    expect((await titles("sort=priority&order=asc"))[0]).toBe("Water Lilies");
    expect((await titles("sort=priority&order=desc")).at(-1)).toBe("Water Lilies");
    const page = (await asAdmin({ method: "GET", url: "/api/admin/appraisals?sort=submittedAt&order=asc&limit=1&offset=1" })).json();
    expect(page).toMatchObject({ total: 3, items: [{ id: b!.id }] });
  });
});

describe("PATCH /api/admin/appraisals/{id}", () => {
  it("validates the body", async () => {
    const id = await draftAppraisal();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /Nothing to update/],
      [{ status: "expired" }, /Invalid option/],
      [{ estimatedValue: { low: 5000, high: 100 } }, /must not be below the low value/],
      [{ estimatedValue: { low: -5, high: 100 } }, /positive whole dollars/],
      [{ priority: "urgent" }, /Invalid option/],
      [{ report: { recommendations: [] } }, /at least one recommendation/],
    ];
    for (const [payload, message] of cases) {
      const response = await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it("lets an admin correct a draft's range and text, then complete it: completedAt set, the owner e-mailed once, audited", async () => {
    const id = await draftAppraisal("Review Me");
    const edit = await asAdmin({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      payload: {
        estimatedValue: { low: 12_000, high: 18_000 },
        notes: "Checked the signature",
        priority: "high",
        report: { marketAnalysis: "Corrected market view." },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ status: "processing", estimatedValue: { low: 12_000, high: 18_000 } });

    const complete = await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${id}`, payload: { status: "completed" } });
    expect(complete.json()).toMatchObject({ status: "completed" });
    expect(complete.json().completedAt).toBeTruthy();
    await app.jobs.drain();
    const report = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie: owner.cookie } })).json();
    expect(report).toMatchObject({ marketAnalysis: "Corrected market view.", estimatedValueRange: { low: 12_000, high: 18_000 } });
    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(row!.readyEmailSentAt).toBeInstanceOf(Date);

    // Completing again is not a transition; going back is refused.
    const back = await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${id}`, payload: { status: "pending" } });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("A completed appraisal cannot be moved back to pending.");

    const audit = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(["appraisal.update", "appraisal.update"]);
    expect(audit[0]).toMatchObject({ adminId: admin.user.id, adminEmail: admin.user.email });
    expect(audit[1]!.details).toMatchObject({ status: "completed", previousStatus: "processing" });
  });

  it("refuses Mark Complete for an unpaid appraisal and for one without a draft", async () => {
    const id = await draftAppraisal();
    await app.db.update(appraisals).set({ isPaid: false }).where(eq(appraisals.id, id));
    const unpaid = await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${id}`, payload: { status: "completed" } });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(SEND_BLOCKED_UNPAID);
    const [bare] = await app.db.insert(appraisals).values({ userId: owner.user.id, medium: "oil", status: "pending" }).returning();
    const noDraft = await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${bare!.id}`, payload: { status: "completed" } });
    expect(noDraft.json().message).toBe("A completed appraisal needs a value range and a report.");
    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, bare!.id));
    expect(row!.status).toBe("pending");
  });
});

describe("sending, downloading and deleting", () => {
  it("blocks sending with the spec's messages, then sends a completed report to the client once paid", async () => {
    const id = await draftAppraisal("Send Me");
    const notDone = await asAdmin({ method: "POST", url: `/api/admin/appraisals/${id}/send-email` });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(SEND_BLOCKED_NOT_COMPLETED);
    await app.db.update(appraisals).set({ isPaid: false }).where(eq(appraisals.id, id));
    expect((await asAdmin({ method: "POST", url: `/api/admin/appraisals/${id}/send-email` })).json().message).toBe(SEND_BLOCKED_UNPAID);
    await app.db.update(appraisals).set({ isPaid: true }).where(eq(appraisals.id, id));
    await asAdmin({ method: "PATCH", url: `/api/admin/appraisals/${id}`, payload: { status: "completed" } });

    const sent = await asAdmin({ method: "POST", url: `/api/admin/appraisals/${id}/send-email` });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = (await asAdmin({ method: "GET", url: "/api/admin/appraisals" })).json();
    expect(list.items.find((i: { id: string }) => i.id === id).emailSent).toBe(true);

    const pdf = await asAdmin({ method: "GET", url: `/api/admin/appraisals/${id}/pdf` });
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="appraisal-${id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("deletes any user's appraisal and records who did it", async () => {
    const id = await draftAppraisal("Delete Me");
    const response = await asAdmin({ method: "DELETE", url: `/api/admin/appraisals/${id}` });
    expect(response.statusCode).toBe(200);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.id, id))).toHaveLength(0);
    const [audit] = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "appraisal.delete"));
    expect(audit).toMatchObject({ targetId: id, adminId: admin.user.id, details: { title: "Delete Me", ownerId: owner.user.id } });
    expect((await asAdmin({ method: "DELETE", url: `/api/admin/appraisals/${id}` })).statusCode).toBe(404);
  });
});

describe("GET /api/admin/analytics and /summary", () => {
  it("computes every figure from the database (checked by hand against a seeded set)", async () => {
    const todayUtc = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const firstChartDay = new Date(todayUtc.getTime() - 55 * 24 * HOUR);
    await app.db.delete(creditLedger);
    await app.db.delete(payments);
    await app.db.insert(appraisals).values([
      // completed in 10 h and 30 h: average 20 h
      {
        userId: owner.user.id,
        medium: "oil",
        status: "completed",
        submittedAt: ago(40 * HOUR),
        completedAt: ago(30 * HOUR),
        estimatedLow: 1,
        estimatedHigh: 2,
      },
      {
        userId: owner.user.id,
        medium: "oil",
        status: "completed",
        submittedAt: ago(9 * 24 * HOUR),
        completedAt: ago(9 * 24 * HOUR - 30 * HOUR),
        estimatedLow: 1,
        estimatedHigh: 2,
      },
      { userId: owner.user.id, medium: "oil", status: "pending", submittedAt: ago(2 * HOUR) }, // pending
      { userId: owner.user.id, medium: "oil", status: "processing", submittedAt: ago(10 * HOUR) }, // pending
      { userId: owner.user.id, medium: "oil", status: "pending", submittedAt: ago(50 * HOUR) }, // expired
      // Outside the chart's eight weeks and the two weekly counts: only in the totals. The chart's
      // first day counts from its first minute (UTC); the minute before it does not.
      { userId: owner.user.id, medium: "oil", status: "failed", submittedAt: ago(70 * 24 * HOUR) },
      { userId: owner.user.id, medium: "oil", status: "failed", submittedAt: new Date(firstChartDay.getTime() + 60_000) },
      { userId: owner.user.id, medium: "oil", status: "failed", submittedAt: new Date(firstChartDay.getTime() - 60_000) },
    ]);
    // This week (last 7 days): 4 submissions (2 h, 10 h, 40 h, 50 h); the week before: 1 (9 days). Trend +300%.
    const paid = async (cents: number, daysAgo: number) => {
      const [payment] = await app.db
        .insert(payments)
        .values({
          provider: "test",
          providerPaymentId: randomUUID(),
          userId: owner.user.id,
          packageId: 1,
          credits: 1,
          amountCents: cents,
          status: "succeeded",
        })
        .returning();
      await app.db.insert(creditLedger).values({
        userId: owner.user.id,
        type: "purchase",
        amount: 1,
        balanceAfter: 1,
        description: "Purchase",
        paymentId: payment!.id,
        createdAt: ago(daysAgo * 24 * HOUR),
      });
    };
    await paid(2900, 0);
    await paid(6900, 40); // last month or earlier: counts in the total, not in "this month" unless the month is young
    const analytics = (await asAdmin({ method: "GET", url: "/api/admin/analytics" })).json();
    expect(analytics).toMatchObject({
      totalAppraisals: 8,
      pending: 2,
      completed: 2,
      expired: 1,
      averageCompletionTime: 20,
      totalRevenue: 98,
      weeklyTrend: 300,
    });
    expect(analytics.dailySubmissions).toHaveLength(56);
    expect(analytics.dailySubmissions.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(6);
    expect(analytics.dailySubmissions[0]).toEqual({ date: firstChartDay.toISOString().slice(0, 10), count: 1 });
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.dailySubmissions.at(-1).date).toBe(today);

    const summary = (await asAdmin({ method: "GET", url: "/api/admin/summary" })).json();
    expect(summary).toMatchObject({
      totalAppraisals: 8,
      appraisalsThisWeek: 4,
      weeklyChangePercent: 300,
      pendingReviews: 3,
      revenueThisMonth: 29,
    });
  });

  it("has no trend without last week's base", async () => {
    await app.db.insert(appraisals).values({ userId: owner.user.id, medium: "oil", status: "pending", submittedAt: ago(HOUR) });
    const analytics = (await asAdmin({ method: "GET", url: "/api/admin/analytics" })).json();
    expect(analytics.weeklyTrend).toBeNull();
    expect(analytics.averageCompletionTime).toBeNull();
  });
});
