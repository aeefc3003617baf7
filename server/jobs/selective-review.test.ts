import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { buildTestApp } from "../test/build-test-app";
import { giveCredits, signedInUser } from "../test/factories";
import { makeJpeg, MINIMAL_PDF, type MultipartFile, postAppraisal } from "../test/appraisal-factories";
import { appraisals } from "../db/schema";
import { enqueueJob } from "./queue";
import { PROCESS_APPRAISAL_JOB } from "./job-names";
import { APPRAISAL_DEADLINE_HOURS } from "../../contracts/appraisals";
import type { ReviewReason } from "../../contracts/appraisal-review";

// Selective review (decision 39) through the real pipeline: the built-in engine values each
// submission, the job routes it, and the admin desk lists and completes what it held back.

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "selective", JOB_BACKOFF_BASE_MS: 0 });
});
beforeEach(async () => {
  await app.db.delete(appraisals);
  admin = await signedInUser(app, { role: "admin" });
  owner = await signedInUser(app);
});
afterAll(() => app.close());

/** A photo the usability checks let through but only just: a faint grey gradient with almost no colour spread. */
// A real picture, but so small that the checks only just let it through: a photo problem. (An
// almost blank picture is no longer one: it is refused at upload as holding no artwork.)
async function smallPhoto() {
  return sharp(await makeJpeg())
    .resize(56, 42)
    .png()
    .toBuffer();
}

const photo = async (data?: Buffer): Promise<MultipartFile> => ({
  field: "images",
  filename: "photo.png",
  contentType: data ? "image/png" : "image/jpeg",
  data: data ?? (await makeJpeg()),
});
const certificate: MultipartFile = { field: "documents", filename: "certificate.pdf", contentType: "application/pdf", data: MINIMAL_PDF };

async function appraise(fields: Record<string, string>, files: MultipartFile[]) {
  await giveCredits(app.db, owner.user.id, 1);
  const response = await postAppraisal(app, { cookie: owner.cookie, fields, files });
  expect(response.statusCode, response.body).toBe(201);
  await app.jobs.drain();
  const id = response.json().id as string;
  const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie: owner.cookie } })).json();
  return { id, detail };
}

async function deskRow(id: string) {
  const list = await app.inject({ method: "GET", url: "/api/admin/appraisals?sort=priority&order=asc", headers: { cookie: admin.cookie } });
  expect(list.statusCode, list.body).toBe(200);
  return {
    items: list.json().items as { id: string; priority: string; reviewReasons: ReviewReason[] }[],
    row: list.json().items.find((r: { id: string }) => r.id === id),
  };
}

async function expectInReview(id: string, detail: { status: string; review: unknown; submittedAt: string }, reason: ReviewReason) {
  expect(detail.status).toBe("processing");
  const deadline = new Date(new Date(detail.submittedAt).getTime() + APPRAISAL_DEADLINE_HOURS * 3_600_000).toISOString();
  expect(detail.review).toEqual({ reasons: expect.arrayContaining([reason]), deadline });
  const { row } = await deskRow(id);
  expect(row).toMatchObject({ status: "processing", priority: "high", hasReport: true });
  expect(row.reviewReasons).toContain(reason);
  const [stored] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
  expect(stored!.readyEmailSentAt).toBeNull();
  // The stored status stays "processing"; the owner's lists carry the same review (reasons and
  // deadline) as the detail page, so every badge can say "In review".
  expect(await ownerListRow(id)).toMatchObject({ status: "processing", review: detail.review });
}

/** The appraisal's row in the owner's /history list and dashboard recent list, which must agree. */
async function ownerListRow(id: string) {
  const [all, recent] = await Promise.all(
    ["/api/appraisals", "/api/appraisals/recent"].map((url) => app.inject({ method: "GET", url, headers: { cookie: owner.cookie } })),
  );
  expect(all!.statusCode, all!.body).toBe(200);
  const row = all!.json().find((r: { id: string }) => r.id === id);
  expect(recent!.json().find((r: { id: string }) => r.id === id)).toEqual(row);
  return row;
}

describe("APPRAISAL_REVIEW=selective", () => {
  it("completes a plain appraisal at once, with no review and normal priority", async () => {
    const { id, detail } = await appraise({ medium: "print", artworkTitle: "Harbour Print", height: "20 cm", width: "25 cm" }, [
      await photo(),
    ]);
    expect(detail).toMatchObject({ status: "completed", review: null });
    expect(detail.estimatedValue.high).toBeLessThanOrEqual(5000);
    const { row } = await deskRow(id);
    expect(row).toMatchObject({ status: "completed", priority: "normal", reviewReasons: [] });
    expect(await ownerListRow(id)).toMatchObject({ status: "completed", review: null });
  });

  it("sends a famous name claimed without documents to the desk, high priority, saying why", async () => {
    const { id, detail } = await appraise({ medium: "oil", artistName: "Claude Monet", artworkTitle: "Poplars" }, [await photo()]);
    await expectInReview(id, detail, "famous-name-without-documents");
  });

  it("routes a re-run of the pipeline the same way: the reasons were saved with the draft", async () => {
    const { id, detail } = await appraise({ medium: "oil", artistName: "Claude Monet", artworkTitle: "Poplars" }, [await photo()]);
    await expectInReview(id, detail, "famous-name-without-documents");
    // A second server that recovered the job after a crash finds the draft and leaves it for the desk.
    await enqueueJob({ db: app.db, name: PROCESS_APPRAISAL_JOB, payload: { appraisalId: id } });
    await app.jobs.drain();
    const again = (await app.inject({ method: "GET", url: `/api/appraisals/${id}`, headers: { cookie: owner.cookie } })).json();
    expect(again).toMatchObject({ status: "processing", review: detail.review });
  });

  it("sends a likely range above $5,000 to the desk, and only for that reason when the name is documented", async () => {
    const { id, detail } = await appraise(
      { medium: "oil", artistName: "Claude Monet", artworkTitle: "Poplars", yearCreated: "1891", height: "92 cm", width: "73 cm" },
      [await photo(), certificate],
    );
    // The owner sees no figure while it is held (decision 33); the desk reads the drafted range.
    expect(detail.estimatedValue).toBeNull();
    expect((await deskRow(id)).row.estimatedValue.high).toBeGreaterThan(5000);
    await expectInReview(id, detail, "high-value");
    expect(detail.review.reasons).toEqual(["high-value"]);
  });

  it("sends a photo the checks only just let through to the desk, and the admin completes it", async () => {
    const { id, detail } = await appraise({ medium: "print", height: "20 cm", width: "25 cm" }, [await photo(await smallPhoto())]);
    await expectInReview(id, detail, "photo-problem");
    expect(detail.review.reasons).toEqual(["photo-problem"]);

    // The desk sorts high priority first; the admin's Mark Complete finishes it and e-mails the owner.
    await appraise({ medium: "print", height: "20 cm", width: "25 cm" }, [await photo()]);
    const { items } = await deskRow(id);
    expect(items.map((r) => r.priority)).toEqual(["high", "normal"]);
    const done = await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { status: "completed" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", review: null });
    expect(await ownerListRow(id)).toMatchObject({ status: "completed", review: null });
    await app.jobs.drain();
    const [stored] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(stored!.readyEmailSentAt).toBeInstanceOf(Date);
  });
});
