import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { buildTestApp } from "../test/build-test-app";
import { giveCredits, signedInUser } from "../test/factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { makeJpeg, postAppraisal, readEmailSubject } from "../test/appraisal-factories";
import { appraisalReports, appraisals, creditLedger, jobs } from "../db/schema";
import { getBalance } from "../modules/credits/credits.service";
import { VALUATION_ID_PATTERN } from "../modules/appraisals/valuation-id";
import { claimNextJob } from "./queue";
import { getTestDatabase } from "../test/test-db";

const apps: FastifyInstance[] = [];
// Opening and migrating the worker's database is the slow part; do it in a hook, not a test.
beforeAll(() => getTestDatabase());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(options: Parameters<typeof buildTestApp>[0] = {}, ai = createFakeAiProvider(), keepData = false) {
  const app = await buildTestApp({ JOB_BACKOFF_BASE_MS: 0, ...options }, { ai, keepData });
  apps.push(app);
  return app;
}

async function submitAppraisal(app: FastifyInstance) {
  const { user, cookie } = await signedInUser(app);
  await giveCredits(app.db, user.id, 1);
  const response = await postAppraisal(app, {
    cookie,
    fields: { medium: "oil", artworkTitle: "Harbour at Dusk" },
    files: [{ field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { user, cookie, appraisalId: response.json().id as string };
}

const outbox = (app: FastifyInstance) => {
  const dir = path.join(app.config.dataDir, "outbox");
  return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(path.join(dir, f), "utf8")) : [];
};
const findAppraisal = async (app: FastifyInstance, id: string) => (await app.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;

describe("the appraisal pipeline", () => {
  it("takes an appraisal from pending to completed with a valued report and e-mails the owner once", async () => {
    const app = await start();
    const { user, cookie, appraisalId } = await submitAppraisal(app);
    await app.jobs.drain();

    const row = await findAppraisal(app, appraisalId);
    expect(row).toMatchObject({ status: "completed", estimatedLow: 4200, estimatedHigh: 9800 });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.valuationId).toMatch(VALUATION_ID_PATTERN);
    expect(row.readyEmailSentAt).toBeInstanceOf(Date);
    const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, appraisalId));
    expect(report!.recommendations).toEqual(["Insure it."]);

    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${appraisalId}`, headers: { cookie } })).json();
    expect(detail).toMatchObject({ status: "completed", estimatedValue: { low: 4200, high: 9800 }, valuationId: row.valuationId });

    const mails = outbox(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(readEmailSubject(mails[0]!)).toBe('Your appraisal of "Harbour at Dusk" is ready');
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("finishes an appraisal whose server died before the draft was written, charging once", async () => {
    const first = await start();
    const { user, appraisalId } = await submitAppraisal(first);
    // The first server claims the job, marks the appraisal processing and dies.
    await claimNextJob({ db: first.db, workerId: "crashed", names: ["appraisal.process"] });
    await first.db.update(appraisals).set({ status: "processing" }).where(eq(appraisals.id, appraisalId));
    await first.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.lockedBy, "crashed"));

    const ai = createFakeAiProvider();
    const second = await start({ JOB_LEASE_MS: 60_000, dataDir: first.config.dataDir }, ai, true);
    await second.jobs.start();
    await waitFor(async () => (await findAppraisal(second, appraisalId)).status === "completed");
    await second.jobs.stop();
    expect(ai.calls).toBe(1);
    expect(await getBalance({ db: second.db, userId: user.id })).toBe(0);
    const usage = await second.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.type, "usage")));
    expect(usage).toHaveLength(1);
  });

  it("does not redo a finished step: a crash after the draft only completes it", async () => {
    const manual = await start({ APPRAISAL_REVIEW: "manual" });
    const { appraisalId } = await submitAppraisal(manual);
    await manual.jobs.drain(); // drafted, left in processing
    // Put the job back as if a server had died right after drafting.
    await manual.db
      .update(jobs)
      .set({ status: "running", lockedAt: new Date(Date.now() - 10 * 60_000), lockedBy: "crashed" })
      .where(eq(jobs.name, "appraisal.process"));

    const ai = createFakeAiProvider();
    const second = await start({ JOB_LEASE_MS: 60_000, dataDir: manual.config.dataDir }, ai, true);
    await second.jobs.start();
    await waitFor(async () => (await findAppraisal(second, appraisalId)).status === "completed");
    await second.jobs.stop();
    expect(ai.calls).toBe(0);
  });

  it("a run that lost its lease changes nothing when it resumes after another server completed the appraisal", async () => {
    // The first server stalls inside the model call (a long GC pause, a network partition), its
    // lease runs out and a second server runs the job to the end; then the first one wakes up
    // with a different answer (a real model is not deterministic).
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const appraising = new Promise<void>((resolve) => (entered = resolve));
    const slowAi = createFakeAiProvider({
      onAppraise: () => {
        entered();
        return stalled;
      },
    });
    const appraise = slowAi.appraise.bind(slowAi);
    slowAi.appraise = async (input) => {
      const draft = await appraise(input);
      return { ...draft, valuation: { ...draft.valuation, low: 100, high: 200 } };
    };
    const first = await start({}, slowAi);
    const { appraisalId } = await submitAppraisal(first);
    const stale = first.jobs.drain();
    await appraising;
    await first.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.name, "appraisal.process"));

    const second = await start({ JOB_LEASE_MS: 60_000, dataDir: first.config.dataDir }, createFakeAiProvider(), true);
    await second.jobs.start();
    await waitFor(async () => (await findAppraisal(second, appraisalId)).status === "completed");
    await second.jobs.drain();
    const completed = await findAppraisal(second, appraisalId);
    const [report] = await second.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, appraisalId));

    release();
    await stale;
    await second.jobs.drain();
    await second.jobs.stop();
    // The owner was told this valuation ID and range; the late run must not change them.
    expect(await findAppraisal(second, appraisalId)).toEqual(completed);
    expect(completed).toMatchObject({ estimatedLow: 4200, estimatedHigh: 9800 });
    expect(await second.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, appraisalId))).toEqual([report]);
    expect(outbox(second).filter((mail) => readEmailSubject(mail).endsWith("is ready"))).toHaveLength(1);
  });

  it("refunds the credit and says so when the provider keeps failing", async () => {
    const app = await start({}, createFakeAiProvider({ failWith: "model unavailable" }));
    const { user, cookie, appraisalId } = await submitAppraisal(app);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    await app.jobs.drain();

    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${appraisalId}`, headers: { cookie } })).json();
    expect(detail).toMatchObject({
      status: "failed",
      refunded: true,
      failureReason: "We could not analyse this artwork. Your credit has been refunded.",
    });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    const refunds = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.type, "refund")));
    expect(refunds).toHaveLength(1);
    const [job] = await app.db.select().from(jobs).where(eq(jobs.name, "appraisal.process"));
    expect(job).toMatchObject({ status: "failed", attempts: 3, lastError: "model unavailable" });
    expect(outbox(app).some((mail) => mail.includes("has been refunded"))).toBe(true);
  });

  it("leaves drafts in processing for an admin under APPRAISAL_REVIEW=manual", async () => {
    const app = await start({ APPRAISAL_REVIEW: "manual" });
    const { appraisalId } = await submitAppraisal(app);
    await app.jobs.drain();
    const row = await findAppraisal(app, appraisalId);
    expect(row).toMatchObject({ status: "processing", estimatedLow: 4200, completedAt: null });
    expect(outbox(app)).toHaveLength(0);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("condition not met in time");
}
