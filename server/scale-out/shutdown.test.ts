import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/build-test-app";
import { giveCredits, signedInUser } from "../test/factories";
import { makeJpeg, postAppraisal } from "../test/appraisal-factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { creditLedger, jobs } from "../db/schema";

// What index.ts does on SIGTERM, on the whole app: a job longer than the bound must neither
// hold the close past Fastify's plugin timeout (the old AVV_ERR_READY_TIMEOUT crash) nor stay
// stuck as "running"; it goes back to the queue, uncharged and unrefunded.
let release!: () => void;
const never = new Promise<void>((resolve) => (release = resolve));
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ JOB_SHUTDOWN_TIMEOUT_MS: 500 }, { ai: createFakeAiProvider({ onAppraise: () => never }) });
});
afterAll(() => release());

describe("SIGTERM during a long job", () => {
  it("stops claiming, waits the bound, hands the job back and closes cleanly", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const created = await postAppraisal(app, {
      cookie,
      fields: { medium: "oil", artworkTitle: "Long Night" },
      files: [{ field: "images", filename: "p.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.start();
    const deadline = Date.now() + 20_000;
    while ((await app.db.select().from(jobs))[0]?.status !== "running") {
      if (Date.now() > deadline) throw new Error("the job never started");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const started = Date.now();
    await app.jobs.shutdown(app.config.JOB_SHUTDOWN_TIMEOUT_MS);
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);

    const [job] = await app.db.select().from(jobs);
    expect(job).toMatchObject({ status: "queued", lockedBy: null, attempts: 0 });
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((entry) => entry.type).sort()).toEqual(["adjustment", "usage"]);
  });
});
