import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { sampleReport } from "@contracts/report-fixture";
import type { Report } from "@contracts/reports";
import { ReportDocument } from "./report-document";

const base = sampleReport();

// The page as the server would render it: the words a reader sees, without the markup.
const render = (report: Report) =>
  renderToStaticMarkup(
    <Router ssrPath="/appraisal/report/x">
      <ReportDocument report={report} />
    </Router>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("the report page", () => {
  it("shows the likely and the wider range, each with its coverage, and what would narrow them (decision 39)", () => {
    const text = render(base);
    expect(text).toContain("Estimated Value Range $300 – $900");
    expect(text).toContain(
      "Likely range $300 – $900 about half (50%) of real prices in sales our model was not fitted on fell in a range like this.",
    );
    expect(text).toContain("Wider range $120 – $2,300 about four in five (80%) of real prices");
    expect(text).toContain("What Would Narrow These Ranges");
    expect(text).toContain("A photograph of the signature, so it can be read.");
    const older = render({ ...base, wideValueRange: null, rangeCoverage: null, narrowing: [] });
    expect(older).not.toContain("Wider range");
    expect(older).not.toContain("What Would Narrow");
  });

  it("shows the owner's notes as written, the decision-29 sections and what authentication would change", () => {
    const text = render({
      ...base,
      additionalNotes: "Płótno dublowane. Υπογραφή κάτω δεξιά.",
      ownerNotes: "The owner describes a relined canvas; the condition factor lowers the range.",
      photoObservations: "The photographs show the front only.",
      method: "The range held the price 52% of the time on auction houses the model was not fitted on.",
      ifAuthenticated: { low: 5000, high: 12000, artist: "Jane Doe", howToEstablish: "Ask the artist's foundation." },
    });
    for (const expected of [
      "The Owner's Notes",
      "As written in the submission",
      "Płótno dublowane. Υπογραφή κάτω δεξιά.",
      "the condition factor lowers the range",
      "What the Photographs Show",
      "The photographs show the front only.",
      "Method and Accuracy",
      "52% of the time",
      "If Authenticated",
      "If authenticated as by Jane Doe: $5,000 – $12,000",
      "Ask the artist's foundation.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lists comparable sales with date, auction house and price, and leaves the section out when none match", () => {
    const sale = {
      artist: "Jane Doe",
      title: "Harbour II",
      medium: "oil on canvas",
      year: 1922,
      heightCm: 50,
      widthCm: 61,
      saleDate: "2019-05-14",
      auctionHouse: "Cabral Moncada Leilões",
      priceUsd: 1250,
    };
    const text = render({
      ...base,
      comparables: [sale, { ...sale, title: null, auctionHouse: null, heightCm: null, widthCm: null, priceUsd: 980 }],
    });
    expect(text).toContain("Comparable Sales");
    for (const expected of [
      "May 14, 2019",
      "Cabral Moncada Leilões",
      "Harbour II",
      "1922, oil on canvas",
      "50 x 61 cm",
      "$1,250",
      "$980",
      "Untitled",
      "Size not recorded",
    ]) {
      expect(text).toContain(expected);
    }
    const none = render(base);
    expect(none).not.toContain("Comparable Sales");
    expect(none).not.toContain("The Owner's Notes");
    expect(none).not.toContain("If Authenticated");
  });
});
