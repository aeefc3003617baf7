import { describe, expect, it } from "vitest";
import { analyseImagePixels } from "@engine/photo";
import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../contracts/artwork-photo";
import { composeReport, ESTIMATE_DISCLAIMER } from "./report-writer";
import type { ReportInput } from "./report-input";
import { article, formatEffect, splitSentences } from "./report-text";
import { makeColourfulImage, makeGreyTexture } from "@engine/test-support";
import { computeValuation, type ValuationInput } from "@engine/valuation";

type Submission = Omit<ValuationInput, "asOfYear"> & { photosCount?: number };

const PREDICTIONS = {
  sure: {
    style: "Impressionism",
    era: "Impressionism",
    eraId: "impressionism",
    eraPeriod: "1860-1900",
    probability: 0.72,
    uncertain: false,
    topStyles: [
      { style: "Impressionism", probability: 0.72 },
      { style: "Realism", probability: 0.1 },
      { style: "Romanticism", probability: 0.05 },
    ],
  },
  unsure: {
    style: "Expressionism",
    era: "Modern",
    eraId: "modern",
    eraPeriod: "1900-1945",
    probability: 0.31,
    uncertain: true,
    topStyles: [
      { style: "Expressionism", probability: 0.31 },
      { style: "Fauvism", probability: 0.25 },
      { style: "Naive Art", probability: 0.2 },
    ],
  },
} as const;

const SUBMISSIONS: Record<string, Submission> = {
  bare: { medium: "other", photosCount: 1 },
  unknownOil: { medium: "oil", height: "50 cm", width: "60 cm", photosCount: 1 },
  damaged: {
    medium: "oil",
    height: "20",
    width: "24",
    notes: "Torn in two places, paint losses and flaking; relined in the 1970s.",
    provenance: "From my grandmother's house",
    photosCount: 2,
  },
  poster: {
    medium: "print",
    artistName: "Pablo Picasso",
    title: "Guernica exhibition poster",
    notes: "Bought in the museum shop",
    height: "28",
    width: "20",
    photosCount: 1,
  },
  famous: {
    medium: "oil",
    artistName: "Pablo Picasso",
    yearCreated: "1932",
    height: "24",
    width: "20",
    notes: "Signed lower right",
    photosCount: 3,
  },
  documented: {
    medium: "oil",
    artistName: "Pablo Picasso",
    yearCreated: "1932",
    height: "24",
    width: "20",
    provenance: "Purchased from Galerie Louise Leiris, Paris, 1958; by descent",
    documentsCount: 3,
    photosCount: 5,
  },
  attributed: {
    medium: "drawing",
    artistName: "Attributed to Rembrandt van Rijn",
    yearCreated: "17th century",
    notes: "Some foxing",
    photosCount: 2,
  },
  after: { medium: "oil", artistName: "After Claude Monet", title: "Water Lilies", photosCount: 1 },
  edition: {
    medium: "print",
    artistName: "Salvador Dali",
    notes: "Hand signed, numbered 12/150, gallery label on the back, certificate of authenticity",
    height: "22",
    width: "15",
    photosCount: 4,
    documentsCount: 1,
  },
  unsigned: {
    medium: "acrylic",
    artistName: "Jane Doe",
    notes: "Unsigned, in excellent condition",
    yearCreated: "2015",
    height: "30",
    width: "40",
    photosCount: 2,
  },
  sculpture: { medium: "sculpture", artistName: "Unknown", notes: "Bronze, a small crack at the base", photosCount: 2 },
  watercolour: {
    medium: "watercolor",
    artistName: "Alfredo de Moraes",
    yearCreated: "1930",
    height: "26 cm",
    width: "12 cm",
    photosCount: 1,
  },
  junk: { medium: "pastel", height: "-4", width: "tall", yearCreated: "2999", notes: "x".repeat(3000), photosCount: 1 },
  untitledUnderscored: { medium: "oil", title: "Untitled", artistName: "Ulrich Unger", photosCount: 1 },
  recentLarge: {
    medium: "acrylic",
    artistName: "Maria Lenz",
    title: "Untitled (Blue)",
    yearCreated: "2015",
    height: "100 cm",
    width: "120 cm",
    notes: "Heavily damaged, torn",
    photosCount: 1,
  },
};

function build(name: string, image: "colour" | "grey" | "none", prediction: keyof typeof PREDICTIONS | "none"): ReportInput {
  const submission = SUBMISSIONS[name]!;
  const valuation = computeValuation({ ...submission, asOfYear: 2026 });
  const features =
    image === "none" ? undefined : analyseImagePixels(image === "colour" ? makeColourfulImage(120, 90) : makeGreyTexture(120, 90));
  return {
    ...submission,
    title: submission.title,
    features,
    prediction: prediction === "none" ? undefined : { ...PREDICTIONS[prediction], topStyles: [...PREDICTIONS[prediction].topStyles] },
    valuation,
  };
}

function allText(r: ReturnType<typeof composeReport>): string[] {
  return [
    r.summary,
    r.photoObservations,
    r.historicalContext,
    r.marketAnalysis,
    r.authenticationIndicators,
    r.ownerNotes ?? "",
    r.method,
    ...r.recommendations,
    r.ifAuthenticated?.howToEstablish ?? "",
  ].filter(Boolean);
}

const cases = Object.keys(SUBMISSIONS).flatMap((name) =>
  (["colour", "grey", "none"] as const).flatMap((image) => (["sure", "unsure", "none"] as const).map((p) => ({ name, image, p }))),
);

describe("composeReport", () => {
  it.each(cases)("$name / image $image / style $p: no sentence repeats, articles agree, no machine talk", ({ name, image, p }) => {
    const r = composeReport(build(name, image, p));
    const sentences = allText(r)
      .flatMap(splitSentences)
      .map((s) => s.toLowerCase());
    const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
    expect(repeated).toEqual([]);
    const text = allText(r).join(" ");
    expect(text).not.toMatch(/\bengine\b|quick[- ]estimate|\bundefined\b|\bNaN\b|\bnull\b|\$-|\s,|\.\./i);
    // Brackets inside brackets read as machine output: "its date (2015 (2000 or later))".
    expect(text.replaceAll("Untitled (Blue)", "Untitled")).not.toMatch(/\([^()]*\(/);
    for (const m of text.matchAll(/\b(a|an|A|An) ([A-Za-z][\w-]*)/g)) {
      const [, used, next] = m;
      expect(`${used!.toLowerCase()} ${next}`).toBe(`${article(next!)} ${next}`);
    }
    expect(r.summary).toContain(ESTIMATE_DISCLAIMER);
    expect(r.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(r.method).toMatch(/\d+% of [\d,]+ sales/);
  });

  it("says in words why a recent date puts a work below the market's median", () => {
    const r = composeReport(build("recentLarge", "colour", "sure"));
    expect(r.marketAnalysis).toMatch(
      /sits below that median because it dates from 2015, and works of 2000 or later sold lower in our data/,
    );
  });

  it("writes a factor's effect as the factor table shows it", () => {
    expect([0.3, 0.85, 1.15, 2.071, 1, 12.4].map(formatEffect)).toEqual(["0.3", "0.85", "1.15", "2.07", "1", "12"]);
  });

  it("chooses a or an by sound", () => {
    expect(article("oil painting")).toBe("an");
    expect(article("unique print")).toBe("a");
    expect(article("hour")).toBe("an");
    expect(article("print")).toBe("a");
    expect(article("8-colour print")).toBe("an");
    expect(article("unidentified hand")).toBe("an");
  });

  it("takes up the owner's notes and the damage in the text and the table", () => {
    const input = build("damaged", "colour", "sure");
    const r = composeReport(input);
    // Shown verbatim just above this text, so not repeated in it.
    expect(r.ownerNotes).not.toContain("Torn in two places");
    expect(r.ownerNotes).toMatch(/"torn".*as the condition \(x0\.\d+\)/);
    expect(r.summary).toMatch(/lowers the value/);
    expect(input.valuation.factors.find((f) => f.name === "Condition")?.value).toBe("Heavily damaged");
  });

  it("says the style is uncertain when the analysis is unsure, and names three candidates", () => {
    const r = composeReport(build("unknownOil", "colour", "unsure"));
    expect(r.historicalContext).toMatch(/does not settle the style/);
    // 31% and 25% are close; 20% is not, so it is named as trailing rather than as an equal.
    expect(r.historicalContext).toMatch(/Expressionism \(31%\) and Fauvism \(25%\) fit about equally well, with Naive Art \(20%\) behind/);
  });

  it("reads an invoice with its article, a print's missing signature on the sheet, and a house clearance as an uncheckable history", () => {
    const input = {
      ...build("unknownOil", "colour", "sure"),
      medium: "print",
      provenance: "Bought at a house clearance in Ohio; invoice kept",
    };
    input.valuation = computeValuation({ ...input, asOfYear: 2026 });
    const r = composeReport(input);
    expect(r.authenticationIndicators).toContain("An invoice is mentioned");
    expect(r.authenticationIndicators).toContain("look for one in the margins, in the image and on the back of the sheet");
    expect(r.authenticationIndicators).not.toMatch(/house clearance.*can be checked/);
    expect(input.valuation.factors.find((f) => f.name === "Provenance")?.value).not.toBe("Traceable");
  });

  it("dates a movement outside the timeline's eras by its own period, not as a style of another era", () => {
    const input = build("unknownOil", "colour", "sure");
    const ukiyoe = {
      ...PREDICTIONS.sure,
      style: "Ukiyo-e",
      era: "Edo-Meiji",
      eraId: "romanticism",
      eraPeriod: "c. 1670-1912",
      topStyles: [
        { style: "Ukiyo-e", probability: 0.72 },
        { style: "Art Nouveau", probability: 0.1 },
        { style: "Symbolism", probability: 0.05 },
      ],
    };
    const r = composeReport({ ...input, prediction: ukiyoe });
    expect(r.historicalContext).toContain("closest to Ukiyo-e (c. 1670-1912)");
    expect(r.historicalContext).toMatch(/Japanese woodblock prints/);
    expect(r.historicalContext).not.toMatch(/Romanticism/);
  });

  it("gives the range if authenticated and how to establish it for an unsupported famous name", () => {
    const r = composeReport(build("famous", "colour", "sure"));
    expect(r.ifAuthenticated?.artist).toBe("Pablo Picasso");
    expect(r.ifAuthenticated?.howToEstablish).toMatch(/Picasso Administration/);
    expect(r.authenticationIndicators).toMatch(/not supported by documents/);
    expect(composeReport(build("documented", "colour", "sure")).ifAuthenticated).toBeUndefined();
  });

  it("quotes market evidence from the fitted data and the ignored values", () => {
    const r = composeReport(build("unknownOil", "colour", "sure"));
    expect(r.marketAnalysis).toMatch(/sold for a median of \$[\d,]+ at the curated regional auctions in our data \(n = \d+\)/);
    const junk = composeReport(build("junk", "grey", "none"));
    expect(junk.method).toMatch(/Height cannot be negative/);
    expect(junk.method).toMatch(/Year cannot be in the future/);
  });
});

describe("the owner's outline (issue 30)", () => {
  it("says in the photo section when the outline of the artwork was set by hand, and only then", () => {
    const input = build("recentLarge", "colour", "sure");
    const byHand = composeReport({ ...input, outlineSetByHand: true });
    expect(byHand.photoObservations).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    expect(composeReport(input).photoObservations).not.toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    // Also when a vision model described the photos instead of the pixel measures.
    const seen = composeReport({ ...input, features: undefined, observations: ["A harbour at dusk"], outlineSetByHand: true });
    expect(seen.photoObservations).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
  });
});
