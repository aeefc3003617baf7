import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StylePrediction } from "@contracts/appraisals";
import { AnalysisResults } from "./analysis-results";

const LILACS = { artist: "Claude Monet", title: "Lilacs, Grey Weather", year: 1872, collection: "Musee d'Orsay", similarity: 0.93 };
const prediction: StylePrediction = {
  style: "Impressionism",
  era: "Impressionism",
  probability: 0.7,
  characteristics: ["Broken brushwork"],
  similarArtists: ["Claude Monet"],
  description: "Light and colour.",
  topStyles: [
    { style: "Impressionism", probability: 0.7 },
    { style: "Realism", probability: 0.2 },
    { style: "Romanticism", probability: 0.1 },
  ],
  uncertain: false,
  knownWork: LILACS,
};
const SENTENCE = "This looks like &#x27;Lilacs, Grey Weather&#x27; by Claude Monet, 1872; the original is in the Musee d&#x27;Orsay.";

describe("the analyzer's known-work notice (issue 50)", () => {
  it("the analyzer's results say which known work the photo shows, before the style", () => {
    const html = renderToStaticMarkup(<AnalysisResults prediction={prediction} imageUrl="blob:x" imageAlt="photo" />);
    expect(html).toContain(SENTENCE);
    expect(html.indexOf(SENTENCE)).toBeLessThan(html.indexOf('data-testid="result-style"'));
  });

  it("leaves out where the original is when the catalogue does not know", () => {
    const html = renderToStaticMarkup(
      <AnalysisResults
        prediction={{ ...prediction, knownWork: { ...LILACS, collection: null, year: null } }}
        imageUrl="blob:x"
        imageAlt="photo"
      />,
    );
    expect(html).toContain("This looks like &#x27;Lilacs, Grey Weather&#x27; by Claude Monet.");
  });
});
