import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { signedInUser } from "../../test/factories";
import { appraisals } from "../../db/schema";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET /api/portfolio", () => {
  it("sums the completed appraisals in SQL, by category, with the most valuable item", async () => {
    const { user, cookie } = await signedInUser(app);
    const other = await signedInUser(app);
    const row = (
      medium: string,
      low: number | null,
      high: number | null,
      status: "completed" | "pending" = "completed",
      artworkTitle: string | null = null,
    ) => ({
      userId: user.id,
      medium,
      estimatedLow: low,
      estimatedHigh: high,
      status,
      artworkTitle,
    });
    await app.db.insert(appraisals).values([
      row("oil", 10_000, 30_000, "completed", "Big Oil"), // mid 20,000
      row("oil", 2_000, 4_000), // mid 3,000
      row("watercolor", 1_000, 3_000), // mid 2,000
      row("", 500, 1_500), // mid 1,000, category "other"
      row("print", null, null, "pending"), // not valued: left out
      { userId: other.user.id, medium: "oil", estimatedLow: 999_000, estimatedHigh: 999_000, status: "completed" as const }, // someone else's
    ]);
    const response = await app.inject({ method: "GET", url: "/api/portfolio", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    // By hand: lows 10,000+2,000+1,000+500 = 13,500; highs 30,000+4,000+3,000+1,500 = 38,500.
    expect(response.json()).toEqual({
      totalValue: { low: 13_500, high: 38_500 },
      itemCount: 4,
      mostValuableItem: { id: expect.any(String), title: "Big Oil", value: 20_000 },
      byCategory: [
        { category: "oil", count: 2, totalValue: 23_000 },
        { category: "watercolor", count: 1, totalValue: 2_000 },
        { category: "other", count: 1, totalValue: 1_000 },
      ],
    });
  });

  it("answers an empty portfolio and refuses visitors", async () => {
    const { cookie } = await signedInUser(app);
    expect((await app.inject({ method: "GET", url: "/api/portfolio", headers: { cookie } })).json()).toEqual({
      totalValue: { low: 0, high: 0 },
      itemCount: 0,
      mostValuableItem: null,
      byCategory: [],
    });
    expect((await app.inject({ method: "GET", url: "/api/portfolio" })).statusCode).toBe(401);
  });
});
