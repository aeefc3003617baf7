import { describe, expect, it } from "vitest";
import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../../contracts/artwork-photo";
import { sampleReport } from "../../../contracts/report-fixture";
import type { UserRow } from "../../db/schema";
import { buildReportEmail } from "./report-email";

const sender = { email: "owner@example.com" } as UserRow;
const mail = (outlineSetByHand: boolean) =>
  buildReportEmail({
    report: sampleReport({ outlineSetByHand }),
    pdf: Buffer.from("%PDF-1.4"),
    sender,
    recipientEmail: "insurer@example.com",
    appName: "Art Appraisal",
  }).text;

describe("the report e-mail (issue 30)", () => {
  it("says when the outline of the artwork in the photo was set by hand, and only then", () => {
    expect(mail(true)).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    expect(mail(false)).not.toContain(OUTLINE_SET_BY_HAND_SENTENCE);
  });
});
