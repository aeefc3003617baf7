import { REPORT_DISCLAIMER, type Report } from "./reports";

/**
 * A finished report for tests of what renders one (the report page and the PDF), so both
 * start from the same report and a new field is added once. Tests only; nothing ships it.
 */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    title: "Harbour at Dusk",
    artistName: "Jane Doe",
    // A test that names another artist gets that name as the credit unless it gives one.
    artistLabel: overrides.artistName === undefined ? "Jane Doe" : overrides.artistName,
    medium: "oil",
    mediumLabel: "Oil on Canvas",
    yearCreated: "1921",
    dimensions: "20 x 24 in (height x width)",
    provenance: null,
    additionalNotes: null,
    submittedAt: "2026-11-01T10:00:00.000Z",
    completedAt: "2026-11-02T10:00:00.000Z",
    estimatedValueRange: { low: 300, high: 900 },
    wideValueRange: { low: 120, high: 2300 },
    rangeCoverage: { likely: 0.5, wide: 0.8 },
    narrowing: ["A photograph of the signature, so it can be read.", "An appraiser's inspection of the work in hand."],
    images: [],
    originalImages: [],
    outlineSetByHand: false,
    knownWork: null,
    summary: "An oil on canvas of a harbour at dusk.",
    historicalContext: "Harbour views were a staple of regional painters between the wars.",
    marketAnalysis: "Oils by unrecorded artists of this size sold for a median of $420 at regional auctions (n = 312).",
    authenticationIndicators: "A signature lower right is described but not shown.",
    recommendations: ["Photograph the back of the canvas."],
    comparables: [],
    documents: [],
    factors: [],
    style: null,
    valuationId: "AV-ABCD-EFGH-JKMN",
    verificationUrl: "https://appraise.example/verify/AV-ABCD-EFGH-JKMN",
    disclaimer: REPORT_DISCLAIMER,
    ...overrides,
  };
}
