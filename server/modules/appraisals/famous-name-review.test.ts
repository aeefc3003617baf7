import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { postAppraisal } from "../../test/appraisal-factories";

// Issue 51, finding 2: under selective review a famous name claimed without documents is held
// however it is spelt. The fake engine drafts 4,200-9,800 (held as high-value in any case), so
// the test reads the famous-name reason itself, and that the owner sees no figure meanwhile.

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp({ APPRAISAL_REVIEW: "selective", JOB_BACKOFF_BASE_MS: 0 }, { ai: createFakeAiProvider() });
  owner = await signedInUser(app);
});
afterAll(() => app.close());

async function reviewOf(artistName: string) {
  await giveCredits(app.db, owner.user.id, 1);
  const created = await postAppraisal(app, { cookie: owner.cookie, fields: { medium: "oil", artistName } });
  expect(created.statusCode, created.body).toBe(201);
  await app.jobs.drain();
  return (await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}`, headers: { cookie: owner.cookie } })).json();
}

describe("the famous-name review rule reads the name as the valuation does", () => {
  const spellings = [
    "Vincent van Gogh",
    "Vincent van Gogh (attributed)",
    "Van Gogh.",
    "V. van Gogh",
    "Gogh, Vincent van",
    "Andy Warhol, attr.",
    "Mo\u200Bnet", // a zero-width space inside
    "R\u0435mbrandt", // a Cyrillic е
  ];
  for (const artistName of spellings) {
    it(`holds ${JSON.stringify(artistName)} as a famous name without documents`, async () => {
      const detail = await reviewOf(artistName);
      expect(detail).toMatchObject({ status: "processing", estimatedValue: null });
      expect(detail.review.reasons).toContain("famous-name-without-documents");
    });
  }

  it("does not hold an ordinary name for it", async () => {
    const detail = await reviewOf("Willard Metcalf");
    expect(detail.review.reasons).not.toContain("famous-name-without-documents");
  });
});
