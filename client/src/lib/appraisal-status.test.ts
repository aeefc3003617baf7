import { describe, expect, it } from "vitest";
import { formatReviewDeadline, getOwnerStatus, getOwnerStatusLabel } from "./appraisal-status";

const review = { reasons: ["high-value" as const], deadline: "2026-06-03T10:00:00.000Z" };

describe("getOwnerStatus", () => {
  it("reads a processing appraisal with a review as in review: the server stores it as processing (decision 39)", () => {
    expect(getOwnerStatus({ status: "processing", review })).toBe("review");
    expect(getOwnerStatus({ status: "pending", review })).toBe("review");
  });

  it("keeps the stored status without a review, and once the appraisal is finished", () => {
    expect(getOwnerStatus({ status: "processing", review: null })).toBe("processing");
    expect(getOwnerStatus({ status: "pending" })).toBe("pending");
    expect(getOwnerStatus({ status: "completed", review })).toBe("completed");
    expect(getOwnerStatus({ status: "failed", review })).toBe("failed");
  });
});

describe("getOwnerStatusLabel", () => {
  it("says In review in every view, as the notice on the detail page does", () => {
    for (const view of ["detail", "recent", "collection"] as const) expect(getOwnerStatusLabel("review", view)).toBe("In review");
  });

  it("names each status on the detail page and in /history", () => {
    expect(getOwnerStatusLabel("pending", "detail")).toBe("Pending");
    expect(getOwnerStatusLabel("processing", "detail")).toBe("Processing");
    expect(getOwnerStatusLabel("completed", "detail")).toBe("Completed");
    expect(getOwnerStatusLabel("failed", "detail")).toBe("Refunded");
  });

  it("on the dashboard says Completed, or Appraised in the collection view, else Processing; a failed one Refunded", () => {
    expect(getOwnerStatusLabel("completed", "recent")).toBe("Completed");
    expect(getOwnerStatusLabel("completed", "collection")).toBe("Appraised");
    for (const view of ["recent", "collection"] as const) {
      expect(getOwnerStatusLabel("pending", view)).toBe("Processing");
      expect(getOwnerStatusLabel("processing", view)).toBe("Processing");
      expect(getOwnerStatusLabel("failed", view)).toBe("Refunded");
    }
  });
});

describe("formatReviewDeadline", () => {
  it("writes the deadline with its date and time, as the in-review notice does", () => {
    const expected = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(review.deadline));
    expect(formatReviewDeadline(review)).toBe(expected);
    expect(formatReviewDeadline(review)).toMatch(/Jun 3, 2026/);
  });
});
