import { describe, expect, it } from "vitest";
import { MAX_REVIEW_DESCRIPTION_CHARS, truncateText } from "./review-step";

describe("truncateText", () => {
  it("keeps a description of up to 150 characters whole", () => {
    const text = "a".repeat(MAX_REVIEW_DESCRIPTION_CHARS);
    expect(truncateText(text, MAX_REVIEW_DESCRIPTION_CHARS)).toBe(text);
  });

  it("cuts a longer description at 150 characters and adds an ellipsis", () => {
    const text = `${"b".repeat(MAX_REVIEW_DESCRIPTION_CHARS)}tail`;
    expect(truncateText(text, MAX_REVIEW_DESCRIPTION_CHARS)).toBe(`${"b".repeat(MAX_REVIEW_DESCRIPTION_CHARS)}...`);
  });
});
