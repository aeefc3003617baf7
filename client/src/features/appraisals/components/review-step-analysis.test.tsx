import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CreateAppraisalFields, StylePrediction } from "@contracts/appraisals";
import { ReviewStep } from "./review-step";

const values = { medium: "oil", artistName: "", artworkTitle: "Harbour" } as unknown as CreateAppraisalFields;
const prediction: StylePrediction = {
  style: "Baroque",
  era: "Baroque",
  probability: 0.31,
  characteristics: [],
  similarArtists: [],
  description: "",
  topStyles: [
    { style: "Baroque", probability: 0.31 },
    { style: "Romanticism", probability: 0.24 },
    { style: "Realism", probability: 0.2 },
  ],
  uncertain: true,
};

/** The analysis summary's "Style" and "Era" cells, as "STYLE value" pairs. */
function analysisCells(analysis: StylePrediction): Record<string, string> {
  const html = renderToStaticMarkup(<ReviewStep values={values} images={[]} documents={[]} analysis={analysis} />);
  const summary = html.slice(html.indexOf('id="ai-analysis-heading"'));
  const cells: Record<string, string> = {};
  for (const [, term, value] of summary.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)) cells[term!] = value!;
  return cells;
}

describe("the wizard review's style analysis", () => {
  it("says an uncertain style's era is uncertain too, as the report does not date it, instead of 'Baroque (if Baroque)'", () => {
    const cells = analysisCells(prediction);
    expect(cells.Style).toBe("Uncertain");
    expect(cells.Era).toBe("Uncertain");
  });

  it("names the style and its era when the analysis is confident", () => {
    const cells = analysisCells({ ...prediction, style: "Impressionism", era: "Modern Art", probability: 0.8, uncertain: false });
    expect(cells).toMatchObject({ Style: "Impressionism", Era: "Modern Art", Confidence: "80%" });
  });
});
