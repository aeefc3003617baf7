import { describe, expect, it } from "vitest";
import { describeReviewReasonsForOwner } from "./appraisal-review";

describe("the owner's review reasons", () => {
  it("reads as one sentence, however many reasons", () => {
    expect(describeReviewReasonsForOwner(["photo-problem"])).toBe("a photo is too small or too nearly blank to show the work clearly");
    expect(describeReviewReasonsForOwner(["famous-name-without-documents", "high-value"])).toBe(
      "the artist named is a famous one, with no supporting documents uploaded, and the likely value reaches above $5,000",
    );
  });
});
