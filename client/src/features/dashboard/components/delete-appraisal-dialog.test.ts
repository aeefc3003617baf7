import { describe, expect, it } from "vitest";
import { APPRAISAL_STATUSES } from "@contracts/appraisals";
import { describeCredit } from "./delete-appraisal-dialog";

// Issue 13 (decision 36): the delete dialog says what happens to the credit, as the server does it.
describe("the delete dialog's word on the credit", () => {
  it("promises the credit back for an appraisal that was never completed", () => {
    for (const status of ["pending", "processing"] as const) {
      expect(describeCredit(status)).toBe("It was never completed, so the 1 credit it used will be refunded to your balance.");
    }
  });

  it("promises nothing for a completed one, and says a failed one was refunded already", () => {
    expect(describeCredit("completed")).toMatch(/not refunded, because the appraisal was completed/);
    expect(describeCredit("failed")).toMatch(/already refunded/);
  });

  it("has words for every status", () => {
    for (const status of APPRAISAL_STATUSES) expect(describeCredit(status).length).toBeGreaterThan(20);
  });
});
