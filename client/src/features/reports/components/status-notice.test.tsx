import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatusNotice } from "./status-notice";
import { formatDateTime } from "@/lib/format";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the owner's status notice under selective review (decision 39)", () => {
  it("says the appraisal is in review, why, and by when", () => {
    const deadline = "2026-11-29T10:00:00.000Z";
    const html = renderToStaticMarkup(
      <StatusNotice
        appraisal={{
          status: "processing",
          failureReason: null,
          refunded: false,
          review: { reasons: ["high-value", "photo-problem"], deadline },
        }}
      />,
    );
    expect(text(html)).toContain("Your appraisal is in review");
    expect(text(html)).toContain(
      "because the likely value reaches above $5,000, and a photo is too small or too nearly blank to show the work clearly.",
    );
    expect(text(html)).toContain(`It will be completed by ${formatDateTime(deadline)}, within 48 hours of submission.`);
  });

  it("says in review with no reason under manual review, where every draft is checked (decision 33)", () => {
    const html = renderToStaticMarkup(
      <StatusNotice
        appraisal={{
          status: "processing",
          failureReason: null,
          refunded: false,
          review: { reasons: [], deadline: "2026-11-29T10:00:00.000Z" },
        }}
      />,
    );
    expect(text(html)).toContain("Your appraisal is in review");
    expect(text(html)).toContain("An appraiser is checking the draft before it is completed. It will be completed by");
    expect(text(html)).not.toContain("because");
  });

  it("keeps the plain processing notice when no review holds the appraisal", () => {
    const html = renderToStaticMarkup(
      <StatusNotice appraisal={{ status: "processing", failureReason: null, refunded: false, review: null }} />,
    );
    expect(text(html)).toContain("Our AI is analyzing your artwork");
    expect(text(html)).not.toContain("in review");
  });
});
